import { Button, Callout, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LiveBanner, useDebounced } from '../../graphql';
import { formatMoney } from '../../lists/format';
import { linesText } from '../orderText';
import { presetRange } from '../presets';
import { useOrderRefs } from '../refs';
import { provisionalNumber } from '../../offline/queue/entry';
import { useOrderQueue } from '../../offline/queue/OrderQueueProvider';
import { useOrderActionsWithToasts } from '../useOrderActionsWithToasts';
import { nextStatus } from './board';
import { useLiveTickets } from './useLiveTickets';
import './pos.css';

/**
 * /order/allOrderFastFood: today's fast-food orders as a board, one column per status. The server
 * picks them (issue 17: not every shop's day filtered here), up to 250 — a kitchen's day. The
 * kitchen watches it: other tills' orders arrive live (useLiveTickets), within a second.
 */
export default function BoardPage() {
  const range = useMemo(() => presetRange('TODAY', new Date()), []);
  const { orders: tickets, more, loading, error, refetch, reconnecting } = useLiveTickets(range, 'fastfood');
  const refs = useOrderRefs();
  const act = useOrderActionsWithToasts(refs);
  const statuses = refs.statuses.options;
  // Sales this till took without the server (docs/offline.md): in the first column, marked
  // provisional, until the sync brings them back as the server's orders.
  const queue = useOrderQueue();
  const queued = queue.entries.filter((e) => e.state !== 'sent');
  // A queued card the sync delivered is a new order of the day: the list is read again at once,
  // also while the subscription that would announce it is still down with the gateway.
  const shownQueued = useRef(new Set<string>());
  const soon = useDebounced(refetch);
  useEffect(() => {
    const delivered = queue.entries.some((e) => e.state === 'sent' && shownQueued.current.has(e.id));
    shownQueued.current = new Set(queue.entries.filter((e) => e.state !== 'sent').map((e) => e.id));
    if (delivered) soon();
  }, [queue.entries, soon]);

  // No day's list from the server (the gateway down): the columns still stand, with this till's
  // queued sales in the first, under a notice with «Повторить».
  const unloaded = !!error && tickets.length === 0;

  if (loading || refs.statuses.loading) return <Spinner />;
  if (unloaded && statuses.length === 0)
    return (
      <NonIdealState
        icon="error"
        title="Не удалось загрузить заказы"
        action={<Button text="Повторить" onClick={() => void refetch()} />}
      />
    );
  return (
    <div className="board">
      {unloaded ? (
        <Callout className="board-live" intent="warning" icon="offline" role="status" compact>
          <p>
            Не удалось загрузить заказы дня.
            {queued.length > 0 && ' Показаны заказы этой кассы, принятые без связи.'}
          </p>
          <Button size="small" text="Повторить" onClick={() => void refetch()} />
        </Callout>
      ) : (
        <LiveBanner
          className="board-live"
          reconnecting={reconnecting}
          fallback="Пока заказы обновляются раз в 15 секунд."
        />
      )}
      {more && (
        <Tag className="board-more" intent="warning">
          Показаны первые {tickets.length} заказов дня
        </Tag>
      )}
      {statuses.map((s) => {
        const column = tickets.filter((o) => o.statusId === s.id);
        const next = nextStatus(statuses, s.id);
        return (
          <section key={s.id} className="board-column" aria-label={`Статус ${s.name}`}>
            <h4>
              <span className="orders-swatch" style={{ background: s.color }} />
              {s.name}
              <Tag minimal round>
                {column.length + (s.id === statuses[0]?.id ? queued.length : 0)}
              </Tag>
            </h4>
            {s.id === statuses[0]?.id &&
              queued.map((e) => (
                <Card
                  key={e.id}
                  className="board-card board-card-queued"
                  data-testid={`queued-${provisionalNumber(e.seq)}`}
                >
                  <div className="board-card-foot">
                    <b>{provisionalNumber(e.seq)}</b>
                    <Tag minimal intent={e.state === 'conflict' ? 'danger' : 'warning'}>
                      {e.state === 'conflict' ? 'Конфликт' : 'Предварительный номер'}
                    </Tag>
                  </div>
                  <div className="board-card-lines">
                    {e.cart.lines.map((l) => `${l.name} × ${l.count}`).join(', ')}
                  </div>
                  <div className="board-card-foot">
                    <span>{formatMoney(e.input.total ?? 0)}</span>
                  </div>
                </Card>
              ))}
            {column.map((o) => (
              <Card key={o.id} className="board-card" data-testid={`ticket-${o.number}`}>
                <div className="board-card-foot">
                  <b>{o.number}</b>
                  <Link to={`/order/editOrderFastFood/${o.id}`}>Изменить</Link>
                </div>
                <div className="board-card-lines">{linesText(o)}</div>
                <div className="board-card-foot">
                  <span>{formatMoney(o.total)}</span>
                  {next && (
                    <Button
                      intent="primary"
                      endIcon="arrow-right"
                      text={next.name}
                      aria-label={`Заказ ${o.number}: ${next.name}`}
                      onClick={() => act.status(o, next.id)}
                    />
                  )}
                </div>
              </Card>
            ))}
          </section>
        );
      })}
    </div>
  );
}
