/**
 * The reference area's own calls: getAllColorDefault, getKlientInfo and setUpdateSortable.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestCrm, type TestCrm } from './helper';
import { createSample, expectError, getAll, list, type Rec } from './list-samples';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

describe('reference/getAllColorDefault', () => {
  it('answers the system palette: a dozen named, distinct #rrggbb colours', async () => {
    const reply = await call<{ id: number; name: string; color: string }[]>(
      crm,
      '/reference/getAllColorDefault',
      {},
    );
    expect(reply.body.error).toBe(0);
    const colors = reply.body.data!;
    expect(colors.length).toBeGreaterThanOrEqual(12);
    for (const c of colors) {
      expect(Object.keys(c).sort()).toEqual(['color', 'id', 'name']);
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.name.length).toBeGreaterThan(0);
    }
    expect(new Set(colors.map((c) => c.color)).size).toBe(colors.length);
  });
});

describe('reference/getKlientInfo', () => {
  const klient = (data: unknown) => call<Rec>(crm, '/reference/getKlientInfo', { dataKlientDirectory: data });

  it('finds a client by id (the legacy client sends phone 0)', async () => {
    const [first] = await getAll(crm, list('KlientDirectory'));
    const reply = await klient({ id: first.id, phone: 0 });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toEqual(first);
  });

  it('finds a client by phone, whatever its formatting, when the id is 0', async () => {
    const digits = String(randomInt(100_0000, 999_9999));
    const phone = `+7 (901) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    const { record } = await createSample(crm, list('KlientDirectory'), { phone });
    const reply = await klient({ id: 0, phone: `8901${digits}` });
    expect(reply.body.error).toBe(0);
    expect(reply.body.data).toEqual(record);
  });

  it('answers NOT_FOUND for an unknown id or phone and VALIDATION for neither', async () => {
    expectError(await klient({ id: 2_000_000_000, phone: 0 }), 'NOT_FOUND');
    expectError(await klient({ id: 0, phone: '+7 (000) 000-00-01' }), 'NOT_FOUND');
    expectError(await klient({ id: 0, phone: 0 }), 'VALIDATION');
    expectError(await call(crm, '/reference/getKlientInfo', {}), 'VALIDATION');
  });
});

describe('reference/setUpdateSortable', () => {
  const sortable = (idOrder: unknown) =>
    call<{ data: Rec[]; TYPE_REDUCER: string }>(crm, '/reference/setUpdateSortable', { idOrder });

  it.each([
    ['StatusOrder', 'StatusOrder', 'SET_ALL_STATUS_ORDER'],
    ['Marks', 'MarksOrder', 'SET_ALL_MARKS_ORDER'],
    ['TypePayments', 'TypePayments', 'SET_ALL_TYPE_PAYMENTS'],
    ['OrderSource', 'OrderSource', 'SET_ALL_ORDER_SOURCE'],
  ])(
    '%s: moves idOld to the place of idNew, both ways, and renumbers 1..n',
    async (name, remote, reducer) => {
      const def = list(name);
      // Three fresh records at the end, so the test owns the tail of the list.
      const a = (await createSample(crm, def)).record;
      const b = (await createSample(crm, def)).record;
      const c = (await createSample(crm, def)).record;
      const ids = (rows: Rec[]) => rows.map((r) => r.id).filter((id) => [a.id, b.id, c.id].includes(id));

      const down = await sortable({
        idOld: a.id,
        idNew: c.id,
        SortsOld: 1,
        SortsNew: 3,
        typeDataBase: remote,
      });
      expect(down.body.error, JSON.stringify(down.body)).toBe(0);
      expect(down.body.data!.TYPE_REDUCER).toBe(reducer);
      const rows = down.body.data!.data;
      expect(ids(rows)).toEqual([b.id, c.id, a.id]);
      expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i + 1));

      const up = await sortable({ idOld: a.id, idNew: b.id, typeDataBase: remote });
      expect(ids(up.body.data!.data)).toEqual([a.id, b.id, c.id]);
      // The order is stored, not just answered.
      expect(ids(await getAll(crm, def))).toEqual([a.id, b.id, c.id]);
    },
  );

  it('refuses an unknown or unsortable list with VALIDATION and an unknown id with NOT_FOUND', async () => {
    const [status] = await getAll(crm, list('StatusOrder'));
    expectError(await sortable({ idOld: status.id, idNew: status.id, typeDataBase: 'Nope' }), 'VALIDATION');
    expectError(await sortable({ idOld: 1, idNew: 2, typeDataBase: 'Units' }), 'VALIDATION');
    expectError(await sortable({ idOld: 'x', idNew: 2, typeDataBase: 'StatusOrder' }), 'VALIDATION');
    const missing = { idOld: 2_000_000_000, idNew: status.id, typeDataBase: 'StatusOrder' };
    expectError(await sortable(missing), 'NOT_FOUND');
    expectError(await call(crm, '/reference/setUpdateSortable', {}), 'VALIDATION');
  });
});
