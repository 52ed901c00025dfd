/**
 * Issue 17: `ordersConnection`, orders page by page in id order over the CRM's keyset call
 * (order/getOrderPage). A walk sees every order exactly once even while new orders arrive; the
 * totals are SQL's; a forged cursor and `first` over the cap are the caller's mistakes; the
 * filters, the shop scope and the masking of phones hold as on the order list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted, ACCOUNTS, gql, login, startGateway, type TestGateway, signInSeeded } from './helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let sa: string;
let fastfood: string;
let manager: string;

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String, $filter: OrderFilter, $orderBy: OrderSort) {
  ordersConnection(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {
    edges { cursor node { id number date shopType total client { phone } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount totalSum
  }
}`;

interface Page {
  edges: {
    cursor: string;
    node: {
      id: string;
      number: string;
      date: string;
      shopType: string;
      total: number;
      client: { phone: string } | null;
    };
  }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
  totalSum: number;
}

async function page(token: string, vars: Record<string, unknown>): Promise<Page> {
  const res = await gql(gw.app, PAGE, vars, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.ordersConnection as Page;
}

async function walk(
  token: string,
  first: number,
  filter?: Record<string, unknown>,
  between?: () => Promise<void>,
  orderBy = 'ID',
  seen: Page['edges'][number]['node'][] = [],
) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < 1000; n++) {
    const p: Page = await page(token, { first, after, filter, orderBy });
    ids.push(...p.edges.map((e) => e.node.id));
    seen.push(...p.edges.map((e) => e.node));
    if (n === 0 && between) await between();
    if (!p.pageInfo.hasNextPage) return ids;
    after = p.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}

/** From the end back to the start with `last`/`before`: the ids in list order. */
async function walkBack(app: typeof gw.app, token: string, vars: Record<string, unknown>, last: number) {
  let ids: string[] = [];
  let before: string | null = null;
  for (let n = 0; n < 1000; n++) {
    const res = await gql(app, PAGE, { ...vars, last, before }, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const p = res.data!.ordersConnection as Page;
    // The first page back is the list's end: nothing after it; every later one has its successor.
    expect(p.pageInfo.hasNextPage).toBe(before !== null);
    ids = [...p.edges.map((e) => e.node.id), ...ids];
    if (!p.pageInfo.hasPreviousPage) return ids;
    before = p.pageInfo.startCursor;
  }
  throw new Error('the walk back did not end');
}

const sql = async <T>(text: string, params: unknown[] = []) => (await gw.crm!.db.query<T>(text, params))[0];

beforeAll(async () => {
  gw = await startGateway();
  ({ admin: sa, fastfood, manager } = await signInSeeded(gw.app));
});
afterAll(() => gw?.close());

/** The list's sum counts live orders (docs/orders.md): not cancelled, as the statistics' revenue. */
const LIVE = 'NOT EXISTS (SELECT 1 FROM order_statuses s WHERE s.id = orders.status_id AND s.cancels)';

describe('walking every order', () => {
  it('first: 250 sees each order exactly once; totals are SQL’s', async () => {
    const ids = await walk(sa, 250);
    const { n, sum } = await sql<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(total) FILTER (WHERE ${LIVE}), 0)::int AS sum FROM orders WHERE NOT deleted`,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(n);
    const first = await page(sa, { first: 1 });
    expect([first.totalCount, first.totalSum]).toEqual([n, sum]);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => a - b));
  });

  it('sums a period past Int’s 21 474 836,47 ₽ (a year of a shop): a Float of whole kopecks', async () => {
    // Three orders of 9,000,000 ₽ each (each under the 10,000,000 ₽ cap of one order).
    const big = await gw.crm!.db.query<{ id: number; total: number; subtotal: number }>(
      `SELECT id, total, subtotal FROM orders WHERE NOT deleted AND ${LIVE} ORDER BY id LIMIT 3`,
    );
    // The table keeps total = subtotal − discount: both move by the same amount.
    const set = (id: number, total: number, subtotal: number) =>
      gw.crm!.db.query('UPDATE orders SET total = $2, subtotal = $3 WHERE id = $1', [id, total, subtotal]);
    try {
      for (const o of big) await set(o.id, 900_000_000, 900_000_000 + o.subtotal - o.total);
      const { sum } = await sql<{ sum: number }>(
        `SELECT sum(total)::float8 AS sum FROM orders WHERE NOT deleted AND ${LIVE}`,
      );
      expect(sum).toBeGreaterThan(2 ** 31);
      const first = await page(sa, { first: 1 });
      expect(first.totalSum).toBe(sum);
    } finally {
      for (const o of big) await set(o.id, o.total, o.subtotal);
    }
  });

  it('orders created during the walk come at its end; none is repeated or skipped', async () => {
    const [product] = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
      "SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
    );
    const created: string[] = [];
    const ids = await walk(sa, 40, undefined, async () => {
      for (let i = 0; i < 3; i++) {
        const res = await gql(
          gw.app,
          'mutation($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { field code message } } }',
          {
            input: {
              client: { firstName: 'Новая', phone: `+7 926 700-00-0${i}` },
              lines: [{ productId: String(product.id), count: 1, price: product.price_kopecks }],
            },
          },
          sa,
        );
        expect(res.errors).toBeUndefined();
        created.push(accepted<{ id: string }>(res.data, 'createOrder').id);
      }
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(-3)).toEqual(created);
    const { n } = await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE NOT deleted');
    expect(ids.length).toBe(n);
  });
});

describe('in the order list’s order', () => {
  it('orderBy: DATE walks a period by date and the day’s number, each order once', async () => {
    const span = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 30, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    // A back-dated order: the newest id, the period's first day.
    const [product] = await gw.crm!.db.query<{ id: number; price_kopecks: number }>(
      "SELECT id, price_kopecks FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
    );
    const late = await gql(
      gw.app,
      'mutation($input: OrderInput!) { createOrder(input: $input) { order { id } userErrors { field code message } } }',
      {
        input: {
          date: span.start,
          client: { firstName: 'Задним числом', phone: '+7 926 711-00-00' },
          lines: [{ productId: String(product.id), count: 1, price: product.price_kopecks }],
        },
      },
      sa,
    );
    expect(late.errors).toBeUndefined();
    const nodes: Page['edges'][number]['node'][] = [];
    const ids = await walk(sa, 60, { range: span }, undefined, 'DATE', nodes);
    const { n } = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE NOT deleted AND order_date BETWEEN $1 AND $2',
      [span.start, span.stop],
    );
    expect(new Set(ids).size).toBe(n);
    expect(ids.length).toBe(n);
    const key = (o: { date: string; number: string }) =>
      `${o.date} ${o.number.split('-')[1].padStart(6, '0')}`;
    const keys = nodes.map(key);
    expect(keys).toHaveLength(n);
    expect(keys).toEqual([...keys].sort());
    // Not the id order: the back-dated order, the newest id, is among the first day's.
    const lateId = accepted<{ id: string }>(late.data, 'createOrder').id;
    expect(nodes.find((o) => o.id === lateId)?.date).toBe(span.start);
    expect(ids.indexOf(lateId)).toBeLessThan(ids.length - 1);
  });

  it('a cursor of one order is refused in the other', async () => {
    const byDate = await page(sa, { first: 1, orderBy: 'DATE' });
    const res = await gql(gw.app, PAGE, { first: 1, after: byDate.pageInfo.endCursor, orderBy: 'ID' }, sa);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('backwards (last, before)', () => {
  it('walks a period back to its start: the forward walk in the same order, each order once', async () => {
    const span = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 25, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    for (const orderBy of ['ID', 'DATE']) {
      const forward = await walk(sa, 40, { range: span }, undefined, orderBy);
      const back = await walkBack(gw.app, sa, { filter: { range: span }, orderBy }, 40);
      expect(forward.length, orderBy).toBeGreaterThan(80);
      expect(back, orderBy).toEqual(forward);
    }
  });

  it('a page back from the middle ends just before the cursor', async () => {
    const first = await page(sa, { first: 30, orderBy: 'DATE' });
    const at = first.edges[20];
    const back = await page(sa, { last: 5, before: at.cursor, orderBy: 'DATE' });
    expect(back.edges.map((e) => e.node.id)).toEqual(first.edges.slice(15, 20).map((e) => e.node.id));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('first with last, or last over the cap, is BAD_USER_INPUT', async () => {
    const both = await gql(gw.app, PAGE, { first: 5, last: 5 }, sa);
    expect(both.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toBe(
      'Листайте вперёд (first, after) или назад (last, before), не одновременно',
    );
    const big = await gql(gw.app, PAGE, { last: 251 }, sa);
    expect(big.errors?.[0]?.message).toBe('Размер страницы (last): от 1 до 250');
  });
});

describe('filters and scope', () => {
  it('a period and a search narrow the walk and its totals, as SQL counts them', async () => {
    const span = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 6, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    const filter = { range: span };
    const ids = await walk(sa, 25, filter);
    const { n, sum } = await sql<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(total) FILTER (WHERE ${LIVE}), 0)::int AS sum
         FROM orders WHERE NOT deleted AND order_date BETWEEN $1 AND $2`,
      [span.start, span.stop],
    );
    expect(ids.length).toBe(n);
    expect((await page(sa, { first: 5, filter })).totalSum).toBe(sum);

    const one = await sql<{ number: string; phone: string }>(
      `SELECT o.number, k.phone FROM orders o JOIN clients k ON k.id = o.client_id
        WHERE NOT o.deleted AND o.order_date BETWEEN $1 AND $2 ORDER BY o.id LIMIT 1`,
      [span.start, span.stop],
    );
    const byNumber = await page(sa, { first: 10, filter: { ...filter, search: one.number } });
    expect(byNumber.totalCount).toBe(1);
    const fragment = one.phone.replace(/\D/g, '').slice(-7);
    expect(
      (await page(sa, { first: 250, filter: { ...filter, search: fragment } })).edges.length,
    ).toBeGreaterThan(0);
    // The manager has no KLIENTS: a fragment finds nothing, the whole number does; phones masked.
    expect((await page(manager, { first: 250, filter: { ...filter, search: fragment } })).totalCount).toBe(0);
    const whole = await page(manager, { first: 250, filter: { ...filter, search: one.phone } });
    expect(whole.totalCount).toBeGreaterThan(0);
    expect(whole.edges.every((e) => !e.node.client || e.node.client.phone.includes('***'))).toBe(true);
  });

  it('the fast-food admin walks fast-food orders only, whatever shop type it asks for', async () => {
    const mine = await page(fastfood, { first: 250 });
    expect(new Set(mine.edges.map((e) => e.node.shopType))).toEqual(new Set(['fastfood']));
    const { n } = await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE NOT deleted AND shop_type = 'fastfood'",
    );
    expect(mine.totalCount).toBe(n);
    expect((await page(fastfood, { first: 5, filter: { shopType: 'flower_shop' } })).totalCount).toBe(0);
  });
});

