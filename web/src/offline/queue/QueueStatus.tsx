import { Button } from '@blueprintjs/core';
import { pluralRu } from '../../app/relativeTime';
import { needsFiscal } from './entry';
import { FiscalAfterSync } from './FiscalAfterSync';
import { QueueDialog } from './QueueDialog';
import { useOrderQueue } from './OrderQueueProvider';

/**
 * The till's connection in the top bar, on every screen of a user with the POS: online is a quiet
 * dot; «Нет связи» and the waiting orders and conflicts speak up, and a click opens the queue.
 */
export function QueueStatus() {
  const queue = useOrderQueue();
  if (!queue.enabled) return null;
  const waiting = queue.unsent - queue.conflicts;
  const counts = [
    waiting > 0 ? `Ждут отправки: ${waiting}` : '',
    queue.conflicts > 0 ? `Конфликты: ${queue.conflicts}` : '',
  ].filter(Boolean);
  const quiet = !queue.offline && counts.length === 0;
  return (
    <>
      {quiet ? (
        <span className="queue-status-dot" role="img" aria-label="В сети" title="В сети" />
      ) : (
        // Two short lines, like the user's name and role beside it: the page title keeps its room.
        <Button
          variant="minimal"
          className="queue-status"
          aria-live="polite"
          icon={queue.offline ? 'offline' : 'cloud-upload'}
          intent={queue.conflicts > 0 ? 'danger' : 'warning'}
          title={`Очередь заказов: ${queue.unsent} ${pluralRu(queue.unsent, ['заказ', 'заказа', 'заказов'])}`}
          onClick={() => queue.setDialogOpen(true)}
        >
          <span className="queue-status-text">
            {queue.offline && <span>Нет связи</span>}
            {counts.map((c) => (
              <span key={c}>{c}</span>
            ))}
          </span>
        </Button>
      )}
      <QueueDialog />
      {/* Mounted only while a sent sale waits for its receipt: no request on an ordinary page. */}
      {queue.entries.some(needsFiscal) && <FiscalAfterSync shopType="fastfood" />}
    </>
  );
}
