import { Button, Callout, Icon, NonIdealState, PopoverNext, Spinner, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import {
  NotificationsDocument,
  useClearNotificationsMutation,
  useDismissNotificationMutation,
  useNotificationsQuery,
  type NotificationFieldsFragment,
  type NotificationKind,
} from '../graphql';
import { timeAgo } from '../app/relativeTime';
import './notifications.css';

/** New events show within this long without a reload; the query is one small CRM read. */
export const POLL_MS = 30_000;

const ICONS: Record<NotificationKind, IconName> = {
  site_order: 'globe-network',
  status: 'exchange',
  low_stock: 'warning-sign',
  backup_failed: 'database',
};

/** Where a notification leads: its order, or the product's stock. */
function linkOf(n: NotificationFieldsFragment): string | null {
  if (n.orderId) {
    return n.shopType === 'fastfood'
      ? `/order/editOrderFastFood/${n.orderId}`
      : `/order/editOrder?id=${n.orderId}`;
  }
  if (n.productId) return `/EditProduct/${n.productId}`;
  if (n.kind === 'backup_failed') return '/Settings/Backups';
  return null;
}

/** The bell of the top bar: the count of open notifications, the list, dismiss one, clear all. */
export function NotificationBell() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useNotificationsQuery({
    pollInterval: POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  // Each mutation answers the open list: it replaces what the query shows, no second request.
  const [dismiss, dismissState] = useDismissNotificationMutation({
    update(cache, { data: d }) {
      if (d)
        cache.writeQuery({ query: NotificationsDocument, data: { notifications: d.dismissNotification } });
    },
  });
  const [clear, clearState] = useClearNotificationsMutation({
    update(cache, { data: d }) {
      if (d)
        cache.writeQuery({ query: NotificationsDocument, data: { notifications: d.clearNotifications } });
    },
  });
  const items = data?.notifications ?? [];
  const count = items.length;
  const busy = dismissState.loading || clearState.loading;
  const failure = dismissState.error ?? clearState.error;

  // A failure shows in the panel (the mutation's error); the list stays as it was.
  const onDismiss = (id: string) => dismiss({ variables: { id } }).catch(() => undefined);
  const onClear = () => clear({ variables: { ids: items.map((n) => n.id) } }).catch(() => undefined);

  const content = (
    <div className="notif-panel" role="dialog" aria-label="Уведомления">
      <div className="notif-head">
        <strong>Уведомления</strong>
        <Button
          variant="minimal"
          size="small"
          icon="clean"
          text="Очистить все"
          disabled={count === 0 || busy}
          onClick={() => void onClear()}
        />
      </div>
      {failure && (
        <Callout intent="danger" compact>
          Не удалось: {failure.message}
        </Callout>
      )}
      {loading && !data ? (
        <Spinner size={24} />
      ) : error && !data ? (
        <NonIdealState
          icon="error"
          title="Уведомления не загрузились"
          action={<Button text="Повторить" onClick={() => void refetch()} />}
        />
      ) : count === 0 ? (
        <NonIdealState icon="notifications" title="Новых уведомлений нет" />
      ) : (
        <ul className="notif-list">
          {items.map((n) => {
            const link = linkOf(n);
            return (
              <li key={n.id} className={`notif-item notif-${n.kind}`}>
                <Icon icon={ICONS[n.kind]} className="notif-icon" />
                <button
                  type="button"
                  className="notif-body"
                  disabled={!link}
                  onClick={() => link && navigate(link)}
                >
                  <span className="notif-title">{n.title}</span>
                  {n.text && <span className="notif-text">{n.text}</span>}
                  <span className="notif-time">{timeAgo(n.at)}</span>
                </button>
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={`Удалить уведомление «${n.title}»`}
                  disabled={busy}
                  onClick={() => void onDismiss(n.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  return (
    <PopoverNext placement="bottom-end" content={content}>
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={count ? `Уведомления: ${count}` : 'Уведомления'}
        title="Уведомления"
        className="notif-bell"
      >
        {count > 0 && <span className="notif-count">{count > 99 ? '99+' : count}</span>}
      </Button>
    </PopoverNext>
  );
}
