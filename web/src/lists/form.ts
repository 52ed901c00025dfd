import type { FieldDef, ListDef } from '../../../schema/lists';
import { validateRecord } from '../../../schema/list-validation';
import type { RecordInput } from './actions';
import type { ListRecord } from './store';

/** What the dialog's inputs hold: text as typed, money in rubles, flags and page keys as they are. */
export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** The dialog's starting values: a record being edited, or blanks for a new one. */
export function initialValues(list: ListDef, record?: ListRecord): FormValues {
  const values: FormValues = {};
  for (const f of list.fields) {
    const v = record?.[f.name];
    if (f.type === 'bool') values[f.name] = Boolean(v);
    else if (f.type === 'pageKeys') values[f.name] = Array.isArray(v) ? v.map(String) : [];
    else if (f.type === 'password' || v === null || v === undefined) values[f.name] = '';
    else if (f.type === 'money') values[f.name] = String(Number(v) / 100).replace('.', ',');
    else if (f.type === 'number') values[f.name] = String(v).replace('.', ',');
    else values[f.name] = String(v);
  }
  return values;
}

const decimal = (s: string) => (s.trim() === '' ? '' : Number(s.trim().replace(/\s/g, '').replace(',', '.')));

/**
 * Form values → the raw input validateRecord checks. Money is typed in rubles and sent in
 * kopecks; text that is not a number stays text so the validator words the message.
 */
function rawInput(list: ListDef, values: FormValues): RecordInput {
  const input: RecordInput = {};
  for (const f of list.fields) {
    const v = values[f.name];
    if (typeof v !== 'string' || !['money', 'int', 'number'].includes(f.type)) {
      input[f.name] = v;
      continue;
    }
    const n = decimal(v);
    if (n === '' || Number.isNaN(n)) input[f.name] = n === '' ? '' : v;
    else input[f.name] = f.type === 'money' ? Math.round(n * 100) : n;
  }
  return input;
}

/** Validates with the one shared validator; on success gives the GraphQL input. */
export function toInput(
  list: ListDef,
  values: FormValues,
  mode: 'create' | 'update',
): { input: RecordInput; errors: Record<string, string> } {
  const { value, errors } = validateRecord(list, rawInput(list, values), mode);
  const input: RecordInput = {};
  for (const f of list.fields) {
    if (!Object.hasOwn(value, f.name)) continue;
    const v = value[f.name];
    // GraphQL IDs travel as strings.
    input[f.name] = f.type === 'ref' && v !== null ? String(v) : v;
  }
  return { input, errors };
}

export function fieldById(list: ListDef, name: string): FieldDef | undefined {
  return list.fields.find((f) => f.name === name);
}
