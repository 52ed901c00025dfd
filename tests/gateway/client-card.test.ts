/**
 * Issue 26 item 6: the client card (`clientCard`, and the client's orders as
 * `ordersConnection(filter: { clientId })` newest first), its totals against SQL with the order
 * list's live-order definition, and its personal data (a reader without KLIENTS sees the phone
 * masked and no birthday, and no client without an order of their shop). Item 4: «Без
 * исполнителя» (`withoutWorker`) with several workers, on GraphQL, on the fallback paging and in
 * the CSV export, totals as SQL counts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, signInSeeded, startGateway, type TestGateway } from './helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let tokens: Awaited<ReturnType<typeof signInSeeded>>;

const sql = async <T>(text: string, params: unknown[] = []) => gw.crm!.db.query<T>(text, params);

const CARD = `query($id: ID!) {
  clientCard(id: $id) {
    client { id firstName lastName phone email birthday comment }
    doNotDisturb orderCount liveOrderCount liveSum firstOrderDate lastOrderDate
  }
}`;

const PAGE = `query($first: Int, $last: Int, $after: String, $before: String, $filter: OrderFilter, $orderBy: OrderSort) {
  ordersConnection(first: $first, last: $last, after: $after, before: $before, filter: $filter, orderBy: $orderBy) {
    edges { node { id date number clientId workerId total } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount totalSum
  }
}`;

interface Node {
  id: string;
  date: string;
  number: string;
  clientId: string | null;
  workerId: string | null;
  total: number;
}
interface Page {
  edges: { node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  totalCount: number;
  totalSum: number;
}

/** SQL's count of a client's (non-deleted) orders and the sum of the live ones. */
const LIVE = `NOT o.deleted AND NOT EXISTS (SELECT 1 FROM order_statuses s WHERE s.id = o.status_id AND s.cancels)`;

beforeAll(async () => {
  gw = await startGateway();
  tokens = await signInSeeded(gw.app);
});
afterAll(() => gw?.close());

