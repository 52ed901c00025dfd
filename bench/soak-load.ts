/**
 * The soak driver (docs/reliability.md "Soak"), one implementation for bench/soak.ts (5 minutes)
 * and tests/gateway/soak.test.ts (seconds): a few signed-in clients drive a mixed load through
 * the gateway over real HTTP, as the screens do: the month's orders (GraphQL and /api), reference
 * lists, `{ me }`, the bell's notifications, and writes: new orders through both faces, new
 * clients, and edits of clients. Every non-2xx reply and every GraphQL error is an error; every
 * acknowledged write is counted, so the caller can hold the store to them (storeCounts,
 * checkClientEdits).
 */
import { Pool } from 'undici';
import type { Db } from '../crm/db/connect';
import { DEFAULT_SHOP_TIMEZONE as SHOP_TIMEZONE, todayIn } from '../schema/time-zone';

/** The soak's orders are dated here, outside the month the readers list, so reads stay steady. */
export const SOAK_ORDER_DATE = '2031-06-15';

export interface SoakOptions {
  /** The gateway, e.g. http://127.0.0.1:3000. */
  origin: string;
  seconds: number;
  /** Concurrent clients, each signed in once, each sending its next request when the last is answered. */
  clients?: number;
  account?: { email: string; password: string };
  /** Called every tickMs (default 5 s) with the result so far: progress, memory samples. */
  onTick?: (soFar: SoakResult) => void;
  tickMs?: number;
}

export interface SoakResult {
  requests: number;
  /** Requests and time spent per operation. */
  byOp: Record<string, { n: number; ms: number; maxMs: number }>;
  errors: number;
  /** The first few errors, for the reader. */
  errorSamples: string[];
  acked: { orders: number; clients: number; clientEdits: number };
  /** Client id → the comment of its last acknowledged edit. */
  lastEdit: Map<number, string>;
  seconds: number;
}

class SoakError extends Error {}

interface Session {
  pool: Pool;
  token: string;
  refs: { products: { id: number; price: number }[]; paymentType: number };
}

