import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useRef } from 'react';
import { LiveBanner, useKitchenReadyQuery } from '../graphql';
import { useFallbackPoll, useKitchenEvents } from './useKitchenLive';
import './kitchen.css';

/** «261127-007»: the day's part small, the order of the day large (what a customer looks for). */
function ReadyNumber({ number }: { number: string }) {
  const dash = number.lastIndexOf('-');
  return (
    <li className="ready-number" data-testid={`ready-${number}`}>
      {dash > 0 && <span className="ready-number-day">{number.slice(0, dash + 1)}</span>}
      <span className="ready-number-seq">{number.slice(dash + 1)}</span>
    </li>
  );
}

/**
 * /kitchen/ready: the customers' screen (issue 22 item 4, docs/kitchen.md), a wall screen with an
 * account of its own (KITCHENREADY): the numbers of the orders waiting at «Собран», newest first,
 * large, live. It reads order numbers and nothing else (no names, no phones, no lines).
 */
export default function ReadyPage() {
  const query = useKitchenReadyQuery({ fetchPolicy: 'cache-and-network', pollInterval: useFallbackPoll() });
  const { reconnecting } = useKitchenEvents(query.refetch);
  const screen = useRef<HTMLElement>(null);
  const ready = query.data?.kitchenReady;

  let body: React.ReactNode;
  if (!ready && query.loading) body = <Spinner className="kitchen-state" aria-label="Загрузка" />;
  else if (!ready)
    body = (
      <NonIdealState
        className="kitchen-state"
        icon="error"
        title="Не удалось загрузить готовые заказы"
        action={<Button text="Повторить" onClick={() => void query.refetch()} />}
      />
    );
  else if (ready.length === 0) body = <p className="ready-empty">Готовых заказов пока нет</p>;
  else
    body = (
      <ul className="ready-numbers" aria-label="Готовые заказы">
        {ready.map((r) => (
          <ReadyNumber key={r.number} number={r.number} />
        ))}
      </ul>
    );

  return (
    <section className="ready-page" ref={screen}>
      <header className="ready-header">
        <h1>Заказ готов — заберите</h1>
        <Button
          variant="minimal"
          icon="fullscreen"
          aria-label="Во весь экран"
          title="Во весь экран"
          onClick={() => void screen.current?.requestFullscreen?.()}
        />
      </header>
      <LiveBanner reconnecting={reconnecting} fallback="Пока номера обновляются раз в 15 секунд." />
      {body}
    </section>
  );
}
