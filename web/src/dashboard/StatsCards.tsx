import { MOBILE_QUERY, useMediaQuery } from '../app/layout/useMediaQuery';
import { ChartCard, KpiRow, StatsTable, type Column } from './ChartCard';
import { MoneyLineChart, OrdersBarChart, PALETTE, ProductsBarChart, SharePie } from './charts';
import { count, day, money, share } from './format';
import type { OrderStatsData } from './useStats';

type Day = OrderStatsData['days'][number];
type Group = OrderStatsData['bySource'][number];
type Status = OrderStatsData['byStatus'][number];
type Product = OrderStatsData['topProducts'][number];

const dayColumns: Column<Day>[] = [
  { label: 'Дата', cell: (d) => day(d.date) },
  { label: 'Заказов', cell: (d) => count(d.orders), numeric: true },
  { label: 'Отменено', cell: (d) => count(d.cancelled), numeric: true },
  { label: 'Выручка', cell: (d) => money(d.revenue), numeric: true },
  { label: 'Средний чек', cell: (d) => money(d.averageCheck), numeric: true },
];

function groupColumns(name: string, revenue: number): Column<Group>[] {
  return [
    { label: name, cell: (g) => g.name },
    { label: 'Заказов', cell: (g) => count(g.orders), numeric: true },
    { label: 'Отменено', cell: (g) => count(g.cancelled), numeric: true },
    { label: 'Выручка', cell: (g) => money(g.revenue), numeric: true },
    { label: 'Средний чек', cell: (g) => money(g.averageCheck), numeric: true },
    { label: 'Доля выручки', cell: (g) => share(g.revenue, revenue), numeric: true },
  ];
}

const productColumns: Column<Product>[] = [
  { label: '№', cell: (_p, i) => i + 1, numeric: true },
  { label: 'Товар', cell: (p) => p.name },
  { label: 'Продано', cell: (p) => count(p.count), numeric: true },
  { label: 'Сумма', cell: (p) => money(p.sum), numeric: true },
];

const slices = (groups: Group[]) =>
  groups.map((g, i) => ({
    id: g.refId ?? 'none',
    label: g.name,
    value: g.revenue,
    color: PALETTE[i % PALETTE.length],
  }));

