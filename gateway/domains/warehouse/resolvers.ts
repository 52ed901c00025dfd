/**
 * The GraphQL warehouse (schema/warehouse.graphql): thin over service.ts, records mapped in
 * records.ts, references through the lists' request cache (loaders.ts). Reads need a signed-in
 * user; every write, post and unpost WRITE_RULES.warehouse (the /api guard's rule too).
 */
import { WRITE_RULES } from '../../../schema/access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { notFoundAt, payload } from '../../graphql/payload';
import { asksTotals, momentConnection, momentQuery } from '../../graphql/moment-pages';
import { cursors } from '../../security/cursor';
import { listService, parseId } from '../lists/service';
import { balanceConnection, balancePage, balanceQuery } from './balances';
import { documentPayload } from './input';
import { listRef } from './loaders';
import { documentPage, movementPage } from './page';
import { toBalance, toDocument, toMovement } from './records';
import { scopedWarehouse } from './scope';
import { DOCUMENT_NOT_FOUND, MAX_MOVEMENTS, warehouseService, type DocumentRecord } from './service';

/** The warehouse as the request's user may use it: their shop's stock only (scope.ts). */
const serviceOf = (ctx: GraphQLContext) =>
  scopedWarehouse(warehouseService(ctx.upstream), ctx.upstream, () => ctx.principal());

/** A filter's id: absent is "any"; something that cannot be an id is the caller's mistake. */
function filterId(value: string | null | undefined, label: string): number | null {
  if (value == null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw new BadInputError(`Поле «${label}»: неверный идентификатор`);
  return id;
}

/** A document id that cannot exist names no document. */
function documentId(value: string): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return id;
}

/** The document behind an id, for the writes that need its kind (the CRM's calls are per kind). */
async function existing(ctx: GraphQLContext, id: number): Promise<DocumentRecord> {
  const record = await serviceOf(ctx).document(id);
  if (!record) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return record;
}

/** The admitted user's CRM id (who posts, who creates). */
async function writer(ctx: GraphQLContext) {
  return (await ctx.requireAccess(WRITE_RULES.warehouse)).crmId;
}

const pagesOf = (ctx: GraphQLContext) => cursors(ctx.request.server.config.jwtSecret);

