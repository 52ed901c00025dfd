/**
 * GraphQL delivery day (schema/delivery.graphql, docs/delivery.md); who may call what:
 * schema/data-access.ts. A courier's fields pass the session's own account to the CRM, which
 * finds only that courier's deliveries: a courier never names whose deliveries to read.
 */
import { slotsOf, type DeliveryStatus as RuleStatus } from '../../../schema/delivery';
import type {
  Courier,
  CourierAccount,
  Delivery,
  DeliveryNotice,
  DeliveryNoticeEvent,
  DeliveryNoticeTemplate,
  DeliveryStatus,
  Resolvers,
} from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { asksTotals, momentConnection, momentQuery } from '../../graphql/moment-pages';
import { payload } from '../../graphql/payload';
import { cursors } from '../../security/cursor';
import {
  deliveryService,
  type RemoteCourier,
  type RemoteCourierAccount,
  type RemoteDelivery,
  type RemoteNotice,
  type RemoteNoticeTemplate,
  type RemoteSettings,
} from './service';

const toStatus = (s: RuleStatus) => s.toUpperCase() as DeliveryStatus;
const fromStatus = (s: DeliveryStatus) => s.toLowerCase() as RuleStatus;
const toEvent = (e: string) => e.toUpperCase() as DeliveryNoticeEvent;

const toCourier = (c: RemoteCourier | { id: number; name: string; phone: string }): Courier => ({
  id: String(c.id),
  name: c.name,
  phone: c.phone,
  hasAccount: 'userId' in c ? c.userId !== null : false,
  accountId: 'userId' in c && c.userId !== null ? String(c.userId) : null,
});

const toAccount = (a: RemoteCourierAccount): CourierAccount => ({
  id: String(a.id),
  name: a.name,
  email: a.email,
  courierId: a.courierId === null ? null : String(a.courierId),
});

/** A maps search for the address: no key, opens the phone's maps app or the browser. */
const mapsUrl = (address: string) =>
  address ? `https://yandex.ru/maps/?text=${encodeURIComponent(address)}` : null;

/** `forCourier`: the buyer's name is not the courier's to know. */
const toDelivery = (d: RemoteDelivery, forCourier = false): Delivery => ({
  orderId: String(d.orderId),
  number: d.number,
  date: d.date,
  time: d.time,
  window: d.window,
  pickup: d.pickup,
  status: toStatus(d.status),
  late: d.late,
  courier: d.courier ? toCourier(d.courier) : null,
  clientName: forCourier ? null : d.clientName,
  clientId: forCourier || d.clientId === null ? null : String(d.clientId),
  clientNotices: forCourier ? null : d.clientNotices,
  recipientName: d.recipientName,
  recipientPhone: d.recipientPhone,
  address: d.address,
  mapsUrl: d.pickup ? null : mapsUrl(d.address),
  cardText: d.cardText,
  comment: d.comment,
  total: d.total,
  due: d.due,
  failureReason: d.failureReason,
  receiverName: d.receiverName,
  deliveredAt: d.deliveredAt,
  photos: d.photos.map((p) => ({
    kind: p.kind.toUpperCase(),
    url: `/images/${p.key}`,
    thumbUrl: `/images/${p.key}?size=thumb`,
  })),
});

const toSettings = (s: RemoteSettings) => ({ ...s, slots: slotsOf(s) });

const toTemplate = (t: RemoteNoticeTemplate): DeliveryNoticeTemplate => ({ ...t, event: toEvent(t.event) });

const toNotice = (n: RemoteNotice): DeliveryNotice => ({
  ...n,
  id: String(n.id),
  orderId: String(n.orderId),
  event: toEvent(n.event),
});

async function acting(ctx: GraphQLContext) {
  const user = await ctx.requireAccess();
  return { user, svc: deliveryService(ctx.upstream) };
}

const linkBase = (ctx: GraphQLContext) => ctx.request.server.config.publicUrl;

