import { Button, Callout, Dialog, DialogBody, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { formatDateTime } from '../../app/format';
import { formatMoney } from '../../lists/format';
import { toastError } from '../../lists/toaster';
import { provisionalNumber, type QueuedOrder, type QueueState } from './entry';
import { useOrderQueue } from './OrderQueueProvider';
import './queue.css';

const STATE_TAGS: Record<QueueState, { text: string; intent: 'none' | 'primary' | 'danger' | 'success' }> = {
  waiting: { text: 'Ждёт отправки', intent: 'none' },
  sending: { text: 'Отправляется', intent: 'primary' },
  conflict: { text: 'Конфликт', intent: 'danger' },
  sent: { text: 'Отправлен', intent: 'success' },
};

/** The POS path that reopens a queued sale in the cart (PosPage reads `queued`). */
export const reopenPath = (e: QueuedOrder) => `/order/newTest?queued=${encodeURIComponent(e.id)}`;

/**
 * «Очередь заказов»: what this till took without the server, in order. A conflict (the server
 * refused the sale) is the cashier's to resolve here: send again at today's prices, open it in
 * the POS to fix, or delete it after a confirmation. Nothing leaves the queue unseen.
 */
export function QueueDialog() {
  const queue = useOrderQueue();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<QueuedOrder | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const shown = queue.entries.filter((e) => e.state !== 'sent');
  const sent = queue.entries.filter((e) => e.state === 'sent').slice(-5);

  const reprice = async (e: QueuedOrder) => {
    setBusy(e.id);
    try {
      const problem = await queue.resendAtTodayPrices(e);
      if (problem) toastError(problem);
    } catch {
      toastError('Нет связи с сервером: повторите, когда связь вернётся');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      isOpen={queue.dialogOpen}
      onClose={() => queue.setDialogOpen(false)}
      title="Очередь заказов"
      icon="cloud-upload"
      className="queue-dialog"
    >
      <DialogBody>
        {queue.offline && (
          <Callout intent="warning" icon="offline" compact>
            Нет связи с сервером. Заказы отправятся сами, когда связь вернётся.
          </Callout>
        )}
        {shown.length === 0 ? (
          <NonIdealState icon="tick-circle" title="Все заказы отправлены" />
        ) : (
          <HTMLTable compact striped className="queue-table" aria-label="Заказы в очереди">
            <thead>
              <tr>
                <th>Номер</th>
                <th>Время</th>
                <th>Сумма</th>
                <th>Состояние</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id} data-testid={`queued-${provisionalNumber(e.seq)}`}>
                  <td>
                    <b>{provisionalNumber(e.seq)}</b>
                  </td>
                  <td>{formatDateTime(e.createdAt)}</td>
                  <td>{formatMoney(e.input.total ?? 0)}</td>
                  <td>
                    <Tag minimal intent={STATE_TAGS[e.state].intent}>
                      {STATE_TAGS[e.state].text}
                    </Tag>
                    {e.state === 'conflict' && (
                      <div className="queue-conflict">
                        <div className="queue-message">{e.message}</div>
                        <Button
                          small
                          icon="refresh"
                          text="По текущим ценам"
                          loading={busy === e.id}
                          onClick={() => void reprice(e)}
                        />
                        <Button
                          small
                          icon="edit"
                          text="Открыть в кассе"
                          onClick={() => {
                            queue.setDialogOpen(false);
                            navigate(reopenPath(e));
                          }}
                        />
                        <Button
                          small
                          icon="trash"
                          intent="danger"
                          text="Удалить"
                          onClick={() => setDeleting(e)}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {sent.length > 0 && (
          <p className="queue-sent">
            Отправлены: {sent.map((e) => `${provisionalNumber(e.seq)} → ${e.serverNumber}`).join(', ')}
          </p>
        )}
      </DialogBody>
      <ConfirmDialog
        isOpen={!!deleting}
        intent="danger"
        icon="trash"
        message={
          deleting &&
          `Удалить заказ ${provisionalNumber(deleting.seq)} на ${formatMoney(deleting.input.total ?? 0)}? Он не попадёт на сервер, деньги за него верните покупателю.`
        }
        onConfirm={() => {
          const e = deleting;
          setDeleting(null);
          if (e) void queue.remove(e);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}
