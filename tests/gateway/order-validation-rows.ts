/**
 * The table of order-validation-faces.test.ts: one wrong value per row, written once in the
 * clean (GraphQL) names and sent as is through both faces, with the Russian refusal both give.
 *
 * `typed` rows hold a value GraphQL's types cannot carry (a number for a string, a string for a
 * number, an Int past 32 bits): `createOrder` refuses them while reading its variables, naming the
 * field's path, and `/api` must refuse them too (it used to store them: issue 27 item 3).
 */

/** A field of OrderInput, or of its first line / its client / its recipient. */
export type Path = string | ['lines', string] | ['client', string] | ['recipient', string];

export interface BadRow {
  path: Path;
  value: unknown;
  /** The refusal, the same on both faces (a RegExp where it names a computed sum). */
  message: string | RegExp;
  typed?: true;
}

/** Clean names → the remote names of spec section 3 (gateway/domains/orders/service.ts FIELDS). */
export const REMOTE: Record<string, string> = {
  shopType: 'shopType',
  customerType: 'customerType',
  deliveryType: 'deliveryType',
  date: 'date',
  deliveryDate: 'invoiceDate',
  deliveryTime: 'invoiceTimeDo',
  deliveryAddress: 'adresDelivery',
  streetId: 'idStreet',
  clientWishes: 'klientHotel',
  cardText: 'cardToOrder',
  managerComment: 'managerComment',
  advanceType: 'advance_type',
  advanceSum: 'advance_sum',
  paymentTypeId: 'paymentType',
  paymentText: 'payment_type',
  changeFor: 'sdacha_sum_kupura',
  change: 'sdacha_sum',
  discountType: 'discount_type',
  discountValue: 'discount_value',
  deliverySum: 'delivery_sum',
  total: 'itog_value',
  promoCode: 'promo_code',
  certificateCode: 'certificate_code',
  certificateSum: 'certificate_sum',
  fromClient: 'fromKlient',
  sourceId: 'social',
  socialText: 'social_text',
  filledById: 'manager_zapolnil',
  attractedById: 'manager_privlek',
  statusId: 'idStatus',
  workerId: 'idWorker',
  outletId: 'idOutlet',
  client: 'klient',
  recipient: 'recipient',
  // Line fields.
  productId: 'id',
  count: 'count_product',
  price: 'priceProduct',
};

/** Every field of the form for the matrix: OrderInput's, its people's and its first line's. */
export const ALL_PATHS: Path[] = [
  ...Object.keys(REMOTE).filter((k) => !['client', 'recipient', 'productId', 'count', 'price'].includes(k)),
  ...(['firstName', 'lastName', 'patronymic', 'phone', 'email'] as const).flatMap((f) => [
    ['client', f] as Path,
    ['recipient', f] as Path,
  ]),
  ['lines', 'productId'],
  ['lines', 'count'],
  ['lines', 'price'],
];

/**
 * Wrong values the outside fuzz put in every field (issue 27): other JSON types, a fraction, a
 * negative, past 32 bits, an impossible date, a time past midnight, a masked phone, junk text.
 */
export const MATRIX_VALUES: unknown[] = [
  5,
  -1,
  1.5,
  1e13,
  true,
  'x',
  '2024-02-30',
  '25:00',
  '+7 (926) ***-**-30',
  '-1',
  [],
  {},
  ['x'],
  { a: 1 },
  'z'.repeat(3000),
  '0.5',
];

const TIME = 'Поле «Время доставки»: время ЧЧ:ММ или интервал ЧЧ:ММ-ЧЧ:ММ';
const CLIENT_PHONE = 'Поле «Клиент: телефон»: от 10 до 15 цифр, например +7 900 123-45-67';
const RECIPIENT_PHONE = 'Поле «Получатель: телефон»: от 10 до 15 цифр, например +7 900 123-45-67';
const COUNT = 'Товар №1: количество — целое число больше 0';
const PRICE = 'Товар №1: цена — целое число копеек не меньше 0';
const money = (label: string) => `Поле «${label}»: сумма в копейках, целое число не меньше 0`;
const badId = (label: string) => `Поле «${label}»: неверный идентификатор`;
const missing = (label: string) => `${label}: запись с id 99999999 не найдена`;
const date = (label: string) => `Поле «${label}»: дата в формате ГГГГ-ММ-ДД`;

