import { graphql, http, HttpResponse } from 'msw';
import { LISTS } from '../../schema/lists';
import type {
  CategoryProductCountsQuery,
  CategoryProductCountsQueryVariables,
  KitchenStationsQuery,
  KitchenStationsQueryVariables,
  PlaceCategoryMutation,
  PlaceCategoryMutationVariables,
  ProductRecordQuery,
  ProductCompositionQuery,
  ProductCompositionQueryVariables,
  ProductMenuEditQuery,
  ProductMenuEditQueryVariables,
  ProductVatQuery,
  ProductVatQueryVariables,
  SetProductVatMutation,
  SetProductVatMutationVariables,
  ProductStationQuery,
  ProductStationQueryVariables,
  RemoveProductImageMutation,
  RemoveProductImageMutationVariables,
  SetProductComboMutation,
  SetProductComboMutationVariables,
  SetProductCompositionMutation,
  SetProductCompositionMutationVariables,
  SetProductModifiersMutation,
  SetProductModifiersMutationVariables,
  SetProductStationMutation,
  SetProductStationMutationVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { readableFields } from '../../scripts/lists/web-operations';
import { lastCall, listDb } from './lists-handlers';
import { dataReply, userErrors, type Reply } from './replies';

/**
 * The catalogue beyond the generic list operations (web/src/catalog/catalog.graphql) and the
 * multipart picture upload, over the `Category` and `ProductList` rows of lists-handlers.ts.
 */
type Row = Record<string, unknown> & { id: string; active: boolean; deleted: boolean; sort: number };

function row(listName: string, partial: Record<string, unknown>): Row {
  const list = LISTS.find((l) => l.name === listName)!;
  const r: Record<string, unknown> = { __typename: list.type };
  for (const f of readableFields(list)) r[f] = null;
  return { ...r, active: true, deleted: false, sort: Number(partial.id), ...partial } as Row;
}

const category = (id: number, name: string, parentId: number | null, shopType = 'flower_shop', patch = {}) =>
  row('Category', { id: String(id), name, parentId: parentId ? String(parentId) : null, shopType, ...patch });

const product = (id: number, name: string, categoryId: number, price: number, patch = {}) =>
  row('ProductList', {
    id: String(id),
    name,
    categoryId: String(categoryId),
    price,
    cost: null,
    unit: 'шт',
    article: '',
    barcode: '',
    description: '',
    shopType: 'flower_shop',
    ...patch,
  });

const withImage = (key: string) => ({
  image: key,
  imageUrl: `/images/${key}`,
  thumbnailUrl: `/images/${key}?size=thumb`,
});

/** productId → its composition. */
export let compositionDb: Record<string, { componentId: string; quantity: number }[]> = {};
type MenuProduct = NonNullable<ProductMenuEditQuery['product']>;
/** productId → its modifier groups and combo slots, as the fake gateway keeps them. */
export let menuDb: Record<string, Pick<MenuProduct, 'modifierGroups' | 'comboSlots'>> = {};
let menuIds = 100;
/** An object of the operation's type with the `__typename` Apollo's cache reads (the types leave it out). */
const typed = <T extends object>(typename: string, o: T): T => ({ __typename: typename, ...o });
/** The id of every upload the fake gateway received. */
export const uploads: string[] = [];

/** Call after resetListDb(): a florist's tree three levels deep and a fast-food category. */
export function resetCatalog() {
  listDb.Category = [
    category(1, 'Букеты', null),
    category(2, 'Розы', 1),
    category(3, 'Кустовые розы', 2),
    category(4, 'Упаковка', null),
    category(5, 'Бургеры', null, 'fastfood'),
    category(6, 'Архив', null, 'flower_shop', { deleted: true }),
  ];
  listDb.ProductList = [
    product(1, 'Букет «Нежность»', 1, 350000, {
      article: 'B-001',
      barcode: '4600000000015',
      ...withImage('abc'),
    }),
    product(2, 'Роза Red Naomi', 2, 25000, { article: 'R-01', cost: 15000 }),
    product(3, 'Роза кустовая', 3, 18000, { cost: 9000 }),
    product(4, 'Лента атласная', 4, 5000, { unit: 'м', cost: 1000, active: false }),
    product(5, 'Чизбургер', 5, 15900, { shopType: 'fastfood' }),
    product(6, 'Старый букет', 1, 100000, { deleted: true }),
  ];
  compositionDb = { '1': [{ componentId: '2', quantity: 5 }] };
  uploads.length = 0;
  for (const k of Object.keys(vatDb)) delete vatDb[k];
  vatRefusal.message = null;
  // «Чизбургер»: the required «Размер» of two (one 20 ₽ cheaper), not a combo.
  menuDb = {
    '5': {
      modifierGroups: [
        typed('ModifierGroup', {
          id: '1',
          name: 'Размер',
          min: 1,
          max: 1,
          options: [
            typed('ModifierOption', { id: '1', name: 'Малый', priceDelta: -2000, components: [] }),
            typed('ModifierOption', { id: '2', name: 'Большой', priceDelta: 0, components: [] }),
          ],
        }),
      ],
      comboSlots: [],
    },
  };
}

const json = dataReply;
// The list store's rows carry the fields the list operations select (readableFields writes both),
// which TypeScript cannot see: typed here, once per list.
type ProductRow = Reply<NonNullable<ProductRecordQuery['product']>>;
type CategoryRow = Reply<NonNullable<PlaceCategoryMutation['placeCategory']['categories']>[number]>;
const products = () => listDb.ProductList as ProductRow[];
const categories = () => listDb.Category as CategoryRow[];

function compositionOf(id: string) {
  return (compositionDb[id] ?? []).map((c) => {
    const p = products().find((x) => x.id === c.componentId);
    return {
      __typename: 'ProductComponent',
      ...c,
      component: p
        ? {
            __typename: 'Product',
            id: p.id,
            name: p.name,
            unit: p.unit,
            price: p.price,
            cost: p.cost,
            thumbnailUrl: p.thumbnailUrl,
          }
        : null,
    };
  });
}

const STATIONS = [
  { __typename: 'KitchenStation', id: '1', name: 'Гриль', print: false },
  { __typename: 'KitchenStation', id: '2', name: 'Фритюр', print: true },
];
/** Product id → station id, as the kitchen keeps it. */
export const stationDb: Record<string, string | null> = {};
/** Products' own VAT rates (web/src/fiscal/ProductVatField.tsx); absent: the default. */
export const vatDb: Record<string, SetProductVatMutationVariables['vat']> = {};
/** The refusal the next SetProductVat answers with (then cleared); null: it saves. */
export const vatRefusal: { message: string | null } = { message: null };

export const catalogHandlers = [
  // The tree's counts beside each category (typed by the generated operation types).
  graphql.query<Reply<CategoryProductCountsQuery>, CategoryProductCountsQueryVariables>(
    'CategoryProductCounts',
    ({ variables }) => {
      const counts = new Map<string | null, number>();
      for (const p of products())
        if (!p.deleted && (!variables.shopType || p.shopType === variables.shopType)) {
          const key = p.categoryId == null ? null : String(p.categoryId);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      return HttpResponse.json({
        data: { categoryProductCounts: [...counts].map(([categoryId, count]) => ({ categoryId, count })) },
      });
    },
  ),
  // «Станция кухни» of a fast-food product (web/src/kitchen/ProductStationField.tsx).
  graphql.query<Reply<KitchenStationsQuery>, KitchenStationsQueryVariables>('KitchenStations', () =>
    json({ kitchenStations: STATIONS }),
  ),
  graphql.query<Reply<ProductStationQuery>, ProductStationQueryVariables>('ProductStation', ({ variables }) =>
    json({ productStation: STATIONS.find((st) => st.id === stationDb[String(variables.productId)]) ?? null }),
  ),
  graphql.mutation<Reply<SetProductStationMutation>, SetProductStationMutationVariables>(
    'SetProductStation',
    ({ variables }) => {
      lastCall.SetProductStation = variables;
      stationDb[String(variables.productId)] = (variables.stationId as string | null) ?? null;
      return json({
        setProductStation: {
          __typename: 'ProductStationPayload',
          productId: variables.productId,
          station: STATIONS.find((st) => st.id === variables.stationId) ?? null,
          userErrors: [],
        },
      });
    },
  ),
  // «НДС в чеке» of a product (web/src/fiscal/ProductVatField.tsx).
  graphql.query<Reply<ProductVatQuery>, ProductVatQueryVariables>('ProductVat', ({ variables }) =>
    json({ product: typed('Product', { id: variables.id, vat: vatDb[variables.id] ?? null }) }),
  ),
  graphql.mutation<Reply<SetProductVatMutation>, SetProductVatMutationVariables>(
    'SetProductVat',
    ({ variables }) => {
      lastCall.SetProductVat = variables;
      const message = vatRefusal.message;
      vatRefusal.message = null;
      if (message)
        return json({
          setProductVat: {
            product: null,
            userErrors: userErrors([{ field: ['vat'], code: 'FIELD_INVALID', message }]),
          },
        });
      vatDb[variables.productId] = variables.vat ?? null;
      const product = typed('Product', { id: variables.productId, vat: variables.vat ?? null });
      return json({ setProductVat: { product, userErrors: [] } });
    },
  ),
  // A fast-food product's menu (web/src/catalog/menu.graphql): replaced whole, new ids each time.
  graphql.query<Reply<ProductMenuEditQuery>, ProductMenuEditQueryVariables>(
    'ProductMenuEdit',
    ({ variables }) => {
      const menu = menuDb[variables.id] ?? { modifierGroups: [], comboSlots: [] };
      return HttpResponse.json({ data: { product: typed('Product', { id: variables.id, ...menu }) } });
    },
  ),
  graphql.mutation<Reply<SetProductModifiersMutation>, SetProductModifiersMutationVariables>(
    'SetProductModifiers',
    ({ variables }) => {
      lastCall.SetProductModifiers = variables;
      const modifierGroups = [variables.groups].flat().map((g) =>
        typed('ModifierGroup', {
          id: String(++menuIds),
          name: g.name,
          min: g.min,
          max: g.max,
          options: [g.options].flat().map((o) =>
            typed('ModifierOption', {
              id: String(++menuIds),
              name: o.name,
              priceDelta: o.priceDelta ?? 0,
              components: [o.components ?? []].flat().map((c) => typed('ModifierComponent', { ...c })),
            }),
          ),
        }),
      );
      const id = variables.productId;
      menuDb[id] = { comboSlots: menuDb[id]?.comboSlots ?? [], modifierGroups };
      const product = typed('Product', { id, modifierGroups });
      return HttpResponse.json({
        data: { setProductModifiers: typed('SetProductModifiersPayload', { product, userErrors: [] }) },
      });
    },
  ),
  graphql.mutation<Reply<SetProductComboMutation>, SetProductComboMutationVariables>(
    'SetProductCombo',
    ({ variables }) => {
      lastCall.SetProductCombo = variables;
      const comboSlots = [variables.slots].flat().map((s) => {
        const ids = [s.productIds].flat();
        const named = products().filter((p) => ids.includes(p.id));
        return typed('ComboSlot', {
          id: String(++menuIds),
          name: s.name,
          productIds: ids,
          products: named.map((p) =>
            typed('Product', {
              id: p.id,
              name: String(p.name),
              price: Number(p.price),
              unit: String(p.unit),
            }),
          ),
        });
      });
      const id = variables.productId;
      menuDb[id] = { modifierGroups: menuDb[id]?.modifierGroups ?? [], comboSlots };
      const product = typed('Product', { id, comboSlots });
      return HttpResponse.json({
        data: { setProductCombo: typed('SetProductComboPayload', { product, userErrors: [] }) },
      });
    },
  ),
  graphql.query<Reply<ProductCompositionQuery>, ProductCompositionQueryVariables>(
    'ProductComposition',
    ({ variables }) => {
      const p = products().find((x) => x.id === variables.id);
      return json({
        product: p ? { __typename: 'Product', id: p.id, composition: compositionOf(p.id) } : null,
      });
    },
  ),
  graphql.mutation<Reply<SetProductCompositionMutation>, SetProductCompositionMutationVariables>(
    'SetProductComposition',
    ({ variables }) => {
      lastCall.SetProductComposition = variables;
      const id = String(variables.productId);
      compositionDb[id] = variables.items as never;
      const p = products().find((x) => x.id === id)!;
      return json({
        setProductComposition: {
          __typename: 'SetProductCompositionPayload',
          product: { ...p, composition: compositionOf(id) },
          userErrors: [],
        },
      });
    },
  ),
  graphql.mutation<Reply<RemoveProductImageMutation>, RemoveProductImageMutationVariables>(
    'RemoveProductImage',
    ({ variables }) => {
      lastCall.RemoveProductImage = variables;
      const p = products().find((x) => x.id === variables.id)!;
      Object.assign(p, { image: null, imageUrl: null, thumbnailUrl: null });
      return json({
        removeProductImage: { __typename: 'RemoveProductImagePayload', product: p, userErrors: [] },
      });
    },
  ),
  graphql.mutation<Reply<PlaceCategoryMutation>, PlaceCategoryMutationVariables>(
    'PlaceCategory',
    ({ variables }) => {
      lastCall.PlaceCategory = variables;
      const all = [...categories()].sort((a, b) => a.sort - b.sort);
      const moved = all.find((c) => c.id === variables.id)!;
      all.splice(all.indexOf(moved), 1);
      moved.parentId = variables.parentId ?? null;
      const at = variables.beforeId ? all.findIndex((c) => c.id === variables.beforeId) : all.length;
      all.splice(at, 0, moved);
      all.forEach((c, i) => (c.sort = i + 1));
      listDb.Category = all;
      return json({ placeCategory: { __typename: 'PlaceCategoryPayload', categories: all, userErrors: [] } });
    },
  ),
  // The multipart upload (not GraphQL): answers the whole list, as the gateway does.
  http.post('*/api/catalog/setUpdateProductListImg', async ({ request }) => {
    const form = await request.formData();
    const id = String(form.get('id'));
    uploads.push(id);
    const p = products().find((x) => x.id === id);
    if (!p) return HttpResponse.json({ message: 'Товар не найден' }, { status: 404 });
    Object.assign(p, withImage(`new${id}`));
    return HttpResponse.json(products());
  }),
];
