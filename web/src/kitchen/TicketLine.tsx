import type { KitchenTicketLineFragment } from '../graphql';

/**
 * One line of a kitchen ticket as the cook reads it: count and name (and, once the till adds them
 * to the KitchenTicketLine fragment, its modifiers and comment: here, in one place). A tap marks
 * it done; a done line is struck through and taps no more.
 */
export function TicketLine({
  line,
  bumped,
  onBump,
}: {
  line: KitchenTicketLineFragment;
  bumped: boolean;
  onBump: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={bumped ? 'kitchen-line is-bumped' : 'kitchen-line'}
        aria-pressed={bumped}
        aria-label={bumped ? `Готово: ${line.name}` : `Отметить готовым: ${line.name}`}
        disabled={bumped}
        onClick={onBump}
      >
        <b className="kitchen-line-count">{line.count} ×</b> {line.name}
      </button>
    </li>
  );
}
