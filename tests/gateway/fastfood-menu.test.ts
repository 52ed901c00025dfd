/**
 * Issue 22 items 1, 2 and 7 on one real CRM (docs/kitchen.md «Модификаторы и комбо»): modifier
 * rules (min, max, required, price deltas) refused with Russian messages at their paths through
 * GraphQL and /api alike, nothing written; a combo with its parts; totals with modifiers, combos
 * and a discount that the printed receipt repeats; and the stock ledger's write-off through the
 * parts' compositions and the modifiers' own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals } from '../../schema/order-totals';
import { receiptRows } from '../../web/src/settings/receipt';
import { defaultReceiptSettings } from '../../schema/receipt';
import { formatRub } from '../../schema/money';
import { arrangeMenu, type Menu } from '../fastfood-menu';
import { ACCOUNTS, bearer, gql, login, startGateway, userErrorsOf, type TestGateway } from './helper';

let gw: TestGateway;
let cashier: string;
let menu: Menu;

const LINE = `productId name count price modifiersPrice sum comment
  modifiers { optionId group name priceDelta }
  comboParts { slotId slot productId name modifiers { group name priceDelta } }`;
const ORDER = `id number total subtotal discountSum dining deliveryType createdAt shopType date
  client { id firstName lastName phone } filledBy { fullName } paymentType { name cashless } paymentText
  promoCode promoSum markupName markupSum giftName deliverySum certificateCode certificateSum changeFor change
  lines { ${LINE} }`;
const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) { order { ${ORDER} } userErrors { field code message } } }`;

const call = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
  const res = await gql(gw.app, query, variables, cashier);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
};

const ordersCount = async () =>
  (await gw.crm!.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;

beforeAll(async () => {
  gw = await startGateway();
  cashier = await login(gw.app, ACCOUNTS.fastfood.email, ACCOUNTS.fastfood.password);
  menu = await arrangeMenu(call);
});
afterAll(async () => {
  await gw?.close();
});

const line = (product: string, extra: Record<string, unknown> = {}) => ({
  productId: menu.ids[product],
  count: 1,
  price: menu.prices[product],
  ...extra,
});
const opt = (key: string) => menu.options[key];
/** «Комбо Чизбургер»: the burger, the side and the drink, each with its modifiers. */
const combo = (burgerMods: string[] = [], drink = 'Размер/0,5 л', extra: Record<string, unknown> = {}) =>
  line('Комбо Чизбургер', {
    comboParts: [
      {
        slotId: menu.slots['Бургер'],
        productId: menu.ids['Чизбургер'],
        modifierIds: burgerMods.map(opt),
      },
      { slotId: menu.slots['Гарнир'], productId: menu.ids['Картофель фри стандартный'] },
      { slotId: menu.slots['Напиток'], productId: menu.ids['Кола'], modifierIds: [opt(drink)] },
    ],
    ...extra,
  });

async function refusal(lines: unknown[]) {
  const before = await ordersCount();
  const res = await gql(
    gw.app,
    CREATE,
    { input: { shopType: 'fastfood', deliveryType: 'here', lines } },
    cashier,
  );
  expect(res.errors).toBeUndefined();
  expect(await ordersCount()).toBe(before);
  const [error] = userErrorsOf(res.data, 'createOrder');
  return { code: error.code, field: error.field, message: error.message };
}

