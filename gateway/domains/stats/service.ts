/**
 * Statistics over the CRM's `stats/*` calls (docs/upstream-contract.md "stats"): the CRM computes
 * every figure; this maps its reply to the GraphQL shapes (ids as strings, start/stop).
 */
import type {
  OrderOverview,
  OrderStats,
  OrderStatsGroup,
  OrderStatsStatus,
  OrderStatsTotals,
  ShopType,
  SiteOrder,
  SiteOrders,
} from '../../__generated__/resolvers';
import type { Upstream } from '../../upstream/types';
import { AFFILIATE } from '../orders/service';

type Remote = Record<string, unknown>;

export interface StatsQuery {
  dateFrom: string;
  dateTo: string;
  shopType: ShopType | null;
}

export interface StatsService {
  orderStats(q: StatsQuery): Promise<OrderStats>;
  overview(today: string, shopType: ShopType | null): Promise<OrderOverview>;
  /** The period's figures and at most `maxOrders` of its orders, newest first (0: figures only). */
  siteOrders(q: StatsQuery, maxOrders: number): Promise<SiteOrders>;
}

const list = (v: unknown): Remote[] => (Array.isArray(v) ? (v as Remote[]) : []);
const num = (v: unknown) => Number(v ?? 0);
const idOf = (v: unknown) => (v == null ? null : String(v));

/** The figures every row carries (no __typename: the same object fills several types). */
function totals(r: unknown): Omit<OrderStatsTotals, '__typename'> {
  const t = (r ?? {}) as Remote;
  return {
    orders: num(t.orders),
    cancelled: num(t.cancelled),
    revenue: num(t.revenue),
    averageCheck: num(t.averageCheck),
    items: num(t.items),
  };
}

const day = (d: Remote) => ({ date: String(d.date), ...totals(d) });

const status = (s: Remote): OrderStatsStatus => ({
  statusId: String(s.statusId),
  name: String(s.name ?? ''),
  color: String(s.color ?? ''),
  cancels: s.cancels === true,
  orders: num(s.orders),
  sum: num(s.sum),
});

const group = (g: Remote): OrderStatsGroup => ({
  refId: idOf(g.id),
  name: String(g.name ?? ''),
  ...totals(g),
});

const line = (l: Remote) => ({
  productId: String(l.productId),
  name: String(l.name ?? ''),
  count: num(l.count),
  price: num(l.price),
  sum: num(l.sum),
  // Site orders are the flower shop's: no modifiers, combos or kitchen notes (docs/kitchen.md).
  modifiersPrice: 0,
  comment: '',
  modifiers: [],
  comboParts: [],
});

function siteOrder(o: Remote): SiteOrder {
  const s = (k: string) => (o[k] == null ? '' : String(o[k]));
  return {
    id: String(o.id),
    number: s('number'),
    shopType: o.shopType as ShopType,
    date: s('date'),
    deliveryDate: o.deliveryDate == null ? null : String(o.deliveryDate),
    deliveryTime: s('deliveryTime'),
    clientName: s('clientName'),
    clientPhone: s('clientPhone'),
    recipientName: s('recipientName'),
    recipientPhone: s('recipientPhone'),
    address: s('address'),
    total: num(o.total),
    statusId: String(o.statusId),
    statusName: s('statusName'),
    statusColor: s('statusColor'),
    cancelled: o.cancelled === true,
    sourceId: String(o.sourceId),
    sourceName: s('sourceName'),
    paymentName: s('paymentName'),
    socialText: s('socialText'),
    lines: list(o.lines).map(line),
  };
}

const period = (r: Remote) => ({
  start: String(r.dateFrom),
  stop: String(r.dateTo),
  shopType: (r.shopType as ShopType | null) ?? null,
});

const productRow = (p: Remote) => ({
  productId: String(p.productId),
  name: String(p.name ?? ''),
  count: num(p.count),
  sum: num(p.sum),
});

export function createStatsService(upstream: Upstream): StatsService {
  // Spec section 9: order queries name the branch {active 0, id 1}; the figures match the list.
  const call = (method: string, body: Remote) =>
    upstream.call<Remote>('stats', method, { ...body, affiliateId: AFFILIATE.id });
  return {
    async orderStats(q) {
      const r = await call('getOrderStats', { ...q });
      return {
        ...period(r),
        totals: totals(r.totals),
        days: list(r.days).map(day),
        byStatus: list(r.byStatus).map(status),
        bySource: list(r.bySource).map(group),
        byPayment: list(r.byPayment).map(group),
        topProducts: list(r.topProducts).map(productRow),
        // A CRM without fast-food menus answers neither: none sold.
        topModifiers: list(r.topModifiers).map((m) => ({
          group: String(m.group ?? ''),
          name: String(m.name ?? ''),
          count: num(m.count),
          sum: num(m.sum),
        })),
        topCombos: list(r.topCombos).map(productRow),
      };
    },
    async overview(today, shopType) {
      const r = await call('getOrderOverview', { today, shopType });
      return {
        today: String(r.today),
        shopType: (r.shopType as ShopType | null) ?? null,
        periods: list(r.periods).map((p) => ({
          key: p.key as OrderOverview['periods'][number]['key'],
          start: String(p.dateFrom),
          stop: String(p.dateTo),
          totals: totals(p),
        })),
        trend: list(r.trend).map(day),
        todayByStatus: list(r.todayByStatus).map(status),
      };
    },
    async siteOrders(q, maxOrders) {
      const r = await call('getSiteOrders', { ...q, maxOrders });
      return {
        ...period(r),
        channels: list(r.sources).map((c) => ({ id: String(c.id), name: String(c.name ?? '') })),
        totals: totals(r.totals),
        days: list(r.days).map(day),
        orders: list(r.OrderList).map(siteOrder),
      };
    },
  };
}