export const deliveryResolvers: Resolvers = {
  Query: {
    deliverySettings: async (_p, _a, ctx) => toSettings(await (await acting(ctx)).svc.settings()),
    deliveryBoard: async (_p, { date }, ctx) => {
      const day = await (await acting(ctx)).svc.board(date ?? null);
      return { date: day.date, items: day.items.map((d) => toDelivery(d)) };
    },
    delivery: async (_p, { orderId }, ctx) => toDelivery(await (await acting(ctx)).svc.one(orderId)),
    couriers: async (_p, _a, ctx) => (await (await acting(ctx)).svc.couriers()).map(toCourier),
    courierAccounts: async (_p, _a, ctx) => (await (await acting(ctx)).svc.courierAccounts()).map(toAccount),
    routeSheet: async (_p, { courierId, date }, ctx) => {
      const sheet = await (await acting(ctx)).svc.routeSheet(courierId, date ?? null);
      return {
        date: sheet.date,
        courier: toCourier(sheet.courier),
        items: sheet.items.map((d) => toDelivery(d)),
      };
    },
    deliveryNoticeTemplates: async (_p, _a, ctx) =>
      (await (await acting(ctx)).svc.templates()).map(toTemplate),
    deliveryNotices: async (_p, { orderId }, ctx) =>
      (await (await acting(ctx)).svc.notices(orderId ?? null)).map(toNotice),
    deliveryNoticesConnection: async (_p, args, ctx, info) => {
      const { svc } = await acting(ctx);
      const pages = cursors(ctx.request.server.config.jwtSecret);
      const query = momentQuery(args, pages, 'delivery-notices', asksTotals(info));
      return momentConnection(
        await svc.noticePage(query, args.orderId ?? null),
        pages,
        'delivery-notices',
        toNotice,
      );
    },
    myDeliveries: async (_p, { date }, ctx) => {
      const { user, svc } = await acting(ctx);
      // An integration token is no courier: it has no day of its own.
      if (user.integration) return { date: date ?? '', items: [] };
      const day = await svc.courierDay(user.crmId, date ?? null);
      return { date: day.date, items: day.items.map((d) => toDelivery(d, true)) };
    },
    myDelivery: async (_p, { orderId }, ctx) => {
      const { user, svc } = await acting(ctx);
      if (user.integration) return null;
      try {
        return toDelivery(await svc.one(orderId, user.crmId), true);
      } catch (err) {
        // Not theirs reads as nothing: it says no more about another courier's order.
        if ((err as { code?: string }).code === 'NOT_FOUND') return null;
        throw err;
      }
    },
  },
  Mutation: {
    setDeliverySettings: async (_p, { input }, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('settings', async () => toSettings(await svc.saveSettings(input, user.crmId)));
    },
    setDeliveryWindow: async (_p, args, ctx) => {
      const { svc } = await acting(ctx);
      return payload('delivery', async () =>
        toDelivery(
          await svc.setWindow({
            orderId: args.orderId,
            date: args.date,
            from: args.from,
            to: args.to,
            pickup: args.pickup === true,
          }),
        ),
      );
    },
    assignCourier: async (_p, { orderIds, courierId }, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('deliveries', async () =>
        (await svc.assign(orderIds, courierId ?? null, user.crmId)).map((d) => toDelivery(d)),
      );
    },
    setDeliveryStatus: async (_p, args, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('delivery', async () =>
        toDelivery(
          await svc.setStatus({
            orderId: args.orderId,
            status: fromStatus(args.status),
            reason: args.reason,
            receiverName: args.receiverName,
            userId: user.crmId,
            linkBase: linkBase(ctx),
          }),
        ),
      );
    },
    addDeliveryPhoto: async (_p, { orderId, photo }, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('delivery', async () => toDelivery(await svc.addPhoto(orderId, photo, user.crmId)));
    },
    markMyDelivery: async (_p, args, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('delivery', async () =>
        toDelivery(
          await svc.setStatus({
            orderId: args.orderId,
            status: args.delivered ? 'delivered' : 'failed',
            reason: args.reason,
            receiverName: args.receiverName,
            photo: args.photo,
            // The session's own account, never an argument: the CRM finds only their deliveries.
            courierUserId: user.integration ? -1 : user.crmId,
            userId: user.crmId,
            linkBase: linkBase(ctx),
          }),
          true,
        ),
      );
    },
    linkCourierAccount: async (_p, { employeeId, userId }, ctx) => {
      const { svc } = await acting(ctx);
      return payload('couriers', async () =>
        (await svc.linkAccount(employeeId, userId ?? null)).map(toCourier),
      );
    },
    saveDeliveryNoticeTemplate: async (_p, args, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('templates', async () =>
        (
          await svc.saveTemplate(
            {
              event: args.event.toLowerCase() as RemoteNoticeTemplate['event'],
              subject: args.subject,
              body: args.body,
            },
            user.crmId,
          )
        ).map(toTemplate),
      );
    },
    setClientDeliveryNotices: async (_p, { clientId, enabled }, ctx) => {
      const { svc } = await acting(ctx);
      return payload('enabled', async () => !(await svc.setNoticesOff(clientId, !enabled)).off);
    },
  },
};
