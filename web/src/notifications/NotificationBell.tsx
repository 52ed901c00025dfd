import { Button, Callout, Icon, NonIdealState, PopoverNext, Spinner, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useRef, useState } from 'react';
import { permits } from '../../../schema/access';
import { READ_RULES } from '../../../schema/data-access';
import { useSession } from '../app/session/context';
import {
  LiveBanner,
  useNotificationAddedSubscription,
  useClearNotificationsMutation,
  useDismissNotificationMutation,
  useLive,
  useNotificationsQuery,
  type NotificationFieldsFragment,
  type NotificationKind,
  unwrap,
} from '../graphql';
import { serverError } from '../lists/errors';
import { timeAgo } from '../app/relativeTime';
import { withAdded } from './added';
import './notifications.css';

/** The bell shows the newest this many, and this many more per «Показать ещё» (up to the page cap). */
const STEP = 20;
const MAX_SHOWN = 250;

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
  const { user } = useSession();
  // A shop with years of events reads the newest page and the count, never the whole open list.
  const [first, setFirst] = useState(STEP);
  // The highest id dismissed or cleared here: a late push of one of them must not bring it back.
  const floor = useRef(0);
  const { data, loading, error, refetch, updateQuery } = useNotificationsQuery({
    variables: { first },
    notifyOnNetworkStatusChange: false,
    // Each read its own request: the re-read after a dismiss must not join a catch-up read
    // already on its way (deduplicated, it got that read's older answer and the dismissed one
    // came back; the browser test saw «Уведомления: 2» stay after a dismiss, CI of 16dddfe).
    context: { queryDeduplication: false },
  });
  // New ones are pushed (notificationAdded, low stock included): on the list and the count at once.
  const { reconnecting } = useLive(useNotificationAddedSubscription, {
    skip: !permits(user, READ_RULES.notifications),
    onData: ({ notificationAdded }) =>
      updateQuery((prev) => withAdded(prev, notificationAdded, first, floor.current)),
    catchUp: () => refetch(),
  });
  // After a change the bell reads its page again: the count and the next ones up come with it.
  const after = { refetchQueries: ['Notifications'], awaitRefetchQueries: true };
  const [dismiss, dismissState] = useDismissNotificationMutation(after);
  const [clear, clearState] = useClearNotificationsMutation(after);
  const items = data?.notificationsConnection?.edges.map((e) => e.node) ?? [];
  const count = data?.notificationsConnection?.totalCount ?? 0;
  const busy = dismissState.loading || clearState.loading;
  const [failure, setFailure] = useState<string | null>(null);

  // A failure shows in the panel (a refusal in the payload, or the call's error); the list stays.
  const settle = (run: () => Promise<unknown>) => {
    setFailure(null);
    return run().catch((err: unknown) => setFailure(serverError(err).message));
  };
  const onDismiss = (id: string) => {
    floor.current = Math.max(floor.current, Number(id));
    return settle(async () =>
      unwrap((await dismiss({ variables: { id } })).data?.dismissNotification, 'notifications'),
    );
  };
  // Everything up to the newest shown: what arrives meanwhile stays to be seen.
  const onClear = () => {
    if (items.length === 0) return;
    floor.current = Math.max(floor.current, Number(items[0].id));
    return settle(async () =>
      unwrap((await clear({ variables: { upTo: items[0].id } })).data?.clearNotifications, 'notifications'),
    );
  };

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
      <LiveBanner reconnecting={reconnecting} />
      {failure && (
        <Callout intent="danger" compact>
          Не удалось: {failure}
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
      {items.length < count && first < MAX_SHOWN && (
        <Button
          variant="minimal"
          fill
          text={`Показать ещё (${count - items.length})`}
          loading={loading}
          onClick={() => setFirst((n) => Math.min(n + STEP, MAX_SHOWN))}
        />
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
