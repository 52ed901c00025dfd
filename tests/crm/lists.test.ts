/**
 * The generic list calls, for every list of schema/lists.ts: getAll, setSaveNew, setUpdate,
 * setActive and setDeleted, with records built from the field definitions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS, remoteNames } from '../../schema/lists';
import { call, startTestCrm, type TestCrm } from './helper';
import {
  createSample,
  expectError,
  getAll,
  path,
  sampleRecord,
  sampleValue,
  shown,
  tag,
  update,
  type Rec,
  type WriteData,
} from './list-samples';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

describe.each(LISTS.map((l) => [l.name, l] as const))('list %s', (_name, list) => {
  const readable = list.fields.filter((f) => f.type !== 'password');
  /** A versioned list's record (clients, issue 18) also says its version, one more per write. */
  const versionKey = list.versioned ? ['version'] : [];
  const written = (record: Rec, change: Record<string, unknown>) => ({
    ...record,
    ...change,
    ...(list.versioned ? { version: (record.version as number) + 1 } : {}),
  });

  it('getAll answers every record with id, active, deleted, sort and its fields, in (sort, id) order', async () => {
    const records = await getAll(crm, list);
    expect(records.length).toBeGreaterThan(0); // seeded
    for (const r of records) {
      expect(Object.keys(r).sort()).toEqual(
        ['id', 'active', 'deleted', 'sort', ...versionKey, ...readable.map((f) => f.name)].sort(),
      );
      expect(typeof r.id).toBe('number');
      expect(typeof r.active).toBe('boolean');
      expect(typeof r.deleted).toBe('boolean');
    }
    const order = records.map((r) => [r.sort, r.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('setSaveNew stores a valid record at the end and answers it with the whole list', async () => {
    const before = await getAll(crm, list);
    const { input, record } = await createSample(crm, list);
    expect(record).toMatchObject({ active: true, deleted: false, ...shown(input) });
    expect(record.sort).toBeGreaterThan(Math.max(0, ...before.map((r) => r.sort)));
    const after = await getAll(crm, list);
    expect(after.find((r) => r.id === record.id)).toEqual(record);
  });

  it('setUpdate changes the fields sent and keeps the others', async () => {
    const { record } = await createSample(crm, list);
    const field = readable.find((f) => f.type === 'string' && !f.unique) ?? readable[0];
    const value = await sampleValue(crm, field, tag());
    const reply = await update(crm, list, { id: record.id, [field.name]: value });
    expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
    const { record: updated, list: all } = reply.body.data!;
    expect(updated).toEqual(written(record, { [field.name]: value }));
    expect(all.find((r) => r.id === record.id)).toEqual(updated);
  });

  it('withList: false answers the record alone (a paged list has no use for the whole list)', async () => {
    const input = await sampleRecord(crm, list);
    const names = remoteNames(list);
    const created = await call<WriteData>(crm, path(list, 'saveNew'), {
      [names.payloadKey]: input,
      withList: false,
    });
    expect(created.body.error, JSON.stringify(created.body)).toBe(0);
    const { record } = created.body.data!;
    expect(created.body.data!.list).toEqual([]);
    const field = readable.find((f) => f.type === 'string' && !f.unique) ?? readable[0];
    const value = await sampleValue(crm, field, tag());
    const updated = await call<WriteData>(crm, path(list, 'setUpdate'), {
      [names.payloadKey]: { id: record.id, [field.name]: value },
      withList: false,
    });
    expect(updated.body.data).toEqual({ record: written(record, { [field.name]: value }), list: [] });
    const flagged = await call<WriteData>(crm, path(list, 'setActive'), {
      id: record.id,
      val: 0,
      withList: false,
    });
    expect(flagged.body.data).toMatchObject({ record: { id: record.id, active: false }, list: [] });
    // Without the key the reply is the spec's: the whole list.
    expect((await update(crm, list, { id: record.id })).body.data!.list.length).toBeGreaterThan(0);
  });

  it('setActive and setDeleted take true/false, 1/0 and "1"/"0"', async () => {
    const { record } = await createSample(crm, list);
    const flag = async (method: 'setActive' | 'setDeleted', val: unknown) => {
      const reply = await call<WriteData>(crm, path(list, method), { id: record.id, val });
      expect(reply.body.error, JSON.stringify(reply.body)).toBe(0);
      return reply.body.data!;
    };
    expect((await flag('setActive', 0)).record.active).toBe(false);
    expect((await flag('setActive', '1')).record.active).toBe(true);
    expect((await flag('setActive', false)).record.active).toBe(false);
    const deleted = await flag('setDeleted', '1');
    expect(deleted.record).toMatchObject({ deleted: true, active: false });
    // Deleted records stay in the list: the client hides them itself.
    expect(deleted.list.find((r: Rec) => r.id === record.id)?.deleted).toBe(true);
    expect((await flag('setDeleted', 0)).record.deleted).toBe(false);
    expect((await flag('setDeleted', true)).record.deleted).toBe(true);
  });

  it('refuses an unknown id with NOT_FOUND and a malformed id or val with VALIDATION', async () => {
    const missing = 2_000_000_000;
    for (const method of ['setActive', 'setDeleted'] as const) {
      expectError(
        await call(crm, path(list, method), { id: missing, val: 1 }),
        'NOT_FOUND',
        'Запись не найдена',
      );
      expectError(await call(crm, path(list, method), { id: 'abc', val: 1 }), 'VALIDATION');
      expectError(await call(crm, path(list, method), { id: 1, val: 'yes' }), 'VALIDATION');
    }
    expectError(await update(crm, list, { id: missing }), 'NOT_FOUND', 'Запись не найдена');
    expectError(await update(crm, list, { name: 'x' }), 'VALIDATION');
    const noPayload = await call(crm, path(list, 'setUpdate'), { id: 1 });
    expectError(noPayload, 'VALIDATION', new RegExp(remoteNames(list).payloadKey));
  });
});
