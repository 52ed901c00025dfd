import { Button, Callout, H2, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryFieldsFragment } from '../graphql';
import { toastReceipts } from '../fiscal/receiptToasts';
import { useOrderReceipts } from '../fiscal/useFiscal';
import { DateField } from '../orders/FormFields';
import { DeliveryCard } from './DeliveryCard';
import { DeliverySettingsDialog } from './DeliverySettingsDialog';
import { NoticeLog } from './NoticeLog';
import { windowLabel } from './labels';
import { photoData } from './photo';
import { useDeliveryBoard } from './useDeliveryBoard';
import './delivery.css';

/** The day's deliveries grouped by window, in the server's order (window start, then number); pick-ups last. */
function byWindow(items: readonly DeliveryFieldsFragment[]) {
  const groups = new Map<string, DeliveryFieldsFragment[]>();
  for (const d of items) {
    const key = windowLabel(d);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  // Pick-ups have no window to keep: their column comes after the day's windows.
  return [...groups.entries()].sort(([a], [b]) => Number(a === 'Самовывоз') - Number(b === 'Самовывоз'));
}

/**
 * /delivery: the florist's day (issue 21, docs/delivery.md). Deliveries by window and status,
 * late ones flagged in the shop's time zone (the server judges), several selected at once for
 * one courier, the bouquet's photo, and a route sheet per courier.
 */
export default function DeliveryBoardPage() {
  const [date, setDate] = useState<string | null>(null);
  const board = useDeliveryBoard(date);
  const receipts = useOrderReceipts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [courierId, setCourierId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const day = board.day;
  const groups = useMemo(() => byWindow(day?.items ?? []), [day]);

  const act = (run: Promise<unknown>) => {
    setError(null);
    run.catch((err: unknown) => setError(err instanceof Error ? err.message : 'Не удалось'));
  };
  const select = (orderId: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  let body: React.ReactNode;
  if (board.loading && !day) body = <Spinner className="delivery-state" aria-label="Загрузка" />;
  else if (!day)
    body = (
      <NonIdealState
        className="delivery-state"
        icon="error"
        title="Не удалось загрузить доставки"
        description={board.error?.message}
        action={<Button text="Повторить" onClick={() => void board.refetch()} />}
      />
    );
  else if (day.items.length === 0)
    body = (
      <NonIdealState
        className="delivery-state"
        icon="calendar"
        title="На этот день доставок нет"
        description="Заказы с доставкой или самовывозом на выбранную дату появятся здесь."
      />
    );
  else
    body = (
      <div className="delivery-columns">
        {groups.map(([window, items]) => (
          <section key={window} className="delivery-column" aria-label={`Окно ${window}`}>
            <h3 className="delivery-column-title">
              {window}{' '}
              <Tag minimal round>
                {items.length}
              </Tag>
            </h3>
            {items.map((d) => (
              <DeliveryCard
                key={d.orderId}
                delivery={d}
                selected={selected.has(d.orderId)}
                onSelect={(on) => select(d.orderId, on)}
                onStatus={(status) =>
                  // Delivered: the prepaid order's «полный расчёт» (docs/fiscal.md), after the mark is saved.
                  act(
                    board.setStatus(d.orderId, status).then(() => {
                      if (status === 'DELIVERED')
                        void toastReceipts(receipts.settle(d.orderId, 'flower_shop'));
                    }),
                  )
                }
                onPhoto={(file) => act(photoData(file).then((data) => board.addPhoto(d.orderId, data)))}
                slots={board.slots}
                onWindow={(slot) => act(board.setWindow(d.orderId, d.date, slot))}
              />
            ))}
          </section>
        ))}
      </div>
    );

  const late = day?.items.filter((d) => d.late).length ?? 0;
  return (
    <section className="app-page delivery-page">
      <div className="delivery-header">
        <H2 className="app-page-title">Доставки</H2>
        <div className="delivery-date">
          <DateField
            id="delivery-date"
            label="День"
            value={date ?? day?.date ?? ''}
            onChange={(v) => setDate(v || null)}
          />
        </div>
        {late > 0 && <Tag intent="danger">Опаздывают: {late}</Tag>}
        <span className="delivery-spacer" />
        <Button icon="cog" text="Настройки доставки" onClick={() => setSettingsOpen(true)} />
        <HTMLSelect
          aria-label="Курьер"
          value={courierId}
          onChange={(e) => setCourierId(e.currentTarget.value)}
          options={[
            { value: '', label: 'Курьер…' },
            ...board.couriers.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Button
          intent="primary"
          icon="person"
          text={`Назначить (${selected.size})`}
          disabled={selected.size === 0 || !courierId}
          loading={board.assigning}
          onClick={() => act(board.assign([...selected], courierId).then(() => setSelected(new Set())))}
        />
      </div>
      {board.couriers.length > 0 && day && (
        <div className="delivery-routes">
          Маршрутные листы:
          {board.couriers.map((c) => (
            <Link key={c.id} to={`/delivery/route/${c.id}?date=${day.date}`}>
              {c.name}
            </Link>
          ))}
        </div>
      )}
      {error && (
        <Callout intent="danger" className="delivery-callout">
          {error}
        </Callout>
      )}
      {body}
      <NoticeLog />
      {settingsOpen && (
        <DeliverySettingsDialog
          onClose={() => setSettingsOpen(false)}
          onSaved={() => void board.refetchSlots()}
        />
      )}
    </section>
  );
}
