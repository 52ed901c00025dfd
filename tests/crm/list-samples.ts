/**
 * Valid records for any list, built from its field definitions (schema/lists.ts), and small
 * helpers around the list calls. Values are unique per run, so the suite also passes on a
 * PostgreSQL database kept from an earlier run.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { findList, isReadOnly, remoteNames, type FieldDef, type ListDef } from '../../schema/lists';
import { call, uniqueEmail, type Reply, type TestCrm } from './helper';

export type Rec = { id: number; active: boolean; deleted: boolean; sort: number } & Record<string, unknown>;
export interface WriteData {
  record: Rec;
  list: Rec[];
}

/** Short enough for the tightest text field (КПП, 9 characters), unique per call. */
export const tag = () => `t${randomBytes(3).toString('hex')}`;

export const path = (list: ListDef, method: keyof ReturnType<typeof remoteNames>) =>
  `/${list.area}/${remoteNames(list)[method]}`;

export async function getAll(crm: TestCrm, list: ListDef): Promise<Rec[]> {
  const reply = await call<Rec[]>(crm, path(list, 'getAll'), {});
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return reply.body.data!;
}

/**
 * The first record of the referenced list (seeded), for ref fields; when the sample already has
 * values for enum fields the referenced list also has (a shop type), one that agrees with them.
 */
async function refId(crm: TestCrm, field: FieldDef, sample: Record<string, unknown> = {}): Promise<number> {
  const target = findList(field.ref!)!;
  const shared = target.fields.filter((f) => f.type === 'enum' && Object.hasOwn(sample, f.name));
  const records = await getAll(crm, target);
  const match = records.find((r) => shared.every((f) => r[f.name] === sample[f.name]));
  return (match ?? records[0]).id;
}

/** A valid value of the field; strings carry the run's tag so records are easy to find. */
export async function sampleValue(
  crm: TestCrm,
  field: FieldDef,
  t: string,
  sample: Record<string, unknown> = {},
): Promise<unknown> {
  switch (field.type) {
    case 'string':
      return t.slice(0, field.max ?? 200);
    case 'text':
      return `Комментарий ${t}`;
    case 'richtext':
      return `<p>Описание <strong>${t}</strong></p>`;
    case 'email':
      return uniqueEmail(t);
    case 'phone':
      return '+7 (900) 123-45-67';
    case 'color':
      return '#12ab34';
    case 'date':
      return '2026-05-17';
    case 'int':
      return Math.max(field.min ?? 0, 5);
    case 'number':
      return 12.5;
    case 'money':
      return 123_45;
    case 'bool':
      return true;
    case 'enum':
      return field.options![field.options!.length - 1].value;
    case 'ref':
      return refId(crm, field, sample);
    case 'pageKeys':
      return ['NEWORDER', 'REFERENCE'];
    case 'password':
      return `pw-${t}-secret`;
    case 'image':
      return undefined;
  }
}

/**
 * Every writable field (an image has its own upload call). References come last, so they can
 * pick a record that agrees with the sample (a category of the product's shop type).
 */
export async function sampleRecord(crm: TestCrm, list: ListDef, t = tag()): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  const writable = list.fields.filter((f) => !isReadOnly(f));
  for (const field of writable.filter((f) => f.type !== 'ref')) {
    record[field.name] = await sampleValue(crm, field, t);
  }
  for (const field of writable.filter((f) => f.type === 'ref')) {
    record[field.name] = await sampleValue(crm, field, t, record);
  }
  return record;
}

/** What a record shows of an input: everything but the write-only password. */
export function shown(input: Record<string, unknown>): Record<string, unknown> {
  const { password: _password, ...rest } = input;
  return rest;
}

export async function saveNew(crm: TestCrm, list: ListDef, data: unknown): Promise<Reply<WriteData>> {
  return call<WriteData>(crm, path(list, 'saveNew'), { [remoteNames(list).payloadKey]: data });
}

export async function update(crm: TestCrm, list: ListDef, data: unknown): Promise<Reply<WriteData>> {
  return call<WriteData>(crm, path(list, 'setUpdate'), { [remoteNames(list).payloadKey]: data });
}

/** Creates a sample record and returns it; fails the test when the CRM refuses. */
export async function createSample(crm: TestCrm, list: ListDef, overrides: Record<string, unknown> = {}) {
  const input = { ...(await sampleRecord(crm, list)), ...overrides };
  const reply = await saveNew(crm, list, input);
  expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
  return { input, record: reply.body.data!.record };
}

export function expectError(reply: Reply, code: string, message?: string | RegExp): void {
  expect(reply.status).toBe(200);
  expect(reply.body.error).toBe(1);
  expect(reply.body.errorInfo).toBe(code);
  expect(reply.body.data).toBeNull();
  if (typeof message === 'string') expect(reply.body.message).toBe(message);
  else if (message) expect(reply.body.message).toMatch(message);
}

export const list = (name: string): ListDef => findList(name)!;
