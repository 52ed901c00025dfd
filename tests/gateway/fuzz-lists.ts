/**
 * Bad list records made from the list definitions (schema/lists.ts), so every list, and every list
 * added later, is fuzzed by its own rules on both faces. A bad record breaks at least one rule of
 * one field, chosen at random: a value of the wrong type, a text too long or too short, an email,
 * phone, colour or date that is not one, a number out of range, a required field blank (or
 * missing on create), a reference to no record, a value a unique field already holds (create), a
 * percent discount over 100. The other fields get plausible values (often valid), junk, or
 * nothing, so the one broken rule must stop the whole write.
 */
import fc from 'fast-check';
import { textMaxLength } from '../../schema/list-validation';
import { findList, isReadOnly, type FieldDef, type ListDef } from '../../schema/lists';
import { existingId, junkScalar, nulText, unknownRef, type FuzzContext } from './fuzz-arbitraries';

export type Mode = 'create' | 'update';

const MISSING = Symbol('missing');
type Broken = readonly [field: string, value: unknown];

const TEXT = new Set(['string', 'text', 'richtext', 'email', 'phone', 'color', 'enum', 'password']);
const NUMBER = new Set(['int', 'money', 'number']);
const KNOWN = new Set([...TEXT, ...NUMBER, 'date', 'bool', 'ref', 'pageKeys', 'image']);

const maxLength = textMaxLength;

const BAD_FORMAT: Partial<Record<FieldDef['type'], readonly string[]>> = {
  email: ['no-at-sign', 'a@b', '@x.ru', 'a b@c.ru', 'a@@b.ru'],
  phone: ['abcde', '1234', '1'.repeat(26), '+7 900 12З-45-67'],
  color: ['red', '#12345', '#GGGGGG', '#1234567', '12ab34'],
  date: [
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '17.05.2026',
    '2024-1-1',
    '20240101',
    'yesterday',
    '2024-01-01T00:00:00Z',
  ],
  pageKeys: [],
};

/** A value of the field's own type (a string for text, a number for numbers) its rules refuse. */
function semanticBad(f: FieldDef, ctx: FuzzContext): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  if (TEXT.has(f.type)) {
    out.push(
      fc.integer({ min: 1, max: 30 }).map((k) => 'Ж'.repeat(maxLength(f) + k)),
      nulText,
    );
    if (f.min !== undefined && f.min > 1) out.push(fc.constant('Ж'.repeat(f.min - 1)));
  }
  const formats = BAD_FORMAT[f.type];
  if (formats && formats.length > 0) out.push(fc.constantFrom(...formats));
  if (f.type === 'enum') out.push(fc.constantFrom('NOPE', `${f.options![0].value}x`, f.options![0].label));
  if (NUMBER.has(f.type)) {
    const min = f.min ?? 0;
    const max = f.max ?? Number.MAX_SAFE_INTEGER;
    out.push(fc.integer({ min: 1, max: 1_000 }).map((k) => min - k));
    if (max < 2 ** 31 - 1_001) out.push(fc.integer({ min: 1, max: 1_000 }).map((k) => max + k));
    out.push(fc.constantFrom('NaN', 'Infinity', '1e400'));
    if (f.type !== 'number') out.push(fc.constantFrom(min + 0.5, 1.25));
  }
  // Not '' or null: a blank optional reference is a valid "none".
  if (f.type === 'ref') out.push(unknownRef(ctx));
  if (f.type === 'pageKeys') out.push(fc.constantFrom(['NOPE'], ['NEWORDER', 'admin']));
  return out;
}

/** A value of another JSON type than the field takes (never null or blank: those mean "empty"). */
function wrongType(f: FieldDef): fc.Arbitrary<unknown> {
  // A new field type needs its own bad values here before its lists can be fuzzed honestly.
  if (!KNOWN.has(f.type)) throw new Error(`fuzz-lists: no bad values for field type ${f.type}`);
  if (TEXT.has(f.type) || f.type === 'date') return fc.constantFrom(12, true, {}, [], ['a'], { a: 'b' });
  if (NUMBER.has(f.type) || f.type === 'ref') return fc.constantFrom(true, {}, [], [1], 'abc', '12abc');
  if (f.type === 'bool') return fc.constantFrom('true', 1, 0, 'yes', {}, []);
  return fc.constantFrom('NEWORDER', 1, {}, [1], [null]);
}

