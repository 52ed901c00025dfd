import { Callout, Card, Spinner } from '@blueprintjs/core';
import { StatsTable, type Column } from '../dashboard/ChartCard';
import { count, day } from '../dashboard/format';
import { useKitchenPrepTimesQuery, type KitchenPrepTimesQuery } from '../graphql';
import type { DayRange } from '../orders/presets';
import { ageText } from './age';

type Row = NonNullable<KitchenPrepTimesQuery['kitchenPrepTimes']>[number];

const columns: Column<Row>[] = [
  { label: 'Дата', cell: (r) => (r.whole ? day(r.day) : '') },
  { label: 'Станция', cell: (r) => (r.whole ? <b>{r.stationName}</b> : r.stationName) },
  { label: 'Заказов', cell: (r) => count(r.orders), numeric: true },
  { label: 'В среднем', cell: (r) => ageText(r.avgSeconds), numeric: true },
  { label: 'Дольше всего', cell: (r) => ageText(r.maxSeconds), numeric: true },
];

/**
 * «Время приготовления» on the fast-food statistics (issue 22 item 6, docs/kitchen.md): paid →
 * bumped per day of payment and station, as the CRM computes it in SQL (crm/stats/prep.ts).
 */
export function PrepTimeCard({ range }: { range: DayRange }) {
  const q = useKitchenPrepTimesQuery({
    variables: { dateFrom: range.start, dateTo: range.stop },
    fetchPolicy: 'cache-and-network',
  });
  const rows = q.data?.kitchenPrepTimes;
  return (
    <Card className="dash-card is-wide kitchen-prep" role="region" aria-label="Время приготовления">
      <h3 className="dash-card-title">Время приготовления (оплата → готово)</h3>
      {!rows && q.loading && <Spinner size={24} aria-label="Загрузка" />}
      {q.error && !rows && <Callout intent="danger">{q.error.message}</Callout>}
      {rows && rows.length === 0 && (
        <p className="kitchen-muted">За этот период кухня не собрала ни одного заказа.</p>
      )}
      {rows && rows.length > 0 && <StatsTable label="Время приготовления" columns={columns} rows={rows} />}
    </Card>
  );
}
