/**
 * The Subscription fields (schema/subscriptions.graphql) over the event bus (gateway/events).
 * Each field's access rule is checked when it is subscribed (field-access.ts, the rule of the
 * query showing the same data), and again with the live session before every event: a user
 * whose session ended or whose rights were taken gets nothing more. Shop types filter as for
 * queries (shopScope); an order is read from the CRM once per event (orderFor) and shown to each
 * subscriber through the same scoped service as the `order` query, so personal data is masked
 * the same way.
 */
import { permits, shopScope, type AccessRule } from '../../schema/access';
import { READ_RULES } from '../../schema/data-access';
import type { Principal } from '../domains/auth/service';
import { toShift } from '../domains/cashbox/records';
import type { ShiftRecord } from '../domains/cashbox/service';
import { toNotification } from '../domains/notifications/service';
import { asOrder } from '../domains/orders/resolvers';
import { scopedOrders } from '../domains/orders/scope';
import { createOrderService, type RemoteOrder } from '../domains/orders/service';
import type { Resolvers } from '../__generated__/resolvers';
import { AuthError, ForbiddenError } from '../errors';
import { listen, type DomainEvent } from '../events/bus';
import type { GraphQLContext } from './context';
import { renew } from './subscriptions-context';

/** Whether `shopType` is data `user` may see (null shop type: the superadmin's alone). */
const sees = (user: Principal, shopType: unknown) => {
  const scope = shopScope(user);
  return scope === null || scope === shopType;
};

/** The user, checked again for this event: a closed session ends the subscription. */
async function liveUser(ctx: GraphQLContext, rule: AccessRule): Promise<Principal> {
  renew(ctx);
  const user = await ctx.principal();
  if (!user) throw new AuthError('Сеанс завершён: войдите снова');
  if (!permits(user, rule)) throw new ForbiddenError();
  return user;
}

/** Events of `pick`, each turned into a result (or skipped with undefined) for the live user. */
async function* live<E, R>(
  ctx: GraphQLContext,
  rule: AccessRule,
  pick: (event: DomainEvent) => E | undefined,
  shape: (event: E, user: Principal) => Promise<R | undefined> | R | undefined,
): AsyncGenerator<R> {
  const { events } = ctx.request.server;
  for await (const event of listen(events, pick)) {
    const user = await liveUser(ctx, rule);
    const result = await shape(event, user);
    if (result !== undefined) yield result;
  }
}

type OrderEvent = Extract<DomainEvent, { type: 'order' }>;

/**
 * The CRM's reading of an event's order, shared by every orderChanged subscriber of this gateway:
 * 500 open boards cost one getOrderInfo per change, not 500. Keyed by the event object, which the
 * bus hands to every listener, so it lives as long as someone still resolves that event.
 */
const orderReads = new WeakMap<OrderEvent, Promise<RemoteOrder>>();

/** The event's order as `ctx`'s user reads it (shop type, masks), from the one shared read. */
function orderFor(ctx: GraphQLContext, e: OrderEvent): Promise<RemoteOrder> {
  const crm = createOrderService(ctx.upstream);
  const info = () => {
    let read = orderReads.get(e);
    if (!read) orderReads.set(e, (read = crm.info(e.orderId)));
    return read;
  };
  return scopedOrders({ ...crm, info }, () => ctx.principal()).info(e.orderId);
}

const notificationOf = (e: DomainEvent) => (e.type === 'notification' ? e.notification : undefined);

export const subscriptionResolvers: Resolvers = {
  Subscription: {
    orderChanged: {
      subscribe: (_p, args, ctx) =>
        live(
          ctx,
          READ_RULES.orders,
          (e) => (e.type === 'order' ? e : undefined),
          async (e, user) => {
            if (!sees(user, e.shopType)) return undefined;
            if (args.shopType && e.shopType !== args.shopType) return undefined;
            const base = { kind: e.kind, orderId: String(e.orderId) };
            if (e.kind === 'deleted') return { orderChanged: { ...base, order: null } };
            try {
              const order = asOrder(await orderFor(ctx, e));
              return { orderChanged: { ...base, order } };
            } catch {
              // Gone or out of reach by now: the change is still told, without the record.
              return { orderChanged: { ...base, order: null } };
            }
          },
        ),
    },
    // No CRM read and no order data: the kitchen's screens only learn to read themselves again.
    kitchenChanged: {
      subscribe: (_p, _a, ctx) =>
        live(
          ctx,
          READ_RULES.kitchenReady,
          (e) => (e.type === 'order' && e.shopType === 'fastfood' ? e : undefined),
          (e) => ({ kitchenChanged: { kind: e.kind, orderId: String(e.orderId) } }),
        ),
    },
    notificationAdded: {
      subscribe: (_p, _a, ctx) =>
        live(ctx, READ_RULES.notifications, notificationOf, (n, user) =>
          sees(user, n.shopType ?? null) ? { notificationAdded: toNotification(n) } : undefined,
        ),
    },
    stockBelowMinimum: {
      subscribe: (_p, _a, ctx) =>
        live(ctx, READ_RULES.warehouse, notificationOf, (n, user) =>
          n.kind === 'low_stock' && sees(user, n.shopType ?? null)
            ? { stockBelowMinimum: toNotification(n) }
            : undefined,
        ),
    },
    cashShiftChanged: {
      subscribe: (_p, _a, ctx) =>
        live(
          ctx,
          READ_RULES.money,
          (e) => (e.type === 'cashShift' ? e : undefined),
          (e, user) => {
            const shift = toShift(e.shift as ShiftRecord);
            return sees(user, shift.shopType) ? { cashShiftChanged: { kind: e.kind, shift } } : undefined;
          },
        ),
    },
  },
};