export const BAD_ROWS: BadRow[] = [
  // Times and dates (days are `Date` in GraphQL, issue 18: refused while the variables are read).
  { path: 'deliveryTime', value: 'x', message: TIME },
  { path: 'deliveryTime', value: '25:00', message: TIME },
  { path: 'deliveryTime', value: '9:00', message: TIME },
  { path: 'deliveryTime', value: '15:00-12:00', message: TIME },
  { path: 'deliveryTime', value: '2024-02-30', message: TIME },
  { path: 'date', value: '2024-02-30', message: date('Дата заказа'), typed: true },
  { path: 'date', value: 'x', message: date('Дата заказа'), typed: true },
  { path: 'deliveryDate', value: '31.12.2030', message: date('Дата доставки'), typed: true },
  { path: 'deliveryDate', value: '2030-13-01', message: date('Дата доставки'), typed: true },
  // Phones and e-mail.
  { path: ['client', 'phone'], value: '2024-02-30', message: CLIENT_PHONE },
  { path: ['client', 'phone'], value: 'нет', message: CLIENT_PHONE },
  { path: ['client', 'phone'], value: '12', message: CLIENT_PHONE },
  { path: ['client', 'phone'], value: '+7 900 123-45-67 доб. 5', message: CLIENT_PHONE },
  { path: ['client', 'phone'], value: '1234567890123456', message: CLIENT_PHONE },
  { path: ['client', 'phone'], value: '', message: 'Поле «Клиент: телефон» обязательно' },
  {
    path: ['client', 'phone'],
    value: '+7 (926) ***-**-30',
    message: 'Поле «Клиент»: телефон и e-mail скрыты — введите их полностью или оставьте как были',
  },
  { path: ['client', 'email'], value: 'not-an-email', message: 'Поле «Клиент: email» указано неверно' },
  { path: ['recipient', 'phone'], value: 'x', message: RECIPIENT_PHONE },
  // Lines: counts positive integers, prices non-negative, products that exist.
  { path: ['lines', 'count'], value: 0, message: COUNT },
  { path: ['lines', 'count'], value: -1, message: COUNT },
  { path: ['lines', 'count'], value: 100_001, message: COUNT },
  { path: ['lines', 'price'], value: -1, message: PRICE },
  { path: ['lines', 'price'], value: 2_000_000_000, message: PRICE },
  { path: ['lines', 'productId'], value: '99999999', message: 'Товар №1: товар с id 99999999 не найден' },
  { path: ['lines', 'productId'], value: 'abc', message: badId('Товар №1') },
  { path: ['lines', 'productId'], value: '-5', message: badId('Товар №1') },
  { path: 'lines', value: [], message: 'Добавьте в заказ хотя бы один товар' },
  // Money: non-negative integers of kopecks, at most 10 million roubles.
  { path: 'advanceSum', value: -1, message: money('Предоплата') },
  { path: 'advanceSum', value: 2_000_000_000, message: money('Предоплата') },
  { path: 'deliverySum', value: -100, message: money('Стоимость доставки') },
  { path: 'changeFor', value: -1, message: money('Купюра') },
  { path: 'certificateSum', value: -1, message: money('Оплата сертификатом') },
  { path: 'total', value: 1, message: /^Итоговая сумма не совпадает с расчётом: ожидается / },
  { path: 'discountValue', value: -5, message: 'Размер скидки — число не меньше 0' },
  // Ids: well formed, and of a record that exists.
  { path: 'streetId', value: '99999999', message: missing('Улица') },
  { path: 'paymentTypeId', value: 'abc', message: badId('Тип оплаты') },
  { path: 'statusId', value: '99999999', message: missing('Статус') },
  { path: 'workerId', value: '-1', message: badId('Исполнитель') },
  { path: 'sourceId', value: '1.5', message: badId('Канал продаж') },
  { path: 'filledById', value: 'x', message: badId('Менеджер заполнил') },
  { path: 'outletId', value: '99999999999', message: badId('Точка продаж') },
  // Lengths and codes.
  {
    path: 'cardText',
    value: 'ы'.repeat(2001),
    message: 'Поле «Текст открытки»: не длиннее 2000 символов',
  },
  {
    path: 'deliveryAddress',
    value: 'д'.repeat(501),
    message: 'Поле «Адрес доставки»: не длиннее 500 символов',
  },
  { path: 'customerType', value: 'т'.repeat(51), message: 'Поле «Тип клиента»: не длиннее 50 символов' },
  { path: 'promoCode', value: 'НЕТТАКОГО', message: 'Промокод «НЕТТАКОГО» не найден' },
  // Wrong types: GraphQL refuses them in its variables; /api must refuse them as well.
  { path: 'deliveryTime', value: 5, message: 'Поле «Время доставки» должно быть строкой', typed: true },
  {
    path: ['client', 'phone'],
    value: 9001234567,
    message: 'Поле «Клиент: телефон» должно быть строкой',
    typed: true,
  },
  {
    path: 'managerComment',
    value: ['x'],
    message: 'Поле «Комментарий менеджера» должно быть строкой',
    typed: true,
  },
  { path: 'advanceSum', value: '100', message: money('Предоплата'), typed: true },
  { path: 'advanceSum', value: 1e13, message: money('Предоплата'), typed: true },
  { path: 'deliverySum', value: 0.5, message: money('Стоимость доставки'), typed: true },
  { path: 'discountValue', value: '5', message: 'Размер скидки — число не меньше 0', typed: true },
  { path: ['lines', 'count'], value: '1', message: COUNT, typed: true },
  { path: ['lines', 'count'], value: 1.5, message: COUNT, typed: true },
  { path: ['lines', 'price'], value: 1e15, message: PRICE, typed: true },
  {
    path: 'fromClient',
    value: 'x',
    message: 'Поле «От клиента»: да или нет (true или false)',
    typed: true,
  },
  { path: 'fromClient', value: 1, message: 'Поле «От клиента»: да или нет (true или false)', typed: true },
  { path: 'shopType', value: 'pizza', message: 'Тип магазина: flower_shop или fastfood', typed: true },
  { path: 'discountType', value: 'half', message: 'Вид скидки: percent или amount', typed: true },
  { path: 'client', value: 'клиент', message: 'Поле «Клиент» должно быть объектом', typed: true },
];

/** Values both faces take: a good order with one of these is stored by each. */
export const GOOD_ROWS: { path: Path; value: unknown }[] = [
  { path: ['client', 'phone'], value: '8 (900) 123-45-67' },
  { path: ['client', 'phone'], value: '+44 20 7946 0958' },
  { path: ['client', 'email'], value: 'Anna@Example.ru' },
  { path: 'deliveryTime', value: '09:00' },
  { path: 'deliveryTime', value: '18:00 – 21:00' },
  { path: 'deliveryTime', value: '' },
  { path: 'date', value: '2028-02-29' },
  { path: ['lines', 'price'], value: 0 },
  { path: ['lines', 'count'], value: 100 },
  { path: 'advanceSum', value: 0 },
  { path: 'fromClient', value: true },
  { path: 'discountValue', value: 12.5 },
];
