/**
 * The cashbox kept live (issue 20 item 5) instead of a 30 s poll: a shift of this till opened or
 * closed anywhere (cashShiftChanged) re-reads the open shift and the shifts; a sale or a payment
 * taken on this till's shop type (orderChanged `created` or `payment`) re-reads the open shift's
 * figures, once for a burst. After a reconnection, both are read once.
 */
import { permits } from '../../../schema/access';
import { READ_RULES } from '../../../schema/data-access';
import type { SessionUser } from '../app/session/context';
import {
  useCashShiftChangedSubscription,
  useDebounced,
  useLiveCatchUp,
  useLiveSubscription,
  useTillOrderChangedSubscription,
  type LiveStatus,
  type ShopType,
} from '../graphql';

interface Refetchable {
  refetch: () => Promise<unknown>;
}

export function useLiveCashbox(
  user: SessionUser | null,
  branch: string | null,
  till: ShopType,
  current: Refetchable,
  past: Refetchable,
): LiveStatus {
  const shiftSoon = useDebounced(() => current.refetch());
  const bothSoon = useDebounced(() => Promise.all([current.refetch(), past.refetch()]));
  useLiveSubscription(useCashShiftChangedSubscription, {
    skip: !branch,
    onData: ({ cashShiftChanged: { shift } }) => {
      if (shift.affiliateId === branch && shift.shopType === till) bothSoon();
    },
  });
  // Orders are a read of their own (NEWORDER or ALLORDER): a cashier without it sees shifts change only.
  useLiveSubscription(useTillOrderChangedSubscription, {
    variables: { shopType: till },
    skip: !branch || !permits(user, READ_RULES.orders),
    onData: ({ orderChanged: { kind } }) => {
      if (kind === 'created' || kind === 'payment') shiftSoon();
    },
  });
  return useLiveCatchUp(() => (branch ? Promise.all([current.refetch(), past.refetch()]) : undefined));
}
