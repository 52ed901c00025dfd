import { Button } from '@blueprintjs/core';
import { pluralRu } from '../../app/relativeTime';
import { QueueDialog } from './QueueDialog';
import { useOrderQueue } from './OrderQueueProvider';

/**
 * The till's connection in the top bar, on every screen of a user with the POS: online is a quiet
 * dot; «Нет связи» and the waiting orders and conflicts speak up, and a click opens the queue.
 */
export function QueueStatus() {
  const queue = useOrderQueue();
  if (!queue.enabled) return null;
  const parts: string[] = [];
  if (queue.offline) parts.push('Нет связи');
  const waiting = queue.unsent - queue.conflicts;
  if (waiting > 0) parts.push(`Ждут отправки: ${waiting}`);
  if (queue.conflicts > 0) parts.push(`Конфликты: ${queue.conflicts}`);
  return (
    <>
      {parts.length === 0 ? (
        <span className="queue-status-dot" role="status" aria-label="В сети" title="В сети" />
      ) : (
        <Button
          variant="minimal"
          aria-live="polite"
          icon={queue.offline ? 'offline' : 'cloud-upload'}
          intent={queue.conflicts > 0 ? 'danger' : 'warning'}
          text={parts.join(' · ')}
          title={`Очередь заказов: ${queue.unsent} ${pluralRu(queue.unsent, ['заказ', 'заказа', 'заказов'])}`}
          onClick={() => queue.setDialogOpen(true)}
        />
      )}
      <QueueDialog />
    </>
  );
}
