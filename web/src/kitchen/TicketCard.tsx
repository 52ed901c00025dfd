import { Button, Card } from '@blueprintjs/core';
import type { KitchenBoardQuery } from '../graphql';
import { ageLevel, ageText, byStation } from './age';
import { TicketLine } from './TicketLine';

export type Ticket = NonNullable<KitchenBoardQuery['kitchenBoard']>['tickets'][number];
type Targets = NonNullable<KitchenBoardQuery['kitchenBoard']>['targets'];

const LEVEL_LABEL = { ok: '', amber: 'ждёт дольше нормы', red: 'ждёт слишком долго' } as const;

/** One paid order on the kitchen display: its age against the targets, lines by station, «Готово». */
export function TicketCard({
  ticket,
  age,
  targets,
  busy,
  onBumpLine,
  onBump,
}: {
  ticket: Ticket;
  /** Seconds since payment, ticking. */
  age: number;
  targets: Targets;
  busy: boolean;
  onBumpLine: (lineId: string) => void;
  onBump: () => void;
}) {
  const level = ageLevel(age, targets);
  return (
    <Card className={`kitchen-ticket is-${level}`} data-testid={`kitchen-ticket-${ticket.number}`}>
      <header className="kitchen-ticket-head">
        <b className="kitchen-ticket-number">{ticket.number}</b>
        <span className="kitchen-ticket-age" title={LEVEL_LABEL[level] || undefined}>
          {ageText(age)}
        </span>
      </header>
      {byStation(ticket.lines).map((group) => (
        <section key={group.name} className="kitchen-station" aria-label={`${ticket.number}: ${group.name}`}>
          <h4 className="kitchen-station-name">{group.name}</h4>
          <ul className="kitchen-lines">
            {group.lines.map((l) => (
              <TicketLine key={l.id} line={l.line} bumped={l.bumped} onBump={() => onBumpLine(l.id)} />
            ))}
          </ul>
        </section>
      ))}
      <Button
        className="kitchen-bump"
        intent="success"
        icon="tick"
        size="large"
        fill
        loading={busy}
        text="Готово"
        aria-label={`Заказ ${ticket.number} готов`}
        onClick={onBump}
      />
    </Card>
  );
}
