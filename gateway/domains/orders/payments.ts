/**
 * Money received for an order (schema/cashbox.graphql `extend type Order`, docs/cashbox.md):
 * paidSum rides on every order record the CRM sends (list and single reads alike, no extra call);
 * payments come with getOrderDetails, batched per request with history (details.ts). payOrder needs the orders write rule.
 */
import { WRITE_RULES } from '../../../schema/access';
import type { OrderPayment, Resolvers } from '../../__generated__/resolvers';
import { BadInputError, NotFoundError } from '../../errors';
import { flag, parseId } from '../lists/service';
import { orderLoaders, REF_LISTS } from './loaders';
import type { OrderParent } from '../../graphql/parents';
import { domainErrors, toClean } from './service';
import { notFoundAt, payload } from '../../graphql/payload';
import { mutationKey } from '../../graphql/idempotency';

type Raw = Record<string, unknown>;

const idOrNull = (v: unknown) => (v == null || v === '' || v === 0 ? null : String(v));

function toPayment(p: Raw): OrderPayment {
  return {
    id: String(p.id),
    at: p.at == null ? '' : String(p.at),
    userName: p.userName == null || p.userName === '' ? null : String(p.userName),
    paymentTypeId: idOrNull(p.paymentTypeId),
    cashless: flag(p.cashless),
    amount: Number(p.amount) || 0,
    shiftId: idOrNull(p.shiftId),
  };
}

const paidOf = (parent: OrderParent) => Number(parent.paidSum ?? 0) || 0;

export const paymentResolvers: Resolvers = {
  Mutation: {
    // A payload (gateway/graphql/payload.ts): SHIFT_CLOSED, an amount over the due sum, a deleted
    // order come back in userErrors; a refusal naming no field but NOT_FOUND is the order (`id`).
    payOrder: async (_p, args, ctx) => {
      const principal = await ctx.requireAccess(WRITE_RULES.orders);
      const out = await payload('order', async () => {
        const id = parseId(args.id);
        if (id === null) throw new NotFoundError('Неверный идентификатор заказа').at(['id'], 'NOT_FOUND');
        let paymentTypeId: number | null = null;
        if (args.paymentTypeId != null && args.paymentTypeId !== '') {
          paymentTypeId = parseId(args.paymentTypeId);
          if (paymentTypeId === null)
            throw new BadInputError('Поле «Тип оплаты»: неверный идентификатор').at(['paymentTypeId']);
        }
        const key = mutationKey(ctx, args.idempotencyKey);
        const record = await domainErrors(() =>
          orderLoaders(ctx).service.pay(id, args.amount ?? null, paymentTypeId, principal.crmId, key),
        );
        return toClean(record);
      });
      return notFoundAt(out);
    },
  },
  Order: {
    paidSum: (parent) => paidOf(parent),
    // As the CRM counts "due" (payOrder's default): an order edited below what was paid owes nothing;
    // the certificate's part is paid, but not money that came in (not in paidSum).
    dueSum: (parent) =>
      Math.max(
        0,
        (Number(parent.total) || 0) -
          (Number(parent.certificateSum) || 0) -
          (Number(parent.bonusSum) || 0) -
          paidOf(parent),
      ),
    payments: async (parent, _args, ctx) => {
      const payments =
        parent.payments ??
        (await domainErrors(() => orderLoaders(ctx).details.load(Number(parent.id)))).payments ??
        [];
      return (payments as Raw[]).map(toPayment);
    },
  },
  OrderPayment: {
    paymentType: (parent, _args, ctx) =>
      orderLoaders(ctx).ref(REF_LISTS.paymentType, parent.paymentTypeId) as never,
  },
};
