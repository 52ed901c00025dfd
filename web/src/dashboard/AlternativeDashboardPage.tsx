import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import type { GraphQLFormattedError } from 'graphql';
import { pluralRu } from '../app/format';
import { MOBILE_QUERY, useMediaQuery } from '../app/layout/useMediaQuery';
import type { OverviewByShopQuery } from '../graphql';
import { ChartCard, StatsTable, type Column } from './ChartCard';
import { MoneyLineChart, PALETTE, SharePie } from './charts';
import { count, day, money, share } from './format';
import { PageState } from './PageState';
import { PERIOD_LABELS } from './PeriodCards';
import { SHOP_LABELS, useOverviewByShop } from './useStats';
import './dashboard.css';

type Shop = NonNullable<OverviewByShopQuery['flowers']>;
type Period = Shop['periods'][number];

const COLORS = { flowers: PALETTE[6], fastfood: PALETTE[0] };

/** /dashboard/alternative (SA): both shop types side by side. */
export default function AlternativeDashboardPage() {
  const narrow = useMediaQuery(MOBILE_QUERY);
  const { data, loading, refreshing, error, refetch, failed } = useOverviewByShop();
  return (
    <section className="app-page dash-page" aria-busy={refreshing}>
      <div className="dash-header">
        <H2 className="app-page-title">Аналитика</H2>
        <span className="dash-muted">цветочный магазин и фастфуд вместе</span>
        <span className="dash-spacer" />
        <Button icon="refresh" aria-label="Обновить" loading={refreshing} onClick={() => void refetch()} />
      </div>
      <PageState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={false}
        emptyTitle=""
        onRetry={refetch}
      >
        {() => (
          <>
            {/* One shop type failed alone: its error stands in its place, the other's figures show. */}
            {(['flowers', 'fastfood'] as const)
              .filter((alias) => !data![alias])
              .map((alias) => (
                <ShopFailed key={alias} alias={alias} error={failed[alias]} onRetry={refetch} />
              ))}
            <Compare flowers={data!.flowers} fastfood={data!.fastfood} narrow={narrow} />
          </>
        )}
      </PageState>
    </section>
  );
}

const ALIAS_LABELS = { flowers: SHOP_LABELS.flower_shop, fastfood: SHOP_LABELS.fastfood };

/** The widget of a shop type whose figures failed: what went wrong and «Повторить». */
function ShopFailed({
  alias,
  error,
  onRetry,
}: {
  alias: 'flowers' | 'fastfood';
  error: GraphQLFormattedError | null;
  onRetry: () => unknown;
}) {
  return (
    <Card className="dash-card is-wide" role="region" aria-label={`${ALIAS_LABELS[alias]}: ошибка`}>
      <NonIdealState
        icon="error"
        title={`${ALIAS_LABELS[alias]}: не удалось загрузить статистику`}
        description={error?.message ?? 'Повторите попытку.'}
        action={<Button icon="refresh" text="Повторить" onClick={() => void onRetry()} />}
      />
    </Card>
  );
}

/** A shop type without figures (it failed): zero periods and days, shown as «—» where it matters. */
const NONE: Shop = { __typename: 'OrderOverview', today: '', periods: [], trend: [] } as unknown as Shop;

