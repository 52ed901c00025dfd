/**
 * The dashboards' nivo charts, each a thin wrapper that knows our formats (kopecks, dd.MM) and
 * our palette. Charts are pictures: every figure they draw is also in the card's table view.
 */
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { count, dayShort, money, moneyShort, share } from './format';

/** Blueprint 6 core colours, in the order series take them. */
export const PALETTE = [
  '#2d72d2',
  '#238551',
  '#c87619',
  '#cd4246',
  '#7961db',
  '#147eb3',
  '#d1980b',
  '#634dbf',
];

const THEME = {
  text: { fontSize: 12, fill: '#404854', fontFamily: 'inherit' },
  axis: { ticks: { text: { fontSize: 11, fill: '#5f6b7c' } } },
  grid: { line: { stroke: '#e5e8eb' } },
  legends: { text: { fontSize: 12 } },
};

function Tip({ color, children }: { color: string; children: ReactNode }) {
  return (
    <div className="dash-tip">
      <span className="dash-swatch" style={{ background: color }} />
      {children}
    </div>
  );
}

const isoToday = () => format(new Date(), 'yyyy-MM-dd');

/** At most ~`max` labels on a day axis: every n-th day is named. */
function everyNth(days: string[], max: number): string[] {
  const step = Math.max(1, Math.ceil(days.length / max));
  return days.filter((_, i) => i % step === 0);
}

export interface DaySeries {
  id: string;
  color: string;
  /** One value per day, in the order of `days`. */
  values: number[];
}

