/**
 * Well-typed but wrong: GraphQL accepts these arguments, a domain rule refuses them. Each case
 * names real records (so it gets past "not found" into the rules) and breaks one rule: a blank
 * name, a negative or out-of-range number, a date that is not one, a reference to no record, a
 * cycle, an order with no lines, a batch of ids with one unknown among known ones. The list
 * mutations get theirs from the list definitions (fuzz-lists.ts); the rest are written here from
 * each domain's rules (docs/*.md). Mutations not named here are still fuzzed by the generic cases.
 */
import fc from 'fast-check';
import { LISTS } from '../../schema/lists';
import {
  existingId,
  MISSING,
  nulText,
  oneBad,
  unknownId,
  unknownRef,
  type FuzzContext,
} from './fuzz-arbitraries';
import { badRecord } from './fuzz-lists';
import { ACCOUNTS } from './helper';

type Vars = fc.Arbitrary<Record<string, unknown>>;

const BAD_DATE = fc.constantFrom('2024-02-30', '2024-13-01', '17.05.2026', 'вчера', '2024-1-1');
const text = fc.constantFrom('Фаззер', 'Проверка');

function listCases(ctx: FuzzContext): Record<string, Vars> {
  const out: Record<string, Vars> = {};
  for (const list of LISTS) {
    const id = existingId(ctx, list.table);
    out[`create${list.type}`] = badRecord(list, ctx, 'create').map((input) => ({ input }));
    out[`update${list.type}`] = fc.record({ id, input: badRecord(list, ctx, 'update') });
    if (list.sortable) out[`move${list.type}`] = fc.record({ id, toId: unknownId(ctx, 'gqlId') });
  }
  out.setUserAccess = fc.record({
    id: existingId(ctx, 'users'),
    input: fc.record({
      role: fc.constantFrom('ADMIN', 'MANAGER'),
      typeAccount: fc.constantFrom('flower_shop', 'fastfood'),
      accessPage: fc.constantFrom(['NOPE'], ['NEWORDER', 'admin'], ['']),
    }),
  });
  return out;
}

function orderCases(ctx: FuzzContext): Record<string, Vars> {
  const product = existingId(ctx, 'products');
  const order = existingId(ctx, 'orders');
  const status = existingId(ctx, 'order_statuses');
  const line = fc.record({ productId: product, count: fc.constant(1), price: fc.constant(10_000) });
  const input = oneBad({
    lines: [
      fc.array(line, { minLength: 1, maxLength: 2 }),
      fc.oneof(
        fc.constant([]),
        fc
          .tuple(product, fc.constantFrom(0, -1, 100_001))
          .map(([productId, count]) => [{ productId, count, price: 100 }]),
        product.map((productId) => [{ productId, count: 1, price: -1 }]),
        // Each number in range, their product (a line of 100 million roubles) not.
        product.map((productId) => [{ productId, count: 100_000, price: 100_000 }]),
      ),
    ],
    date: [fc.constant('2026-05-17'), BAD_DATE],
    deliveryDate: [fc.constant('2026-05-18'), BAD_DATE],
    streetId: [fc.constant(null), unknownRef(ctx)],
    paymentTypeId: [existingId(ctx, 'payment_types'), unknownRef(ctx)],
    client: [
      fc.constant({ firstName: 'Фаззер', phone: '+7 (900) 123-45-67' }),
      fc.constantFrom(
        { firstName: 'А', phone: 'нет' },
        { phone: '12' },
        { phone: '+7 900 111-22-33', email: 'Ж'.repeat(300) },
      ),
    ],
    advanceSum: [fc.constant(0), fc.constantFrom(-1, -100)],
    discountValue: [fc.constant(0), fc.constantFrom(-5, -0.5)],
    clientWishes: [fc.constant('Без лилий'), nulText],
  });
  return {
    createOrder: input.map((i) => ({ input: i })),
    updateOrder: fc.record({ id: order, input }),
    setOrderStatus: fc.record({ id: order, statusId: unknownId(ctx, 'gqlId') }),
    // All or nothing: one unknown id among known ones must leave the known ones as they were.
    setOrdersStatus: fc
      .tuple(fc.uniqueArray(order, { minLength: 1, maxLength: 3 }), unknownId(ctx, 'gqlId'), status)
      .map(([ids, bad, statusId]) => ({ ids: [...ids, bad], statusId })),
    assignOrderWorker: oneBad({
      id: [order, unknownId(ctx, 'gqlId')],
      workerId: [existingId(ctx, 'employees'), unknownRef(ctx)],
      statusId: [status, unknownRef(ctx)],
    }),
    setOrderPayment: fc.record({ id: order, paymentTypeId: unknownRef(ctx) }),
    payOrder: fc.record({ id: order, amount: fc.constantFrom(0, -1, -100_000) }),
  };
}

