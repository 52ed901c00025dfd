/**
 * GraphQL kitchen (schema/kitchen.graphql, docs/kitchen.md); who may call what:
 * schema/data-access.ts. The ready screen's field answers numbers and times only: the account of a
 * customers' wall screen (KITCHENREADY) reads nothing else.
 */
import type { KitchenStation, Resolvers } from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { payload } from '../../graphql/payload';
import { toLine } from '../orders/service';
import { kitchenService, type RemoteStation, type RemoteTicket } from './service';

const toStation = (s: RemoteStation): KitchenStation => ({ id: String(s.id), name: s.name, print: s.print });

const toTicket = (t: RemoteTicket) => ({
  orderId: String(t.orderId),
  number: t.number,
  paidAt: t.paidAt,
  ageSeconds: t.ageSeconds,
  lines: t.lines.map((l) => ({
    id: String(l.id),
    line: toLine(l.product),
    bumped: l.bumped,
    // The station as it is now (a product moved to another station shows there).
    station:
      l.stationId === null
        ? null
        : { id: String(l.stationId), name: l.stationName ?? '', print: l.stationPrint === true },
  })),
});

async function acting(ctx: GraphQLContext) {
  const user = await ctx.requireAccess();
  return { user, svc: kitchenService(ctx.upstream) };
}

const orderIdOf = async (run: Promise<{ orderId: number }>) => String((await run).orderId);

export const kitchenResolvers: Resolvers = {
  Query: {
    kitchenBoard: async (_p, _a, ctx) => {
      const board = await (await acting(ctx)).svc.tickets();
      return { tickets: board.items.map(toTicket), targets: board.targets };
    },
    kitchenReady: async (_p, _a, ctx) =>
      (await (await acting(ctx)).svc.ready()).map((r) => ({ number: r.number, readyAt: r.bumpedAt })),
    kitchenTargets: async (_p, _a, ctx) => (await acting(ctx)).svc.targets(),
    kitchenStations: async (_p, _a, ctx) => (await (await acting(ctx)).svc.stations()).map(toStation),
    productStation: async (_p, { productId }, ctx) => {
      const { svc } = await acting(ctx);
      const id = await svc.productStation(productId);
      return id === null
        ? null
        : ((await svc.stations()).map(toStation).find((s) => s.id === String(id)) ?? null);
    },
    kitchenPrepTimes: async (_p, { dateFrom, dateTo }, ctx) =>
      (await (await acting(ctx)).svc.prepTimes(dateFrom, dateTo)).map((r) => ({
        ...r,
        stationId: r.stationId === null ? null : String(r.stationId),
      })),
  },
  Mutation: {
    bumpKitchenTicket: async (_p, { orderId }, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('orderId', () => orderIdOf(svc.bump(orderId, user.crmId)));
    },
    bumpKitchenLine: async (_p, { lineId }, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('orderId', () => orderIdOf(svc.bumpLine(lineId, user.crmId)));
    },
    recallKitchenTicket: async (_p, _a, ctx) => {
      const { user, svc } = await acting(ctx);
      return payload('orderId', () => orderIdOf(svc.recall(user.crmId)));
    },
    saveKitchenStation: async (_p, { input }, ctx) => {
      const { svc } = await acting(ctx);
      return payload(
        'stations',
        async () => (await svc.saveStation(input)).map(toStation),
        (path) => ['input', ...path],
      );
    },
    deleteKitchenStation: async (_p, { id }, ctx) => {
      const { svc } = await acting(ctx);
      return payload('stations', async () => (await svc.deleteStation(id)).map(toStation));
    },
    setProductStation: async (_p, { productId, stationId }, ctx) => {
      const { svc } = await acting(ctx);
      const result = await payload('station', async () => {
        const id = await svc.setProductStation(productId, stationId ?? null);
        if (id === null) return null;
        return (await svc.stations()).map(toStation).find((s) => s.id === String(id)) ?? null;
      });
      return { ...result, productId: result.userErrors.length ? null : productId };
    },
    setKitchenTargets: async (_p, { input }, ctx) => {
      const { svc } = await acting(ctx);
      return payload(
        'targets',
        () => svc.saveTargets(input),
        (path) => ['input', ...path],
      );
    },
  },
};
