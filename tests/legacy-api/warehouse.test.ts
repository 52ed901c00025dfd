/**
 * /api/reference/… for the six warehouse document kinds (spec section 7) against the real
 * embedded CRM: the reference lists' shapes (reads are arrays and never fail, writes answer the
 * kind's array), our setPosted{X}, the guard (401, 403 without WAREHOUSE), and bad input (bad
 * JSON, no payload, bad ids, CRM refusals) answered 4xx with a Russian message, nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamUnavailableError } from '../../gateway/upstream/errors';
import { MESSAGES } from '../gateway/upstream-helper';
import { createUndiciUpstream } from '../../gateway/upstream/undici';
import type { Upstream } from '../../gateway/upstream/types';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from '../gateway/helper';

const KINDS = ['SelfWriting', 'Writing', 'Moving', 'Consignment', 'Output', 'Stocktaking'] as const;
type Kind = (typeof KINDS)[number];

type Doc = Record<string, unknown> & { id: number; status: string; lines: Record<string, unknown>[] };

let gw: TestGateway;
let sa: string;
let manager: string;
let branches: number[];
let supplier: number;
let writeOff: number;
let productId: number;
let otherProductId: number;

beforeAll(async () => {
  gw = await startGateway();
  sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  manager = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const db = gw.crm!.db;
  branches = (await db.query<{ id: number }>('SELECT id FROM affiliates ORDER BY id')).map((r) => r.id);
  [{ id: supplier }] = await db.query<{ id: number }>('SELECT id FROM suppliers ORDER BY id LIMIT 1');
  [{ id: writeOff }] = await db.query<{ id: number }>('SELECT id FROM write_off_reasons ORDER BY id LIMIT 1');
  const products = await db.query<{ id: number }>(
    'SELECT id FROM products WHERE NOT deleted ORDER BY id LIMIT 2',
  );
  [productId, otherProductId] = products.map((p) => p.id);
});
afterAll(async () => gw?.close());

const call = (method: 'GET' | 'POST', path: string, token: string | null = sa, payload?: unknown) =>
  gw.app.inject({
    method,
    url: `/api/reference/${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const all = async (kind: Kind): Promise<Doc[]> => {
  const res = await call('GET', `getAll${kind}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A valid header for each kind. */
function header(kind: Kind): Record<string, unknown> {
  const h: Record<string, unknown> = {
    date: '2030-04-01',
    affiliateId: branches[0],
    comment: `Тест ${kind}`,
  };
  if (kind === 'Consignment') h.supplierId = supplier;
  if (kind === 'Writing') h.writeOffId = writeOff;
  if (kind === 'Moving') h.toAffiliateId = branches[1];
  return h;
}

const payloadKey = (kind: Kind) => `data${kind}Update`;

async function create(kind: Kind, lines = [{ productId, quantity: 1, price: 100 }]): Promise<Doc> {
  const before = new Set((await all(kind)).map((d) => d.id));
  const res = await call('POST', `setSaveNew${kind}`, sa, { [payloadKey(kind)]: { ...header(kind), lines } });
  expect(res.statusCode, res.body).toBe(200);
  const list: Doc[] = res.json();
  const created = list.filter((d) => !before.has(d.id));
  expect(created).toHaveLength(1);
  return created[0];
}

