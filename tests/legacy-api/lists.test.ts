/**
 * Legacy /api face of every list (spec sections 7 and 8) against the real embedded CRM: the five
 * routes of each list with the spec's names and payload keys, the user family's reply envelope,
 * allColor, getKlientInfo, setUpdateSortable; bad input → 4xx {message} with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyAccess } from '../../gateway/plugins/legacy-access';
import { permits } from '../../schema/access';
import { listReadRule } from '../../schema/data-access';
import { findList, legacyNames, LISTS, type ListDef } from '../../schema/lists';
import { ACCOUNTS, bearer, login } from '../gateway/helper';
import {
  changeOf,
  sampleRecord,
  startCountedGateway,
  type CountedGateway,
  type RefIds,
} from '../gateway/lists-helper';

let gw: CountedGateway;
let sa: string;
/** The seeded manager as the policy sees it (NEWORDER, ALLORDER, ANALITIKA). */
const MANAGER = {
  role: 'MANAGER',
  typeAccount: 'flower_shop',
  accessPage: ['NEWORDER', 'ALLORDER', 'ANALITIKA'],
};
let manager: string;
const refs: RefIds = {};

type Rec = Record<string, unknown> & { id: number; active: boolean; deleted: boolean };

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token: string | null = sa) =>
  gw.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const base = (list: ListDef) => `/api/${list.area}`;
/** The records of a reply: the body itself, or `userList` for the user family. */
const recordsOf = (list: ListDef, body: unknown): Rec[] =>
  (list.area === 'user' ? (body as { userList: Rec[] }).userList : body) as Rec[];

async function all(list: ListDef): Promise<Rec[]> {
  const res = await call('GET', `${base(list)}/${legacyNames(list).getAll}`);
  expect(res.statusCode).toBe(200);
  return recordsOf(list, res.json());
}

beforeAll(async () => {
  gw = await startCountedGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  for (const name of ['Affiliate', 'PositionWorker', 'KlientDirectory']) {
    const list = findList(name)!;
    let first = (await all(list)).find((r) => !r.deleted);
    if (!first) {
      const n = legacyNames(list);
      const res = await call('POST', `${base(list)}/${n.saveNew}`, {
        [n.payloadKey]: sampleRecord(list, refs),
      });
      first = recordsOf(list, res.json()).at(-1)!;
    }
    refs[name] = first.id;
  }
});
afterAll(async () => gw?.close());

