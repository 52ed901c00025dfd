import { orderMatches, type SearchablePerson } from '../../schema/order-search';
import { graphql, HttpResponse } from 'msw';
import { LISTS } from '../../schema/lists';
import { readableFields } from '../../scripts/lists/web-operations';
import { listDb } from './lists-handlers';
import type {
  CreateOrderMutation,
  CreateOrderMutationVariables,
  PayOrderMutation,
  PayOrderMutationVariables,
  SetOrderStatusMutation,
  SetOrderStatusMutationVariables,
  SetOrdersStatusMutation,
  SetOrdersStatusMutationVariables,
  UserErrorCode,
} from '../../web/src/graphql';
import type {
  OrderQuery,
  OrderQueryVariables,
  OrderRowFragment,
  OrdersPageQuery,
  OrdersPageQueryVariables,
  OrdersTotalsQuery,
  OrdersTotalsQueryVariables,
  PosMenuQuery,
  PosMenuQueryVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { dataReply, type Reply } from './replies';

/**
 * An in-memory gateway for the order operations of web/src/orders/orders.graphql, keyed by
 * operation name, plus the reference rows orders point to (statuses, workers, payment types).
 */
export const orderCalls: Record<string, Record<string, unknown>[]> = {};
const record = (op: string, v: Record<string, unknown>) => (orderCalls[op] ??= []).push(v);

export function listRow(listName: string, i: number, partial: Record<string, unknown>) {
  const list = LISTS.find((l) => l.name === listName)!;
  const row: Record<string, unknown> = { __typename: list.type };
  for (const f of readableFields(list)) row[f] = null;
  for (const f of list.fields) if (f.type === 'bool') row[f.name] = false;
  return { ...row, id: String(i + 1), active: true, deleted: false, sort: i + 1, ...partial };
}

/** Statuses in sort order (the board's columns), two workers, cash and card. */
export function seedOrderLists() {
  listDb.StatusOrder = ['Новый', 'Принят', 'Готов', 'Выдан', 'Отменён'].map((name, i) =>
    listRow('StatusOrder', i, {
      name,
      color: ['#2d72d2', '#c87619', '#238551', '#5f6b7c', '#cd4246'][i],
      cancels: name === 'Отменён',
    }),
  ) as never;
  listDb.Employees = ['Иванова Анна', 'Петров Пётр'].map((fullName, i) =>
    listRow('Employees', i, { fullName }),
  ) as never;
  listDb.TypePayments = [
    listRow('TypePayments', 0, { name: 'Наличные', cashless: false }),
    listRow('TypePayments', 1, { name: 'Карта', cashless: true }),
  ] as never;
}

/**
 * An order as the store keeps it: the whole order (OrderRow: what the order by id, the changes
 * and the site orders select; the list's page selects part of it) and whatever a test patches in
 * (`paidSum`, …). makeOrder's fields are the order's; the patch is the test's word.
 */
type Order = Reply<OrderRowFragment> & Record<string, unknown>;
export let orderDb: Order[] = [];

export function makeOrder(n: number, patch: Record<string, unknown> = {}): Order {
  const today = new Date().toISOString().slice(0, 10);
  const order: Order = {
    __typename: 'Order',
    id: String(n),
    number: `261121-${String(n).padStart(3, '0')}`,
    shopType: 'flower_shop',
    customerType: 'individual',
    deliveryType: 'delivery',
    date: today,
    deliveryDate: today,
    deliveryTime: '12:00-15:00',
    clientId: '1',
    client: {
      __typename: 'Client',
      id: '1',
      firstName: 'Иван',
      lastName: 'Иванов',
      patronymic: '',
      phone: '+7 900 111-22-33',
      email: '',
    },
    recipient: null,
    deliveryAddress: 'д. 1',
    streetId: '1',
    // The order names its street (streets are searched on the server, issue 17).
    street: { __typename: 'Street', id: '1', name: 'Ленина', deliveryPrice: 123450 },
    clientWishes: '',
    cardText: '',
    managerComment: '',
    advanceType: '',
    advanceSum: 0,
    paymentTypeId: '1',
    paymentText: '',
    changeFor: null,
    change: 0,
    discountType: null,
    discountValue: 0,
    discountSum: 0,
    promoCode: '',
    promoKind: null,
    promoValue: 0,
    promoSum: 0,
    markupId: null,
    markupName: '',
    markupKind: null,
    markupValue: 0,
    markupSum: 0,
    giftId: null,
    giftName: '',
    deliverySum: 0,
    subtotal: 25000,
    total: 25000,
    certificateCode: '',
    certificateSum: 0,
    bonusSum: 0,
    fromClient: false,
    sourceId: null,
    socialText: '',
    filledById: null,
    attractedById: null,
    statusId: '1',
    workerId: null,
    outletId: null,
    lines: [{ __typename: 'OrderLine', productId: '1', name: 'Роза', count: 1, price: 25000, sum: 25000 }],
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    deleted: false,
    version: 1,
  };
  return { ...order, ...patch };
}

const category = (id: number, name: string, shopType: string, patch: Record<string, unknown> = {}) =>
  listRow('Category', id - 1, { id: String(id), name, parentId: null, shopType, sort: id, ...patch });

const product = (id: number, name: string, categoryId: number, shopType: string, price: number, patch = {}) =>
  listRow('ProductList', id - 1, {
    id: String(id),
    name,
    categoryId: String(categoryId),
    shopType,
    price,
    unit: 'шт',
    article: '',
    barcode: '',
    sort: id,
    ...patch,
  });

/**
 * The catalogue as the list store reads it (lists `Category` and `ProductList` of
 * lists-handlers.ts): both shop types, a subcategory, and an inactive and a deleted product that
 * no order screen may offer. Call after resetListDb().
 */
export function resetCatalogDb() {
  listDb.Category = [
    category(1, 'Розы', 'flower_shop'),
    category(2, 'Бургеры', 'fastfood'),
    category(3, 'Напитки', 'fastfood'),
    category(4, 'Холодные напитки', 'fastfood', { parentId: '3' }),
    category(5, 'Архив', 'fastfood', { active: false }),
  ] as never;
  listDb.ProductList = [
    product(1, 'Роза Red Naomi', 1, 'flower_shop', 25000),
    product(17, 'Гамбургер', 2, 'fastfood', 13900),
    product(18, 'Чизбургер', 2, 'fastfood', 15900),
    product(19, 'Чай', 3, 'fastfood', 5000),
    product(20, 'Лимонад', 4, 'fastfood', 9000),
    product(21, 'Старый бургер', 2, 'fastfood', 9900, { active: false }),
    product(22, 'Удалённый бургер', 2, 'fastfood', 9900, { deleted: true }),
  ] as never;
}

export function resetOrderDb(orders: Order[]) {
  orderDb = orders;
  createRefusal = null;
  for (const k of Object.keys(orderCalls)) delete orderCalls[k];
}

const find = (id: unknown) => orderDb.find((o) => o.id === id)!;

type UserError = { field: string[] | null; code: UserErrorCode; message: string };
/** A mutation payload (issue 18 item 2): its object, or null and why in userErrors. */
const payload = <T extends string, O extends Record<string, unknown>>(
  typename: T,
  object: O,
  userErrors: UserError[] = [],
) => ({
  __typename: typename,
  ...object,
  userErrors: userErrors.map((e) => ({ __typename: 'UserError' as const, ...e })),
});

/** The user error the next CreateOrder answers (null: it is accepted), as the gateway refuses. */
let createRefusal: UserError | null = null;
let heldPage: Promise<void> | null = null;
/**
 * The next OrdersPage reply is computed when asked (the orders as they are then) but sent only
 * once the returned function is called: an answer overtaken by a later one, as on a slow network.
 */
export function holdNextOrdersPage(): () => void {
  let release!: () => void;
  heldPage = new Promise((resolve) => (release = resolve));
  return release;
}
let heldTotals: Promise<void> | null = null;
/** The same for the next OrdersTotals: the count and the sum of a year come after its rows. */
export function holdNextOrdersTotals(): () => void {
  let release!: () => void;
  heldTotals = new Promise((resolve) => (release = resolve));
  return release;
}
export const refuseCreateOrder = (refusal: UserError | null) => {
  createRefusal = refusal;
};
const json = dataReply;

/** The orders a list filter matches, as the gateway's matcher picks them. */
function matchingOrders(f: unknown) {
  const filter = (f ?? {}) as { search?: string; shopType?: string };
  return orderDb.filter(
    (o) =>
      !o.deleted &&
      (!filter.shopType || o.shopType === filter.shopType) &&
      orderMatches(
        { number: String(o.number), people: [o.client, o.recipient] as SearchablePerson[] },
        filter.search ?? '',
        { wholePhones: false },
      ),
  );
}

export const ordersHandlers = [
  // The list's pages as the gateway gives them: the same matcher, the shop type, a row's index
  // as the cursor (the web treats cursors as opaque), the count and the sum of every match.
  graphql.query<Reply<OrdersPageQuery>, OrdersPageQueryVariables>('OrdersPage', async ({ variables }) => {
    record('OrdersPage', variables);
    const held = heldPage;
    heldPage = null;
    const matching = matchingOrders(variables.filter);
    const start = variables.after ? Number(variables.after) + 1 : 0;
    const first = Number(variables.first ?? 50);
    const page = matching.slice(start, start + first);
    const reply = json<Reply<OrdersPageQuery>>({
      ordersConnection: {
        __typename: 'OrderConnection',
        edges: page.map((node, i) => ({ __typename: 'OrderEdge', cursor: String(start + i), node })),
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: start + first < matching.length,
          endCursor: page.length ? String(start + page.length - 1) : null,
        },
      },
    });
    if (held) await held;
    return reply;
  }),
  // The count and the sum of every match, asked beside the first page (orders.graphql).
  graphql.query<Reply<OrdersTotalsQuery>, OrdersTotalsQueryVariables>(
    'OrdersTotals',
    async ({ variables }) => {
      record('OrdersTotals', variables);
      const held = heldTotals;
      heldTotals = null;
      if (held) await held;
      const matching = matchingOrders(variables.filter);
      return json({
        ordersConnection: {
          __typename: 'OrderConnection',
          totalCount: matching.length,
          totalSum: matching.reduce((a, o) => a + Number(o.total), 0),
        },
      });
    },
  ),
  // The POS's fast-food menu (docs/kitchen.md): none in these tests.
  graphql.query<Reply<PosMenuQuery>, PosMenuQueryVariables>('PosMenu', () => json({ productMenus: [] })),
  graphql.query<Reply<OrderQuery>, OrderQueryVariables>('Order', ({ variables }) => {
    const o = find(variables.id);
    const paid = (o.paidSum as number | undefined) ?? 0;
    return json({
      order: { paidSum: paid, dueSum: (o.total as number) - paid, payments: [], ...o, history: [] },
    });
  }),
  graphql.mutation<Reply<PayOrderMutation>, PayOrderMutationVariables>('PayOrder', ({ variables }) => {
    record('PayOrder', variables);
    const o = find(variables.id);
    const paid = ((o.paidSum as number | undefined) ?? 0) + (variables.amount as number);
    o.paidSum = paid;
    return HttpResponse.json({
      data: {
        payOrder: payload('PayOrderPayload', {
          order: {
            __typename: 'Order',
            id: o.id,
            paidSum: paid,
            dueSum: (o.total as number) - paid,
            payments: [],
            updatedAt: '',
          },
        }),
      },
    });
  }),
  graphql.mutation<Reply<SetOrderStatusMutation>, SetOrderStatusMutationVariables>(
    'SetOrderStatus',
    ({ variables }) => {
      record('SetOrderStatus', variables);
      const o = find(variables.id);
      o.statusId = variables.statusId;
      return HttpResponse.json({
        data: {
          setOrderStatus: payload('SetOrderStatusPayload', {
            order: { __typename: 'Order', id: o.id, statusId: o.statusId, updatedAt: '' },
          }),
        },
      });
    },
  ),
  graphql.mutation<Reply<SetOrdersStatusMutation>, SetOrdersStatusMutationVariables>(
    'SetOrdersStatus',
    ({ variables }) => {
      record('SetOrdersStatus', variables);
      const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
      for (const id of ids) find(id).statusId = variables.statusId;
      return HttpResponse.json({
        data: { setOrdersStatus: payload('SetOrdersStatusPayload', { orderIds: ids }) },
      });
    },
  ),
  graphql.mutation<Reply<CreateOrderMutation>, CreateOrderMutationVariables>(
    'CreateOrder',
    ({ variables }) => {
      record('CreateOrder', variables);
      const refusal = createRefusal;
      if (refusal)
        return HttpResponse.json({
          data: { createOrder: payload('CreateOrderPayload', { order: null }, [refusal]) },
        });
      const o = makeOrder(orderDb.length + 100, { shopType: variables.input.shopType ?? undefined });
      orderDb.push(o);
      return HttpResponse.json({
        data: { createOrder: payload('CreateOrderPayload', { order: o as never }) },
      });
    },
  ),
];