describe.each(KINDS)('%s', (kind) => {
  it('getAll answers an array; setSaveNew answers the array with the new draft', async () => {
    const doc = await create(kind, [{ productId, quantity: 2, price: 150 }]);
    expect(doc).toMatchObject({
      kind,
      status: 'draft',
      date: '2030-04-01',
      affiliateId: branches[0],
      total: 300,
      active: true,
      deleted: false,
      lines: [{ productId, quantity: 2, price: 150, sum: 300 }],
    });
    expect(String(doc.number)).toMatch(/^[А-Я]{2}-\d{6}$/);
    expect((await all(kind)).map((d) => d.id)).toContain(doc.id);
  });

  it('setUpdate replaces header and lines; only the CRM sets number, status and total', async () => {
    const doc = await create(kind);
    const res = await call('POST', `setUpdate${kind}`, sa, {
      [payloadKey(kind)]: {
        ...doc,
        ...header(kind),
        comment: 'Исправлено',
        status: 'posted',
        number: 'XX-1',
        total: 1,
        lines: [{ productId: otherProductId, quantity: '3', price: '200' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = (res.json() as Doc[]).find((d) => d.id === doc.id)!;
    expect(updated).toMatchObject({
      comment: 'Исправлено',
      status: 'draft',
      number: doc.number,
      total: 600,
      lines: [{ productId: otherProductId, quantity: 3, price: 200, sum: 600 }],
    });
  });

  it('setActive and setDeleted {id, val} answer the array', async () => {
    const doc = await create(kind);
    const off = await call('POST', `setActive${kind}`, sa, { id: doc.id, val: 0 });
    expect(off.statusCode).toBe(200);
    expect((off.json() as Doc[]).find((d) => d.id === doc.id)).toMatchObject({ active: false });
    const del = await call('POST', `setDeleted${kind}`, sa, { id: String(doc.id), val: '1' });
    expect(del.statusCode).toBe(200);
    expect((del.json() as Doc[]).find((d) => d.id === doc.id)).toMatchObject({ deleted: true });
    const back = await call('POST', `setDeleted${kind}`, sa, { id: doc.id, val: false });
    expect((back.json() as Doc[]).find((d) => d.id === doc.id)).toMatchObject({ deleted: false });
  });
});

describe('setPosted{X} {id, val}: post (1) and unpost (0)', () => {
  it('posts a Consignment, refuses posting it twice, editing and deleting it; unposts it', async () => {
    const doc = await create('Consignment', [{ productId, quantity: 5, price: 100 }]);
    const posted = await call('POST', 'setPostedConsignment', sa, { id: doc.id, val: 1 });
    expect(posted.statusCode, posted.body).toBe(200);
    const after = (posted.json() as Doc[]).find((d) => d.id === doc.id)!;
    expect(after).toMatchObject({ status: 'posted' });
    expect(after.postedAt).toBeTruthy();

    const twice = await call('POST', 'setPostedConsignment', sa, { id: doc.id, val: 1 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: 'Документ уже проведён' });

    const locked = 'Проведённый документ нельзя изменить: сначала отмените проведение';
    const edit = await call('POST', 'setUpdateConsignment', sa, {
      dataConsignmentUpdate: { id: doc.id, ...header('Consignment'), lines: [{ productId, quantity: 1 }] },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: locked });
    const del = await call('POST', 'setDeletedConsignment', sa, { id: doc.id, val: 1 });
    expect(del.statusCode).toBe(400);
    expect(del.json()).toEqual({ message: locked });
    expect((await all('Consignment')).find((d) => d.id === doc.id)).toEqual(after);

    const unposted = await call('POST', 'setPostedConsignment', sa, { id: doc.id, val: 0 });
    expect(unposted.statusCode).toBe(200);
    expect((unposted.json() as Doc[]).find((d) => d.id === doc.id)).toMatchObject({
      status: 'draft',
      postedAt: null,
    });
    const again = await call('POST', 'setPostedConsignment', sa, { id: doc.id, val: 0 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Документ не проведён' });
  });

  it('a document of another kind is not found under this kind', async () => {
    const writing = await create('Writing');
    const res = await call('POST', 'setPostedConsignment', sa, { id: writing.id, val: 1 });
    expect(res.statusCode).toBe(404);
    expect((await all('Writing')).find((d) => d.id === writing.id)).toMatchObject({ status: 'draft' });
  });

  it('a write-off beyond the stock is refused with the numbers', async () => {
    const doc = await create('Writing', [{ productId: otherProductId, quantity: 1_000_000, price: 0 }]);
    const res = await call('POST', 'setPostedWriting', sa, { id: doc.id, val: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Недостаточно «.+» в филиале «.+»: есть .+, нужно 1\s000\s000$/);
    expect((await all('Writing')).find((d) => d.id === doc.id)).toMatchObject({ status: 'draft' });
  });
});

describe('bad input: 4xx with a Russian message, nothing changed', () => {
  const cases: [string, string, unknown, number, RegExp | string][] = [
    [
      'no payload',
      'setSaveNewConsignment',
      {},
      400,
      'Ожидается объект dataConsignmentUpdate с полями записи',
    ],
    [
      'a payload that is not an object',
      'setSaveNewConsignment',
      { dataConsignmentUpdate: [1] },
      400,
      /^Ожидается объект/,
    ],
    [
      'no lines array',
      'setSaveNewConsignment',
      { dataConsignmentUpdate: { date: '2030-04-01', affiliateId: 1, supplierId: 1 } },
      400,
      'Добавьте в документ хотя бы одну строку',
    ],
    [
      'a line that is not an object',
      'setSaveNewConsignment',
      { dataConsignmentUpdate: { date: '2030-04-01', affiliateId: 1, supplierId: 1, lines: ['x'] } },
      400,
      /^Строка 1: /,
    ],
    [
      'an unknown product',
      'setSaveNewConsignment',
      {
        dataConsignmentUpdate: {
          date: '2030-04-01',
          affiliateId: 1,
          supplierId: 1,
          lines: [{ productId: 999999, quantity: 1 }],
        },
      },
      400,
      'Строка 1: товар не найден',
    ],
    [
      'a negative quantity',
      'setSaveNewSelfWriting',
      {
        dataSelfWritingUpdate: {
          date: '2030-04-01',
          affiliateId: 1,
          lines: [{ productId: 1, quantity: -2 }],
        },
      },
      400,
      /^Строка 1: количество/,
    ],
    [
      'a branch id that cannot exist',
      'setSaveNewOutput',
      {
        dataOutputUpdate: {
          date: '2030-04-01',
          affiliateId: 'first',
          lines: [{ productId: 1, quantity: 1 }],
        },
      },
      400,
      'Поле «Филиал»: неверный идентификатор',
    ],
    [
      'setUpdate without an id',
      'setUpdateMoving',
      { dataMovingUpdate: { lines: [] } },
      400,
      'Не указан id записи',
    ],
    [
      'setUpdate of an unknown id',
      'setUpdateOutput',
      {
        dataOutputUpdate: {
          id: 999999,
          date: '2030-04-01',
          affiliateId: 1,
          lines: [{ productId: 1, quantity: 1 }],
        },
      },
      404,
      /./,
    ],
    ['setActive without an id', 'setActiveWriting', { val: 1 }, 400, 'Не указан id записи'],
    [
      'setActive with a bad val',
      'setActiveWriting',
      { id: 1, val: 'yes' },
      400,
      'Поле «val»: ожидается 1 или 0',
    ],
    ['setDeleted of an unknown id', 'setDeletedStocktaking', { id: 999999, val: 1 }, 404, /./],
    ['setPosted of an unknown id', 'setPostedStocktaking', { id: 999999, val: 1 }, 404, 'Документ не найден'],
    ['setPosted with a negative id', 'setPostedStocktaking', { id: -3, val: 1 }, 400, 'Не указан id записи'],
  ];

  it.each(cases)('%s → %s', async (_what, path, payload, status, message) => {
    const snapshot = await Promise.all(KINDS.map(all));
    const res = await call('POST', path, sa, payload);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json()).toEqual({ message });
    else expect(res.json().message).toMatch(message);
    expect(await Promise.all(KINDS.map(all))).toEqual(snapshot);
  });

  it('bad JSON → 400', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/reference/setSaveNewConsignment',
      headers: { ...bearer(sa), 'content-type': 'application/json' },
      payload: '{"dataConsignmentUpdate":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Некорректный JSON в теле запроса' });
  });
});

describe('the guard', () => {
  const WRITES = KINDS.flatMap((k) => [
    `setActive${k}`,
    `setDeleted${k}`,
    `setUpdate${k}`,
    `setSaveNew${k}`,
    `setPosted${k}`,
  ]);

  it.each(KINDS)(
    'getAll%s: 401 without a token, 403 for the manager (no WAREHOUSE), 200 for the SA',
    async (kind) => {
      expect((await call('GET', `getAll${kind}`, null)).statusCode).toBe(401);
      expect((await call('GET', `getAll${kind}`, manager)).statusCode).toBe(403);
      const res = await call('GET', `getAll${kind}`);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    },
  );

  it('every write: 401 without a token, 403 for the manager (no WAREHOUSE), nothing changed', async () => {
    const doc = await create('Output');
    const snapshot = await Promise.all(KINDS.map(all));
    for (const path of WRITES) {
      const kind = KINDS.find((k) => path.endsWith(k))!;
      const body =
        path.startsWith('setUpdate') || path.startsWith('setSaveNew')
          ? { [payloadKey(kind)]: { id: doc.id, ...header(kind), lines: [{ productId, quantity: 1 }] } }
          : { id: doc.id, val: 1 };
      const anonymous = await call('POST', path, null, body);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Требуется вход в систему' });
      const forbidden = await call('POST', path, manager, body);
      expect(forbidden.statusCode, path).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Недостаточно прав' });
    }
    expect(await Promise.all(KINDS.map(all))).toEqual(snapshot);
  });
});

describe('when the CRM fails', () => {
  it('reads and writes answer 502: the CRM is down, not the documents gone', async () => {
    const real = createUndiciUpstream({
      url: gw.crm!.url,
      apiKey: gw.config.crmApiKey,
      settings: gw.config.upstream,
    });
    const documentCall = (area: string, method: string) =>
      area === 'warehouse' || (area === 'reference' && KINDS.some((k) => method.endsWith(k)));
    const fail = () => Promise.reject(new UpstreamUnavailableError('warehouse', 'down'));
    const upstream: Upstream = {
      call: (area, method, body) => (documentCall(area, method) ? fail() : real.call(area, method, body)),
      envelope: (area, method, body) =>
        documentCall(area, method) ? fail() : real.envelope(area, method, body),
      close: () => real.close(),
    };
    const broken = await startGateway({
      crmUrl: gw.crm!.url,
      upstream,
      env: { CRM_API_KEY: gw.config.crmApiKey },
    });
    try {
      const token = await login(broken.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      for (const kind of KINDS) {
        const res = await broken.app.inject({
          method: 'GET',
          url: `/api/reference/getAll${kind}`,
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({ message: MESSAGES.DOWN });
      }
      const write = await broken.app.inject({
        method: 'POST',
        url: '/api/reference/setPostedConsignment',
        headers: bearer(token),
        payload: { id: 1, val: 1 },
      });
      expect(write.statusCode).toBe(502);
      expect(write.json()).toEqual({ message: MESSAGES.DOWN });
    } finally {
      await broken.close();
      await upstream.close();
    }
  });
});
