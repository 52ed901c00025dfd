/**
 * The order statistics computed a second time, in plain JavaScript from order rows as the order
 * list returns them (docs/stats.md gives the definitions), so the CRM's SQL, the GraphQL face
 * and the screen can each be checked against something that did not share their code.
 * Used by tests/crm/stats.test.ts, tests/gateway/stats.test.ts and tests/e2e/dashboard.test.ts.
 */

/** What an order row needs to carry; ids as numbers or strings, money in kopecks. */
export interface PlainOrder {
  date: string;
  shopType: string | null;
  total: number;
  statusId: string;
  sourceId: string | null;
  paymentTypeId: string | null;
  deleted: boolean;
  lines: { productId: string; count: number; sum: number }[];
}

export interface Named {
  id: string;
  name: string;
}

export interface Refs {
  /** In the list's order (sort, id), with the cancels flag. */
  statuses: (Named & { color?: string; cancels: boolean })[];
  sources: Named[];
  payments: Named[];
  products: Named[];
}

interface Figures {
  orders: number;
  cancelled: number;
  revenue: number;
  averageCheck: number;
  items: number;
}

const zero = (): Figures => ({ orders: 0, cancelled: 0, revenue: 0, averageCheck: 0, items: 0 });

function add(f: Figures, o: PlainOrder, cancelled: boolean) {
  f.orders += 1;
  if (cancelled) {
    f.cancelled += 1;
    return;
  }
  f.revenue += o.total;
  f.items += o.lines.reduce((a, l) => a + l.count, 0);
}

/** Half up, as SQL's round() does for positive numbers. */
function finish<T extends Figures>(f: T): T {
  const live = f.orders - f.cancelled;
  f.averageCheck = live ? Math.round(f.revenue / live) : 0;
  return f;
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function expectedStats(
  all: PlainOrder[],
  refs: Refs,
  q: { dateFrom: string; dateTo: string; shopType?: string | null },
) {
  const orders = all.filter(
    (o) =>
      !o.deleted && o.date >= q.dateFrom && o.date <= q.dateTo && (!q.shopType || o.shopType === q.shopType),
  );
  const cancels = new Set(refs.statuses.filter((s) => s.cancels).map((s) => String(s.id)));
  const isCancelled = (o: PlainOrder) => cancels.has(String(o.statusId));

  const totals = zero();
  const days = new Map<string, Figures>();
  for (let d = q.dateFrom; d <= q.dateTo; d = addDays(d, 1)) days.set(d, zero());
  const statuses = new Map<string, { orders: number; sum: number }>();
  const bySource = new Map<string | null, Figures>();
  const byPayment = new Map<string | null, Figures>();
  const products = new Map<string, { count: number; sum: number }>();

  for (const o of orders) {
    const c = isCancelled(o);
    add(totals, o, c);
    add(days.get(o.date)!, o, c);
    const s = statuses.get(String(o.statusId)) ?? { orders: 0, sum: 0 };
    s.orders += 1;
    s.sum += o.total;
    statuses.set(String(o.statusId), s);
    for (const [map, key] of [
      [bySource, o.sourceId == null ? null : String(o.sourceId)],
      [byPayment, o.paymentTypeId == null ? null : String(o.paymentTypeId)],
    ] as const) {
      if (!map.has(key)) map.set(key, zero());
      add(map.get(key)!, o, c);
    }
    if (!c)
      for (const l of o.lines) {
        const p = products.get(String(l.productId)) ?? { count: 0, sum: 0 };
        p.count += l.count;
        p.sum += l.sum;
        products.set(String(l.productId), p);
      }
  }

  const nameOf = (list: Named[], id: string | null) =>
    id === null ? 'Не указан' : (list.find((x) => String(x.id) === id)?.name ?? '?');
  const groups = (map: Map<string | null, Figures>, list: Named[]) =>
    [...map.entries()]
      .map(([id, f]) => ({ id, name: nameOf(list, id), ...finish(f) }))
      .sort(
        (a, b) =>
          b.revenue - a.revenue ||
          b.orders - a.orders ||
          (a.id === null ? 1 : b.id === null ? -1 : Number(a.id) - Number(b.id)),
      );

  return {
    totals: finish(totals),
    days: [...days.entries()].map(([date, f]) => ({ date, ...finish(f) })),
    byStatus: refs.statuses
      .filter((s) => statuses.has(String(s.id)))
      .map((s) => ({
        statusId: String(s.id),
        name: s.name,
        ...(s.color === undefined ? {} : { color: s.color }),
        cancels: s.cancels,
        ...statuses.get(String(s.id))!,
      })),
    bySource: groups(bySource, refs.sources),
    byPayment: groups(byPayment, refs.payments),
    topProducts: [...products.entries()]
      .map(([productId, p]) => ({ productId, name: nameOf(refs.products, productId), ...p }))
      .sort((a, b) => b.sum - a.sum || b.count - a.count || Number(a.productId) - Number(b.productId))
      .slice(0, 10),
  };
}

/** An order of the remote contract (crm/domains/orders/read.ts) as a PlainOrder. */
export function fromRemote(o: Record<string, unknown>): PlainOrder {
  const id = (v: unknown) => (v == null || v === 0 ? null : String(v));
  return {
    date: String(o.date),
    shopType: (o.shopType as string) ?? null,
    total: Number(o.itog_value),
    statusId: String(o.idStatus),
    sourceId: id(o.social),
    paymentTypeId: id(o.idPayment),
    deleted: o.deleted === true,
    lines: (o.products as Record<string, unknown>[]).map((l) => ({
      productId: String(l.id),
      count: Number(l.count_product),
      sum: Number(l.sum),
    })),
  };
}

/** The reference lists and the order rows as GraphQL gives them (gateway and browser tests). */
export const GRAPHQL_REFS = `{
  orderStatuses(includeDeleted: true) { id name color cancels }
  orderSources(includeDeleted: true) { id name }
  paymentTypes(includeDeleted: true) { id name }
  products(includeDeleted: true) { id name }
}`;

export const GRAPHQL_ORDERS = `query ($preset: DatePreset, $range: DateRangeInput) {
  orders(preset: $preset, range: $range, includeDeleted: true) {
    start stop
    orders { date shopType total statusId sourceId paymentTypeId deleted lines { productId count sum } }
  }
}`;

export function refsFromGraphql(data: Record<string, Record<string, unknown>[]>): Refs {
  const named = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ id: String(r.id), name: String(r.name) }));
  return {
    statuses: data.orderStatuses.map((s) => ({
      id: String(s.id),
      name: String(s.name),
      color: String(s.color),
      cancels: s.cancels === true,
    })),
    sources: named(data.orderSources),
    payments: named(data.paymentTypes),
    products: named(data.products),
  };
}