/** The seeded flower client with the most orders, with a comment and the do-not-disturb flag set. */
async function regular() {
  const [c] = await sql<{ id: number }>(
    `SELECT client_id AS id FROM orders WHERE client_id IS NOT NULL AND shop_type = 'flower_shop'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  await sql(
    `UPDATE clients SET comment = 'Любит пионы', do_not_disturb = true, do_not_disturb_at = now(),
            birthday = '1990-04-12', email = 'vera@example.com' WHERE id = $1`,
    [c.id],
  );
  return c.id;
}

describe('the client card', () => {
  it('shows the client, the marketing flag and totals as SQL counts them (live orders summed)', async () => {
    const id = await regular();
    const res = await gql(gw.app, CARD, { id: String(id) }, tokens.admin);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const card = res.data!.clientCard as Record<string, unknown> & { client: Record<string, unknown> };
    const [want] = await sql<{ n: number; live: number; sum: number; first: string; last: string }>(
      `SELECT count(*)::int AS n, (count(*) FILTER (WHERE ${LIVE}))::int AS live,
              coalesce(sum(o.total) FILTER (WHERE ${LIVE}), 0)::int AS sum,
              to_char(min(order_date), 'YYYY-MM-DD') AS first, to_char(max(order_date), 'YYYY-MM-DD') AS last
         FROM orders o WHERE client_id = $1 AND NOT deleted`,
      [id],
    );
    expect(want.n).toBeGreaterThan(1);
    expect(card).toMatchObject({
      doNotDisturb: true,
      orderCount: want.n,
      liveOrderCount: want.live,
      liveSum: want.sum,
      firstOrderDate: want.first,
      lastOrderDate: want.last,
    });
    expect(card.client).toMatchObject({ id: String(id), comment: 'Любит пионы', birthday: '1990-04-12' });
    expect(card.client.phone).not.toContain('*');
  });

  it('pages the client’s orders newest first from the server; totals are the card’s', async () => {
    const id = await regular();
    const filter = { clientId: String(id) };
    const seen: Node[] = [];
    let before: string | null = null;
    let totals: [number, number] | null = null;
    for (let n = 0; n < 50; n++) {
      const res = await gql(gw.app, PAGE, { last: 25, before, filter, orderBy: 'DATE' }, tokens.admin);
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      const p = res.data!.ordersConnection as Page;
      totals ??= [p.totalCount, p.totalSum];
      seen.push(...p.edges.map((e) => e.node).reverse());
      if (!p.pageInfo.hasPreviousPage) break;
      before = p.pageInfo.startCursor;
    }
    const want = await sql<{ id: number }>(
      `SELECT id FROM orders WHERE client_id = $1 AND NOT deleted ORDER BY order_date DESC, day_number DESC`,
      [id],
    );
    expect(seen.map((o) => Number(o.id))).toEqual(want.map((r) => r.id));
    expect(seen.every((o) => o.clientId === String(id))).toBe(true);
    const card = (await gql(gw.app, CARD, { id: String(id) }, tokens.admin)).data!.clientCard as {
      orderCount: number;
      liveSum: number;
    };
    expect(totals).toEqual([card.orderCount, card.liveSum]);
  });

  it('without KLIENTS: the phone and e-mail masked, no birthday; a client with no order is not found', async () => {
    const id = await regular();
    const res = await gql(gw.app, CARD, { id: String(id) }, tokens.manager);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const client = (res.data!.clientCard as { client: Record<string, string | null> }).client;
    const [stored] = await sql<{ phone: string }>('SELECT phone FROM clients WHERE id = $1', [id]);
    expect(client.phone).toContain('*');
    expect(client.phone).not.toBe(stored.phone);
    expect(client.email).toBe('v***@example.com');
    expect(client.birthday).toBeNull();
    expect(client.comment).toBe('Любит пионы');
    // The orders of the card come masked too (the order list's rule).
    const [lonely] = await sql<{ id: number }>(
      `INSERT INTO clients (first_name, phone) VALUES ('Без заказов', '+7 (999) 000-00-01') RETURNING id`,
    );
    const none = await gql(gw.app, CARD, { id: String(lonely.id) }, tokens.manager);
    expect(none.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(none.errors?.[0]?.message).toBe('Клиент не найден');
    // The directory's reader sees them whole, with no orders.
    const sa = await gql(gw.app, CARD, { id: String(lonely.id) }, tokens.admin);
    expect(sa.data!.clientCard).toMatchObject({ orderCount: 0, liveSum: 0, lastOrderDate: null });
  });

  it('staff count their own shop type’s orders; no session is 401; a malformed id is refused', async () => {
    const id = await regular();
    const ff = await gql(gw.app, CARD, { id: String(id) }, tokens.fastfood);
    const [want] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE client_id = $1 AND NOT deleted AND shop_type = 'fastfood'`,
      [id],
    );
    expect((ff.data!.clientCard as { orderCount: number }).orderCount).toBe(want.n);
    const anon = await gql(gw.app, CARD, { id: String(id) });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await gql(gw.app, PAGE, { first: 5, filter: { clientId: 'abc' } }, tokens.admin);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('Фильтр: неверный идентификатор клиента: abc');
    const missing = await gql(gw.app, CARD, { id: '999999999' }, tokens.admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('«Без исполнителя» and several values per filter', () => {
  /** A week of flower orders, a third of them unassigned, and its two busiest workers. */
  async function week() {
    const [{ start, stop }] = await sql<{ start: string; stop: string }>(
      `SELECT to_char(max(order_date) - 6, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders`,
    );
    await sql(
      `UPDATE orders SET worker_id = NULL WHERE order_date BETWEEN $1 AND $2 AND id % 3 = 0 AND shop_type = 'flower_shop'`,
      [start, stop],
    );
    const workers = await sql<{ worker_id: number }>(
      `SELECT worker_id FROM orders WHERE worker_id IS NOT NULL AND order_date BETWEEN $1 AND $2
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`,
      [start, stop],
    );
    return { start, stop, workers: workers.map((w) => w.worker_id) };
  }

  const want = async (start: string, stop: string, where: string, params: unknown[]) => {
    const [r] = await sql<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(o.total) FILTER (WHERE ${LIVE}), 0)::int AS sum FROM orders o
        WHERE NOT o.deleted AND o.shop_type = 'flower_shop' AND o.order_date BETWEEN $1 AND $2 AND ${where}`,
      [start, stop, ...params],
    );
    return [r.n, r.sum];
  };

  it('GraphQL, the fallback paging and the CSV export agree with SQL', async () => {
    const { start, stop, workers } = await week();
    expect(workers).toHaveLength(2);
    const base = { range: { start, stop }, shopType: 'flower_shop' };
    const cases: [Record<string, unknown>, string, unknown[], string][] = [
      [{ withoutWorker: true }, 'o.worker_id IS NULL', [], 'workerId=none'],
      [
        { withoutWorker: true, workerIds: [String(workers[0])] },
        '(o.worker_id IS NULL OR o.worker_id = $3)',
        [workers[0]],
        `workerId=none&workerId=${workers[0]}`,
      ],
      [
        { workerIds: workers.map(String) },
        'o.worker_id = ANY($3::int[])',
        [workers],
        `workerId=${workers.join(',')}`,
      ],
    ];
    const remote = await startSpecOnlyGateway(gw, /^\/order\/getOrderPage/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      for (const [narrow, where, params, query] of cases) {
        const expected = await want(start, stop, where, params);
        expect(expected[0], where).toBeGreaterThan(0);
        const filter = { ...base, ...narrow };
        for (const [app, t] of [
          [gw.app, tokens.admin],
          [remote.app, token],
        ] as const) {
          const res = await gql(app, PAGE, { first: 250, filter, orderBy: 'DATE' }, t);
          expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
          const p = res.data!.ordersConnection as Page;
          expect([p.totalCount, p.totalSum], `${where} ${app === gw.app ? 'ours' : 'fallback'}`).toEqual(
            expected,
          );
          if (narrow.withoutWorker && !narrow.workerIds)
            expect(p.edges.every((e) => e.node.workerId === null)).toBe(true);
        }
        const file = await gw.app.inject({
          method: 'GET',
          url: `/api/export/orders?start=${start}&stop=${stop}&shopType=flower_shop&${query}`,
          headers: { authorization: `Bearer ${tokens.admin}` },
        });
        expect(file.statusCode, file.body).toBe(200);
        expect(Number(file.headers['x-export-rows']), query).toBe(expected[0]);
      }
    } finally {
      await remote.close();
    }
  });
});
