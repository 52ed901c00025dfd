import { graphql, HttpResponse } from 'msw';
import { makeOrder } from './orders-handlers';
import type {
  KitchenPrepTimesQuery,
  KitchenPrepTimesQueryVariables,
  OrderOverviewQuery,
  OrderOverviewQueryVariables,
  OrderStatsQuery,
  OrderStatsQueryVariables,
  OverviewByShopQuery,
  OverviewByShopQueryVariables,
  SiteOrderPageQuery,
  SiteOrderPageQueryVariables,
  SiteOrdersQuery,
  SiteOrdersQueryVariables,
  OverviewPeriod,
  ShopType,
} from '../../web/src/graphql/__generated__/hooks';
import type { Reply } from './replies';

/**
 * The dashboards' operations (web/src/dashboard/dashboard.graphql) over canned figures: the
 * stats answer echoes the period asked for, so a test sees which range the screen sent.
 */
export const dashboardCalls: { operation: string; variables: Record<string, unknown> }[] = [];

const figures = (orders: number, cancelled: number, revenue: number, items = orders * 2) => ({
  __typename: 'OrderStatsTotals' as const,
  orders,
  cancelled,
  revenue,
  averageCheck: orders - cancelled ? Math.round(revenue / (orders - cancelled)) : 0,
  items,
});

