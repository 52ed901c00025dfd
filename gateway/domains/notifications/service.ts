/**
 * Notifications over the CRM's `notification` area (docs/upstream-contract.md): the open list of
 * a shop type, dismissing one, clearing several. A superadmin sees every shop type.
 */
import { asMomentPage, pageOfMoments, type MomentPage, type MomentQuery } from '../../graphql/moment-pages';
import { isUnknownCall } from '../../upstream/errors';
import type { Upstream } from '../../upstream/types';
import { asRecords, mapRemoteError, type RemoteRecord } from '../lists/service';

export interface Viewer {
  crmId: string | number;
  role: string;
  typeAccount: string;
}

/** The shop type whose notifications a user sees; null = all (the superadmin). */
export const shopTypeOf = (viewer: Viewer) => (viewer.role === 'SA' ? null : viewer.typeAccount);

const userIdOf = (viewer: Viewer) => Number(viewer.crmId) || null;

export function createNotificationService(upstream: Upstream) {
  // A CRM refusal becomes ours: NOT_FOUND → 404, VALIDATION → 400 with the CRM's message.
  const call = async (method: string, body: object) => {
    try {
      return await upstream.call('notification', method, body);
    } catch (err) {
      throw mapRemoteError(err);
    }
  };
  return {
    async list(viewer: Viewer): Promise<RemoteRecord[]> {
      return asRecords(await call('getAllNotificationList', { shopType: shopTypeOf(viewer) }));
    },
    /**
     * One page of the open list newest first (notification/getNotificationPage, ours, issue 17);
     * a CRM without the call is paged here from its open list (at most 200).
     */
    async page(viewer: Viewer, query: MomentQuery): Promise<MomentPage<RemoteRecord>> {
      const shopType = shopTypeOf(viewer);
      try {
        return asMomentPage(
          await upstream.call('notification', 'getNotificationPage', { ...query, shopType }),
        );
      } catch (err) {
        if (!isUnknownCall(err)) throw mapRemoteError(err);
      }
      const all = asRecords(await call('getAllNotificationList', { shopType }));
      return pageOfMoments(all, (r) => ({ at: String(r.at), id: Number(r.id) }), query);
    },
    async ready(viewer: Viewer, id: number): Promise<void> {
      await call('setNotificationReady', {
        notificationId: id,
        userId: userIdOf(viewer),
      });
    },
    async clear(viewer: Viewer, ids: readonly number[]): Promise<void> {
      await call('setClearNotification', {
        allNotificationList: ids,
        userId: userIdOf(viewer),
      });
    },
    /** Every open one the viewer sees up to `id` in the bell's order, however many. */
    async clearUpTo(viewer: Viewer, id: number): Promise<void> {
      await call('setClearNotification', {
        upToId: id,
        shopType: shopTypeOf(viewer),
        userId: userIdOf(viewer),
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

/** The CRM record → GraphQL: string ids, known kind. */
export function toNotification(r: RemoteRecord) {
  const id = (v: unknown) => (v == null ? null : String(v));
  return {
    id: String(r.id),
    at: String(r.at ?? ''),
    kind: r.kind as 'site_order' | 'status' | 'low_stock' | 'backup_failed',
    title: String(r.title ?? ''),
    text: String(r.text ?? ''),
    // null: about the whole installation (a failed backup), shown to the superadmin only.
    shopType: (r.shopType ?? null) as 'flower_shop' | 'fastfood' | null,
    orderId: id(r.orderId),
    productId: id(r.productId),
    affiliateId: id(r.affiliateId),
  };
}
