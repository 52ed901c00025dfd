/**
 * The GraphQL cashbox (schema/cashbox.graphql, docs/cashbox.md): thin over service.ts. Reads need
 * a signed-in user; opening, closing and cash moves WRITE_RULES.money (MONEY or CASHBOXX). Without
 * an affiliateId the CRM takes the signed-in user's branch (else branch 1, where the orders of
 * spec section 9 are booked). Opening, closing and cash moves take an idempotency key (argument or
 * header, gateway/graphql/idempotency.ts; docs/offline.md). Order payments (Order.paidSum, payOrder) are the orders domain's.
 */
import { shopScope, WRITE_RULES, type ShopType } from '../../../schema/access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError, ForbiddenError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { payload } from '../../graphql/payload';
import { mutationKey } from '../../graphql/idempotency';
import { asksTotals, momentConnection, momentQuery, pageOfMoments } from '../../graphql/moment-pages';
import { cursors } from '../../security/cursor';
import { parseId } from '../lists/service';
import { listRef } from '../warehouse/loaders';
import { toShift } from './records';
import type { Principal } from '../auth/service';
import { cashboxService, SHIFT_NOT_FOUND, type ShiftRecord } from './service';

/** A page of past shifts (each carries its takings and timeline). */
export const MAX_SHIFTS = 500;

const serviceOf = (ctx: GraphQLContext) => cashboxService(ctx.upstream);

/** The branch asked for, or null (the user's); an id that cannot exist is bad input. */
function branch(value: string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw new BadInputError('Поле «Филиал»: неверный идентификатор').at(['affiliateId']);
  return id;
}

function shiftId(value: string): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(SHIFT_NOT_FOUND);
  return id;
}

const OTHER_SHOP = 'Касса другого магазина: работать с ней может только сотрудник этого магазина';

/**
 * The till a user works with (issue 16 item 3): their own shop type's; the SA either (their own
 * by default). Asking for the other shop's till is refused, not silently redirected.
 */
function tillOf(user: Principal, asked: ShopType | null | undefined): ShopType {
  const mine = shopScope(user);
  if (mine && asked && asked !== mine) throw new ForbiddenError(OTHER_SHOP);
  return mine ?? asked ?? (user.typeAccount === 'fastfood' ? 'fastfood' : 'flower_shop');
}

/** Whether the shift is in the user's shop (the SA's: always). */
const isMine = (user: Principal, shift: ShiftRecord) => {
  const mine = shopScope(user);
  return !mine || shift.shopType === mine;
};

async function cashier(ctx: GraphQLContext) {
  return ctx.requireAccess(WRITE_RULES.money);
}

/** A shift the cashier may close or move cash in: another shop's is refused before the CRM is asked. */
async function ownShift(ctx: GraphQLContext, user: Principal, id: number): Promise<void> {
  const shift = await serviceOf(ctx).shift(id);
  if (shift && !isMine(user, shift)) throw new ForbiddenError(OTHER_SHOP);
}

export const cashboxResolvers: Resolvers = {
  Query: {
    currentCashShift: async (_p, args, ctx) => {
      const user = await ctx.requireAccess();
      const till = tillOf(user, args.shopType);
      const record = await serviceOf(ctx).current(branch(args.affiliateId), user.crmId, till);
      return record ? toShift(record) : null;
    },
    cashShiftsConnection: async (_p, args, ctx, info) => {
      const user = await ctx.requireAccess();
      const f = args.filter ?? {};
      const till = shopScope(user) || f.shopType ? tillOf(user, f.shopType) : null;
      const affiliateId = branch(f.affiliateId);
      const pages = cursors(ctx.request.server.config.jwtSecret);
      const query = momentQuery(args, pages, 'cash-shifts', asksTotals(info));
      const page =
        (await serviceOf(ctx).shiftPage({ ...query, affiliateId, shopType: till })) ??
        // A CRM without pages: its latest shifts whole (getShifts, at most 500), paged here.
        pageOfMoments(
          await serviceOf(ctx).shifts(affiliateId, MAX_SHIFTS, till),
          (s) => ({ at: String(s.openedAt), id: Number(s.id) }),
          query,
        );
      return momentConnection(page, pages, 'cash-shifts', toShift);
    },
    cashShifts: async (_p, args, ctx) => {
      const user = await ctx.requireAccess();
      const limit = args.limit ?? 50;
      if (limit < 1 || limit > MAX_SHIFTS) throw new BadInputError(`Лимит смен: от 1 до ${MAX_SHIFTS}`);
      // The SA without a shop type reads both tills.
      const till = shopScope(user) || args.shopType ? tillOf(user, args.shopType) : null;
      return (await serviceOf(ctx).shifts(branch(args.affiliateId), limit, till)).map(toShift);
    },
    cashShift: async (_p, args, ctx) => {
      const user = await ctx.requireAccess();
      const id = parseId(args.id);
      const record = id === null ? null : await serviceOf(ctx).shift(id);
      return record && isMine(user, record) ? toShift(record) : null;
    },
  },
  Mutation: {
    // Payloads (gateway/graphql/payload.ts): a refusal comes back in userErrors, not as an error.
    openCashShift: (_p, args, ctx) =>
      payload('shift', async () => {
        const user = await cashier(ctx);
        const till = tillOf(user, args.shopType);
        const key = mutationKey(ctx, args.idempotencyKey);
        return toShift(
          await serviceOf(ctx).open(branch(args.affiliateId), args.openingCash, user.crmId, till, key),
        );
      }),
    closeCashShift: (_p, args, ctx) =>
      payload('shift', async () => {
        const user = await cashier(ctx);
        const id = shiftId(args.id);
        const key = mutationKey(ctx, args.idempotencyKey);
        await ownShift(ctx, user, id);
        return toShift(await serviceOf(ctx).close(id, args.countedCash, args.comment ?? '', user.crmId, key));
      }),
    addCashMove: (_p, args, ctx) =>
      payload('shift', async () => {
        const user = await cashier(ctx);
        const id = shiftId(args.shiftId);
        const key = mutationKey(ctx, args.idempotencyKey);
        await ownShift(ctx, user, id);
        return toShift(await serviceOf(ctx).move(id, args.kind, args.amount, args.reason, user.crmId, key));
      }),
  },
  CashShift: {
    affiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.affiliateId),
  },
};