describe('modifier rules through GraphQL: userErrors at the line, nothing written', () => {
  it.each([
    [
      'a required group left out',
      () => [line('Кола')],
      ['input', 'lines', '0', 'modifierIds'],
      'Товар №1 «Кола»: выберите «Размер»',
    ],
    [
      'more than «exactly one»',
      () => [line('Кола', { modifierIds: [opt('Размер/0,3 л'), opt('Размер/0,5 л')] })],
      ['input', 'lines', '0', 'modifierIds'],
      'Товар №1 «Кола»: в «Размер» можно выбрать только один вариант',
    ],
    [
      'past a group’s maximum (sauces 1–2)',
      () => [
        line('Гамбургер'),
        line('Наггетсы 6 шт', {
          modifierIds: [opt('Соус/Кетчуп'), opt('Соус/Сырный соус'), opt('Соус/Соус барбекю')],
        }),
      ],
      ['input', 'lines', '1', 'modifierIds'],
      'Товар №2 «Наггетсы 6 шт»: в «Соус» можно выбрать не больше 2',
    ],
    [
      'another product’s option',
      () => [line('Наггетсы 6 шт', { modifierIds: [opt('Размер/0,5 л')] })],
      ['input', 'lines', '0', 'modifierIds', '0'],
      () => `Товар №1 «Наггетсы 6 шт»: модификатор с id ${opt('Размер/0,5 л')} не относится к этому товару`,
    ],
    [
      'a combo without its drink',
      () => [
        line('Комбо Чизбургер', {
          comboParts: [
            { slotId: menu.slots['Бургер'], productId: menu.ids['Чизбургер'] },
            { slotId: menu.slots['Гарнир'], productId: menu.ids['Картофель фри стандартный'] },
          ],
        }),
      ],
      ['input', 'lines', '0', 'comboParts'],
      'Товар №1 «Комбо Чизбургер»: выберите «Напиток»',
    ],
    [
      'a combo part’s own required group',
      () => [
        line('Комбо Чизбургер', {
          comboParts: [
            { slotId: menu.slots['Бургер'], productId: menu.ids['Чизбургер'] },
            { slotId: menu.slots['Гарнир'], productId: menu.ids['Картофель фри стандартный'] },
            { slotId: menu.slots['Напиток'], productId: menu.ids['Кола'] },
          ],
        }),
      ],
      ['input', 'lines', '0', 'comboParts', '2', 'modifierIds'],
      'Товар №1 «Комбо Чизбургер», «Кола»: выберите «Размер»',
    ],
    [
      'a product outside the slot’s choice',
      () => [
        line('Комбо Чизбургер', {
          comboParts: [{ slotId: menu.slots['Бургер'], productId: menu.ids['Кола'] }],
        }),
      ],
      ['input', 'lines', '0', 'comboParts', '0', 'productId'],
      () => `Товар №1 «Комбо Чизбургер»: в «Бургер» нельзя выбрать товар с id ${menu.ids['Кола']}`,
    ],
  ])('%s', async (_name, lines, field, message) => {
    const got = await refusal(lines());
    expect(got).toEqual({
      code: 'ORDER_MODIFIERS_INVALID',
      field,
      message: typeof message === 'string' ? message : message(),
    });
  });
});

