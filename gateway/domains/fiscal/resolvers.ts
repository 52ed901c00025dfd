/**
 * The GraphQL face of fiscal receipts (docs/fiscal.md): the settings of a shop type, an order's
 * documents, a till's documents not yet printed, and the two writes the web makes around each
 * call to the register (store before, report after). Staff of one shop type work their own
 * till; the SA any.
 */
import type { FastifyRequest } from 'fastify';
import { permits, WRITE_RULES, type Principal } from '../../../schema/access';
import { READ_RULES } from '../../../schema/data-access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundAt, payload } from '../../graphql/payload';
import { requireOwnShop } from '../catalog/scope';
import { productRecord } from '../catalog/menu';
import { PRODUCT } from '../catalog/service';
import { parseId, requireId } from '../lists/service';
import { shopTypeFor } from '../shop-type';
import type { VatRateValue } from '../../../schema/vat';
import { fiscalService, type FiscalDocumentRecord } from './service';

/** The task as JSON text; the buyer's contact only for readers who may see clients' data. */
function out(doc: FiscalDocumentRecord, user: Principal) {
  const task = { ...doc.task };
  if (!permits(user, READ_RULES.orderClients)) delete task.clientInfo;
  return { ...doc, task: JSON.stringify(task) };
}

function taskOf(text: string): Record<string, unknown> {
  try {
    const task = JSON.parse(text) as unknown;
    if (task && typeof task === 'object' && !Array.isArray(task)) return task as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw new BadInputError('Задание кассы: JSON-объект').at(['task']);
}

// Every product's own rate in one CRM call per GraphQL request, however many products or lines ask.
const vatsPerRequest = new WeakMap<FastifyRequest, Promise<Map<number, VatRateValue>>>();
function vats(ctx: GraphQLContext) {
  let all = vatsPerRequest.get(ctx.request);
  if (!all) vatsPerRequest.set(ctx.request, (all = fiscalService(ctx.upstream).productVats()));
  return all;
}
/** A product's own VAT rate, null for the shop type's default. */
async function vatOf(ctx: GraphQLContext, productId: string): Promise<VatRateValue | null> {
  const id = parseId(productId);
  return id === null ? null : ((await vats(ctx)).get(id) ?? null);
}

export const fiscalResolvers: Resolvers = {
  Product: { vat: (parent, _args, ctx) => vatOf(ctx, parent.id) },
  OrderLine: { vat: (parent, _args, ctx) => vatOf(ctx, parent.productId) },
  Query: {
    fiscalSettings: async (_p, args, ctx) => {
      const user = await ctx.requireAccess(READ_RULES.fiscal);
      return fiscalService(ctx.upstream).settings(shopTypeFor(user, args.shopType));
    },
    fiscalDocuments: async (_p, args, ctx) => {
      const user = await ctx.requireAccess(READ_RULES.orders);
      const id = parseId(args.orderId);
      if (id === null) throw new NotFoundError('Заказ не найден');
      const docs = await fiscalService(ctx.upstream).documents(id);
      // An order of the other shop type is the SA's, as the order itself is.
      return docs
        .filter((d) => user.role === 'SA' || d.shopType === user.typeAccount)
        .map((d) => out(d, user));
    },
    unregisteredFiscalDocuments: async (_p, args, ctx) => {
      const user = await ctx.requireAccess(READ_RULES.fiscal);
      const docs = await fiscalService(ctx.upstream).unregistered(shopTypeFor(user, args.shopType));
      return docs.map((d) => out(d, user));
    },
  },
  Mutation: {
    setProductVat: async (_p, args, ctx) => {
      const actor = await ctx.requireAccess(WRITE_RULES.catalog);
      const out = await payload('product', async () => {
        const productId = requireId(args.productId, PRODUCT);
        await requireOwnShop(ctx.upstream, actor, PRODUCT, productId);
        await fiscalService(ctx.upstream).setProductVat(productId, args.vat ?? null);
        vatsPerRequest.delete(ctx.request);
        return productRecord(ctx, productId);
      });
      return notFoundAt(out, ['productId']);
    },
    createFiscalDocument: async (_p, { input }, ctx) => {
      const user = await ctx.requireAccess(WRITE_RULES.fiscal);
      return payload(
        'document',
        async () => {
          const shopType = shopTypeFor(user, input.shopType);
          const task = taskOf(input.task);
          const doc = await fiscalService(ctx.upstream).save({ ...input, shopType, task }, user.crmId);
          return out(doc, user);
        },
        (path) => ['input', ...path],
      );
    },
    reportFiscalDocument: async (_p, { id, input }, ctx) => {
      const user = await ctx.requireAccess(WRITE_RULES.fiscal);
      return payload(
        'document',
        async () => {
          const n = parseId(id);
          if (n === null) throw new NotFoundError('Фискальный документ не найден');
          return out(await fiscalService(ctx.upstream).report(n, { ...input }), user);
        },
        (path) => (path[0] === 'id' ? ['id'] : ['input', ...path]),
      );
    },
    updateFiscalSettings: async (_p, { shopType, input }, ctx) => {
      const user = await ctx.requireAccess(WRITE_RULES.fiscalSettings);
      return payload(
        'settings',
        () => fiscalService(ctx.upstream).setSettings(shopTypeFor(user, shopType), input, user.crmId),
        (path) => ['input', ...path],
      );
    },
  },
};
