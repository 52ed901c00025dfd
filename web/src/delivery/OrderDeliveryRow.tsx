import { Switch, Tag } from '@blueprintjs/core';
import { READ_RULES } from '../../../schema/data-access';
import { permits } from '../../../schema/access';
import { useSession } from '../app/session/context';
import { unwrap, useDeliveryOfOrderQuery, useSetClientDeliveryNoticesMutation } from '../graphql';
import { toastError } from '../lists/toaster';
import { DeliveryPhotos } from './DeliveryPhotos';
import { STATUS_INTENT, statusTitle } from './labels';

/**
 * The delivery of an order in the order drawer (issue 21): status, courier and the photos. Asked
 * only of those who may read the delivery day, so an order screen without DELIVERY asks nothing.
 */
export function OrderDeliveryRow({ orderId, shopType }: { orderId: string; shopType?: string | null }) {
  const { user } = useSession();
  const allowed = shopType === 'flower_shop' && !!user && permits(user, READ_RULES.delivery);
  const q = useDeliveryOfOrderQuery({
    variables: { orderId },
    skip: !allowed,
    fetchPolicy: 'cache-and-network',
  });
  const [setNotices, setting] = useSetClientDeliveryNoticesMutation();
  const d = q.data?.delivery;
  if (!allowed || !d) return null;
  return (
    <tr>
      <th>Доставка</th>
      <td>
        <Tag minimal intent={STATUS_INTENT[d.status]}>
          {statusTitle(d.status)}
        </Tag>{' '}
        {d.courier ? `Курьер: ${d.courier.name}` : ''}
        <DeliveryPhotos photos={d.photos} />
        {d.clientId && (
          <Switch
            checked={d.clientNotices === true}
            disabled={setting.loading}
            label="Уведомлять клиента о доставке"
            onChange={(e) => {
              const enabled = e.currentTarget.checked;
              setNotices({ variables: { clientId: d.clientId!, enabled } })
                .then((r) => unwrap(r.data?.setClientDeliveryNotices, 'enabled'))
                .then(() => q.refetch())
                .catch((err: unknown) => toastError(err instanceof Error ? err.message : 'Не удалось'));
            }}
          />
        )}
      </td>
    </tr>
  );
}
