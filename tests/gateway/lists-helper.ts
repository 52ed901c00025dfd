/**
 * What the list tests share: a gateway in front of the real embedded CRM whose upstream calls are
 * counted, and valid sample records made from each list's field definitions (so the tests loop
 * over LISTS and a new list is covered without a new test).
 */
import { randomBytes } from 'node:crypto';
import { MEMORY } from '../../crm/db/connect';
import { startCrm, type RunningCrm } from '../../crm/server';
import { buildApp } from '../../gateway/app';
import { graphqlNames } from '../../gateway/domains/lists/names';
import type { Config } from '../../gateway/config';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import { findList, type FieldDef, type ListDef } from '../../schema/lists';
import { seededTemplate } from '../seeded-template';
import { countingUpstream, testConfig, type TestGateway } from './helper';

export interface CountedGateway extends TestGateway {
  /** "area/method" of every CRM call since the last reset. */
  calls: string[];
}

/** A gateway whose CRM client records each call; `dataDir` 'memory://' or a directory. */
export async function startCountedGateway(dataDir = MEMORY, config?: Config): Promise<CountedGateway> {
  const cfg = config ?? testConfig();
  // In memory it starts from the run's seeded dump, as every other test CRM does (no initdb).
  const template = dataDir === MEMORY ? seededTemplate() : null;
  const crm: RunningCrm = await startCrm({ dataDir, template, apiKey: cfg.crmApiKey });
  const inner = createUndiciUpstream({ url: crm.url, apiKey: cfg.crmApiKey, settings: cfg.upstream });
  const calls: string[] = [];
  const app = await buildApp({ config: cfg, crmUrl: crm.url, upstream: countingUpstream(inner, calls) });
  return {
    app,
    config: cfg,
    crm,
    calls,
    async close() {
      await app.close();
      await inner.close();
      await crm.close();
    },
  };
}

/** Reference ids the samples need, by list name (filled from the seeded CRM). */
export type RefIds = Record<string, number>;

const unique = () => randomBytes(4).toString('hex');

/** A valid value of one field; `tag` makes text and codes unique. */
function sampleValue(field: FieldDef, tag: string, refs: RefIds): unknown {
  switch (field.type) {
    case 'string': {
      // A barcode is Code-128 text (ASCII), checked like a scanner reads it (list-validation.ts).
      if (field.format === 'barcode') return `BC-${tag}`;
      const max = field.max ?? 200;
      return max <= 20 ? `T${tag}`.slice(0, max) : `${field.label} ${tag}`;
    }
    case 'text':
      return `Заметка ${tag}`;
    case 'richtext':
      return `<p>Заметка <em>${tag}</em></p>`;
    case 'email':
      return `list-${tag}@example.com`;
    case 'phone':
      return '+7 916 123-45-67';
    case 'color':
      return '#12ab34';
    case 'date':
      return '2026-03-15';
    case 'int':
      return Math.max(field.min ?? 0, 5);
    case 'money':
      return 150_000;
    case 'number':
      return 10;
    case 'bool':
      return true;
    case 'enum':
      return field.options![0].value;
    case 'ref':
      return refs[findList(field.ref!)!.name];
    case 'pageKeys':
      return ['REFERENCE'];
    case 'password':
      return 'secret-123';
  }
}

/** A complete valid record of `list` (every field filled), unique where it must be. */
export function sampleRecord(list: ListDef, refs: RefIds, tag = unique()): Record<string, unknown> {
  return Object.fromEntries(list.fields.map((f) => [f.name, sampleValue(f, tag, refs)]));
}

/** An edit every list accepts: a new text for the first plain text field, else a new number. */
export function changeOf(list: ListDef, tag = unique()): { field: string; value: string | number } {
  const text = list.fields.find((f) => f.type === 'string' && !f.unique && (f.max ?? 200) > 20);
  if (text) return { field: text.name, value: `Изменено ${tag}` };
  const num = list.fields.find((f) => (f.type === 'money' || f.type === 'int') && !f.unique)!;
  return { field: num.name, value: num.type === 'money' ? 99_00 : 7 };
}

/** Field names a GraphQL selection of the list asks for. */
export function selection(list: ListDef): string {
  return [
    'id',
    'active',
    'deleted',
    'sort',
    ...list.fields.filter((f) => f.type !== 'password').map((f) => f.name),
  ].join(' ');
}

/**
 * A list write's selection (issue 18): the payload's record (`createUnit { unit { … } }`; a move:
 * the list) and its userErrors.
 */
export function inPayload(list: ListDef, fields: string, key = graphqlNames(list).singular): string {
  return `{ ${key} { ${fields} } userErrors { field code message } }`;
}
