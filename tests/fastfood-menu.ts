/**
 * The fast-food menu of issue 22 as a shop would set it up, through GraphQL (docs/kitchen.md
 * «Модификаторы и комбо»), for the server tests, the browser story and the bench alike:
 * - «Чизбургер» (249 ₽; a product of its own, beside the seeded one of that name) made of onion,
 *   pickles and cheddar, with optional «Без» (без лука: less onion, без огурцов) and «Добавки»
 *   (+ сыр: +40 ₽ and more cheddar, + бекон +60 ₽);
 * - «Кола» with the required «Размер»: exactly one of 0,3 л (−20 ₽) and 0,5 л;
 * - «Наггетсы 6 шт» with the required «Соус»: 1–2 of the seeded sauces, each taking one;
 * - «Комбо Чизбургер» (299 ₽): «Бургер», «Гарнир», «Напиток».
 * Every product given modifiers, a composition or combo slots is made anew (named with `tag` where
 * names must not meet): the browser files share one server, and a seeded burger with modifier
 * groups opened the modifier sheet under pos-layout's taps (clean-clone CI of b508404). Seeded
 * products are only read: the sauces as components, the hamburger and the fries as combo choices.
 */
export type Call = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<T>;

export interface Menu {
  ids: Record<string, string>;
  /** Option ids by «group/option». */
  options: Record<string, string>;
  /** Slot ids by name. */
  slots: Record<string, string>;
  prices: Record<string, number>;
}

const CREATE = `mutation ($input: ProductCreateInput!) {
  createProduct(input: $input) { product { id } userErrors { message } }
}`;
const FIND = `query ($s: String!) {
  productsConnection(first: 10, filter: { search: $s, shopType: fastfood }) { edges { node { id name price } } }
}`;
const COMPOSE = `mutation ($id: ID!, $items: [ProductComponentInput!]!) {
  setProductComposition(productId: $id, items: $items) { userErrors { message } }
}`;
const MODIFIERS = `mutation ($id: ID!, $groups: [ModifierGroupInput!]!) {
  setProductModifiers(productId: $id, groups: $groups) {
    product { modifierGroups { name options { id name } } } userErrors { field message }
  }
}`;
const COMBO = `mutation ($id: ID!, $slots: [ComboSlotInput!]!) {
  setProductCombo(productId: $id, slots: $slots) { product { comboSlots { id name } } userErrors { field message } }
}`;

function ok<T extends { userErrors: { message: string }[] }>(payload: T): T {
  if (payload.userErrors.length > 0) throw new Error(JSON.stringify(payload.userErrors));
  return payload;
}

export async function arrangeMenu(call: Call, tag = ''): Promise<Menu> {
  const ids: Record<string, string> = {};
  const prices: Record<string, number> = {};
  const find = async (name: string) => {
    const r = await call<{
      productsConnection: { edges: { node: { id: string; name: string; price: number } }[] };
    }>(FIND, { s: name });
    const node = r.productsConnection.edges.map((e) => e.node).find((n) => n.name === name);
    if (!node) throw new Error(`нет товара «${name}»`);
    ids[name] = node.id;
    prices[name] = node.price;
  };
  const make = async (name: string, price: number, unit = 'шт') => {
    const r = await call<{ createProduct: { product: { id: string }; userErrors: { message: string }[] } }>(
      CREATE,
      {
        input: { name: `${name}${tag}`, unit, price, shopType: 'fastfood' },
      },
    );
    ids[name] = ok(r.createProduct).product.id;
    prices[name] = price;
  };
  for (const name of ['Гамбургер', 'Картофель фри стандартный', 'Картофель по-деревенски']) await find(name);
  for (const name of ['Кетчуп', 'Сырный соус', 'Соус барбекю', 'Чесночный соус']) await find(name);
  await make('Лук', 0, 'кг');
  await make('Огурцы', 0, 'кг');
  await make('Сыр чеддер', 0, 'кг');
  await make('Чизбургер', 249_00);
  await make('Кола', 119_00);
  await make('Наггетсы 6 шт', 179_00);
  await make('Комбо Чизбургер', 299_00);

  ok(
    (
      await call<{ setProductComposition: { userErrors: { message: string }[] } }>(COMPOSE, {
        id: ids['Чизбургер'],
        items: [
          { componentId: ids['Лук'], quantity: 0.02 },
          { componentId: ids['Огурцы'], quantity: 0.015 },
          { componentId: ids['Сыр чеддер'], quantity: 0.02 },
        ],
      })
    ).setProductComposition,
  );
  const options: Record<string, string> = {};
  const setGroups = async (product: string, groups: unknown[]) => {
    const r = await call<{
      setProductModifiers: {
        product: { modifierGroups: { name: string; options: { id: string; name: string }[] }[] };
        userErrors: { message: string }[];
      };
    }>(MODIFIERS, { id: ids[product], groups });
    for (const g of ok(r.setProductModifiers).product.modifierGroups)
      for (const o of g.options) options[`${g.name}/${o.name}`] = o.id;
  };
  await setGroups('Чизбургер', [
    {
      name: 'Без',
      min: 0,
      max: 2,
      options: [
        { name: 'без лука', components: [{ componentId: ids['Лук'], quantity: -0.02 }] },
        { name: 'без огурцов', components: [{ componentId: ids['Огурцы'], quantity: -0.015 }] },
      ],
    },
    {
      name: 'Добавки',
      min: 0,
      max: 2,
      options: [
        {
          name: '+ сыр',
          priceDelta: 40_00,
          components: [{ componentId: ids['Сыр чеддер'], quantity: 0.02 }],
        },
        { name: '+ бекон', priceDelta: 60_00 },
      ],
    },
  ]);
  await setGroups('Кола', [
    {
      name: 'Размер',
      min: 1,
      max: 1,
      options: [
        { name: '0,3 л', priceDelta: -20_00 },
        { name: '0,5 л', priceDelta: 0 },
      ],
    },
  ]);
  await setGroups('Наггетсы 6 шт', [
    {
      name: 'Соус',
      min: 1,
      max: 2,
      options: ['Кетчуп', 'Сырный соус', 'Соус барбекю', 'Чесночный соус'].map((s, i) => ({
        name: s,
        priceDelta: i === 0 ? 0 : 15_00,
        components: [{ componentId: ids[s], quantity: 1 }],
      })),
    },
  ]);
  const combo = await call<{
    setProductCombo: {
      product: { comboSlots: { id: string; name: string }[] };
      userErrors: { message: string }[];
    };
  }>(COMBO, {
    id: ids['Комбо Чизбургер'],
    slots: [
      { name: 'Бургер', productIds: [ids['Чизбургер'], ids['Гамбургер']] },
      { name: 'Гарнир', productIds: [ids['Картофель фри стандартный'], ids['Картофель по-деревенски']] },
      { name: 'Напиток', productIds: [ids['Кола']] },
    ],
  });
  const slots = Object.fromEntries(ok(combo.setProductCombo).product.comboSlots.map((s) => [s.name, s.id]));
  return { ids, options, slots, prices };
}