function addDays(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function daysOf(start: string, stop: string, each: (i: number) => [number, number, number]) {
  const days = [];
  for (let d = start, i = 0; d <= stop; d = addDays(d, 1), i++) {
    const [orders, cancelled, revenue] = each(i);
    days.push({ ...figures(orders, cancelled, revenue), __typename: 'OrderStatsDay' as const, date: d });
  }
  return days;
}

/** What the next OrderStats answers: 'data', 'empty' or 'error'. */
export const mode = { stats: 'data' as 'data' | 'empty' | 'error' };

export function statsFor(
  start: string,
  stop: string,
  shopType: ShopType | null,
): Reply<NonNullable<OrderStatsQuery['orderStats']>> {
  const empty = mode.stats === 'empty';
  const days = daysOf(start, stop, (i) => (empty ? [0, 0, 0] : [3 + (i % 2), i % 2, 300_000 + i * 10_000]));
  const sum = (k: 'orders' | 'cancelled' | 'revenue') => days.reduce((a, d) => a + d[k], 0);
  const totals = figures(sum('orders'), sum('cancelled'), sum('revenue'));
  const group = (refId: string | null, name: string, share: number) => ({
    ...figures(Math.round(totals.orders * share), 0, Math.round(totals.revenue * share)),
    __typename: 'OrderStatsGroup' as const,
    refId,
    name,
  });
  return {
    __typename: 'OrderStats' as const,
    start,
    stop,
    shopType,
    totals,
    days,
    byStatus: empty
      ? []
      : [
          {
            __typename: 'OrderStatsStatus',
            statusId: '6',
            name: 'Выполнен',
            color: '#4caf50',
            cancels: false,
            orders: totals.orders - totals.cancelled,
            sum: totals.revenue,
          },
          {
            __typename: 'OrderStatsStatus',
            statusId: '7',
            name: 'Отменён',
            color: '#f44336',
            cancels: true,
            orders: totals.cancelled,
            sum: 45_000,
          },
        ],
    bySource: empty ? [] : [group('1', 'Сайт', 0.75), group(null, 'Не указан', 0.25)],
    byPayment: empty ? [] : [group('2', 'Карта', 1)],
    topModifiers: [],
    topCombos: [],
    topProducts: empty
      ? []
      : [
          {
            __typename: 'OrderStatsProduct',
            productId: '5',
            name: 'Букет «Нежность»',
            count: 4,
            sum: 1_400_000,
          },
          {
            __typename: 'OrderStatsProduct',
            productId: '1',
            name: 'Роза Red Naomi',
            count: 25,
            sum: 625_000,
          },
        ],
  };
}

const TODAY = '2026-11-21';

export function overview(shopType: ShopType | null, scale = 1): Reply<OrderOverviewQuery['orderOverview']> {
  const period = (key: OverviewPeriod, start: string, stop: string, orders: number, revenue: number) => ({
    __typename: 'OrderOverviewPeriod',
    key,
    start,
    stop,
    totals: figures(orders * scale, scale, revenue * scale),
  });
  return {
    __typename: 'OrderOverview',
    today: TODAY,
    shopType,
    periods: [
      period('TODAY', TODAY, TODAY, 15, 1_234_500),
      period('YESTERDAY', '2026-11-20', '2026-11-20', 17, 1_500_000),
      period('WEEK', '2026-11-16', '2026-11-22', 90, 8_000_000),
      period('MONTH', '2026-11-01', '2026-11-30', 320, 30_000_000),
    ],
    trend: daysOf(addDays(TODAY, -29), TODAY, (i) => [
      10 + (i % 5),
      i % 3 === 0 ? 1 : 0,
      (100_000 + i * 5_000) * scale,
    ]),
    todayByStatus: [
      {
        __typename: 'OrderStatsStatus',
        statusId: '1',
        name: 'Новый',
        color: '#2196f3',
        cancels: false,
        orders: 5,
        sum: 400_000,
      },
      {
        __typename: 'OrderStatsStatus',
        statusId: '6',
        name: 'Выполнен',
        color: '#4caf50',
        cancels: false,
        orders: 10,
        sum: 834_500,
      },
    ],
  };
}

/** A site order as the list's page gives it (the order list's row, issue 17). */
const siteOrder = (n: number, date: string) =>
  makeOrder(n, {
    number: `${date.slice(2).replaceAll('-', '')}-00${n}`,
    date,
    deliveryDate: date,
    client: {
      __typename: 'Client',
      id: String(n),
      firstName: `Анна ${n}`,
      lastName: 'Клиентова',
      patronymic: '',
      phone: `+7 900 000-00-0${n}`,
      email: '',
    },
    total: 250_000 * n,
    statusId: '2',
    paymentTypeId: '2',
    sourceId: '1',
    lines: [
      {
        __typename: 'OrderLine',
        productId: '1',
        name: 'Роза Red Naomi',
        count: n,
        price: 250_000,
        sum: 250_000 * n,
      },
    ],
  });

export const dashboardHandlers = [
  graphql.query<Reply<OrderStatsQuery>, OrderStatsQueryVariables>('OrderStats', ({ variables }) => {
    dashboardCalls.push({ operation: 'OrderStats', variables });
    const v = variables;
    if (mode.stats === 'error')
      return HttpResponse.json({
        errors: [{ message: 'CRM недоступна', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        data: null,
      });
    return HttpResponse.json({
      data: { orderStats: statsFor(v.range!.start, v.range!.stop, v.shopType ?? null) },
    });
  }),
  // The fast-food statistics' «Время приготовления» (docs/kitchen.md): one day, two stations.
  graphql.query<Reply<KitchenPrepTimesQuery>, KitchenPrepTimesQueryVariables>(
    'KitchenPrepTimes',
    ({ variables }) => {
      dashboardCalls.push({ operation: 'KitchenPrepTimes', variables });
      const day = (variables as { dateFrom: string }).dateFrom;
      const row = (
        whole: boolean,
        stationId: string | null,
        stationName: string,
        orders: number,
        avg: number,
        max: number,
      ) => ({
        __typename: 'KitchenPrepTime',
        day,
        whole,
        stationId,
        stationName,
        orders,
        avgSeconds: avg,
        maxSeconds: max,
      });
      return HttpResponse.json({
        data: {
          kitchenPrepTimes: [
            row(true, null, 'Весь заказ', 2, 300, 360),
            row(false, '1', 'Гриль', 2, 300, 360),
            row(false, '2', 'Фритюр', 1, 120, 120),
          ],
        },
      });
    },
  ),
  graphql.query<Reply<OrderOverviewQuery>, OrderOverviewQueryVariables>('OrderOverview', ({ variables }) => {
    dashboardCalls.push({ operation: 'OrderOverview', variables });
    return HttpResponse.json({ data: { orderOverview: overview(variables.shopType ?? null) } });
  }),
  graphql.query<Reply<OverviewByShopQuery>, OverviewByShopQueryVariables>('OverviewByShop', () =>
    HttpResponse.json({ data: { flowers: overview('flower_shop'), fastfood: overview('fastfood', 2) } }),
  ),
  graphql.query<Reply<SiteOrdersQuery>, SiteOrdersQueryVariables>('SiteOrders', ({ variables }) => {
    dashboardCalls.push({ operation: 'SiteOrders', variables });
    const v = variables;
    // The screen always sends its period (a preset alone is the gateway's business).
    const { start, stop } = v.range!;
    const days = daysOf(start, stop, (i) => (i === 0 || start === stop ? [1, 0, 250_000] : [0, 0, 0]));
    return HttpResponse.json({
      data: {
        siteOrders: {
          __typename: 'SiteOrders',
          start,
          stop,
          shopType: v.shopType ?? null,
          channels: [{ __typename: 'SiteChannel', id: '1', name: 'Сайт' }],
          totals: figures(2, 0, 750_000),
          days,
        },
      },
    });
  }),
  // The period's site orders in list order (oldest first); the screen asks for the last page.
  graphql.query<Reply<SiteOrderPageQuery>, SiteOrderPageQueryVariables>('SiteOrderPage', ({ variables }) => {
    dashboardCalls.push({ operation: 'SiteOrderPage', variables });
    const { start, stop } = variables.filter!.range!;
    const orders = [siteOrder(1, start), siteOrder(2, stop)];
    return HttpResponse.json({
      data: {
        ordersConnection: {
          __typename: 'OrderConnection',
          edges: orders.map((node) => ({ __typename: 'OrderEdge', cursor: node.id, node })),
          pageInfo: { __typename: 'PageInfo', hasPreviousPage: false, startCursor: '1' },
          totalCount: orders.length,
        },
      },
    });
  }),
];
