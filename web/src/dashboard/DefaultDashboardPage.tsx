import { Button, H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { allows, findRoute } from '../../../schema/access';
import { MOBILE_QUERY, useMediaQuery } from '../app/layout/useMediaQuery';
import { useSession } from '../app/session/context';
import { ChartCard, StatsTable, type Column } from './ChartCard';
import { MoneyLineChart, OrdersBarChart, PALETTE, SharePie } from './charts';
import { count, day, money, share } from './format';
import { PageState } from './PageState';
import { PeriodCards } from './PeriodCards';
import { ShopSwitch } from './ShopSwitch';
import { useOrderOverview, useStatsShopType, type OverviewData } from './useStats';
import './dashboard.css';

type Day = OverviewData['trend'][number];
type Status = OverviewData['todayByStatus'][number];

const trendColumns: Column<Day>[] = [
  { label: 'Дата', cell: (d) => day(d.date) },
  { label: 'Заказов', cell: (d) => count(d.orders), numeric: true },
  { label: 'Отменено', cell: (d) => count(d.cancelled), numeric: true },
  { label: 'Выручка', cell: (d) => money(d.revenue), numeric: true },
  { label: 'Средний чек', cell: (d) => money(d.averageCheck), numeric: true },
];

/** /dashboard/default: the shop today, this week and month, and the last 30 days. */
export default function DefaultDashboardPage() {
  const { user } = useSession();
  const shop = useStatsShopType();
  const narrow = useMediaQuery(MOBILE_QUERY);
  const { data, loading, refreshing, error, refetch } = useOrderOverview(shop.shopType);
  const statsRoute = findRoute('/dashboard/statsOrder');
  return (
    <section className="app-page dash-page" aria-busy={refreshing}>
      <div className="dash-header">
        <H2 className="app-page-title">Панель управления</H2>
        <ShopSwitch choice={shop.choice} canSwitch={shop.canSwitch} onChoose={shop.choose} />
        <span className="dash-spacer" />
        {statsRoute && allows(user, statsRoute) && (
          <Link to="/dashboard/statsOrder">Подробная статистика</Link>
        )}
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
        {() => <Overview data={data!} narrow={narrow} />}
      </PageState>
    </section>
  );
}

function Overview({ data, narrow }: { data: OverviewData; narrow: boolean }) {
  const days = data.trend.map((d) => d.date);
  const statusSum = data.todayByStatus.reduce((a, s) => a + s.orders, 0);
  const statusColumns: Column<Status>[] = [
    { label: 'Статус', cell: (s) => s.name },
    { label: 'Заказов', cell: (s) => count(s.orders), numeric: true },
    { label: 'Сумма', cell: (s) => money(s.sum), numeric: true },
    { label: 'Доля', cell: (s) => share(s.orders, statusSum), numeric: true },
  ];
  return (
    <>
      <PeriodCards periods={data.periods} />
      <div className="dash-grid">
        <ChartCard
          title="Выручка за 30 дней"
          wide
          chart={
            <MoneyLineChart
              days={days}
              narrow={narrow}
              series={[{ id: 'Выручка', color: PALETTE[0], values: data.trend.map((d) => d.revenue) }]}
            />
          }
          table={<StatsTable label="Выручка за 30 дней" columns={trendColumns} rows={data.trend} />}
        />
        <ChartCard
          title="Заказы за 30 дней"
          chart={<OrdersBarChart days={data.trend} narrow={narrow} />}
          table={
            <StatsTable label="Заказы за 30 дней" columns={trendColumns.slice(0, 3)} rows={data.trend} />
          }
        />
        <ChartCard
          title="Сегодня по статусам"
          height="auto"
          empty={data.todayByStatus.length === 0}
          emptyText="Сегодня заказов пока нет"
          chart={
            <SharePie
              narrow={narrow}
              slices={data.todayByStatus.map((s) => ({
                id: s.statusId,
                label: s.name,
                value: s.orders,
                color: s.color,
              }))}
            />
          }
          table={<StatsTable label="Сегодня по статусам" columns={statusColumns} rows={data.todayByStatus} />}
        />
      </div>
    </>
  );
}
