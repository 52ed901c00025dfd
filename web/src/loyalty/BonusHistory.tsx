import { Callout, H5, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '../app/format';
import { serverError } from '../lists/errors';
import { formatMoney } from '../lists/format';
import { useBonusAccountQuery, useBonusHistoryQuery, useLoyaltyProgramQuery } from '../graphql';
import { LoadMore } from '../lists/LoadMore';
import { usePages } from '../lists/usePages';
import './loyalty.css';

/** What each ledger row is called on the card. */
const KIND: Record<string, string> = {
  accrued: 'Начислено',
  spent: 'Списано',
  expired: 'Сгорело',
  'reversed:spent': 'Возврат списания',
  'reversed:accrued': 'Отмена начисления',
};

/** History rows a page: a screenful of the newest, the next asked for as the card scrolls. */
const HISTORY = 20;

/**
 * The client card's bonuses (docs/loyalty.md): the balance with the reader's shop type, the
 * percent the next paid order earns, the soonest lapse, and the history newest first, read from
 * the server a page at a time (bonusHistory) as the card scrolls: a regular's history grows.
 */
export function BonusHistory({ clientId }: { clientId: string }) {
  const program = useLoyaltyProgramQuery({ fetchPolicy: 'cache-first' });
  // The balance only (no rows): the history is its own connection.
  const account = useBonusAccountQuery({
    variables: { clientId, first: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const history = usePages(
    useBonusHistoryQuery({
      variables: { clientId, first: HISTORY },
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    }),
    (d) => d.bonusHistory,
    { subject: clientId },
  );
  const a = account.data?.bonusAccount;
  // Programme off and nothing ever earned: the card has nothing to say about bonuses.
  if (!program.data?.loyaltyProgram?.enabled && history.total === 0) return null;
  return (
    <section className="bonus-history" aria-label="Бонусы клиента">
      <H5>Бонусы</H5>
      {(account.loading && !a) || history.loading ? (
        <Spinner size={20} aria-label="Загрузка бонусов" />
      ) : account.error || history.error || !a ? (
        <Callout compact intent="danger">
          {account.error || history.error
            ? serverError((account.error ?? history.error)!).message
            : 'Не удалось загрузить бонусы'}
        </Callout>
      ) : (
        <>
          <p>
            На счёте <b data-testid="card-bonus-balance">{formatMoney(a.balance)}</b>
            {a.percent > 0 && ` · начисляется ${a.percent} % от оплаты`}
            {a.nextExpiryAt && ` · ${formatMoney(a.nextExpiryAmount)} сгорит ${formatDate(a.nextExpiryAt)}`}
          </p>
          {history.total === 0 ? (
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
                {history.nodes.map((e, i) => (
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
          <LoadMore
            remaining={history.total - history.nodes.length}
            loading={history.loadingMore}
            onMore={history.loadMore}
          />
        </>
      )}
    </section>
  );
}
