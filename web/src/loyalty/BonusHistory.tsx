import { Callout, H5, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '../app/format';
import { serverError } from '../lists/errors';
import { formatMoney } from '../lists/format';
import { useBonusAccountQuery, useLoyaltyProgramQuery } from '../graphql';
import './loyalty.css';

/** What each ledger row is called on the card. */
const KIND: Record<string, string> = {
  accrued: 'Начислено',
  spent: 'Списано',
  expired: 'Сгорело',
  'reversed:spent': 'Возврат списания',
  'reversed:accrued': 'Отмена начисления',
};

/** How many history rows the card shows. */
const HISTORY = 20;

/**
 * The client card's bonuses (docs/loyalty.md): the balance with the reader's shop type, the
 * percent the next paid order earns, the soonest lapse, and the newest history rows.
 */
export function BonusHistory({ clientId }: { clientId: string }) {
  const program = useLoyaltyProgramQuery({ fetchPolicy: 'cache-first' });
  const account = useBonusAccountQuery({
    variables: { clientId, first: HISTORY },
    fetchPolicy: 'cache-and-network',
  });
  const a = account.data?.bonusAccount;
  // Programme off and nothing ever earned: the card has nothing to say about bonuses.
  if (!program.data?.loyaltyProgram.enabled && (!a || a.entries.length === 0)) return null;
  return (
    <section className="bonus-history" aria-label="Бонусы клиента">
      <H5>Бонусы</H5>
      {account.loading && !a ? (
        <Spinner size={20} aria-label="Загрузка бонусов" />
      ) : account.error || !a ? (
        <Callout compact intent="danger">
          {account.error ? serverError(account.error).message : 'Не удалось загрузить бонусы'}
        </Callout>
      ) : (
        <>
          <p>
            На счёте <b data-testid="card-bonus-balance">{formatMoney(a.balance)}</b>
            {a.percent > 0 && ` · начисляется ${a.percent} % от оплаты`}
            {a.nextExpiryAt && ` · ${formatMoney(a.nextExpiryAmount)} сгорит ${formatDate(a.nextExpiryAt)}`}
          </p>
          {a.entries.length === 0 ? (
            <p className="client-card-muted">Истории пока нет.</p>
          ) : (
            <HTMLTable compact striped aria-label="История бонусов">
              <thead>
                <tr>
                  <th>Когда</th>
                  <th>Что</th>
                  <th>Заказ</th>
                  <th className="client-card-sum">Бонусы</th>
                </tr>
              </thead>
              <tbody>
                {a.entries.map((e, i) => (
                  <tr key={e.id ?? `lapse-${i}`}>
                    <td>{formatDateTime(e.at)}</td>
                    <td>{KIND[e.reverses ? `reversed:${e.reverses}` : e.kind] ?? e.kind}</td>
                    <td>{e.orderNumber ?? '—'}</td>
                    <td className={`client-card-sum ${e.amount >= 0 ? 'bonus-plus' : 'bonus-minus'}`}>
                      {e.amount > 0 ? '+' : e.amount < 0 ? '−' : ''}
                      {formatMoney(Math.abs(e.amount))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </>
      )}
    </section>
  );
}
