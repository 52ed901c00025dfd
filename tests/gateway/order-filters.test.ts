/**
 * Issue 26 item 4: `ordersConnection` by the day an order is due (`dateBy: DUE`, `orderBy: DUE`)
 * and filtered by status, worker, payment type and sales channel: the pages and the totals are
 * SQL's, an id of no record is BAD_USER_INPUT, and a remote CRM without getOrderPage (the gateway
 * pages the period itself) gives the same pages and totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../gateway/domains/orders/dates';
import { ACCOUNTS, gql, login, signInSeeded, startGateway, type TestGateway } from './helper';
import { startSpecOnlyGateway } from './spec-crm';

let gw: TestGateway;
let sa: string;

const PAGE = `query($first: Int, $after: String, $filter: OrderFilter, $orderBy: OrderSort) {
  ordersConnection(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    edges { cursor node { id date deliveryDate deliveryTime statusId workerId total } }
    pageInfo { hasNextPage endCursor }
    totalCount totalSum
  }
}`;

interface Node {
  id: string;
  date: string;
  deliveryDate: string | null;
  deliveryTime: string;
  statusId: string;
  workerId: string | null;
  total: number;
}
interface Page {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  totalSum: number;
}

/** Every page of a walk: the nodes in order and the first page's totals. */
async function walk(app: typeof gw.app, token: string, vars: Record<string, unknown>, first = 7) {
  const nodes: Node[] = [];
  let after: string | null = null;
  let totals: [number, number] = [0, 0];
  for (let n = 0; n < 500; n++) {
    const res = await gql(app, PAGE, { ...vars, first, after }, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const p = res.data!.ordersConnection as Page;
    nodes.push(...p.edges.map((e) => e.node));
    if (n === 0) totals = [p.totalCount, p.totalSum];
    if (!p.pageInfo.hasNextPage) return { nodes, totals };
    after = p.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}

const sql = async <T>(text: string, params: unknown[] = []) => gw.crm!.db.query<T>(text, params);

/** Tomorrow in the shop's calendar, as the TOMORROW preset computes it. */
const tomorrow = () => {
  const today = localDate(gw.config.shopTimezone);
  return new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
};

beforeAll(async () => {
  gw = await startGateway();
  ({ admin: sa } = await signInSeeded(gw.app));
});
afterAll(() => gw?.close());

describe('by the day an order is due', () => {
  it('TOMORROW by DUE is tomorrow’s deliveries, each once, by window; totals are SQL’s', async () => {
    const day = tomorrow();
    const filter = { preset: 'TOMORROW', dateBy: 'DUE', shopType: 'flower_shop' };
    const { nodes, totals } = await walk(gw.app, sa, { filter, orderBy: 'DUE' });
    const expected = await sql<{ id: number; total: number }>(
      `SELECT id, total FROM orders WHERE NOT deleted AND shop_type = 'flower_shop'
          AND coalesce(invoice_date, order_date) = $1 ORDER BY invoice_time_do COLLATE "C", id`,
      [day],
    );
    // The seed takes orders up to today, half of today's due tomorrow.
    expect(expected.length).toBeGreaterThan(0);
    expect(nodes.map((n) => Number(n.id))).toEqual(expected.map((r) => r.id));
    expect(nodes.every((n) => (n.deliveryDate ?? n.date) === day)).toBe(true);
    expect(totals).toEqual([expected.length, expected.reduce((s, r) => s + r.total, 0)]);
    // By the day taken, tomorrow has nothing yet: the complaint of the issue.
    const taken = await walk(gw.app, sa, { filter: { ...filter, dateBy: 'TAKEN' }, orderBy: 'DATE' });
    expect(taken.nodes.every((n) => n.date === day)).toBe(true);
    expect(taken.nodes.map((n) => n.id)).not.toEqual(nodes.map((n) => n.id));
  });
});

describe('filters', () => {
  it('status and worker narrow the walk and its totals, as SQL counts them', async () => {
    const [{ start, stop }] = await sql<{ start: string; stop: string }>(
      "SELECT to_char(max(order_date) - 6, 'YYYY-MM-DD') AS start, to_char(max(order_date), 'YYYY-MM-DD') AS stop FROM orders",
    );
    const [busy] = await sql<{ status_id: number; worker_id: number }>(
      `SELECT status_id, worker_id FROM orders WHERE NOT deleted AND worker_id IS NOT NULL
          AND order_date BETWEEN $1 AND $2 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
      [start, stop],
    );
    const filter = {
      range: { start, stop },
      statusIds: [String(busy.status_id)],
      workerIds: [String(busy.worker_id)],
    };
    const { nodes, totals } = await walk(gw.app, sa, { filter, orderBy: 'DATE' }, 25);
    const [want] = await sql<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(total), 0)::int AS sum FROM orders
        WHERE NOT deleted AND order_date BETWEEN $1 AND $2 AND status_id = $3 AND worker_id = $4`,
      [start, stop, busy.status_id, busy.worker_id],
    );
    expect(want.n).toBeGreaterThan(0);
    expect(totals).toEqual([want.n, want.sum]);
    expect(nodes).toHaveLength(want.n);
    expect(nodes.every((n) => n.statusId === String(busy.status_id))).toBe(true);
    expect(nodes.every((n) => n.workerId === String(busy.worker_id))).toBe(true);
  });

  it('an id of no status (or a malformed one) is BAD_USER_INPUT with a Russian reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ statusIds: ['999999'] }, 'Фильтр: нет статуса с идентификатором 999999'],
      [{ workerIds: ['abc'] }, 'Фильтр: неверный идентификатор сотрудника: abc'],
      [{ sourceIds: ['888888'] }, 'Фильтр: нет канала продаж с идентификатором 888888'],
    ];
    for (const [filter, message] of cases) {
      const res = await gql(gw.app, PAGE, { first: 5, filter }, sa);
      expect(res.errors?.[0]?.extensions?.code, message).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(message);
    }
  });
});

