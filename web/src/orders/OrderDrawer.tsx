import {
  Alert,
  Button,
  Drawer,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../app/format';
import { OrderDeliveryRow } from '../delivery/OrderDeliveryRow';
import { formatMoney } from '../lists/format';
import { PrintReceiptButton } from '../settings/PrintReceiptButton';
import { FiscalDocumentsPanel } from '../fiscal/FiscalDocumentsPanel';
import { HistoryTable } from './HistoryTable';
import { PayOrderDialog } from './PayOrderDialog';
import { StatusTag } from './StatusTag';
import { addressText, personText, whenText } from './orderText';
import type { OrderRefs } from './refs';
import { useOrderDetails, type OrderRow } from './useOrders';

interface Props {
  id: string | null;
  refs: OrderRefs;
  onClose: () => void;
  onStatus: (o: OrderRow, statusId: string) => void;
  onWorker: (o: OrderRow, workerId: string) => void;
  onPayment: (o: OrderRow, paymentTypeId: string) => void;
  onDelete: (o: OrderRow) => Promise<void>;
}

/** One order: every detail, quick changes and the change history (who, when, old → new). */
export function OrderDrawer({ id, refs, onClose, onStatus, onWorker, onPayment, onDelete }: Props) {
  const { order, loading, error, refetch } = useOrderDetails(id);
  const [confirm, setConfirm] = useState(false);
  const [paying, setPaying] = useState(false);
  const navigate = useNavigate();
  const row = (label: string, value: React.ReactNode) =>
    value || value === 0 ? (
      <tr>
        <th>{label}</th>
        <td>{value}</td>
      </tr>
    ) : null;
  let body: React.ReactNode;
  if (loading) body = <Spinner />;
  else if (error || !order)
    body = (
      <NonIdealState
        icon="error"
        title="Не удалось загрузить заказ"
        action={<Button text="Повторить" onClick={() => void refetch()} />}
      />
    );
  else
    body = (
      <>
        <div className="orders-drawer-actions">
          <FormGroup label="Статус" labelFor="order-status">
            <HTMLSelect
              id="order-status"
              value={order.statusId}
              onChange={(e) => onStatus(order, e.target.value)}
              options={refs.statuses.options.map((s) => ({ value: s.id, label: s.name }))}
            />
          </FormGroup>
          <FormGroup label="Исполнитель" labelFor="order-worker">
            <HTMLSelect
              id="order-worker"
              value={order.workerId ?? ''}
              onChange={(e) => onWorker(order, e.target.value)}
              options={[
                { value: '', label: '— не назначен —' },
                ...refs.workers.options.map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Тип оплаты" labelFor="order-payment">
            <HTMLSelect
              id="order-payment"
              value={order.paymentTypeId ?? ''}
              onChange={(e) => onPayment(order, e.target.value)}
              options={[
                { value: '', label: '—' },
                ...refs.payments.options.map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
          </FormGroup>
        </div>
        <HTMLTable compact className="orders-details">
          <tbody>
            {row('Статус', <StatusTag status={refs.statuses.byId.get(order.statusId)} />)}
            {row('Дата и время', whenText(order))}
            {row('Клиент', personText(order.client))}
            {row('Получатель', personText(order.recipient))}
            {row('Адрес', addressText(order, refs))}
            {row('Клиент хотел', order.clientWishes)}
            {row('Текст открытки', order.cardText)}
            <OrderDeliveryRow orderId={order.id} shopType={order.shopType} />
            {row('Комментарий менеджера', order.managerComment)}
            {row(
              'Канал продаж',
              [refs.sources.name(order.sourceId), order.socialText].filter(Boolean).join(', '),
            )}
            {row('Заполнил', refs.workers.name(order.filledById))}
            {row('Привлёк', refs.workers.name(order.attractedById))}
            {row('Создан', formatDateTime(order.createdAt))}
          </tbody>
        </HTMLTable>
        <h4>Товары</h4>
        <HTMLTable compact striped className="orders-lines">
          <thead>
            <tr>
              <th>Товар</th>
              <th>Кол-во</th>
              <th>Цена</th>
              <th>Сумма</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={i}>
                <td>{l.name}</td>
                <td>{l.count}</td>
                <td>{formatMoney(l.price)}</td>
                <td>{formatMoney(l.sum)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <HTMLTable compact className="orders-details">
          <tbody>
            {row('Сумма товаров', formatMoney(order.subtotal))}
            {order.discountSum ? row('Скидка', formatMoney(order.discountSum)) : null}
            {order.promoSum
              ? row(
                  `Промокод ${order.promoCode}`,
                  <span data-testid="order-promo">−{formatMoney(order.promoSum)}</span>,
                )
              : null}
            {order.markupSum
              ? row(
                  `Наценка «${order.markupName}»`,
                  <span data-testid="order-markup">+{formatMoney(order.markupSum)}</span>,
                )
              : null}
            {order.giftName
              ? row(`Подарок: ${order.giftName}`, <span data-testid="order-gift">{formatMoney(0)}</span>)
              : null}
            {order.deliverySum ? row('Доставка', formatMoney(order.deliverySum)) : null}
            {row('Итого', <b>{formatMoney(order.total)}</b>)}
            {order.certificateSum
              ? row(
                  `Сертификат ${order.certificateCode}`,
                  <span data-testid="order-certificate">{formatMoney(order.certificateSum)}</span>,
                )
              : null}
            {order.advanceSum ? row('Предоплата', formatMoney(order.advanceSum)) : null}
            {order.changeFor
              ? row('Сдача', `${formatMoney(order.change)} с ${formatMoney(order.changeFor)}`)
              : null}
            {row('Оплачено', <span data-testid="order-paid">{formatMoney(order.paidSum)}</span>)}
            {row(
              'К оплате',
              order.dueSum > 0 ? (
                <span className="orders-due" data-testid="order-due">
                  <b>{formatMoney(order.dueSum)}</b>
                  <Button
                    size="small"
                    intent="success"
                    icon="bank-account"
                    text="Принять оплату"
                    onClick={() => setPaying(true)}
                  />
                </span>
              ) : (
                <span data-testid="order-due">оплачен полностью</span>
              ),
            )}
          </tbody>
        </HTMLTable>
        {order.payments.length > 0 && (
          <HTMLTable compact striped className="orders-lines" aria-label="Платежи">
            <thead>
              <tr>
                <th>Платёж</th>
                <th>Тип</th>
                <th>Кто</th>
                <th>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p) => (
                <tr key={p.id}>
                  <td>{formatDateTime(p.at)}</td>
                  <td>{refs.payments.name(p.paymentTypeId) || (p.cashless ? 'безнал' : 'наличные')}</td>
                  <td>{p.userName ?? ''}</td>
                  <td>{formatMoney(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {paying && <PayOrderDialog order={order} refs={refs} onClose={() => setPaying(false)} />}
        <FiscalDocumentsPanel orderId={order.id} shopType={order.shopType ?? 'flower_shop'} />
        <h4>История изменений</h4>
        <HistoryTable history={order.history} />
        <div className="orders-drawer-footer">
          <Button
            icon="edit"
            text="Редактировать"
            onClick={() =>
              navigate(
                order.shopType === 'fastfood'
                  ? `/order/editOrderFastFood/${order.id}`
                  : `/order/editOrder?id=${order.id}`,
              )
            }
          />
          <PrintReceiptButton orderId={order.id} />
          <Button icon="trash" intent="danger" text="Удалить" onClick={() => setConfirm(true)} />
        </div>
        <Alert
          isOpen={confirm}
          intent="danger"
          icon="trash"
          confirmButtonText="Да"
          cancelButtonText="Нет"
          onCancel={() => setConfirm(false)}
          onConfirm={() => {
            setConfirm(false);
            void onDelete(order);
          }}
        >
          Удалить заказ {order.number}?
        </Alert>
      </>
    );
  return (
    <Drawer
      isOpen={id !== null}
      onClose={onClose}
      title={order ? `Заказ ${order.number}` : 'Заказ'}
      // Never wider than the screen: on a phone the drawer is the whole width.
      size="min(560px, 100vw)"
      className="orders-drawer"
    >
      <div className="orders-drawer-body">{body}</div>
    </Drawer>
  );
}
