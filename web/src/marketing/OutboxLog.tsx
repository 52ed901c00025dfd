import {
  Button,
  Dialog,
  DialogBody,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { OUTBOX_STATUS_LABELS, type OutboxStatus } from '../../../schema/marketing';
import { formatDateTime } from '../app/format';
import { RichText } from '../app/richtext/RichText';
import { toastError, toastSuccess } from '../lists/toaster';
import { outboxLabel, OUTBOX_INTENTS } from './format';
import { PagedScroll } from './PagedScroll';
import { useCampaigns, useMarketingActions, useOutbox, usePreview, type OutboxMessage } from './useMarketing';

/** While messages are on their way the log refreshes itself this often. */
const POLL_MS = 3000;

/** The send log: every outbox message, newest first, with its status, error and a retry. */
export function OutboxLog() {
  const [campaignId, setCampaignId] = useState('');
  const [status, setStatus] = useState<'' | OutboxStatus>('');
  const { campaigns } = useCampaigns();
  const log = useOutbox(campaignId || null, status || null);
  const actions = useMarketingActions();
  const [viewed, setViewed] = useState<OutboxMessage | null>(null);
  const { moving, startPolling, stopPolling } = log;

  useEffect(() => {
    if (moving) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [moving, startPolling, stopPolling]);

  const retry = async (m: OutboxMessage) => {
    try {
      await actions.retry(m.id);
      toastSuccess('Письмо снова в очереди');
    } catch (err) {
      toastError((err as Error).message);
    }
  };

  return (
    <div className="mk-tab">
      <div className="mk-toolbar">
        <HTMLSelect
          aria-label="Рассылка"
          value={campaignId}
          onChange={(e) => setCampaignId(e.target.value)}
          options={[
            { value: '', label: 'Все рассылки' },
            ...campaigns.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <HTMLSelect
          aria-label="Статус"
          value={status}
          onChange={(e) => setStatus(e.target.value as '' | OutboxStatus)}
          options={[
            { value: '', label: 'Любой статус' },
            ...Object.entries(OUTBOX_STATUS_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <Button icon="refresh" aria-label="Обновить журнал" onClick={() => void log.refetch()} />
      </div>
      {log.loading ? (
        <Spinner className="mk-state" aria-label="Загрузка" />
      ) : log.error ? (
        <NonIdealState
          className="mk-state"
          icon="error"
          title="Не удалось загрузить журнал"
          description={log.error.message}
          action={<Button text="Повторить" onClick={() => void log.refetch()} />}
        />
      ) : log.nodes.length === 0 ? (
        <NonIdealState
          className="mk-state"
          icon="inbox"
          title="Журнал пуст"
          description="Здесь появятся письма отправленных рассылок."
        />
      ) : (
        <PagedScroll pages={log}>
          <HTMLTable interactive striped className="mk-table" aria-label="Журнал отправки">
            <thead>
              <tr>
                <th>Когда</th>
                <th>Рассылка</th>
                <th>Клиент</th>
                <th>Кому</th>
                <th>Повод</th>
                <th>Статус</th>
                <th>Ошибка</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {log.nodes.map((m) => (
                <tr key={m.id} onClick={() => setViewed(m)}>
                  <td>{formatDateTime(m.sentAt ?? m.createdAt)}</td>
                  <td>{m.campaignName}</td>
                  <td>{m.clientName}</td>
                  <td>{m.address || m.clientPhone}</td>
                  <td className="mk-muted">{m.occasion || '—'}</td>
                  <td>
                    {m.status === 'sent' && m.transport === 'log' ? (
                      // Honest about the default transport: nothing left the shop.
                      <Tag
                        minimal
                        intent="primary"
                        title="Почта (SMTP) не настроена: письмо записано в журнал сервера"
                      >
                        Записано в журнал
                      </Tag>
                    ) : (
                      <Tag minimal intent={OUTBOX_INTENTS[m.status]}>
                        {outboxLabel(m.status)}
                      </Tag>
                    )}
                  </td>
                  <td className="mk-error-cell">{m.error}</td>
                  <td onClick={(e) => e.stopPropagation()}>
                    {m.status === 'failed' && (
                      <Button small icon="repeat" text="Повторить" onClick={() => void retry(m)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </PagedScroll>
      )}
      <Dialog
        isOpen={viewed !== null}
        onClose={() => setViewed(null)}
        title={viewed?.subject ?? ''}
        style={{ width: 640 }}
      >
        {viewed && <SentMessage message={viewed} />}
      </Dialog>
    </div>
  );
}

/** The message as it went out: the preview of a sent message is the outbox's own copy. */
function SentMessage({ message }: { message: OutboxMessage }) {
  const { preview, loading, error } = usePreview(message.campaignId, message.clientId);
  return (
    <DialogBody>
      <p className="mk-muted">Кому: {message.address || `нет e-mail, телефон ${message.clientPhone}`}</p>
      {loading && !preview ? (
        <Spinner size={24} aria-label="Загрузка" />
      ) : preview ? (
        <RichText html={preview.html} />
      ) : (
        <p>{error?.message ?? 'Письмо недоступно'}</p>
      )}
    </DialogBody>
  );
}
