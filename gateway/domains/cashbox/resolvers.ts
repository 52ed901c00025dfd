/**
 * The GraphQL cashbox (schema/cashbox.graphql, docs/cashbox.md): thin over service.ts. Reads need
 * a signed-in user; opening, closing and cash moves WRITE_RULES.money (MONEY or CASHBOXX). Without
 * an affiliateId the CRM takes the signed-in user's branch (else branch 1, where the orders of
 * spec section 9 are booked). Order payments (Order.paidSum, payOrder) are the orders domain's.
 */
import { WRITE_RULES } from '../../../schema/access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { parseId } from '../lists/service';
import { listRef } from '../warehouse/loaders';
import { toShift } from './records';
import { cashboxService, SHIFT_NOT_FOUND } from './service';

/** A page of past shifts (each carries its takings and timeline). */
export const MAX_SHIFTS = 500;

const serviceOf = (ctx: GraphQLContext) => cashboxService(ctx.upstream);

/** The branch asked for, or null (the user's); an id that cannot exist is bad input. */
function branch(value: string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw new BadInputError('Поле «Филиал»: неверный идентификатор');
  return id;
}

function shiftId(value: string): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(SHIFT_NOT_FOUND);
  return id;
}

async function cashier(ctx: GraphQLContext) {
  return (await ctx.requireAccess(WRITE_RULES.money)).crmId;
}

export const cashboxResolvers: Resolvers = {
  Query: {
    currentCashShift: async (_p, args, ctx) => {
      const { crmId } = await ctx.requireAccess();
      const record = await serviceOf(ctx).current(branch(args.affiliateId), crmId);
      return record ? toShift(record) : null;
    },
    cashShifts: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const limit = args.limit ?? 50;
      if (limit < 1 || limit > MAX_SHIFTS) throw new BadInputError(`Лимит смен: от 1 до ${MAX_SHIFTS}`);
      return (await serviceOf(ctx).shifts(branch(args.affiliateId), limit)).map(toShift);
    },
    cashShift: async (_p, args, ctx) => {
      await ctx.requireAccess();
      const id = parseId(args.id);
      const record = id === null ? null : await serviceOf(ctx).shift(id);
      return record ? toShift(record) : null;
    },
  },
  Mutation: {
    openCashShift: async (_p, args, ctx) => {
      const userId = await cashier(ctx);
      return toShift(await serviceOf(ctx).open(branch(args.affiliateId), args.openingCash, userId));
    },
    closeCashShift: async (_p, args, ctx) => {
      const userId = await cashier(ctx);
      const id = shiftId(args.id);
      return toShift(await serviceOf(ctx).close(id, args.countedCash, args.comment ?? '', userId));
    },
    addCashMove: async (_p, args, ctx) => {
      const userId = await cashier(ctx);
      const id = shiftId(args.shiftId);
      return toShift(await serviceOf(ctx).move(id, args.kind, args.amount, args.reason, userId));
    },
  },
  CashShift: {
    affiliate: (parent, _a, ctx) => listRef(ctx, 'Affiliate', parent.affiliateId),
  },
};
