import { Button, Card, H2 } from '@blueprintjs/core';
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

type Shop = OverviewByShopQuery['flowers'];
type Period = Shop['periods'][number];

const COLORS = { flowers: PALETTE[6], fastfood: PALETTE[0] };

/** /dashboard/alternative (SA): both shop types side by side. */
export default function AlternativeDashboardPage() {
  const narrow = useMediaQuery(MOBILE_QUERY);
  const { data, loading, refreshing, error, refetch } = useOverviewByShop();
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
        {() => <Compare flowers={data!.flowers} fastfood={data!.fastfood} narrow={narrow} />}
      </PageState>
    </section>
  );
}

function Compare({ flowers, fastfood, narrow }: { flowers: Shop; fastfood: Shop; narrow: boolean }) {
  const pairs = flowers.periods.map((p, i) => ({ f: p, b: fastfood.periods[i] }));
  const cell = (t: Period['totals']) => (
    <>
      {money(t.revenue)}
      <div className="dash-muted">{`${count(t.orders)} ${pluralRu(t.orders, ['заказ', 'заказа', 'заказов'])}`}</div>
    </>
  );
  const periodColumns: Column<{ f: Period; b: Period }>[] = [
    { label: 'Период', cell: (r) => PERIOD_LABELS[r.f.key] },
    { label: SHOP_LABELS.flower_shop, cell: (r) => cell(r.f.totals), numeric: true },
    { label: SHOP_LABELS.fastfood, cell: (r) => cell(r.b.totals), numeric: true },
    {
      label: 'Всего',
      cell: (r) =>
        cell({
          ...r.f.totals,
          revenue: r.f.totals.revenue + r.b.totals.revenue,
          orders: r.f.totals.orders + r.b.totals.orders,
        }),
      numeric: true,
    },
  ];
  const days = flowers.trend.map((d) => d.date);
  const rows = flowers.trend.map((d, i) => ({ date: d.date, f: d, b: fastfood.trend[i] }));
  const trendColumns: Column<(typeof rows)[number]>[] = [
    { label: 'Дата', cell: (r) => day(r.date) },
    { label: SHOP_LABELS.flower_shop, cell: (r) => money(r.f.revenue), numeric: true },
    { label: SHOP_LABELS.fastfood, cell: (r) => money(r.b?.revenue ?? 0), numeric: true },
    { label: 'Всего', cell: (r) => money(r.f.revenue + (r.b?.revenue ?? 0)), numeric: true },
  ];
  const checkColumns: Column<(typeof rows)[number]>[] = [
    { label: 'Дата', cell: (r) => day(r.date) },
    { label: SHOP_LABELS.flower_shop, cell: (r) => money(r.f.averageCheck), numeric: true },
    { label: SHOP_LABELS.fastfood, cell: (r) => money(r.b?.averageCheck ?? 0), numeric: true },
  ];
  const month = (s: Shop) => s.periods.find((p) => p.key === 'MONTH')!.totals;
  const shops = [
    { id: 'flowers', label: SHOP_LABELS.flower_shop, t: month(flowers), color: COLORS.flowers },
    { id: 'fastfood', label: SHOP_LABELS.fastfood, t: month(fastfood), color: COLORS.fastfood },
  ];
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
            series={[
              { id: SHOP_LABELS.flower_shop, color: COLORS.flowers, values: rows.map((r) => r.f.revenue) },
              {
                id: SHOP_LABELS.fastfood,
                color: COLORS.fastfood,
                values: rows.map((r) => r.b?.revenue ?? 0),
              },
            ]}
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
            series={[
              {
                id: SHOP_LABELS.flower_shop,
                color: COLORS.flowers,
                values: rows.map((r) => r.f.averageCheck),
              },
              {
                id: SHOP_LABELS.fastfood,
                color: COLORS.fastfood,
                values: rows.map((r) => r.b?.averageCheck ?? 0),
              },
            ]}
          />
        }
        table={<StatsTable label="Средний чек за 30 дней" columns={checkColumns} rows={rows} />}
      />
    </div>
  );
}
