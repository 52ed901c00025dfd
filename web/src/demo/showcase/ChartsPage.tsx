import { ChartCard, KpiRow, StatsTable } from '../../dashboard/ChartCard';
import { MoneyLineChart, OrdersBarChart, PALETTE, ProductsBarChart, SharePie } from '../../dashboard/charts';
import { count, day, money } from '../../dashboard/format';
import '../../dashboard/dashboard.css';
import { DemoPage } from '../DemoPage';
import { Sample, Samples } from './Sample';

// Two weeks of a small flower shop, in kopecks: fixed numbers, so the page is the same each time.
const DAYS = Array.from({ length: 14 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const REVENUE = [182, 240, 205, 310, 290, 420, 515, 198, 230, 260, 335, 301, 470, 560].map((r) => r * 100_00);
const CAFE = [95, 120, 110, 130, 150, 210, 260, 99, 105, 140, 150, 160, 230, 250].map((r) => r * 100_00);
const ORDERS = [12, 15, 13, 19, 18, 25, 31, 12, 14, 16, 20, 19, 28, 33].map((n, i) => ({
  date: DAYS[i],
  orders: n,
  cancelled: i % 4 === 1 ? 2 : i % 5 === 0 ? 1 : 0,
}));
const SOURCES = [
  { id: 'site', label: 'Сайт', value: 142, color: PALETTE[0] },
  { id: 'phone', label: 'Телефон', value: 88, color: PALETTE[1] },
  { id: 'shop', label: 'В магазине', value: 51, color: PALETTE[2] },
  { id: 'social', label: 'Соцсети', value: 24, color: PALETTE[4] },
];
const PRODUCTS = [
  { productId: '1', name: 'Букет «Нежность»', sum: 125_000_00, count: 50 },
  { productId: '2', name: 'Роза Red Naomi', sum: 89_000_00, count: 445 },
  { productId: '3', name: 'Тюльпан', sum: 41_000_00, count: 410 },
  { productId: '4', name: 'Лента атласная', sum: 5_200_00, count: 260 },
];

/** /demo/charts: the dashboards' nivo wrappers and cards on sample figures. */
export default function ChartsPage() {
  const total = REVENUE.reduce((a, b) => a + b, 0);
  return (
    <DemoPage title="Графики">
      <Samples>
        <Sample title="Итоги: KpiRow" usedIn="дашборды, статистика заказов" wide>
          <KpiRow
            label="Итоги"
            items={[
              { label: 'Выручка', value: money(total), hint: 'за 14 дней' },
              { label: 'Заказов', value: count(ORDERS.reduce((a, d) => a + d.orders, 0)) },
              { label: 'Средний чек', value: money(Math.round(total / 275)) },
              { label: 'Отменено', value: count(8), intent: 'danger' },
            ]}
          />
        </Sample>
        <Sample
          title="Выручка по дням: MoneyLineChart в ChartCard"
          usedIn="главный и альтернативный дашборды"
          wide
        >
          <ChartCard
            title="Выручка"
            wide
            chart={
              <MoneyLineChart
                days={DAYS}
                series={[
                  { id: 'Цветы', color: PALETTE[0], values: REVENUE },
                  { id: 'Кафе', color: PALETTE[2], values: CAFE },
                ]}
              />
            }
            table={
              <StatsTable
                label="Выручка по дням"
                columns={[
                  { label: 'День', cell: (i: number) => day(DAYS[i]) },
                  { label: 'Цветы', numeric: true, cell: (i: number) => money(REVENUE[i]) },
                  { label: 'Кафе', numeric: true, cell: (i: number) => money(CAFE[i]) },
                ]}
                rows={DAYS.map((_, i) => i)}
              />
            }
          />
        </Sample>
        <Sample title="Заказы по дням: OrdersBarChart" usedIn="статистика заказов">
          <ChartCard
            title="Заказы"
            chart={<OrdersBarChart days={ORDERS} />}
            table={<p>Таблица — на дашборде.</p>}
          />
        </Sample>
        <Sample title="Доли: SharePie" usedIn="источники заказов, способы оплаты">
          <ChartCard
            title="Источники"
            height="auto"
            chart={<SharePie slices={SOURCES} />}
            table={<p>Таблица — на дашборде.</p>}
          />
        </Sample>
        <Sample title="Лидеры продаж: ProductsBarChart" usedIn="альтернативный дашборд" wide>
          <ChartCard
            title="Товары"
            chart={<ProductsBarChart products={PRODUCTS} />}
            table={<p>Таблица — на дашборде.</p>}
          />
        </Sample>
        <Sample title="Пусто за период" usedIn="любая карточка без данных">
          <ChartCard title="Возвраты" empty chart={null} table={null} />
        </Sample>
      </Samples>
    </DemoPage>
  );
}
