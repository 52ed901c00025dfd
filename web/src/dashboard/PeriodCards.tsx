import { Card } from '@blueprintjs/core';
import type { OverviewPeriod } from '../graphql';
import { count, money, period } from './format';
import type { OverviewData } from './useStats';

export const PERIOD_LABELS: Record<OverviewPeriod, string> = {
  TODAY: 'Сегодня',
  YESTERDAY: 'Вчера',
  WEEK: 'Эта неделя',
  MONTH: 'Этот месяц',
};

type Period = OverviewData['periods'][number];

/** What revenue counts, said wherever a sum of orders is shown (docs/stats.md "What is counted"). */
export const REVENUE_NOTE = 'выручка без отменённых и удалённых заказов';

/** Today, yesterday, this week and month: revenue large, the rest beneath. */
export function PeriodCards({ periods }: { periods: Period[] }) {
  return (
    <div className="dash-periods">
      {periods.map((p) => (
        <Card key={p.key} className="dash-period" role="group" aria-label={PERIOD_LABELS[p.key]}>
          <div className="dash-period-head">
            <span className="dash-period-title">{PERIOD_LABELS[p.key]}</span>
            <span className="dash-muted">{period(p.start, p.stop)}</span>
          </div>
          <div className="dash-period-value">{money(p.totals.revenue)}</div>
          {/* The one definition of money (docs/stats.md), the order list's «на сумму» too. */}
          <div className="dash-muted">{REVENUE_NOTE}</div>
          <dl className="dash-period-facts">
            <dt>Заказов</dt>
            <dd>{count(p.totals.orders)}</dd>
            <dt>Средний чек</dt>
            <dd>{money(p.totals.averageCheck)}</dd>
            <dt>Отменено</dt>
            <dd>{count(p.totals.cancelled)}</dd>
          </dl>
        </Card>
      ))}
    </div>
  );
}
