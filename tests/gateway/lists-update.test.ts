/**
 * Update semantics of every list (issue 18 item 1), against the real embedded CRM: an update
 * changes only the fields it is sent (a table over LISTS: one field changed, every other equal),
 * an explicit null clears an optional field and a required one is refused; clients carry a
 * version: a stale one is refused with CONFLICT and the current client, and of two edits made on
 * one version exactly one is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlNames } from '../../gateway/domains/lists/names';
import { findList, isReadOnly, LISTS, type FieldDef, type ListDef } from '../../schema/lists';
import { ACCOUNTS, gql, login } from './helper';
import {
  changeOf,
  inPayload,
  sampleRecord,
  selection,
  startCountedGateway,
  type CountedGateway,
  type RefIds,
} from './lists-helper';

let gw: CountedGateway;
let sa: string;
const refs: RefIds = {};

type Rec = Record<string, unknown> & { id: string; version?: number };

async function ok(query: string, variables?: Record<string, unknown>) {
  const res = await gql(gw.app, query, variables, sa);
  expect(res.errors).toBeUndefined();
  return res.data as Record<string, unknown>;
}

const asInput = (list: ListDef, record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).map(([k, v]) => [
      k,
      list.fields.find((f) => f.name === k)?.type === 'ref' && v != null ? String(v) : v,
    ]),
  );

const fieldsOf = (list: ListDef) => `${selection(list)}${list.versioned ? ' version' : ''}`;

async function create(list: ListDef): Promise<Rec> {
  const n = graphqlNames(list);
  const data = await ok(
    `mutation ($input: ${n.createInput}!) { ${n.create}(input: $input) ${inPayload(list, fieldsOf(list))} }`,
    { input: asInput(list, sampleRecord(list, refs)) },
  );
  return (data[n.create] as Record<string, Rec>)[n.singular];
}

async function read(list: ListDef, id: string): Promise<Rec> {
  const n = graphqlNames(list);
  const data = await ok(`query ($id: ID!) { ${n.singular}(id: $id) { ${fieldsOf(list)} } }`, { id });
  return data[n.singular] as Rec;
}

function update(list: ListDef, id: string, input: Record<string, unknown>, version?: number) {
  const n = graphqlNames(list);
  const withVersion = list.versioned ? ', $version: Int' : '';
  return gql(
    gw.app,
    `mutation ($id: ID!, $input: ${n.updateInput}!${withVersion}) {
      ${n.update}(id: $id, input: $input${list.versioned ? ', version: $version' : ''}) ${inPayload(list, fieldsOf(list))} }`,
    { id, input, ...(version === undefined ? {} : { version }) },
    sa,
  );
}

/** `record` without `fields` and the version (every write moves it). */
const without = (record: Rec, ...fields: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'version' && !fields.includes(k)));

/** A field null may clear: optional, written through update, not a flag or a password. */
const clearable = (list: ListDef, except: string): FieldDef | undefined =>
  list.fields.find(
    (f) =>
      !f.required &&
      !f.requiredOnCreate &&
      !isReadOnly(f) &&
      f.name !== except &&
      !['password', 'bool', 'pageKeys', 'enum'].includes(f.type),
  );

beforeAll(async () => {
  gw = await startCountedGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  for (const name of ['Affiliate', 'PositionWorker', 'KlientDirectory']) {
    const list = findList(name)!;
    const n = graphqlNames(list);
    const all = (await ok(`query { ${n.plural} { id } }`))[n.plural] as Rec[];
    refs[name] = Number((all[0] ?? (await create(list))).id);
  }
});
afterAll(async () => gw?.close());

describe.each(LISTS.map((l) => [l.name, l] as const))('%s', (_name, list) => {
  it('an update changes the field it is sent and nothing else', async () => {
    const before = await create(list);
    const change = changeOf(list);
    const res = await update(list, before.id, { [change.field]: change.value });
    expect(res.errors).toBeUndefined();
    expect(res.data?.[graphqlNames(list).update]).toMatchObject({ userErrors: [] });
    const after = await read(list, before.id);
    expect(after[change.field]).toBe(change.value);
    expect(without(after, change.field)).toEqual(without(before, change.field));
  });

  it('an explicit null clears an optional field, a required one is refused', async () => {
    const before = await create(list);
    const change = changeOf(list);
    const field = clearable(list, change.field);
    if (field) {
      expect((await update(list, before.id, { [field.name]: null })).errors).toBeUndefined();
      const after = await read(list, before.id);
      expect([null, '']).toContain(after[field.name]);
      expect(without(after, field.name)).toEqual(without(before, field.name));
    }
    const required = list.fields.find((f) => f.required && !isReadOnly(f));
    if (!required) return;
    const now = await read(list, before.id);
    const refused = await update(list, before.id, { [required.name]: null });
    expect(refused.data?.[graphqlNames(list).update]).toEqual({
      [graphqlNames(list).singular]: null,
      userErrors: [{ field: ['input', required.name], code: 'FIELD_INVALID', message: expect.any(String) }],
    });
    expect(await read(list, before.id)).toEqual(now);
  });
});

describe('clients carry a version', () => {
  const clients = findList('KlientDirectory')!;

  it('every write moves it; the version read is accepted', async () => {
    const client = await create(clients);
    expect(client.version).toEqual(expect.any(Number));
    const res = await update(clients, client.id, { comment: 'Постоянный' }, client.version);
    expect(res.errors).toBeUndefined();
    const after = (res.data!.updateClient as { client: Rec }).client;
    expect(after).toMatchObject({ comment: 'Постоянный' });
    expect(after.version).toBeGreaterThan(client.version!);
  });

  it('a stale version is refused with CONFLICT and the current client, and changes nothing', async () => {
    const client = await create(clients);
    expect((await update(clients, client.id, { firstName: 'Первая' })).errors).toBeUndefined();
    const now = await read(clients, client.id);
    const res = await update(clients, client.id, { firstName: 'Поздняя' }, client.version);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining('изменена другим пользователем'),
      extensions: {
        code: 'CONFLICT',
        current: { id: client.id, firstName: 'Первая', version: now.version },
      },
    });
    expect(await read(clients, client.id)).toEqual(now);
  });

  it('two edits made on one version at once: exactly one is written', async () => {
    const client = await create(clients);
    const replies = await Promise.all(
      ['Анна', 'Вера'].map((name) => update(clients, client.id, { firstName: name }, client.version)),
    );
    const won = replies.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(replies.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
    expect(await read(clients, client.id)).toEqual((won[0].data!.updateClient as { client: Rec }).client);
  });
});