export const warehouseResolvers: Resolvers = {
  Query: {
    stockDocumentsConnection: async (_p, args, ctx, info) => {
      await ctx.requireAccess();
      const pages = pagesOf(ctx);
      const f = args.filter;
      // A cursor belongs to its kind's list: another kind's is refused, not misread.
      const kind = `stock-documents:${f.kind}`;
      const page = await documentPage(serviceOf(ctx), listService(ctx.upstream), {
        ...momentQuery(args, pages, kind, asksTotals(info)),
        kind: f.kind,
        dateFrom: f.dateFrom || null,
        dateTo: f.dateTo || null,
        affiliateId: filterId(f.affiliateId, 'Филиал'),
        status: f.status ?? null,
        includeDeleted: f.includeDeleted === true,
        search: (f.search ?? '').trim().slice(0, 100),
      });
      return momentConnection(page, pages, kind, toDocument);
    },
    stockMovementsConnection: async (_p, args, ctx, info) => {
      await ctx.requireAccess();
      const pages = pagesOf(ctx);
      const f = args.filter ?? {};
      const page = await movementPage(serviceOf(ctx), {
        ...momentQuery(args, pages, 'stock-movements', asksTotals(info)),
        productId: filterId(f.productId, 'Товар'),
        affiliateId: filterId(f.affiliateId, 'Филиал'),
        documentId: filterId(f.documentId, 'Документ'),
        orderId: filterId(f.orderId, 'Заказ'),
        dateFrom: f.dateFrom || null,
        dateTo: f.dateTo || null,
      });
      return momentConnection(page, pages, 'stock-movements', toMovement);
    },
    stockDocuments: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const records = await serviceOf(ctx).documents({
        kind: args.kind,
        dateFrom: args.dateFrom,
        dateTo: args.dateTo,
        affiliateId: filterId(args.affiliateId, 'Филиал'),
        status: args.status,
        includeDeleted: args.includeDeleted === true,
      });
      return records.map(toDocument);
    },
    stockDocument: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const id = parseId(args.id);
      const record = id === null ? null : await serviceOf(ctx).document(id);
      return record ? toDocument(record) : null;
    },
    stockBalancesConnection: async (_p, args, ctx, info) => {
      await ctx.requireAccess();
      const pages = pagesOf(ctx);
      const query = balanceQuery(args, pages, info);
      return balanceConnection(await balancePage(serviceOf(ctx), query), pages, query.orderBy);
    },
    stockBalances: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const records = await serviceOf(ctx).balances({
        affiliateId: filterId(args.affiliateId, 'Филиал'),
        includeZero: args.includeZero === true,
      });
      return records.map(toBalance);
    },
    stockMovements: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const limit = args.limit ?? 500;
      if (limit < 1 || limit > MAX_MOVEMENTS) {
        throw new BadInputError(`Лимит записей: от 1 до ${MAX_MOVEMENTS}`);
      }
      const records = await serviceOf(ctx).movements({
        productId: filterId(args.productId, 'Товар'),
        affiliateId: filterId(args.affiliateId, 'Филиал'),
        documentId: filterId(args.documentId, 'Документ'),
        orderId: filterId(args.orderId, 'Заказ'),
        dateFrom: args.dateFrom,
        dateTo: args.dateTo,
        limit,
      });
      return records.map(toMovement);
    },
  },
  // Payloads (gateway/graphql/payload.ts): a refusal comes back in userErrors, not as an error;
  // a document the mutation names that is not there is NOT_FOUND at `id` (docs/graphql.md).
  Mutation: {
    createStockDocument: (_p, args, ctx) =>
      payload('document', async () => {
        const userId = await writer(ctx);
        const body = documentPayload(args.input);
        return toDocument((await serviceOf(ctx).create(args.kind, body, userId)).record);
      }),
    updateStockDocument: (_p, args, ctx) =>
      payload('document', async () => {
        const userId = await writer(ctx);
        const id = documentId(args.id);
        // GraphQL's patch (issue 18): the CRM keeps what is absent; null clears the comment too,
        // and a document always has a date (the CRM would keep it silently).
        if (args.input.date === null)
          throw new BadInputError('Дата документа не очищается: укажите дату или не передавайте поле').at([
            'date',
          ]);
        const body = documentPayload(
          args.input.comment === null ? { ...args.input, comment: '' } : args.input,
        );
        const { kind } = await existing(ctx, id);
        return toDocument((await serviceOf(ctx).update(kind, id, body, userId)).record);
      }).then(notFoundAt),
    setStockDocumentActive: (_p, args, ctx) =>
      payload('document', async () => {
        const userId = await writer(ctx);
        const id = documentId(args.id);
        const { kind } = await existing(ctx, id);
        return toDocument((await serviceOf(ctx).setFlag(kind, 'active', id, args.active, userId)).record);
      }).then(notFoundAt),
    setStockDocumentDeleted: (_p, args, ctx) =>
      payload('document', async () => {
        const userId = await writer(ctx);
        const id = documentId(args.id);
        const { kind } = await existing(ctx, id);
        return toDocument((await serviceOf(ctx).setFlag(kind, 'deleted', id, args.deleted, userId)).record);
      }).then(notFoundAt),
    postStockDocument: (_p, args, ctx) =>
      payload('document', async () => {
        const userId = await writer(ctx);
        return toDocument(await serviceOf(ctx).post(documentId(args.id), userId));
      }).then(notFoundAt),
    unpostStockDocument: (_p, args, ctx) =>
      payload('document', async () => {
        const userId = await writer(ctx);
        return toDocument(await serviceOf(ctx).unpost(documentId(args.id), userId));
      }).then(notFoundAt),
  },
  StockDocument: {
    affiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.affiliateId),
    toAffiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.toAffiliateId),
    supplier: (parent, _a, ctx) => listRef(ctx, 'Suppliers', parent.supplierId),
    writeOff: (parent, _a, ctx) => listRef(ctx, 'WriteOff', parent.writeOffId),
  },
  StockDocumentLine: {
    product: (parent, _a, ctx) => listRef(ctx, 'ProductList', parent.productId),
  },
  StockBalance: {
    affiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.affiliateId),
    product: (parent, _a, ctx) => listRef(ctx, 'ProductList', parent.productId),
  },
  StockMovement: {
    affiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.affiliateId),
    product: (parent, _a, ctx) => listRef(ctx, 'ProductList', parent.productId),
  },
};
