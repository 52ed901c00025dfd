import { Button, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../app/format';
import { useDeliveryNoticesQuery } from '../graphql';
import { LoadMore } from '../lists/LoadMore';
import { usePages } from '../lists/usePages';

/** Notices a page: a screenful, the next asked for as the log scrolls to its end. */
const PAGE = 50;

const EVENT: Record<string, string> = { MADE: 'Собран', OUT: 'Передан курьеру', DELIVERED: 'Доставлен' };
const STATUS: Record<string, { text: string; intent: 'none' | 'success' | 'danger' | 'warning' }> = {
  queued: { text: 'В очереди', intent: 'none' },
  sent: { text: 'Отправлено', intent: 'success' },
  failed: { text: 'Ошибка', intent: 'danger' },
  skipped: { text: 'Пропущено', intent: 'warning' },
};

/**
 * The log of client notices (issue 21 item 5), newest first; opened on demand, read a page at a
 * time from the server (deliveryNoticesConnection) as it scrolls: the log grows with every order.
 */
export function NoticeLog() {
  const [open, setOpen] = useState(false);
  const q = useDeliveryNoticesQuery({
    variables: { first: PAGE },
    skip: !open,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const pages = usePages(q, (d) => d.deliveryNoticesConnection);
  let body: React.ReactNode = null;
  if (open) {
    if (pages.loading) body = <Spinner size={20} aria-label="Загрузка" />;
    else if (!pages.connection)
      body = <div className="delivery-failed">Не удалось загрузить журнал: {q.error?.message}</div>;
    else if (pages.total === 0) body = <NonIdealState icon="envelope" title="Уведомлений пока не было" />;
    else
      body = (
        <HTMLTable compact striped className="delivery-notices" aria-label="Журнал уведомлений">
          <thead>
            <tr>
              <th>Когда</th>
              <th>Заказ</th>
              <th>Событие</th>
              <th>Кому</th>
              <th>Тема</th>
              <th>Статус</th>
            </tr>
          </thead>
          <tbody>
            {pages.nodes.map((n) => (
              <tr key={n.id}>
                <td>{formatDateTime(n.createdAt)}</td>
                <td>{n.number}</td>
                <td>{EVENT[n.event]}</td>
                <td>{n.address || '—'}</td>
                <td>{n.subject}</td>
                <td>
                  <Tag minimal intent={STATUS[n.status]?.intent ?? 'none'} title={n.error || undefined}>
                    {STATUS[n.status]?.text ?? n.status}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      );
    if (pages.connection && pages.total > 0)
      body = (
        <>
          {body}
          <LoadMore
            remaining={pages.total - pages.nodes.length}
            loading={pages.loadingMore}
            onMore={pages.loadMore}
          />
        </>
      );
  }
  return (
    <div className="delivery-log">
      <Button
        variant="minimal"
        icon={open ? 'chevron-down' : 'chevron-right'}
        text="Журнал уведомлений клиентам"
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <Button
          variant="minimal"
          icon="refresh"
          aria-label="Обновить журнал"
          onClick={() => void q.refetch()}
        />
      )}
      {body}
    </div>
  );
}