/** The period's figures: totals, then one card per breakdown, each with its table view. */
export function StatsCards({ stats }: { stats: OrderStatsData }) {
  const narrow = useMediaQuery(MOBILE_QUERY);
  const t = stats.totals;
  const live = t.orders - t.cancelled;
  const totalRow = ['Итого', count(t.orders), count(t.cancelled), money(t.revenue), money(t.averageCheck)];
  const statusSum = stats.byStatus.reduce((a, s) => a + s.orders, 0);
  const statusColumns: Column<Status>[] = [
    {
      label: 'Статус',
      cell: (s) => (
        <span className="dash-dot-label">
          <span className="dash-swatch" style={{ background: s.color }} />
          {s.name}
        </span>
      ),
    },
    { label: 'Заказов', cell: (s) => count(s.orders), numeric: true },
    { label: 'Сумма', cell: (s) => money(s.sum), numeric: true },
    { label: 'Доля', cell: (s) => share(s.orders, statusSum), numeric: true },
  ];
  const groupFooter = (name: string) => [
    name,
    count(t.orders),
    count(t.cancelled),
    money(t.revenue),
    money(t.averageCheck),
    share(t.revenue, t.revenue),
  ];
  return (
    <>
      <KpiRow
        label="Итоги периода"
        items={[
          { label: 'Выручка', value: money(t.revenue), hint: 'без отменённых и удалённых' },
          { label: 'Заказов', value: count(t.orders), hint: `без отменённых: ${count(live)}` },
          { label: 'Средний чек', value: money(t.averageCheck) },
          {
            label: 'Отменено',
            value: count(t.cancelled),
            hint: share(t.cancelled, t.orders),
            intent: t.cancelled ? 'danger' : undefined,
          },
          { label: 'Продано единиц', value: count(t.items) },
        ]}
      />
      <div className="dash-grid">
        <ChartCard
          title="Выручка по дням"
          wide
          chart={
            <MoneyLineChart
              days={stats.days.map((d) => d.date)}
              series={[{ id: 'Выручка', color: PALETTE[0], values: stats.days.map((d) => d.revenue) }]}
              narrow={narrow}
            />
          }
          table={
            <StatsTable label="Выручка по дням" columns={dayColumns} rows={stats.days} footer={totalRow} />
          }
        />
        <ChartCard
          title="Заказы по дням"
          wide
          chart={<OrdersBarChart days={stats.days} narrow={narrow} />}
          table={
            <StatsTable label="Заказы по дням" columns={dayColumns} rows={stats.days} footer={totalRow} />
          }
        />
        <ChartCard
          title="По статусам"
          height="auto"
          empty={stats.byStatus.length === 0}
          chart={
            <SharePie
              narrow={narrow}
              slices={stats.byStatus.map((s) => ({
                id: s.statusId,
                label: s.name,
                value: s.orders,
                color: s.color,
              }))}
            />
          }
          table={
            <StatsTable
              label="По статусам"
              columns={statusColumns}
              rows={stats.byStatus}
              footer={[
                'Итого',
                count(statusSum),
                money(stats.byStatus.reduce((a, s) => a + s.sum, 0)),
                share(statusSum, statusSum),
              ]}
            />
          }
        />
        <ChartCard
          title="По каналам продаж"
          height="auto"
          empty={t.revenue === 0}
          emptyText="Выручки за этот период нет"
          chart={<SharePie asMoney narrow={narrow} slices={slices(stats.bySource)} />}
          table={
            <StatsTable
              label="По каналам продаж"
              columns={groupColumns('Канал', t.revenue)}
              rows={stats.bySource}
              footer={groupFooter('Итого')}
            />
          }
        />
        <ChartCard
          title="По типам оплаты"
          height="auto"
          empty={t.revenue === 0}
          emptyText="Выручки за этот период нет"
          chart={<SharePie asMoney narrow={narrow} slices={slices(stats.byPayment)} />}
          table={
            <StatsTable
              label="По типам оплаты"
              columns={groupColumns('Тип оплаты', t.revenue)}
              rows={stats.byPayment}
              footer={groupFooter('Итого')}
            />
          }
        />
        <ChartCard
          title="Топ-10 товаров"
          empty={stats.topProducts.length === 0}
          emptyText="Продаж за этот период нет"
          height={Math.max(200, stats.topProducts.length * 30 + 40)}
          chart={<ProductsBarChart products={stats.topProducts} narrow={narrow} />}
          table={<StatsTable label="Топ-10 товаров" columns={productColumns} rows={stats.topProducts} />}
        />
        {(stats.shopType === 'fastfood' || stats.topCombos.length > 0 || stats.topModifiers.length > 0) && (
          <FastfoodCards stats={stats} narrow={narrow} />
        )}
      </div>
    </>
  );
}

/** Fast food (issue 22, docs/kitchen.md): combos and modifiers sold, counted in SQL by the CRM. */
function FastfoodCards({ stats, narrow }: { stats: OrderStatsData; narrow: boolean }) {
  const modifiers = stats.topModifiers.map((m) => ({
    productId: `${m.group}/${m.name}`,
    name: `${m.group}: ${m.name}`,
    count: m.count,
    sum: m.sum,
  }));
  return (
    <>
      <ChartCard
        title="Комбо"
        empty={stats.topCombos.length === 0}
        emptyText="Комбо за этот период не продавали"
        height={Math.max(200, stats.topCombos.length * 30 + 40)}
        chart={<ProductsBarChart products={stats.topCombos} narrow={narrow} />}
        table={<StatsTable label="Комбо" columns={productColumns} rows={stats.topCombos} />}
      />
      <ChartCard
        title="Модификаторы"
        empty={modifiers.length === 0}
        emptyText="Модификаторов за этот период не выбирали"
        height={Math.max(200, modifiers.length * 30 + 40)}
        chart={<ProductsBarChart products={modifiers} narrow={narrow} />}
        table={<StatsTable label="Модификаторы" columns={productColumns} rows={modifiers} />}
      />
    </>
  );
}