function Compare({
  flowers: f0,
  fastfood: b0,
  narrow,
}: {
  flowers: Shop | null;
  fastfood: Shop | null;
  narrow: boolean;
}) {
  const flowers = f0 ?? NONE;
  const fastfood = b0 ?? NONE;
  // The periods and days of whichever shop type answered (both answer the same ones).
  const base = f0 ?? b0 ?? NONE;
  const pairs = base.periods.map((p, i) => ({ key: p.key, f: flowers.periods[i], b: fastfood.periods[i] }));
  const cell = (t: Period['totals'] | undefined) =>
    t ? (
      <>
        {money(t.revenue)}
        <div className="dash-muted">{`${count(t.orders)} ${pluralRu(t.orders, ['заказ', 'заказа', 'заказов'])}`}</div>
      </>
    ) : (
      '—'
    );
  type Pair = (typeof pairs)[number];
  const periodColumns: Column<Pair>[] = [
    { label: 'Период', cell: (r) => PERIOD_LABELS[r.key] },
    { label: SHOP_LABELS.flower_shop, cell: (r) => cell(r.f?.totals), numeric: true },
    { label: SHOP_LABELS.fastfood, cell: (r) => cell(r.b?.totals), numeric: true },
    {
      label: 'Всего',
      // Not a total while a shop type's figures are missing.
      cell: (r) =>
        cell(
          r.f && r.b
            ? {
                ...r.f.totals,
                revenue: r.f.totals.revenue + r.b.totals.revenue,
                orders: r.f.totals.orders + r.b.totals.orders,
              }
            : undefined,
        ),
      numeric: true,
    },
  ];
  const days = base.trend.map((d) => d.date);
  const rows = base.trend.map((d, i) => ({ date: d.date, f: flowers.trend[i], b: fastfood.trend[i] }));
  const sum = (r: (typeof rows)[number]) => (r.f && r.b ? money(r.f.revenue + r.b.revenue) : '—');
  const trendColumns: Column<(typeof rows)[number]>[] = [
    { label: 'Дата', cell: (r) => day(r.date) },
    { label: SHOP_LABELS.flower_shop, cell: (r) => (r.f ? money(r.f.revenue) : '—'), numeric: true },
    { label: SHOP_LABELS.fastfood, cell: (r) => (r.b ? money(r.b.revenue) : '—'), numeric: true },
    { label: 'Всего', cell: sum, numeric: true },
  ];
  const checkColumns: Column<(typeof rows)[number]>[] = [
    { label: 'Дата', cell: (r) => day(r.date) },
    { label: SHOP_LABELS.flower_shop, cell: (r) => (r.f ? money(r.f.averageCheck) : '—'), numeric: true },
    { label: SHOP_LABELS.fastfood, cell: (r) => (r.b ? money(r.b.averageCheck) : '—'), numeric: true },
  ];
  const month = (s: Shop | null) => s?.periods.find((p) => p.key === 'MONTH')?.totals;
  // Only the shop types that answered: a failed one has its own error card above.
  const shops = [
    { id: 'flowers', label: SHOP_LABELS.flower_shop, t: month(f0), color: COLORS.flowers },
    { id: 'fastfood', label: SHOP_LABELS.fastfood, t: month(b0), color: COLORS.fastfood },
  ].flatMap((s) => (s.t ? [{ ...s, t: s.t }] : []));
  const present = [
    { id: SHOP_LABELS.flower_shop, color: COLORS.flowers, shop: f0 },
    { id: SHOP_LABELS.fastfood, color: COLORS.fastfood, shop: b0 },
  ].flatMap((p) => (p.shop ? [{ id: p.id, color: p.color, trend: p.shop.trend }] : []));
  const monthRevenue = shops.reduce((a, s) => a + s.t.revenue, 0);
  return (
    <div className="dash-grid">
      <Card className="dash-card is-wide" role="region" aria-label="Сравнение магазинов">
        <div className="dash-card-head">
          <h3 className="dash-card-title">Сравнение магазинов</h3>
        </div>
        <StatsTable label="Сравнение магазинов" columns={periodColumns} rows={pairs} />
      </Card>
      <ChartCard
        title="Выручка за 30 дней"
        wide
        chart={
          <MoneyLineChart
            days={days}
            narrow={narrow}
            series={present.map((p) => ({ id: p.id, color: p.color, values: p.trend.map((d) => d.revenue) }))}
          />
        }
        table={<StatsTable label="Выручка за 30 дней" columns={trendColumns} rows={rows} />}
      />
      <ChartCard
        title="Доля выручки за месяц"
        height="auto"
        empty={monthRevenue === 0}
        chart={
          <SharePie
            asMoney
            narrow={narrow}
            slices={shops.map((s) => ({ id: s.id, label: s.label, value: s.t.revenue, color: s.color }))}
          />
        }
        table={
          <StatsTable
            label="Доля выручки за месяц"
            columns={[
              { label: 'Магазин', cell: (s) => s.label },
              { label: 'Заказов', cell: (s) => count(s.t.orders), numeric: true },
              { label: 'Выручка', cell: (s) => money(s.t.revenue), numeric: true },
              { label: 'Средний чек', cell: (s) => money(s.t.averageCheck), numeric: true },
              { label: 'Доля', cell: (s) => share(s.t.revenue, monthRevenue), numeric: true },
            ]}
            rows={shops}
          />
        }
      />
      <ChartCard
        title="Средний чек за 30 дней"
        chart={
          <MoneyLineChart
            days={days}
            narrow={narrow}
            series={present.map((p) => ({
              id: p.id,
              color: p.color,
              values: p.trend.map((d) => d.averageCheck),
            }))}
          />
        }
        table={<StatsTable label="Средний чек за 30 дней" columns={checkColumns} rows={rows} />}
      />
    </div>
  );
}