async function send(s: Pool, method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) {
  const res = await s.request({
    method,
    path,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode < 200 || res.statusCode > 299)
    throw new SoakError(`${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function gql<T>(s: Session, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = (await send(s.pool, 'POST', '/graphql', s.token, { query, variables })) as {
    data?: T;
    errors?: { message: string }[];
  };
  if (reply.errors?.length || !reply.data)
    throw new SoakError(`GraphQL: ${reply.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return reply.data;
}

const api = (s: Session, method: 'GET' | 'POST', path: string, body?: unknown) =>
  send(s.pool, method, `/api${path}`, s.token, body);

// The first page of the month, as the order list reads it (the whole month is bounded: issue 18).
const MONTH_ORDERS = `query { ordersConnection(first: 100, filter: { preset: MONTH }) { totalCount edges { node {
  id number date total managerComment statusId status { id name } client { id lastName phone }
  lines { productId count price sum } } } } }`;
const REFERENCE_LISTS = [
  'getAllKlientDirectory',
  'getAllTypePayments',
  'getAllOrderSource',
  'getAllStatusOrder',
];

/** What one client does; `n` numbers its requests. The weights make about 3 reads per write. */
function operations(s: Session, worker: number, result: SoakResult, mine: number[]) {
  const today = todayIn(SHOP_TIMEZONE);
  const lines = (n: number) => {
    const p = s.refs.products[n % s.refs.products.length];
    return { p, count: 1 + (n % 3) };
  };
  const ops: [name: string, weight: number, run: (n: number) => Promise<void>][] = [
    ['graphql ordersConnection(MONTH)', 1, async () => void (await gql(s, MONTH_ORDERS))],
    [
      '/api/order/all (month)',
      1,
      async () =>
        void (await api(s, 'POST', '/order/all', { dateStart: `${today.slice(0, 8)}01`, dateStop: today })),
    ],
    [
      '/api/reference lists',
      6,
      async (n) => void (await api(s, 'GET', `/reference/${REFERENCE_LISTS[n % REFERENCE_LISTS.length]}`)),
    ],
    ['graphql { me }', 6, async () => void (await gql(s, '{ me { id email role accessPage } }'))],
    [
      'graphql notifications',
      4,
      async () => void (await gql(s, '{ notifications { id kind title orderId } }')),
    ],
    [
      '/api/order/newOrder',
      2,
      async (n) => {
        const { p, count } = lines(n);
        await api(s, 'POST', '/order/newOrder', {
          newOrderData: {
            products: [{ id: p.id, count_product: count, priceProduct: p.price }],
            date: SOAK_ORDER_DATE,
            paymentType: s.refs.paymentType,
            managerComment: `soak ${worker}-${n}`,
          },
        });
        result.acked.orders++;
      },
    ],
    [
      'graphql createOrder',
      2,
      async (n) => {
        const { p, count } = lines(n);
        const made = await gql<{ createOrder: { userErrors: { message: string }[] } }>(
          s,
          'mutation($input: OrderInput!) { createOrder(input: $input) { order { id total } userErrors { message } } }',
          {
            input: {
              date: SOAK_ORDER_DATE,
              paymentTypeId: String(s.refs.paymentType),
              managerComment: `soak ${worker}-${n}`,
              lines: [{ productId: String(p.id), count, price: p.price }],
            },
          },
        );
        // A refusal is an answer, not an acknowledged order (issue 18's payloads).
        const refused = made.createOrder.userErrors[0];
        if (refused) throw new SoakError(`GraphQL: ${refused.message}`);
        result.acked.orders++;
      },
    ],
    [
      'graphql createClient',
      1,
      async (n) => {
        const phone = `+7 (95${worker % 10}) ${String(n % 1000).padStart(3, '0')}-${String(Date.now() % 100).padStart(2, '0')}-00`;
        const data = await gql<{ createClient: { client: { id: string } } }>(
          s,
          'mutation($input: ClientCreateInput!) { createClient(input: $input) { client { id } } }',
          { input: { firstName: 'Соак', lastName: `Клиент ${worker}-${n}`, phone } },
        );
        result.acked.clients++;
        mine.push(Number(data.createClient.client.id));
      },
    ],
    [
      'graphql updateClient',
      1,
      async (n) => {
        const id = mine[n % mine.length];
        const comment = `edit ${worker}-${n}`;
        await gql(
          s,
          'mutation($id: ID!, $input: ClientUpdateInput!) { updateClient(id: $id, input: $input) { client { id } } }',
          {
            id: String(id),
            input: { comment },
          },
        );
        result.acked.clientEdits++;
        result.lastEdit.set(id, comment);
      },
    ],
  ];
  return ops;
}

type Op = ReturnType<typeof operations>[number];

/**
 * One round of the mix: each operation as often as its weight, spread evenly (smooth weighted
 * round robin), so any stretch of a round holds a bit of everything.
 */
function schedule(ops: Op[]): Op[] {
  const total = ops.reduce((t, [, w]) => t + w, 0);
  const current = ops.map(() => 0);
  const round: Op[] = [];
  for (let i = 0; i < total; i++) {
    ops.forEach(([, w], k) => (current[k] += w));
    const best = current.indexOf(Math.max(...current));
    current[best] -= total;
    round.push(ops[best]);
  }
  return round;
}

async function signIn(pool: Pool, account: { email: string; password: string }): Promise<Session> {
  const { accessToken } = (await send(pool, 'POST', '/api/auth/login', null, account)) as {
    accessToken: string;
  };
  const s: Session = { pool, token: accessToken, refs: { products: [], paymentType: 0 } };
  const products = (await api(s, 'GET', '/catalog/getAllProductList')) as {
    id: number;
    price: number;
    active: boolean;
    deleted: boolean;
  }[];
  const payments = (await api(s, 'GET', '/reference/getAllTypePayments')) as { id: number }[];
  s.refs = {
    products: products.filter((p) => p.active && !p.deleted).map((p) => ({ id: p.id, price: p.price })),
    paymentType: payments[0].id,
  };
  return s;
}

export async function runSoak(opts: SoakOptions): Promise<SoakResult> {
  const clients = opts.clients ?? 4;
  const pool = new Pool(opts.origin, { connections: clients });
  const result: SoakResult = {
    requests: 0,
    byOp: {},
    errors: 0,
    errorSamples: [],
    acked: { orders: 0, clients: 0, clientEdits: 0 },
    lastEdit: new Map(),
    seconds: opts.seconds,
  };
  const account = opts.account ?? { email: 'admin@example.com', password: 'admin123' };
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  const worker = async (w: number) => {
    const session = await signIn(pool, account);
    const ops = operations(session, w, result, []);
    const round = schedule(ops);
    const timed = async ([name, , run]: Op, n: number) => {
      const op = (result.byOp[name] ??= { n: 0, ms: 0, maxMs: 0 });
      const t0 = performance.now();
      try {
        await run(n);
      } catch (err) {
        result.errors++;
        if (result.errorSamples.length < 20) result.errorSamples.push(`${name}: ${(err as Error).message}`);
      }
      const ms = performance.now() - t0;
      Object.assign(op, { n: op.n + 1, ms: op.ms + ms, maxMs: Math.max(op.maxMs, ms) });
      result.requests++;
    };
    // A client of its own first, so every edit has something to edit.
    await timed(
      ops.find(([name]) => name === 'graphql createClient')!,
      0,
    );
    // Clients start at different points of the round; each finishes at least one whole round.
    const offset = Math.floor((w * round.length) / clients);
    for (let n = 1; n <= round.length || performance.now() < until; n++) {
      await timed(round[(offset + n) % round.length], n);
    }
  };
  const ticker = opts.onTick && setInterval(() => opts.onTick?.(result), opts.tickMs ?? 5000);
  try {
    await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  } finally {
    clearInterval(ticker);
    await pool.close();
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** Orders and clients in the CRM's store, counted in its database. */
export async function storeCounts(db: Db): Promise<{ orders: number; clients: number }> {
  const [row] = await db.query<{ orders: number; clients: number }>(
    'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM clients)::int AS clients',
  );
  return row;
}

/** Clients whose stored comment is not their last acknowledged edit. */
export async function checkClientEdits(db: Db, lastEdit: Map<number, string>): Promise<string[]> {
  const rows = await db.query<{ id: number; comment: string | null }>(
    'SELECT id, comment FROM clients WHERE id = ANY($1::int[])',
    [[...lastEdit.keys()]],
  );
  const stored = new Map(rows.map((r) => [r.id, r.comment]));
  return [...lastEdit]
    .filter(([id, c]) => stored.get(id) !== c)
    .map(([id, c]) => `client ${id}: ${stored.get(id)} ≠ ${c}`);
}