describe('the CSV export', () => {
  it('takes the list’s day kind and filters: the file holds what the screen lists', async () => {
    const day = tomorrow();
    const [status] = await sql<{ status_id: number }>(
      `SELECT status_id FROM orders WHERE NOT deleted AND coalesce(invoice_date, order_date) = $1
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [day],
    );
    const [want] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE NOT deleted AND shop_type = 'flower_shop'
          AND coalesce(invoice_date, order_date) = $1 AND status_id = $2`,
      [day, status.status_id],
    );
    const get = (params: string) =>
      gw.app.inject({
        method: 'GET',
        url: `/api/export/orders?start=${day}&stop=${day}&shopType=flower_shop${params}`,
        headers: { authorization: `Bearer ${sa}` },
      });
    const res = await get(`&dateBy=due&statusId=${status.status_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(res.headers['x-export-rows'])).toBe(want.n);
    expect(want.n).toBeGreaterThan(0);
    const bad = await get('&statusId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Фильтр: неверный идентификатор (statusId)');
  });
});

describe('a remote CRM without getOrderPage', () => {
  it('pages tomorrow’s deliveries and the filters itself: the same orders and totals', async () => {
    const remote = await startSpecOnlyGateway(gw, /^\/order\/getOrderPage/);
    try {
      const token = await login(remote.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      const [status] = await sql<{ status_id: number }>(
        `SELECT status_id FROM orders WHERE NOT deleted AND coalesce(invoice_date, order_date) = $1
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
        [tomorrow()],
      );
      const filters = [
        { preset: 'TOMORROW', dateBy: 'DUE' },
        { preset: 'WEEK', dateBy: 'DUE', statusIds: [String(status.status_id)] },
      ];
      for (const filter of filters)
        for (const orderBy of ['DUE', 'DATE']) {
          const here = await walk(remote.app, token, { filter, orderBy });
          const ours = await walk(gw.app, sa, { filter, orderBy });
          expect(here, `${JSON.stringify(filter)} ${orderBy}`).toEqual(ours);
          expect(ours.nodes.length).toBeGreaterThan(0);
        }
    } finally {
      await remote.close();
    }
  });
});
