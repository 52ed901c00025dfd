/**
 * Promo codes and gift certificates at checkout (docs/orders.md "Promo codes and certificates"):
 * the form's «Применить» asks checkoutCodes, which asks the CRM the same question the save asks,
 * so the form shows the save's reason before anything is held. The order's own fields
 * (promoCode, promoSum, certificateCode, certificateSum) come with every order (service.ts).
 */
import { ORDER_RULES } from '../../../schema/access';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import { orderLoaders } from './loaders';
import { domainErrors, type CheckoutCodesQuery } from './service';

const trimmed = (v: string | null | undefined) => (v ?? '').trim();

export const checkoutResolvers: Resolvers = {
  Query: {
    checkoutCodes: async (_p, args, ctx) => {
      await ctx.requireAccess(ORDER_RULES.edit);
      const body: CheckoutCodesQuery = {};
      const promo = trimmed(args.promoCode);
      const certificate = trimmed(args.certificateCode);
      if (!promo && !certificate) throw new BadInputError('Введите промокод или номер сертификата');
      if (promo) body.promo_code = promo;
      if (certificate) body.certificate_code = certificate;
      if (args.subtotal != null) {
        if (args.subtotal < 0) throw new BadInputError('Сумма товаров — целое число копеек не меньше 0');
        body.sumProducts = args.subtotal;
      }
      const reply = await domainErrors(() => orderLoaders(ctx).service.checkCodes(body));
      return { promo: reply.promo ?? null, certificate: reply.certificate ?? null };
    },
  },
};
