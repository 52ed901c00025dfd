import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import {
  unwrap,
  useRetryWebhookDeliveryMutation,
  useWebhookDeliveriesQuery,
  type WebhookDeliveryFieldsFragment,
} from '../../graphql';
import { when } from '../integrations/labels';
import { EVENT_LABEL, STATUS_LABELS } from './labels';

const PAGE = 25;

function Row({
  d,
  onRetry,
  retrying,
}: {
  d: WebhookDeliveryFieldsFragment;
  onRetry(): void;
  retrying: boolean;
}) {
  const status = STATUS_LABELS[d.status];
  return (
    <tr data-delivery={d.id}>
      <td>{when(d.createdAt)}</td>
      <td>
        {d.event ? EVENT_LABEL(d.event) : '—'} <span className="settings-muted">№{d.eventId}</span>
      </td>
      <td>
        <Tag minimal intent={status.intent}>
          {status.text}
        </Tag>
      </td>
      <td>{d.attempts}</td>
      <td>{d.lastStatusCode ?? '—'}</td>
      <td>
        {d.deliveredAt
          ? when(d.deliveredAt)
          : d.nextAttemptAt
            ? `след. попытка ${when(d.nextAttemptAt)}`
            : '—'}
      </td>
      <td className="webhook-error">{d.lastError || '—'}</td>
      <td>
        {d.status === 'FAILED' && (
          <Button size="small" icon="refresh" text="Повторить" loading={retrying} onClick={onRetry} />
        )}
      </td>
    </tr>
  );
}

/** One endpoint's delivery log, newest first, a page at a time, with «Повторить» for a failed one. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  // The cursors of the pages before this one: «Назад» pops one.
  const [trail, setTrail] = useState<(string | null)[]>([null]);
  const after = trail[trail.length - 1];
  const query = useWebhookDeliveriesQuery({
    variables: { endpointId, first: PAGE, after },
    fetchPolicy: 'cache-and-network',
  });
  const [retryMutation] = useRetryWebhookDeliveryMutation();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);

  const retry = async (id: string) => {
    setRetrying(id);
    setRetryError(null);
    try {
      unwrap((await retryMutation({ variables: { id } })).data?.retryWebhookDelivery, 'delivery');
    } catch (err) {
      setRetryError(err instanceof Error ? err.message : 'Не удалось повторить');
    } finally {
      setRetrying(null);
    }
  };

  const page = query.data?.webhookDeliveries;
  if (!page && query.loading) return <Spinner size={20} aria-label="Загрузка журнала" />;
  if (!page)
    return (
      <NonIdealState
        icon="error"
        title="Не удалось загрузить журнал"
        description={query.error?.message}
        action={<Button text="Повторить" onClick={() => void query.refetch()} />}
      />
    );
  if (page.totalCount === 0)
    return <p className="settings-muted">Доставок пока нет: они появятся с первым событием.</p>;
  return (
    <div className="webhook-log">
      {retryError && (
        <Callout intent="danger" className="settings-callout">
          {retryError}
        </Callout>
      )}
      <HTMLTable compact striped className="webhook-table" aria-label="Журнал доставок">
        <thead>
          <tr>
            <th>Время</th>
            <th>Событие</th>
            <th>Статус</th>
            <th>Попыток</th>
            <th>Код ответа</th>
            <th>Доставлено</th>
            <th>Ошибка</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {page.edges.map(({ node }) => (
            <Row key={node.id} d={node} retrying={retrying === node.id} onRetry={() => void retry(node.id)} />
          ))}
        </tbody>
      </HTMLTable>
      <div className="webhook-pager">
        <span className="settings-muted">Всего: {page.totalCount}</span>
        <Button
          size="small"
          icon="chevron-left"
          text="Назад"
          disabled={trail.length === 1}
          onClick={() => setTrail((t) => t.slice(0, -1))}
        />
        <Button
          size="small"
          endIcon="chevron-right"
          text="Дальше"
          disabled={!page.pageInfo.hasNextPage}
          onClick={() => setTrail((t) => [...t, page.pageInfo.endCursor ?? null])}
        />
      </div>
    </div>
  );
}