describe('bad input', () => {
  it('first above 250 or below 1 is BAD_USER_INPUT', async () => {
    for (const first of [251, 0, -1]) {
      const res = await gql(gw.app, PAGE, { first }, sa);
      expect(res.errors?.[0]?.extensions?.code, String(first)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Размер страницы (first): от 1 до 250');
    }
  });

  it('a forged, edited or foreign cursor is BAD_USER_INPUT, never a 500', async () => {
    const p = await page(sa, { first: 2 });
    const cursor = p.pageInfo.endCursor!;
    const [body, mac] = cursor.split('.');
    const edited = `${Buffer.from(JSON.stringify({ id: 1 })).toString('base64url')}.${mac}`;
    // A MAC with its first character changed: other bytes, whatever the key (a changed tail could
    // be the same bytes: the last character's low bits are unused).
    const forged = `${body}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    // The same bytes spelled otherwise: the last character with its unused lowest bit flipped.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${body}.${mac.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(mac.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[1], 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    for (const after of [forged, respelled, edited, 'garbage', '.', 'a'.repeat(600)]) {
      const res = await gql(gw.app, PAGE, { first: 2, after }, sa);
      expect(res.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Неверный курсор страницы: начните список сначала');
    }
  });
});

describe('a remote CRM without getOrderPage', () => {
  // The CRM of the spec alone: every call passes, getOrderPage is unknown (404 UNKNOWN_METHOD).
  // One such gateway and session for both tests (they only read): one build and one sign-in less.
  let remote: Awaited<ReturnType<typeof startSpecOnlyGateway>>;
  let token: string;
  beforeAll(async () => {
    remote = await startSpecOnlyGateway(gw, /^\/order\/getOrderPage/);
    token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  });
  afterAll(() => remote?.close());

  it('pages the period itself: the same orders, once each, the same totals; no period is a clear 400', async () => {
    const span = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 10, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    const run = async (app: typeof gw.app, t: string, orderBy: string) => {
      const ids: string[] = [];
      let after: string | null = null;
      let totals: [number, number] = [0, 0];
      for (;;) {
        const res = await gql(app, PAGE, { first: 40, after, filter: { range: span }, orderBy }, t);
        expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
        const p = res.data!.ordersConnection as Page;
        ids.push(...p.edges.map((e) => e.node.id));
        totals = [p.totalCount, p.totalSum];
        if (!p.pageInfo.hasNextPage) return { ids, totals };
        after = p.pageInfo.endCursor;
      }
    };
    for (const orderBy of ['ID', 'DATE']) {
      const here = await run(remote.app, token, orderBy);
      const ours = await run(gw.app, sa, orderBy);
      expect(here, orderBy).toEqual(ours);
      expect(new Set(here.ids).size).toBe(here.ids.length);
    }
    const whole = await gql(remote.app, PAGE, { first: 5 }, token);
    expect(whole.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(whole.errors?.[0]?.message).toBe(
      'Эта CRM не отдаёт заказы страницами: укажите период (не длиннее 366 дней)',
    );
  });

  it('pages back the same way: last/before from the end gives the forward walk', async () => {
    const span = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 6, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    for (const orderBy of ['ID', 'DATE']) {
      const forward = await walk(sa, 25, { range: span }, undefined, orderBy);
      const back = await walkBack(remote.app, token, { filter: { range: span }, orderBy }, 25);
      expect(forward.length, orderBy).toBeGreaterThan(25);
      expect(back, orderBy).toEqual(forward);
    }
  });
});
