import type { KitchenTicketLineFragment } from '../graphql';

/** «без лука, + сыр»: the options as the cashier chose them (the group is in the name's sense). */
const optionsText = (modifiers: readonly { name: string }[]) => modifiers.map((m) => m.name).join(', ');

/**
 * One line of a kitchen ticket as the cook reads it: count and name, then what changes the
 * cooking: the line's modifiers, a combo's parts each with its own modifiers, and the cashier's
 * comment. A tap marks it done; a done line is struck through and taps no more.
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
        {line.modifiers.length > 0 && (
          <span className="kitchen-line-mods">{optionsText(line.modifiers)}</span>
        )}
        {line.comboParts.length > 0 && (
          // Phrasing content only: a button may hold no list.
          <span className="kitchen-line-parts">
            {line.comboParts.map((part, i) => (
              <span key={i} className="kitchen-line-part">
                {part.name}
                {part.modifiers.length > 0 && `: ${optionsText(part.modifiers)}`}
              </span>
            ))}
          </span>
        )}
        {line.comment && <span className="kitchen-line-comment">«{line.comment}»</span>}
      </button>
    </li>
  );
}