function moneyCases(ctx: FuzzContext): Record<string, Vars> {
  const shift = existingId(ctx, 'cash_shifts');
  return {
    openCashShift: oneBad({
      affiliateId: [existingId(ctx, 'affiliates'), unknownRef(ctx)],
      openingCash: [fc.constant(0), fc.constantFrom(-1, -(2 ** 31))],
    }),
    closeCashShift: fc.record({
      id: shift,
      countedCash: fc.constantFrom(-1, -(2 ** 31)),
      comment: fc.constant('проверка'),
    }),
    addCashMove: fc
      .tuple(
        oneBad({
          shiftId: [shift, unknownId(ctx, 'gqlId')],
          amount: [fc.constant(100), fc.constantFrom(0, -1, -(2 ** 31))],
          reason: [text, fc.oneof(nulText, fc.constantFrom('', '   ', 'Ж'.repeat(1_000)))],
        }),
        fc.constantFrom('in', 'out'),
      )
      .map(([v, kind]) => ({ ...v, kind })),
    updateReceiptSettings: fc.record({
      shopType: fc.constantFrom('flower_shop', 'fastfood'),
      input: fc
        .tuple(
          oneBad({
            shopName: [text, fc.oneof(nulText, fc.constantFrom('', 'Ж'.repeat(1_000)))],
            headerText: [text, fc.constantFrom('Ж'.repeat(10_000), 'a\nb\nc\nd\ne\nf\ng\nh')],
            footerText: [text, fc.constantFrom('Ж'.repeat(10_000))],
            paperWidth: [fc.constantFrom(58, 80), fc.constantFrom(0, -58, 57, 81, 2 ** 31 - 1)],
          }),
          fc.record({
            showOrderNumber: fc.boolean(),
            showDate: fc.boolean(),
            showCashier: fc.boolean(),
            showClient: fc.boolean(),
            showLines: fc.boolean(),
            showDiscount: fc.boolean(),
            showPaymentType: fc.boolean(),
            showChange: fc.boolean(),
            code: fc.constantFrom('none', 'qr'),
          }),
        )
        .map(([texts, flags]) => ({ ...flags, ...texts })),
    }),
  };
}

function catalogCases(ctx: FuzzContext): Record<string, Vars> {
  const product = existingId(ctx, 'products');
  const category = existingId(ctx, 'categories');
  return {
    setProductComposition: fc.oneof(
      product.map((productId) => ({ productId, items: [{ componentId: productId, quantity: 1 }] })),
      fc
        .tuple(product, product, fc.constantFrom(0, -1, 0.0001, 1e9))
        .map(([productId, componentId, quantity]) => ({
          productId,
          items: [{ componentId, quantity }],
        })),
      fc.tuple(product, product).map(([productId, componentId]) => ({
        productId,
        items: [
          { componentId, quantity: 1 },
          { componentId, quantity: 2 },
        ],
      })),
    ),
    placeCategory: fc.oneof(
      category.map((id) => ({ id, parentId: id })),
      fc.tuple(category, unknownRef(ctx)).map(([id, parentId]) => ({ id, parentId })),
      fc.tuple(category, unknownRef(ctx)).map(([id, beforeId]) => ({ id, beforeId })),
    ),
  };
}

function warehouseCases(ctx: FuzzContext): Record<string, Vars> {
  const product = existingId(ctx, 'products');
  const line = fc.record({ productId: product, quantity: fc.constant(1), price: fc.constant(100) });
  const input = oneBad({
    date: [fc.constant('2026-05-17'), BAD_DATE],
    affiliateId: [existingId(ctx, 'affiliates'), unknownId(ctx, 'gqlId')],
    comment: [fc.constant('Пересчёт'), nulText],
    lines: [
      fc.array(line, { minLength: 1, maxLength: 2 }),
      fc.oneof(
        fc.constant([]),
        fc
          .tuple(product, fc.constantFrom(-1, 1e12, 0.0001))
          .map(([productId, quantity]) => [{ productId, quantity, price: 100 }]),
        fc
          .tuple(product, fc.constantFrom(-1, -(2 ** 31)))
          .map(([productId, price]) => [{ productId, quantity: 1, price }]),
        line.map((l) => [l, l]),
      ),
    ],
  });
  return {
    createStockDocument: fc.record({
      kind: fc.constantFrom('Consignment', 'Writing', 'SelfWriting', 'Output', 'Moving', 'Stocktaking'),
      input,
    }),
    updateStockDocument: fc.record({ id: existingId(ctx, 'stock_documents'), input }),
  };
}