/** A value that may well be valid, so that the broken field is the only thing wrong. */
export function plausible(f: FieldDef, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const tag = fc.string({ unit: fc.constantFrom(...'абвгдxyz0123'), minLength: 1, maxLength: 8 });
  switch (f.type) {
    case 'string':
    case 'text':
    case 'richtext':
      // A barcode is Code-128 text: ASCII only (schema/list-validation.ts).
      if (f.format === 'barcode') return tag.map((t) => `fz-${encodeURIComponent(t)}`.slice(0, maxLength(f)));
      return tag.map((t) => `Фз ${t}`.slice(0, maxLength(f)));
    case 'password':
      return tag.map((t) => `secret-${t}`);
    case 'email':
      return tag.map((t) => `fz-${encodeURIComponent(t)}@example.com`);
    case 'phone':
      return fc.constant('+7 (900) 123-45-67');
    case 'color':
      return fc.constant('#12ab34');
    case 'date':
      return fc.constant('2026-05-17');
    case 'enum':
      return fc.constantFrom(...f.options!.map((o) => o.value));
    case 'int':
    case 'money':
    case 'number':
      return fc.integer({ min: f.min ?? 0, max: Math.min(f.max ?? 1_000, 1_000) });
    case 'bool':
      return fc.boolean();
    case 'ref':
      return existingId(ctx, findList(f.ref!)!.table);
    case 'pageKeys':
      return fc.constant(['NEWORDER']);
    default:
      return fc.constant(undefined);
  }
}

/** Every way one field can break a record in this mode. */
function breakings(list: ListDef, f: FieldDef, ctx: FuzzContext, mode: Mode): fc.Arbitrary<Broken>[] {
  const values = [...semanticBad(f, ctx), wrongType(f)];
  if (f.required) values.push(fc.constantFrom('', '   ', null));
  if (mode === 'create' && (f.required || f.requiredOnCreate)) values.push(fc.constant(MISSING));
  const taken = ctx.uniqueValues[`${list.name}.${f.name}`];
  if (mode === 'create' && f.unique && taken && taken.length > 0) values.push(fc.constantFrom(...taken));
  return values.map((v) => v.map((value): Broken => [f.name, value]));
}

/** Both halves of a percent discount: over 100 % is refused whatever the rest. */
function percentOver100(list: ListDef): fc.Arbitrary<Broken>[] {
  const kind = list.fields.find((f) => f.options?.some((o) => o.value === 'percent'));
  const value = list.fields.find((f) => f.name === (kind?.name === 'kind' ? 'value' : 'discountValue'));
  if (!kind || !value) return [];
  return [fc.integer({ min: 101, max: value.max ?? 1_000 }).map((v): Broken => [`${kind.name}+`, v])];
}

/** A record of `list` that breaks at least one rule (see the file comment). */
export function badRecord(
  list: ListDef,
  ctx: FuzzContext,
  mode: Mode,
): fc.Arbitrary<Record<string, unknown>> {
  const writable = list.fields.filter((f) => !isReadOnly(f));
  const broken = fc.oneof(...writable.flatMap((f) => breakings(list, f, ctx, mode)), ...percentOver100(list));
  const rest = fc.record(
    Object.fromEntries(
      writable.map((f) => [f.name, fc.oneof(plausible(f, ctx), plausible(f, ctx), junkScalar)]),
    ),
    { requiredKeys: [] },
  );
  return fc.tuple(broken, rest).map(([[name, value], others]) => {
    const record: Record<string, unknown> = { ...others };
    if (name.endsWith('+')) {
      const kind = name.slice(0, -1);
      record[kind] = 'percent';
      record[kind === 'kind' ? 'value' : 'discountValue'] = value;
    } else if (value === MISSING) delete record[name];
    else record[name] = value;
    return record;
  });
}
