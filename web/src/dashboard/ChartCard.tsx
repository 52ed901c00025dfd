import { Card, HTMLTable, NonIdealState, SegmentedControl } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';

export interface Column<R> {
  label: string;
  /** The cell's text; figures are formatted here so the table reads like the chart. */
  cell: (row: R, index: number) => ReactNode;
  numeric?: boolean;
  /** Long text (an order's lines): let it wrap instead of widening the table. */
  wrap?: boolean;
}

/** The figures of a chart as a table: the same rows, readable and copyable. */
export function StatsTable<R>({
  columns,
  rows,
  footer,
  label,
}: {
  columns: Column<R>[];
  rows: R[];
  footer?: ReactNode[];
  label: string;
}) {
  return (
    <div className="dash-table-wrap">
      <HTMLTable compact striped className="dash-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.numeric ? 'dash-num' : undefined} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.label} className={c.numeric ? 'dash-num' : c.wrap ? 'dash-wrap' : undefined}>
                  {c.cell(r, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((f, i) => (
                <td key={i} className={columns[i]?.numeric ? 'dash-num' : undefined}>
                  {f}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
    </div>
  );
}

type View = 'chart' | 'table';

const VIEWS = [
  { label: 'График', value: 'chart' },
  { label: 'Таблица', value: 'table' },
];

interface Props {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  /** Nothing to draw: the card says so instead of an empty chart. */
  empty?: boolean;
  emptyText?: string;
  /** Height of the chart area, px; 'auto': the chart sizes itself (a donut with its legend). */
  height?: number | 'auto';
  wide?: boolean;
}

/** A titled card with a chart and, one click away, the same figures as a table. */
export function ChartCard({ title, chart, table, empty, emptyText, height = 280, wide }: Props) {
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  return (
    <Card className={`dash-card${wide ? ' is-wide' : ''}`} role="region" aria-labelledby={headingId}>
      <div className="dash-card-head">
        <h3 id={headingId} className="dash-card-title">
          {title}
        </h3>
        <SegmentedControl
          size="small"
          aria-label={`${title}: вид`}
          options={VIEWS}
          value={view}
          onValueChange={(v) => setView(v as View)}
        />
      </div>
      {empty ? (
        <NonIdealState
          className="dash-card-empty"
          icon="chart"
          description={emptyText ?? 'Нет данных за этот период'}
        />
      ) : view === 'chart' ? (
        <div className="dash-chart" style={height === 'auto' ? undefined : { height }}>
          {chart}
        </div>
      ) : (
        table
      )}
    </Card>
  );
}

export interface Kpi {
  label: string;
  value: string;
  hint?: string;
  intent?: 'danger';
}

/** A row of figure cards: the period's totals at a glance. */
export function KpiRow({ items, label }: { items: Kpi[]; label: string }) {
  return (
    <dl className="dash-kpis" aria-label={label}>
      {items.map((k) => (
        <div key={k.label} className={`dash-kpi${k.intent ? ` is-${k.intent}` : ''}`}>
          <dt>{k.label}</dt>
          <dd>{k.value}</dd>
          {k.hint && <dd className="dash-kpi-hint">{k.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
