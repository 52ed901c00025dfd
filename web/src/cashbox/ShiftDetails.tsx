import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formatRub } from '../../../schema/money';
import { formatDateTime } from '../app/format';
import type { CashEntryKind } from '../graphql';
import { formatSigned } from './money';
import type { CashShift } from './useCashbox';

const ENTRY: Record<CashEntryKind, string> = {
  opening: 'Открытие смены',
  payment: 'Оплата заказа',
  in: 'Внесение',
  out: 'Изъятие',
};

const time = (iso: string) => formatDateTime(iso).slice(11);

/** Takings by payment type: what each way of paying brought in this shift. */
export function TakingsTable({ shift }: { shift: CashShift }) {
  if (shift.takings.length === 0) return <p className="cb-muted">Оплат в этой смене ещё не было.</p>;
  return (
    <HTMLTable compact striped className="cb-table" aria-label="Выручка по типам оплаты">
      <thead>
        <tr>
          <th>Тип оплаты</th>
          <th className="cb-num">Оплат</th>
          <th className="cb-num">Сумма</th>
        </tr>
      </thead>
      <tbody>
        {shift.takings.map((t) => (
          <tr key={t.paymentTypeId ?? 'none'}>
            <td>
              {t.name}{' '}
              <Tag minimal intent={t.cashless ? 'primary' : 'success'}>
                {t.cashless ? 'безнал' : 'наличные'}
              </Tag>
            </td>
            <td className="cb-num">{t.count}</td>
            <td className="cb-num">{formatRub(t.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>Итого</th>
          <th className="cb-num">{shift.takings.reduce((a, t) => a + t.count, 0)}</th>
          <th className="cb-num" data-testid="takings-total">
            {formatRub(shift.takingsTotal)}
          </th>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}

/** The till's timeline: the opening float, each cash payment and cash move, with the running balance. */
export function TimelineTable({ shift, orderPath }: { shift: CashShift; orderPath: (id: string) => string }) {
  return (
    <div className="cb-scroll">
      <HTMLTable compact striped className="cb-table" aria-label="Движение наличных">
        <thead>
          <tr>
            <th>Время</th>
            <th>Событие</th>
            <th>Кто</th>
            <th className="cb-num">Сумма</th>
            <th className="cb-num">В кассе</th>
          </tr>
        </thead>
        <tbody>
          {shift.timeline.map((e, i) => (
            <tr key={i}>
              <td title={formatDateTime(e.at)}>{time(e.at)}</td>
              <td>
                {ENTRY[e.kind]}{' '}
                {e.orderId ? (
                  <Link to={orderPath(e.orderId)}>{e.description}</Link>
                ) : (
                  <span className="cb-muted">{e.description}</span>
                )}
              </td>
              <td>{e.userName ?? ''}</td>
              <td className={`cb-num ${e.amount < 0 ? 'cb-minus' : ''}`}>
                {e.kind === 'opening' ? formatRub(e.amount) : formatSigned(e.amount)}
              </td>
              <td className="cb-num">{formatRub(e.balance)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
