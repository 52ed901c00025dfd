import { Button, Callout, Drawer, H5, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { READ_RULES } from '../../../schema/data-access';
import { permits } from '../../../schema/access';
import { useSession } from '../app/session/context';
import { formatDate, pluralRu } from '../app/format';
import { serverError } from '../lists/errors';
import { formatMoney } from '../lists/format';
import { StatusTag } from '../orders/StatusTag';
import { personName, useOrderRefs } from '../orders/refs';
import { useClientCard } from './useClientCard';
import { BonusHistory } from '../loyalty/BonusHistory';
import { ClientNoticesSwitch } from '../delivery/ClientNoticesSwitch';
import './clients.css';

/** Where an order of the card opens: the flower form, or the till for a fast-food ticket. */
const orderPath = (o: { id: string; shopType?: string | null }) =>
  o.shopType === 'fastfood' ? `/order/editOrderFastFood/${o.id}` : `/order/editOrder?id=${o.id}`;

const ORDERS = ['заказ', 'заказа', 'заказов'] as const;

/**
 * The client card (issue 26 item 6), from the client directory and beside the client picked on
 * the order form: details, notes, the marketing flag, totals of the client's orders (the order
 * list's definitions: every order counted, live ones summed) and the orders newest first, each
 * opening the order. The server masks the phone and e-mail and leaves out the birthday for a
 * reader without the client directory.
 */
export function ClientCardDrawer({ clientId, onClose }: { clientId: string | null; onClose(): void }) {
  return (
    <Drawer
      isOpen={clientId !== null}
      onClose={onClose}
      title="Карточка клиента"
      icon="person"
      size="min(560px, 100vw)"
      className="client-card"
    >
      {/* Mounted while open only: a closed card asks the server nothing. */}
      {clientId !== null && <ClientCardBody clientId={clientId} onClose={onClose} />}
    </Drawer>
  );
}

function ClientCardBody({ clientId, onClose }: { clientId: string; onClose(): void }) {
  const { user } = useSession();
  const withOrders = permits(user, READ_RULES.orders);
  const data = useClientCard(clientId, withOrders);
  const refs = useOrderRefs();
  const { card } = data;
  const c = card?.client;
  return (
    <div className="client-card-body" aria-busy={data.loading}>
      {data.loading ? (
        <Spinner aria-label="Загрузка" />
      ) : !card || !c ? (
        <NonIdealState
          icon="error"
          title="Не удалось открыть карточку"
          description={data.error ? serverError(data.error).message : undefined}
          action={<Button text="Повторить" onClick={() => void data.refetch()} />}
        />
      ) : (
        <>
          <h4 className="bp6-heading client-card-name">{personName(c) || 'Клиент'}</h4>
          <dl className="client-card-facts" aria-label="Данные клиента">
            <dt>Телефон</dt>
            <dd>{c.phone || '—'}</dd>
            <dt>Email</dt>
            <dd>{c.email || '—'}</dd>
            {c.birthday && (
              <>
                <dt>День рождения</dt>
                <dd>{formatDate(c.birthday)}</dd>
              </>
            )}
            {card.createdAt && (
              <>
                <dt>Клиент с</dt>
                <dd>{formatDate(card.createdAt)}</dd>
              </>
            )}
            <dt>Рассылки</dt>
            <dd>
              {card.doNotDisturb ? (
                <Tag intent="warning" icon="notifications-snooze">
                  Не беспокоить{card.doNotDisturbAt ? ` с ${formatDate(card.doNotDisturbAt)}` : ''}
                </Tag>
              ) : (
                <Tag minimal intent="success">
                  Разрешены
                </Tag>
              )}
            </dd>
            {/* Delivery notices are the flower shop's (issue 21): a fast-food card has no deliveries. */}
            {user?.typeAccount !== 'fastfood' && (
              <>
                <dt>Доставка</dt>
                <dd>
                  <ClientNoticesSwitch
                    clientId={c.id}
                    enabled={card.deliveryNotices}
                    onChanged={() => data.refetch()}
                  />
                </dd>
              </>
            )}
          </dl>
          <H5>Заметки</H5>
          <p className="client-card-notes">{c.comment?.trim() || 'Заметок нет.'}</p>
          <BonusHistory clientId={c.id} />

          <H5>Заказы</H5>
          <p className="client-card-totals" aria-label="Итоги заказов клиента">
            {card.orderCount} {pluralRu(card.orderCount, ORDERS)}
            {card.orderCount !== card.liveOrderCount && ` (без отменённых ${card.liveOrderCount})`} · на сумму{' '}
            {formatMoney(card.liveSum)} (без отменённых и удалённых)
            {card.lastOrderDate && ` · последний ${formatDate(card.lastOrderDate)}`}
          </p>
          {!withOrders ? (
            <Callout compact icon="lock">
              Список заказов виден сотрудникам с доступом к заказам.
            </Callout>
          ) : data.ordersLoading ? (
            <Spinner size={20} aria-label="Загрузка заказов" />
          ) : data.ordersError ? (
            <Callout compact intent="danger">
              {serverError(data.ordersError).message}
            </Callout>
          ) : data.orders.length === 0 ? (
            <p className="client-card-muted">Заказов пока нет.</p>
          ) : (
            <>
              <HTMLTable compact striped className="client-card-orders" aria-label="Заказы клиента">
                <thead>
                  <tr>
                    <th>Номер</th>
                    <th>Дата</th>
                    <th>Статус</th>
                    <th className="client-card-sum">Сумма</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((o) => (
                    <tr key={o.id}>
                      <td>
                        <Link to={orderPath(o)} onClick={onClose}>
                          {o.number}
                        </Link>
                      </td>
                      <td>{formatDate(o.date)}</td>
                      <td>
                        <StatusTag status={refs.statuses.byId.get(o.statusId)} />
                      </td>
                      <td className="client-card-sum">{formatMoney(o.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              {data.hasOlder && (
                <Button
                  className="client-card-more"
                  icon="history"
                  text="Показать более ранние"
                  loading={data.loadingOlder}
                  onClick={data.loadOlder}
                />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
