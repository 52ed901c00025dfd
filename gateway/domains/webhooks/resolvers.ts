/** GraphQL webhooks (schema/webhooks.graphql); who may call them: schema/data-access.ts (the SA). */
import type {
  Resolvers,
  ShopType,
  UpdateWebhookEndpointInput,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEvent,
} from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundAt, payload } from '../../graphql/payload';
import { relayWindow, toConnection } from '../../graphql/relay';
import { cursors, FORGED_CURSOR } from '../../security/cursor';
import { webhookService, type EndpointInput, type RemoteDelivery, type RemoteEndpoint } from './service';

/** ORDER_CREATED ⇄ order.created: the enum is GraphQL's spelling of the public event names. */
const toEvent = (name: string) => name.toUpperCase().replace(/\./g, '_') as WebhookEvent;
const fromEvent = (e: WebhookEvent) => {
  const lower = e.toLowerCase();
  return lower.startsWith('cash_shift_') ? `cash_shift.${lower.slice(11)}` : lower.replace('_', '.');
};

const toEndpoint = (e: RemoteEndpoint): WebhookEndpoint => ({
  id: String(e.id),
  url: e.url,
  events: e.events.map(toEvent),
  active: e.active,
  shopType: (e.shopType as ShopType | null) ?? null,
  description: e.description,
  createdAt: e.createdAt,
  pendingCount: e.pending,
  failedCount: e.failed,
});

const toDelivery = (d: RemoteDelivery): WebhookDelivery => ({
  id: d.id,
  eventId: d.eventId,
  event: d.eventType ? toEvent(d.eventType) : null,
  status: d.status.toUpperCase() as WebhookDeliveryStatus,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  createdAt: d.createdAt,
  nextAttemptAt: d.nextAttemptAt,
  deliveredAt: d.deliveredAt,
});

/** Only the fields given: GraphQL's absent and null differ (null shopType means both shop types). */
function patchOf(input: UpdateWebhookEndpointInput): EndpointInput {
  const patch: EndpointInput = {};
  if (input.url != null) patch.url = input.url;
  if (input.events != null) patch.events = input.events.map(fromEvent);
  if (input.active != null) patch.active = input.active;
  if (input.shopType !== undefined) patch.shopType = input.shopType;
  if (input.description != null) patch.description = input.description;
  return patch;
}

const ID = /^\d{1,18}$/;

async function service(ctx: GraphQLContext) {
  await ctx.requireAccess();
  return webhookService(ctx.upstream);
}

function deliveryCursors(ctx: GraphQLContext, endpointId: string) {
  const pages = cursors(ctx.request.server.config.jwtSecret);
  // Bound to its endpoint: another endpoint's cursor is refused, not silently misread.
  const kind = `webhook:deliveries:${endpointId}`;
  return {
    encode: (id: string) => pages.encode(kind, { k: id }),
    decode: (cursor: string) => {
      const { k } = pages.decode(kind, cursor);
      if (typeof k !== 'string' || !ID.test(k)) throw new BadInputError(FORGED_CURSOR);
      return k;
    },
  };
}

export const webhookResolvers: Resolvers = {
  Query: {
    webhookEndpoints: async (_p, _a, ctx) => (await (await service(ctx)).list()).map(toEndpoint),
    webhookDeliveries: async (_p, args, ctx) => {
      const svc = await service(ctx);
      if (!ID.test(args.endpointId))
        throw new BadInputError('Вебхук: неверный идентификатор').at(['endpointId']);
      const keys = deliveryCursors(ctx, args.endpointId);
      const w = relayWindow({ first: args.first, after: args.after }, keys.decode);
      const page = await svc.deliveries(args.endpointId, w.size, w.key);
      const c = toConnection(page.items, (d) => keys.encode(d.id), page);
      return {
        edges: c.edges.map((e) => ({ cursor: e.cursor, node: toDelivery(e.node) })),
        pageInfo: c.pageInfo,
        totalCount: page.total,
      };
    },
  },
  Mutation: {
    createWebhookEndpoint: async (_p, { input }, ctx) => {
      const svc = await service(ctx);
      const reply = await payload('created', async () =>
        svc.create({
          url: input.url,
          events: input.events.map(fromEvent),
          shopType: input.shopType ?? null,
          description: input.description ?? '',
        }),
      );
      return {
        endpoint: reply.created ? toEndpoint(reply.created.endpoint) : null,
        secret: reply.created?.secret ?? null,
        userErrors: reply.userErrors,
      };
    },
    updateWebhookEndpoint: async (_p, { id, input }, ctx) => {
      const svc = await service(ctx);
      // The endpoint or delivery the mutation names that is not there: NOT_FOUND at `id`.
      return notFoundAt(
        await payload('endpoint', async () => toEndpoint(await svc.update(id, patchOf(input)))),
      );
    },
    deleteWebhookEndpoint: async (_p, { id }, ctx) => {
      const svc = await service(ctx);
      return notFoundAt(await payload('endpoint', async () => toEndpoint(await svc.remove(id))));
    },
    retryWebhookDelivery: async (_p, { id }, ctx) => {
      const svc = await service(ctx);
      return notFoundAt(await payload('delivery', async () => toDelivery(await svc.retry(id))));
    },
  },
};