describe('modifier rules through /api: the same refusal in the route’s format; plain lines as before', () => {
  const post = (newOrderData: Record<string, unknown>) =>
    gw.app.inject({
      method: 'POST',
      url: '/api/order/newOrder',
      payload: { newOrderData: { shopType: 'fastfood', deliveryType: 'takeaway', ...newOrderData } },
      headers: bearer(cashier),
    });

  it('a line of a product with a required group and no modifiers is refused, nothing written', async () => {
    const before = await ordersCount();
    const res = await post({
      products: [{ id: Number(menu.ids['Кола']), count_product: 1, priceProduct: menu.prices['Кола'] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Error saving new order',
      detail: 'Товар №1 «Кола»: выберите «Размер»',
    });
    const tooMany = await post({
      products: [
        {
          id: Number(menu.ids['Наггетсы 6 шт']),
          count_product: 1,
          priceProduct: menu.prices['Наггетсы 6 шт'],
          modifiers: [opt('Соус/Кетчуп'), opt('Соус/Сырный соус'), opt('Соус/Соус барбекю')].map(Number),
        },
      ],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('Товар №1 «Наггетсы 6 шт»: в «Соус» можно выбрать не больше 2');
    expect(await ordersCount()).toBe(before);
  });

  it('the spec’s line (id, count, price) of a product without required groups is taken as before', async () => {
    const res = await post({
      products: [
        { id: Number(menu.ids['Гамбургер']), count_product: 2, priceProduct: menu.prices['Гамбургер'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as { products: Record<string, unknown>[]; itog_value: number };
    expect(order.itog_value).toBe(2 * menu.prices['Гамбургер']);
    expect(order.products[0]).toMatchObject({
      count_product: 2,
      priceProduct: menu.prices['Гамбургер'],
      modifiers: [],
    });
  });

  it('modifiers as the line’s extra field: the price delta is added by the server', async () => {
    const res = await post({
      products: [
        {
          id: Number(menu.ids['Наггетсы 6 шт']),
          count_product: 2,
          priceProduct: menu.prices['Наггетсы 6 шт'],
          modifiers: [Number(opt('Соус/Кетчуп')), Number(opt('Соус/Чесночный соус'))],
          comment: 'соусы отдельно',
        },
      ],
      itog_value: 2 * (179_00 + 15_00),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a combo, modifiers and a discount: stored sums, the receipt and the stock ledger agree', () => {
  let order: Record<string, unknown> & { id: string; total: number; lines: Record<string, unknown>[] };

  beforeAll(async () => {
    const res = await gql(
      gw.app,
      CREATE,
      {
        input: {
          shopType: 'fastfood',
          deliveryType: 'here',
          discountType: 'percent',
          discountValue: 10,
          lines: [
            combo(['Без/без лука'], 'Размер/0,5 л', { comment: 'соль отдельно' }),
            line('Чизбургер', { count: 2, modifierIds: [opt('Добавки/+ сыр')] }),
            line('Кола', { modifierIds: [opt('Размер/0,3 л')] }),
          ],
        },
      },
      cashier,
    );
    expect(userErrorsOf(res.data, 'createOrder')).toEqual([]);
    order = (res.data as { createOrder: { order: typeof order } }).createOrder.order;
  });

  it('each unit is priced with its modifiers; the total is the one totals implementation’s', () => {
    const units = [299_00, menu.prices['Чизбургер'] + 40_00, 119_00 - 20_00];
    const expected = computeTotals({
      lines: [
        { count: 1, price: units[0] },
        { count: 2, price: units[1] },
        { count: 1, price: units[2] },
      ],
      discountType: 'percent',
      discountValue: 10,
      advanceSum: 0,
      changeFor: null,
    });
    expect(order.lines.map((l) => l.sum)).toEqual(expected.lineSums);
    expect(order.lines.map((l) => l.modifiersPrice)).toEqual([0, 40_00, -20_00]);
    expect(order).toMatchObject({
      subtotal: expected.subtotal,
      discountSum: expected.discountSum,
      total: expected.total,
      dining: 'EAT_IN',
    });
  });

  it('the line shows the combo, its parts and their modifiers as sold; the comment', () => {
    expect(order.lines[0]).toMatchObject({
      name: 'Комбо Чизбургер',
      comment: 'соль отдельно',
      modifiers: [],
      comboParts: [
        {
          slot: 'Бургер',
          name: 'Чизбургер',
          modifiers: [{ group: 'Без', name: 'без лука', priceDelta: 0 }],
        },
        { slot: 'Гарнир', name: 'Картофель фри стандартный', modifiers: [] },
        { slot: 'Напиток', name: 'Кола', modifiers: [{ group: 'Размер', name: '0,5 л', priceDelta: 0 }] },
      ],
    });
    expect(order.lines[1].modifiers).toEqual([
      { optionId: opt('Добавки/+ сыр'), group: 'Добавки', name: '+ сыр', priceDelta: 40_00 },
    ]);
  });

  it('the printed receipt: line details × counts are the sums, ИТОГО is the stored total', () => {
    const rows = receiptRows(defaultReceiptSettings('fastfood'), order as never, 'Кассир');
    const lines = rows.filter((r) => r.kind === 'line');
    expect(lines.map((r) => r.sum)).toEqual(order.lines.map((l) => formatRub(l.sum as number)));
    expect(lines[1].detail).toBe(`2 × ${formatRub(menu.prices['Чизбургер'] + 40_00)}`);
    expect(rows).toContainEqual({
      kind: 'pair',
      label: 'ИТОГО',
      value: formatRub(order.total),
      strong: true,
    });
    expect(rows).toContainEqual({ kind: 'text', text: '  Чизбургер: без лука' });
    expect(rows).toContainEqual({ kind: 'text', text: '  + сыр +40,00 ₽' });
  });

  it('the ledger writes off the parts through their compositions and the modifiers’ own', async () => {
    const rows = await gw.crm!.db.query<{ product_id: number; out: number; reason: string }>(
      `SELECT product_id, (-sum(delta))::float8 AS out, min(reason) AS reason
         FROM stock_movements WHERE order_id = $1 GROUP BY product_id`,
      [Number(order.id)],
    );
    const out = Object.fromEntries(rows.map((r) => [r.product_id, r.out]));
    const id = (name: string) => Number(menu.ids[name]);
    // Onion: the combo's burger «без лука» takes none, the two cheeseburgers 0.02 each.
    expect(out[id('Лук')]).toBeCloseTo(0.04, 6);
    // Cheddar: 0.02 in every cheeseburger, 0.02 more in each «+ сыр».
    expect(out[id('Сыр чеддер')]).toBeCloseTo(0.02 + 2 * 0.04, 6);
    expect(out[id('Огурцы')]).toBeCloseTo(3 * 0.015, 6);
    expect(out[id('Картофель фри стандартный')]).toBe(1);
    expect(out[id('Кола')]).toBe(2);
    // Neither the combo product nor the composed burger itself leaves the stock.
    expect(out[id('Комбо Чизбургер')]).toBeUndefined();
    expect(out[id('Чизбургер')]).toBeUndefined();
    expect(rows.every((r) => r.reason === 'sale')).toBe(true);
  });

  it('the dashboard counts the combos and the modifiers sold, in SQL', async () => {
    const { orderStats } = await call<{
      orderStats: {
        topCombos: { name: string; count: number; sum: number }[];
        topModifiers: { group: string; name: string; count: number; sum: number }[];
      };
    }>('{ orderStats { topCombos { name count sum } topModifiers { group name count sum } } }');
    expect(orderStats.topCombos).toContainEqual({ name: 'Комбо Чизбургер', count: 1, sum: 299_00 });
    // The two «+ сыр» cheeseburgers are one line of 2: 2 units, 80 ₽ added.
    expect(orderStats.topModifiers).toContainEqual({ group: 'Добавки', name: '+ сыр', count: 2, sum: 80_00 });
    expect(orderStats.topModifiers).toContainEqual({ group: 'Без', name: 'без лука', count: 1, sum: 0 });
  });

  it('a GraphQL edit of another field keeps the lines with their modifiers', async () => {
    const res = await gql(
      gw.app,
      `mutation ($id: ID!) { updateOrder(id: $id, input: { deliveryType: "takeaway" }) { order { total dining lines { ${LINE} } } userErrors { message } } }`,
      { id: order.id },
      cashier,
    );
    expect(userErrorsOf(res.data, 'updateOrder')).toEqual([]);
    const edited = (res.data as { updateOrder: { order: typeof order & { dining: string } } }).updateOrder
      .order;
    expect(edited.total).toBe(order.total);
    expect(edited.dining).toBe('TAKE_AWAY');
    expect(edited.lines).toEqual(order.lines);
  });
});

describe('the catalogue refuses a menu that cannot be sold', () => {
  const SET = `mutation ($id: ID!, $groups: [ModifierGroupInput!]!) {
    setProductModifiers(productId: $id, groups: $groups) { product { id } userErrors { field code message } }
  }`;

  it('a maximum below the minimum, at its path; a flower-shop product at productId', async () => {
    const res = await gql(
      gw.app,
      SET,
      {
        id: menu.ids['Кола'],
        groups: [{ name: 'Лёд', min: 2, max: 1, options: [{ name: 'со льдом' }, { name: 'без льда' }] }],
      },
      cashier,
    );
    expect(userErrorsOf(res.data, 'setProductModifiers')).toEqual([
      {
        field: ['groups', '0', 'max'],
        code: 'FIELD_INVALID',
        message: 'Группа «Лёд»: максимум: целое число от 2 до 2',
      },
    ]);
    const sa = await login(gw.app, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const [flower] = await gw.crm!.db.query<{ id: number }>(
      "SELECT id FROM products WHERE shop_type = 'flower_shop' ORDER BY id LIMIT 1",
    );
    const flowerRes = await gql(
      gw.app,
      SET,
      { id: String(flower.id), groups: [{ name: 'Лента', min: 0, max: 1, options: [{ name: 'красная' }] }] },
      sa,
    );
    expect(userErrorsOf(flowerRes.data, 'setProductModifiers')).toEqual([
      {
        field: ['productId'],
        code: 'FIELD_INVALID',
        message: 'Модификаторы бывают только у товаров фастфуда',
      },
    ]);
  });
});