describe.each(LISTS.map((l) => [l.name, l] as const))('%s', (_name, list) => {
  const n = legacyNames(list);
  const url = (method: string) => `${base(list)}/${method}`;

  it('saveNew, getAll, setUpdate, setActive, setDeleted', async () => {
    const input = sampleRecord(list, refs);
    const created = await call('POST', url(n.saveNew), { [n.payloadKey]: input });
    expect(created.statusCode, created.body).toBe(200);
    const afterCreate = recordsOf(list, created.json());
    const key = list.fields[0].name;
    const record = afterCreate.find(
      (r) => r[key] === input[key] || String(r[key]) === String(input[key]).toLowerCase(),
    )!;
    expect(record).toMatchObject({ active: true, deleted: false });
    expect(record).not.toHaveProperty('password');
    expect((await all(list)).map((r) => r.id)).toContain(record.id);

    const change = changeOf(list);
    const updated = await call('POST', url(n.setUpdate), {
      [n.payloadKey]: { ...record, [change.field]: change.value },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(recordsOf(list, updated.json()).find((r) => r.id === record.id)?.[change.field]).toBe(
      change.value,
    );

    const off = await call('POST', url(n.setActive), { id: record.id, val: 0 });
    expect(off.statusCode).toBe(200);
    expect(recordsOf(list, off.json()).find((r) => r.id === record.id)?.active).toBe(false);

    const del = await call('POST', url(n.setDeleted), { id: String(record.id), val: '1' });
    expect(del.statusCode).toBe(200);
    expect(recordsOf(list, del.json()).find((r) => r.id === record.id)?.deleted).toBe(true);
    // getAll keeps deleted records: the client derives the visible list itself.
    expect((await all(list)).find((r) => r.id === record.id)?.deleted).toBe(true);
  });

  it('bad input → 4xx with a message, nothing changed', async () => {
    const before = await all(list);
    const bad: [string, unknown, number][] = [
      [n.saveNew, {}, 400],
      [n.saveNew, { [n.payloadKey]: 'x' }, 400],
      [n.saveNew, { [n.payloadKey]: {} }, 400],
      [
        n.setUpdate,
        { [n.payloadKey]: { id: 999_999, ...sampleRecord(list, refs) } },
        list.area === 'user' ? 400 : 404,
      ],
      [n.setActive, { id: 999_999, val: 1 }, list.area === 'user' ? 400 : 404],
      [n.setDeleted, { id: 'abc', val: 1 }, 400],
      [n.setActive, { id: before[0]?.id ?? 1, val: 'maybe' }, 400],
    ];
    for (const [method, body, status] of bad) {
      const res = await call('POST', url(method), body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(status);
      expect(typeof res.json().message).toBe('string');
      expect(res.json().message.length).toBeGreaterThan(0);
    }
    const nonJson = await gw.app.inject({
      method: 'POST',
      url: url(n.saveNew),
      headers: { ...bearer(sa), 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(nonJson.statusCode).toBe(400);
    expect(nonJson.json()).toEqual({ message: 'Некорректный JSON в теле запроса' });
    expect(await all(list)).toEqual(before);
  });

  it('the guard maps every write path to the list write rule', () => {
    for (const method of [n.setActive, n.setDeleted, n.setUpdate, n.saveNew]) {
      expect(legacyAccess('POST', url(method))).toEqual({ kind: 'rule', rule: list.write });
    }
    expect(legacyAccess('GET', url(n.getAll))).toEqual({ kind: 'rule', rule: listReadRule(list) });
  });

  it('401 without a token, the read rule for the manager, 403 on writes', async () => {
    expect((await call('GET', url(n.getAll), undefined, null)).statusCode).toBe(401);
    const mayRead = permits(MANAGER, listReadRule(list));
    expect((await call('GET', url(n.getAll), undefined, manager)).statusCode).toBe(mayRead ? 200 : 403);
    const res = await call('POST', url(n.saveNew), { [n.payloadKey]: sampleRecord(list, refs) }, manager);
    expect(res.statusCode).toBe(403);
  });
});

describe('specific refusals', () => {
  it('a missing name and a duplicate promo code → 400 with the reason', async () => {
    const missing = await call('POST', '/api/reference/setSaveNewUnits', {
      dataUnitsUpdate: { shortName: 'шт' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Заполните поле');

    const promos = findList('Promocode')!;
    const input = sampleRecord(promos, refs);
    expect(
      (await call('POST', '/api/reference/setSaveNewPromocode', { dataPromocodeUpdate: input })).statusCode,
    ).toBe(200);
    const before = await all(promos);
    const dup = await call('POST', '/api/reference/setSaveNewPromocode', { dataPromocodeUpdate: input });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/уже|существ/i);
    expect(await all(promos)).toEqual(before);
  });

  it('wrong types → 400 with the field', async () => {
    const res = await call('POST', '/api/reference/setSaveNewStreet', {
      dataStreetUpdate: { name: 'Тверская', deliveryPrice: 'дорого' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Стоимость доставки');
  });
});

describe('user family', () => {
  const users = findList('User')!;

  it('replies {userList, result, error, errorInfo, message}', async () => {
    const res = await call('GET', '/api/user/getUserList');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 1, error: 0, errorInfo: '', message: 'OK' });
    expect(res.json().userList.length).toBeGreaterThan(0);
    for (const u of res.json().userList) expect(u).not.toHaveProperty('password');
  });

  it('an update without result → 400 «empty userList»', async () => {
    const res = await call('POST', '/api/user/setUpdateUser', { dataUserUpdate: { id: 999_999, name: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ userList: [], result: 0, error: 1, message: 'empty userList' });
    expect(res.json().errorInfo).toBeTruthy();
  });

  it('a failed creation → 400 «empty userList: <reason>»', async () => {
    const input = sampleRecord(users, refs);
    expect((await call('POST', '/api/user/setNewUser', { dataUserUpdate: input })).statusCode).toBe(200);
    const dup = await call('POST', '/api/user/setNewUser', { dataUserUpdate: input });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ userList: [], result: 0, error: 1 });
    expect(dup.json().message).toMatch(/^empty userList: .+/);
  });
});

describe('reference extras', () => {
  it('GET allColor', async () => {
    const res = await call('GET', '/api/reference/allColor');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      id: expect.anything(),
      name: expect.any(String),
      color: expect.any(String),
    });
  });

  it('POST getKlientInfo', async () => {
    const res = await call('POST', '/api/reference/getKlientInfo', { idKlient: refs.KlientDirectory });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: refs.KlientDirectory });
    expect(gw.calls).toContain('reference/getKlientInfo');
    expect((await call('POST', '/api/reference/getKlientInfo', {})).statusCode).toBe(400);
    const unknown = await call('POST', '/api/reference/getKlientInfo', { idKlient: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
  });

  it('POST setUpdateSortable: statuses reloaded, marks as the CRM replies', async () => {
    const statuses = (await all(findList('StatusOrder')!)).filter((r) => !r.deleted);
    const [a, b] = statuses;
    gw.calls.length = 0;
    const res = await call('POST', '/api/reference/setUpdateSortable', {
      idOrder: { idOld: a.id, idNew: b.id, SortsOld: a.sort, SortsNew: b.sort, typeDataBase: 'StatusOrder' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().TYPE_REDUCER).toBeTruthy();
    expect(gw.calls.filter((c) => c.startsWith('reference/'))).toEqual([
      'reference/setUpdateSortable',
      'reference/getAllStatusOrder',
    ]);
    const order = (res.json().data as Rec[]).filter((r) => !r.deleted).map((r) => r.id);
    expect(order.indexOf(a.id)).toBe(1);

    const marks = (await all(findList('Marks')!)).filter((r) => !r.deleted);
    const moved = await call('POST', '/api/reference/setUpdateSortable', {
      idOrder: {
        idOld: marks[0].id,
        idNew: marks[1].id,
        SortsOld: 0,
        SortsNew: 0,
        typeDataBase: 'MarksOrder',
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(Array.isArray(moved.json().data)).toBe(true);

    const bad = await call('POST', '/api/reference/setUpdateSortable', {
      idOrder: { idOld: 1, idNew: 2, typeDataBase: 'Units' },
    });
    expect(bad.statusCode).toBe(400);
    const denied = await call(
      'POST',
      '/api/reference/setUpdateSortable',
      { idOrder: { idOld: a.id, idNew: b.id, typeDataBase: 'StatusOrder' } },
      manager,
    );
    expect(denied.statusCode).toBe(403);
  });
});
