/**
 * The GraphQL face of shop settings: the receipt template. Reading it needs a signed-in user
 * (every till prints); replacing it needs WRITE_RULES.printSettings (the superadmin). The input
 * is checked with the shared validator first, so the form gets one message per field (the
 * payload's userErrors at `input.<field>`) without a CRM round trip; the CRM checks again and has
 * the last word.
 */
import { SHOP_TYPES, WRITE_RULES, type ShopType } from '../../../schema/access';
import { receiptValidationMessage, validateReceiptSettings } from '../../../schema/receipt';
import type { Resolvers } from '../../__generated__/resolvers';
import { BadInputError } from '../../errors';
import { payload } from '../../graphql/payload';
import { demoAreasResolvers } from './demo-areas';
import { settingsService } from './service';

/** BAD_USER_INPUT with field → message, as the list forms get it. */
export class ReceiptInputError extends BadInputError {
  constructor(readonly fields: Record<string, string>) {
    super(receiptValidationMessage(fields), 'VALIDATION');
  }
}

/** The signed-in user's own shop type, or flower_shop for an account without a known one. */
const ownShopType = (typeAccount: string): ShopType =>
  (SHOP_TYPES as readonly string[]).includes(typeAccount) ? (typeAccount as ShopType) : 'flower_shop';

export const settingsResolvers: Resolvers = {
  Query: {
    ...demoAreasResolvers.Query,
    receiptSettings: async (_p, args, ctx) => {
      const principal = await ctx.requireAccess();
      return settingsService(ctx.upstream).receipt(args.shopType ?? ownShopType(principal.typeAccount));
    },
  },
  Mutation: {
    ...demoAreasResolvers.Mutation,
    updateReceiptSettings: async (_p, { shopType, input }, ctx) => {
      const principal = await ctx.requireAccess(WRITE_RULES.printSettings);
      return payload(
        'receiptSettings',
        async () => {
          const { value, errors } = validateReceiptSettings(input);
          if (!value) throw new ReceiptInputError(errors as Record<string, string>);
          return settingsService(ctx.upstream).setReceipt(shopType, value, principal.crmId);
        },
        (path) => ['input', ...path],
      );
    },
  },
};
