import { Tag } from '@blueprintjs/core';
import { READ_RULES } from '../../../schema/data-access';
import { permits } from '../../../schema/access';
import { useSession } from '../app/session/context';
import { useDeliveryOfOrderQuery } from '../graphql';
import { ClientNoticesSwitch } from './ClientNoticesSwitch';
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
          <ClientNoticesSwitch
            clientId={d.clientId}
            enabled={d.clientNotices === true}
            onChanged={() => q.refetch()}
          />
        )}
      </td>
    </tr>
  );
}