/** Money per day as lines (revenue of one or several shops). */
export function MoneyLineChart({
  days,
  series,
  narrow,
}: {
  days: string[];
  series: DaySeries[];
  narrow?: boolean;
}) {
  // nivo lists the legend bottom-up: hand the series over reversed so it reads in their order.
  const drawn = [...series].reverse();
  const place = (id: string | number) => series.findIndex((s) => s.id === id);
  // A day still to come with nothing booked is not a fall to zero: the line stops at today.
  const today = isoToday();
  const data = drawn.map((s) => ({
    id: s.id,
    data: days.map((d, i) => ({ x: d, y: d > today && !s.values[i] ? null : (s.values[i] ?? 0) })),
  }));
  return (
    <ResponsiveLine
      data={data}
      theme={THEME}
      colors={drawn.map((s) => s.color)}
      margin={{ top: 12, right: 16, bottom: series.length > 1 ? 56 : 32, left: narrow ? 64 : 76 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      curve="monotoneX"
      enableArea={series.length === 1}
      areaOpacity={0.12}
      enablePoints={days.length <= 20}
      pointSize={7}
      pointBorderWidth={2}
      pointBorderColor={{ from: 'serieColor' }}
      pointColor="#fff"
      axisBottom={{ tickValues: everyNth(days, narrow ? 6 : 12), format: (d) => dayShort(String(d)) }}
      axisLeft={{ tickValues: 5, format: (v) => moneyShort(Number(v)) }}
      gridYValues={5}
      enableGridX={false}
      useMesh
      enableSlices="x"
      sliceTooltip={({ slice }) => (
        <div className="dash-tip dash-tip-col">
          <strong>{dayShort(String(slice.points[0]?.data.x))}</strong>
          {[...slice.points]
            .sort((a, b) => place(a.seriesId) - place(b.seriesId))
            .map((p) => (
              <Tip key={p.id} color={p.seriesColor}>
                {series.length > 1 ? `${p.seriesId}: ` : ''}
                {money(Number(p.data.y))}
              </Tip>
            ))}
        </div>
      )}
      legends={
        series.length > 1
          ? [
              {
                anchor: 'bottom',
                direction: 'row',
                translateY: 52,
                itemWidth: 150,
                itemHeight: 18,
                symbolSize: 10,
              },
            ]
          : []
      }
      role="img"
    />
  );
}

const LIVE = 'Заказы';
const CANCELLED = 'Отменены';

/** Orders per day: live and cancelled stacked. */
export function OrdersBarChart({
  days,
  narrow,
}: {
  days: { date: string; orders: number; cancelled: number }[];
  narrow?: boolean;
}) {
  const data = days.map((d) => ({ day: d.date, [LIVE]: d.orders - d.cancelled, [CANCELLED]: d.cancelled }));
  return (
    <ResponsiveBar
      data={data}
      keys={[LIVE, CANCELLED]}
      indexBy="day"
      theme={THEME}
      colors={[PALETTE[0], '#e76a6e']}
      margin={{ top: 12, right: 12, bottom: 52, left: 44 }}
      padding={days.length > 20 ? 0.2 : 0.35}
      enableLabel={!narrow && days.length <= 14}
      labelSkipHeight={14}
      labelTextColor="#fff"
      enableGridY
      axisBottom={{
        tickValues: everyNth(
          days.map((d) => d.date),
          narrow ? 6 : 12,
        ),
        format: (d) => dayShort(String(d)),
      }}
      axisLeft={{ tickValues: 5, format: (v) => (Number.isInteger(Number(v)) ? count(Number(v)) : '') }}
      tooltip={({ id, value, color, indexValue }) => (
        <Tip color={color}>
          {dayShort(String(indexValue))} · {id === CANCELLED ? 'отменено' : 'заказов без отмены'}:{' '}
          {count(value)}
        </Tip>
      )}
      legends={[
        {
          dataFrom: 'keys',
          anchor: 'bottom',
          direction: 'row',
          translateY: 50,
          itemWidth: 110,
          itemHeight: 18,
          symbolSize: 10,
        },
      ]}
      role="img"
    />
  );
}

export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

/**
 * Shares of a whole: a donut with percentages on the slices and a legend beside it (below it
 * on a narrow screen) naming every slice with its value, so no hovering is needed to read it.
 * `asMoney` says whether the values are kopecks or counts.
 */
export function SharePie({
  slices,
  asMoney,
  narrow,
}: {
  slices: Slice[];
  asMoney?: boolean;
  narrow?: boolean;
}) {
  const shown = slices.filter((s) => s.value > 0).sort((a, b) => b.value - a.value);
  const whole = shown.reduce((a, s) => a + s.value, 0);
  const value = (v: number) => (asMoney ? money(v) : count(v));
  return (
    <div className={`dash-pie${narrow ? ' is-narrow' : ''}`}>
      <div className="dash-pie-chart">
        <ResponsivePie
          data={shown}
          theme={THEME}
          colors={{ datum: 'data.color' }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          innerRadius={0.58}
          padAngle={0.8}
          cornerRadius={3}
          activeOuterRadiusOffset={5}
          enableArcLinkLabels={false}
          arcLabelsSkipAngle={22}
          arcLabel={(d) => share(d.value, whole)}
          arcLabelsTextColor="#fff"
          tooltip={({ datum }) => (
            <Tip color={datum.color}>
              {datum.label}: {value(datum.value)} ({share(datum.value, whole)})
            </Tip>
          )}
          role="img"
        />
      </div>
      <ul className="dash-legend">
        {shown.map((s) => (
          <li key={s.id}>
            <span className="dash-swatch" style={{ background: s.color }} />
            <span className="dash-legend-name">{s.label}</span>
            <span className="dash-legend-value">{value(s.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** About `n` round tick values from 0 to `max` (1, 2 or 5 times a power of ten apart). */
function ticks(max: number, n: number): number[] {
  if (max <= 0) return [0];
  const raw = max / n;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((x) => x >= raw) ?? raw;
  const out = [];
  for (let v = 0; v <= max; v += step) out.push(v);
  return out;
}

/** Products ranked by their sales: horizontal bars, the best on top. */
export function ProductsBarChart({
  products,
  narrow,
}: {
  products: { productId: string; name: string; sum: number; count: number }[];
  narrow?: boolean;
}) {
  // nivo draws the first row at the bottom of a horizontal chart: reverse so the best is on top.
  const data = [...products].reverse().map((p) => ({ product: p.productId, name: p.name, Сумма: p.sum }));
  const names = new Map(products.map((p) => [p.productId, p.name]));
  const xTicks = ticks(Math.max(...products.map((p) => p.sum)), narrow ? 2 : 3);
  const cut = (s: string) => (s.length > (narrow ? 14 : 24) ? `${s.slice(0, narrow ? 13 : 23)}…` : s);
  return (
    <ResponsiveBar
      data={data}
      keys={['Сумма']}
      indexBy="product"
      layout="horizontal"
      theme={THEME}
      colors={[PALETTE[1]]}
      margin={{ top: 8, right: 24, bottom: 32, left: narrow ? 110 : 170 }}
      padding={0.3}
      enableLabel={false}
      enableGridX
      gridXValues={xTicks}
      enableGridY={false}
      axisLeft={{ format: (id) => cut(names.get(String(id)) ?? String(id)) }}
      axisBottom={{
        tickValues: xTicks,
        format: (v) => moneyShort(Number(v)),
      }}
      tooltip={({ indexValue, value, color }) => {
        const p = products.find((x) => x.productId === String(indexValue));
        return (
          <Tip color={color}>
            {p?.name}: {money(value)} · {count(p?.count ?? 0)} шт.
          </Tip>
        );
      }}
      role="img"
    />
  );
}
