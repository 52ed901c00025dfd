import { AnchorButton, Button, H2, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { LiveBanner } from '../graphql';
import { KitchenSettingsDialog } from './KitchenSettingsDialog';
import { setKitchenAutoPrint, useKitchenPrinting } from './print';
import { TicketCard } from './TicketCard';
import { useKitchen } from './useKitchen';
import './kitchen.css';

/**
 * /kitchen: the fast-food kitchen display (issue 22 item 4, docs/kitchen.md). Today's paid orders
 * as tickets, oldest first, arriving live; each ticket's age turns amber and red past the shop's
 * targets; a tap on a line marks it done, «Готово» bumps the order to «Собран» and onto the
 * customers' screen; «Вернуть последний» brings back a ticket bumped by mistake.
 */
export default function KitchenPage() {
  const k = useKitchen();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const tickets = k.board?.tickets ?? [];
  const printing = useKitchenPrinting(k.board?.tickets);

  let body: React.ReactNode;
  if (k.loading) body = <Spinner className="kitchen-state" aria-label="Загрузка" />;
  else if (!k.board)
    body = (
      <NonIdealState
        className="kitchen-state"
        icon="error"
        title="Не удалось загрузить заказы кухни"
        description={k.error?.message}
        action={<Button text="Повторить" onClick={() => void k.refetch()} />}
      />
    );
  else if (tickets.length === 0)
    body = (
      <NonIdealState
        className="kitchen-state"
        icon="tick-circle"
        title="Все заказы собраны"
        description="Оплаченные заказы появятся здесь сразу после оплаты."
      />
    );
  else
    body = (
      <div className="kitchen-tickets">
        {tickets.map((t) => (
          <TicketCard
            key={t.orderId}
            ticket={t}
            age={k.ageOf(t.paidAt)}
            targets={k.board!.targets}
            busy={k.busy === t.orderId}
            onBump={() => void k.bump(t.orderId)}
            onBumpLine={(lineId) => void k.bumpLine(t.orderId, lineId)}
          />
        ))}
      </div>
    );

  return (
    <section className="app-page kitchen-page">
      <div className="kitchen-header">
        <H2 className="app-page-title">Кухня</H2>
        {k.board && (
          <Tag round large intent={tickets.length ? 'primary' : 'none'}>
            В работе: {tickets.length}
          </Tag>
        )}
        {k.board && (
          <span className="kitchen-muted">
            Норма: жёлтый после {k.board.targets.amberMinutes} мин, красный после {k.board.targets.redMinutes}{' '}
            мин
          </span>
        )}
        <span className="kitchen-spacer" />
        <Switch
          className="kitchen-print-switch"
          label="Печатать тикеты"
          checked={printing}
          onChange={(e) => setKitchenAutoPrint(e.currentTarget.checked)}
        />
        <Button icon="undo" text="Вернуть последний" loading={k.recalling} onClick={() => void k.recall()} />
        <AnchorButton icon="applications" text="Экран выдачи" href="/kitchen/ready" target="_blank" />
        <Button
          icon="cog"
          aria-label="Настройки кухни"
          title="Настройки кухни"
          onClick={() => setSettingsOpen(true)}
        />
      </div>
      <LiveBanner reconnecting={k.reconnecting} fallback="Пока заказы обновляются раз в 15 секунд." />
      {body}
      {settingsOpen && (
        <KitchenSettingsDialog onClose={() => setSettingsOpen(false)} onSaved={() => void k.refetch()} />
      )}
    </section>
  );
}