function otherCases(ctx: FuzzContext): Record<string, Vars> {
  const board = existingId(ctx, 'demo:board');
  const column = existingId(ctx, 'demo:column');
  const index = fc.constantFrom(-1, 1_000, 2 ** 31 - 1);
  const todos = ctx.ids['demo:todo'] ?? [];
  return {
    login: fc.record({
      email: fc.constantFrom(...Object.values(ACCOUNTS).map((a) => a.email)),
      password: fc.oneof(
        nulText,
        fc.constantFrom('wrong-password', '', 'ADMIN123', ' admin123', 'admin123\u0000'),
      ),
    }),
    register: fc.record({
      input: oneBad({
        username: [text, fc.oneof(nulText, fc.constantFrom('', '   ', 'Ж'.repeat(101)))],
        email: [
          fc.constant('fz-new@example.com'),
          fc.constantFrom(ACCOUNTS.admin.email, 'Admin@Example.com', 'нет', ''),
        ],
        password: [fc.constant('secret-123'), fc.constantFrom('12345', '', 'Ж'.repeat(201))],
      }),
    }),
    addChatMessage: fc.record({
      chatId: existingId(ctx, 'demo:chat'),
      contactId: existingId(ctx, 'demo:contact'),
      text: fc.constantFrom('', '   ', '\n\t'),
    }),
    addCalendarEvent: fc.record({
      input: fc.constantFrom(
        { title: '  ', start: '2026-05-17T10:00:00Z', end: '2026-05-17T11:00:00Z' },
        { title: 'Встреча', start: 'завтра', end: '2026-05-17T11:00:00Z' },
        { title: 'Встреча', start: '2026-05-17T10:00:00Z', end: '2026-05-17T09:00:00Z' },
      ),
    }),
    updateCalendarEvent: fc.record({
      id: existingId(ctx, 'demo:event'),
      input: fc.constant({ title: '', start: '2026-05-17T10:00:00Z', end: '2026-05-17T11:00:00Z' }),
    }),
    addBoard: fc.record({ title: fc.constantFrom('', '   ') }),
    addColumn: fc.record({ boardId: board, title: fc.constantFrom('', '   ') }),
    renameColumn: fc.record({ boardId: board, listId: column, title: fc.constantFrom('', ' ') }),
    addCard: fc.record({ boardId: board, listId: column, title: fc.constantFrom('', ' ') }),
    reorderColumns: fc.record({ boardId: board, startIndex: index, endIndex: fc.constant(0) }),
    reorderCard: fc.record({ boardId: board, listId: column, startIndex: fc.constant(0), endIndex: index }),
    moveCard: fc.record({
      boardId: board,
      sourceListId: column,
      destinationListId: column,
      source: index,
      destination: fc.constant(0),
    }),
    updateCartAmount: fc.record({
      productId: existingId(ctx, 'demo:product'),
      amount: fc.constantFrom(-1, 101, 2 ** 31 - 1),
    }),
    addTodo: fc.record({
      input: fc.constantFrom({ title: '' }, { title: '  ' }, { title: 'Задача', tagIds: ['no-such-tag'] }),
    }),
    updateTodo: fc.record({ id: existingId(ctx, 'demo:todo'), input: fc.constant({ title: ' ' }) }),
    reorderTodos: fc.constantFrom({ ids: todos.slice(1) }, { ids: [...todos, todos[0]] }),
    addTodoTag: fc.record({ name: fc.constantFrom('', '   ') }),
  };
}

function marketingCases(ctx: FuzzContext): Record<string, Vars> {
  const client = existingId(ctx, 'clients');
  const badText = fc.oneof(nulText, fc.constantFrom('', '   ', 'Ж'.repeat(1_000)));
  const occasion = oneBad({
    clientId: [client, unknownId(ctx, 'gqlId')],
    title: [text, badText],
    month: [fc.constant(5), fc.constantFrom(0, 13, -1)],
    day: [fc.constant(17), fc.constantFrom(0, 32, -1)],
    year: [fc.constant(2026), fc.constantFrom(1800, 2300, -1)],
    orderId: [fc.constant(null), unknownRef(ctx)],
  });
  return {
    saveMarketingCampaign: fc.record({
      input: oneBad({
        name: [text, badText],
        subject: [text, badText],
        bodyHtml: [fc.constant('<p>Здравствуйте!</p>'), fc.constantFrom('', '<p> </p>', '<p>{{nope}}</p>')],
        promocodeId: [fc.constant(null), unknownRef(ctx)],
        segment: [
          fc.constant(null),
          fc.constantFrom(
            { idleDays: -1 },
            { occasionDays: -5 },
            { spentOver: -1 },
            { affiliateId: '2147483648' },
          ),
        ],
      }),
    }),
    saveClientOccasion: fc.record({
      input: fc.oneof(
        occasion.map((o) => ({ ...o, kind: 'birthday', recurring: true })),
        // 30 February and a one-off without a year: each field fine on its own.
        client.map((clientId) => ({ clientId, kind: 'anniversary', title: 'Годовщина', month: 2, day: 30 })),
        client.map((clientId) => ({
          clientId,
          kind: 'other',
          title: 'Доставка',
          month: 3,
          day: 8,
          recurring: false,
        })),
      ),
    }),
  };
}

/** The semantic cases by root field name. */
export function semanticCases(ctx: FuzzContext): Record<string, Vars> {
  const all = {
    ...listCases(ctx),
    ...orderCases(ctx),
    ...moneyCases(ctx),
    ...catalogCases(ctx),
    ...warehouseCases(ctx),
    ...marketingCases(ctx),
    ...otherCases(ctx),
  };
  // Keys a generator left out on purpose must not reach JSON as null.
  return Object.fromEntries(
    Object.entries(all).map(([k, arb]) => [
      k,
      arb.map((v) => JSON.parse(JSON.stringify(v, (_k, x) => (x === MISSING ? undefined : x)))),
    ]),
  );
}
