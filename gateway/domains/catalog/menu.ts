/**
 * The fast-food menu's GraphQL (schema/menu.graphql, docs/kitchen.md «Модификаторы и комбо»):
 * modifier groups and combo slots of a product, written like its composition (the catalogue's
 * write rule, the actor's own shop type). The CRM checks the groups and slots; names travel as given.
 */
import { shopScope, WRITE_RULES } from '../../../schema/access';
import { READ_RULES } from '../../../schema/data-access';
import type {
  ComboSlotResolvers,
  ModifierGroup,
  MutationResolvers,
  QueryResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers';
import { NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { ComboSlotParent, ProductParent } from '../../graphql/parents';
import { notFoundAt, payload } from '../../graphql/payload';
import { notFoundMessage, requireId } from '../lists/service';
import { catalogLoaders } from './loaders';
import { asProduct } from './objects';
import { requireOwnShop } from './scope';
import { PRODUCT, type MenuGroup, type MenuSlot } from './service';

/** The product as the list has it now, for a payload (the composition's too). */
export async function productRecord(ctx: GraphQLContext, productId: number): Promise<ProductParent> {
  const record = await catalogLoaders(ctx).lists.record(PRODUCT, productId);
  if (!record) throw new NotFoundError(notFoundMessage(PRODUCT));
  return asProduct(record);
}

export const asGroup = (g: MenuGroup): ModifierGroup => ({
  id: String(g.id),
  name: g.name,
  min: g.min,
  max: g.max,
  required: g.min > 0,
  options: g.options.map((o) => ({
    id: String(o.id),
    name: o.name,
    priceDelta: o.priceDelta,
    components: o.components.map((c) => ({ componentId: String(c.componentId), quantity: c.quantity })),
  })),
});

/** `products` is resolved below from the ids. */
export const asSlot = (s: MenuSlot): ComboSlotParent => ({
  id: String(s.id),
  name: s.name,
  productIds: s.productIds.map(String),
});

export const comboSlotResolvers: ComboSlotResolvers = {
  products: async (parent, _args, ctx) => {
    const lists = catalogLoaders(ctx).lists;
    const records = await Promise.all(parent.productIds.map((id) => lists.record(PRODUCT, Number(id))));
    return records.flatMap((r) => (r ? [asProduct(r)] : []));
  },
};

export const menuQueries: Pick<QueryResolvers, 'productMenus'> = {
  productMenus: async (_p, _args, ctx) => {
    const actor = await ctx.requireAccess(READ_RULES.catalog);
    if (shopScope(actor) === 'flower_shop') return [];
    const { service } = catalogLoaders(ctx);
    const [groups, slots] = await Promise.all([service.modifierGroups(), service.comboSlots()]);
    const menus = new Map<number, ResolversParentTypes['ProductMenu']>();
    const of = (productId: number) => {
      let m = menus.get(productId);
      if (!m)
        menus.set(productId, (m = { productId: String(productId), modifierGroups: [], comboSlots: [] }));
      return m;
    };
    for (const g of groups) of(g.productId).modifierGroups.push(asGroup(g));
    for (const s of slots) of(s.productId).comboSlots.push(asSlot(s));
    return [...menus.values()];
  },
};

export const menuMutations: Pick<MutationResolvers, 'setProductModifiers' | 'setProductCombo'> = {
  setProductModifiers: async (_p, args, ctx) => {
    const actor = await ctx.requireAccess(WRITE_RULES.catalog);
    const out = await payload('product', async () => {
      const productId = requireId(args.productId, PRODUCT);
      await requireOwnShop(ctx.upstream, actor, PRODUCT, productId);
      const loaders = catalogLoaders(ctx);
      const groups = await loaders.service.setModifierGroups(productId, [...args.groups]);
      loaders.modifierGroups.clear(productId).prime(productId, groups);
      return productRecord(ctx, productId);
    });
    return notFoundAt(out, ['productId']);
  },
  setProductCombo: async (_p, args, ctx) => {
    const actor = await ctx.requireAccess(WRITE_RULES.catalog);
    const out = await payload('product', async () => {
      const productId = requireId(args.productId, PRODUCT);
      await requireOwnShop(ctx.upstream, actor, PRODUCT, productId);
      const loaders = catalogLoaders(ctx);
      const slots = await loaders.service.setComboSlots(productId, [...args.slots]);
      loaders.comboSlots.clear(productId).prime(productId, slots);
      return productRecord(ctx, productId);
    });
    return notFoundAt(out, ['productId']);
  },
};
