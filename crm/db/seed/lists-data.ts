/**
 * First-start records of the reference, settings and marketing lists (schema/lists.ts): enough
 * for every screen to show a working shop. Money is in kopecks; `rub` keeps the figures readable.
 */
import type { ShopType } from '../../../schema/access';

const rub = (roubles: number) => roubles * 100;

/** The second branch; the first is AFFILIATE in data.ts (the accounts belong to it). */
export const MORE_AFFILIATES = [
  { name: 'Филиал на Арбате', address: 'г. Москва, ул. Арбат, д. 24', phone: '+7 (495) 765-43-21' },
] as const;

export const CHANGE_LIST: readonly [name: string, amount: number][] = [
  ['50 ₽', rub(50)],
  ['100 ₽', rub(100)],
  ['200 ₽', rub(200)],
  ['500 ₽', rub(500)],
  ['1000 ₽', rub(1000)],
  ['2000 ₽', rub(2000)],
  ['5000 ₽', rub(5000)],
];

export const NOTES: readonly [name: string, color: string, comment: string][] = [
  ['Срочно', '#e53935', 'Доставить в первую очередь'],
  ['Сюрприз', '#8e24aa', 'Не звонить получателю заранее'],
  ['Позвонить перед доставкой', '#1e88e5', ''],
  ['Оплачено', '#43a047', ''],
  ['VIP-клиент', '#fb8c00', 'Особое внимание к упаковке'],
];

export const ORDER_SOURCES: readonly [name: string, comment: string, online: boolean][] = [
  ['Сайт', 'Заказы из интернет-магазина', true],
  ['Instagram', '', false],
  ['Телефон', 'Звонок в магазин', false],
  ['Магазин', 'Покупатель пришёл сам', false],
  ['Авито', '', false],
  ['ВКонтакте', '', false],
  ['Telegram', '', false],
  ['Яндекс Еда', 'Агрегатор доставки (фастфуд)', false],
];

export const WRITE_OFF_REASONS: readonly [name: string, comment: string][] = [
  ['Порча', 'Увядание, повреждение при хранении'],
  ['Истёк срок годности', ''],
  ['Брак поставщика', 'Оформить претензию поставщику'],
  ['Повреждение при доставке', ''],
  ['Недостача при инвентаризации', ''],
  ['Оформление витрины', 'Использовано для выкладки'],
];

export const ORDER_MARKS: readonly [name: string, color: string][] = [
  ['Срочный', '#e53935'],
  ['Предоплата', '#43a047'],
  ['Корпоративный', '#1e88e5'],
  ['Повторный', '#8e24aa'],
  ['Праздничный', '#fb8c00'],
  ['Проблемный', '#6d4c41'],
];

export const SUPPLIERS = [
  {
    name: 'ООО «ФлораОпт»',
    phone: '+7 (495) 300-10-20',
    email: 'zakaz@floraopt.example.ru',
    inn: '7701234567',
    address: 'г. Москва, Дмитровское ш., д. 100',
    comment: 'Голландская роза, поставки по вторникам и пятницам',
  },
  {
    name: 'ИП Ковалёв Николай Андреевич',
    phone: '+7 (916) 555-12-34',
    email: 'kovalev.flowers@example.ru',
    inn: '500112345678',
    address: 'Московская обл., г. Подольск, ул. Садовая, д. 7',
    comment: 'Местные тюльпаны и пионы',
  },
  {
    name: 'ООО «Упак-Сервис»',
    phone: '+7 (495) 222-33-44',
    email: 'sales@upak.example.ru',
    inn: '7723456789',
    address: 'г. Москва, ул. Складочная, д. 3',
    comment: 'Упаковка, ленты, коробки',
  },
  {
    name: 'ООО «Мясной двор»',
    phone: '+7 (495) 444-55-66',
    email: 'opt@myasnoy.example.ru',
    inn: '7734567890',
    address: 'г. Москва, Рязанский пр-т, д. 8',
    comment: 'Котлеты для бургеров, заморозка',
  },
  {
    name: 'АО «Хлебозавод № 5»',
    phone: '+7 (495) 666-77-88',
    email: 'bulki@hleb5.example.ru',
    inn: '7745678901',
    address: 'г. Москва, ул. Хлебная, д. 5',
    comment: 'Булочки для бургеров, ежедневно до 7:00',
  },
] as const;

export const UNITS: readonly [name: string, shortName: string][] = [
  ['Штука', 'шт'],
  ['Килограмм', 'кг'],
  ['Литр', 'л'],
  ['Упаковка', 'упак'],
  ['Метр', 'м'],
  ['Порция', 'порц'],
  ['Грамм', 'г'],
];

export const STREETS: readonly [name: string, deliveryPrice: number][] = [
  ['ул. Цветочная', rub(0)],
  ['ул. Тверская', rub(400)],
  ['ул. Арбат', rub(450)],
  ['Ленинский проспект', rub(500)],
  ['Кутузовский проспект', rub(550)],
  ['ул. Профсоюзная', rub(500)],
  ['Садовое кольцо', rub(450)],
  ['ул. Большая Полянка', rub(400)],
];

export const MARKUPS: readonly [name: string, percent: number][] = [
  ['Стандартная', 100],
  ['Праздничная', 150],
  ['Оптовая', 30],
  ['Сезонная', 70],
  ['Премиум', 200],
];

/** Positions of the seeded employees (data.ts) come first, in that order. */
export const POSITIONS: readonly string[] = ['Флорист', 'Курьер', 'Кассир', 'Повар', 'Администратор'];

/** `amount` discounts are in roubles, like every decimal amount a user types in. */
export const DISCOUNTS: readonly [name: string, kind: 'percent' | 'amount', value: number][] = [
  ['Постоянный клиент', 'percent', 5],
  ['Именинник', 'percent', 10],
  ['Сотрудник', 'percent', 20],
  ['Первый заказ', 'amount', 300],
  ['Корпоративный клиент', 'percent', 7.5],
];

export const ORGANIZATIONS = [
  {
    name: 'ООО «Цветочная лавка»',
    inn: '7712345678',
    kpp: '771201001',
    address: 'г. Москва, ул. Цветочная, д. 1',
    phone: '+7 (495) 123-45-67',
    email: 'buh@flowers.example.ru',
  },
  {
    name: 'ООО «Бургер Тайм»',
    inn: '7798765432',
    kpp: '779801001',
    address: 'г. Москва, ул. Тверская, д. 15',
    phone: '+7 (495) 987-65-43',
    email: 'office@burgertime.example.ru',
  },
  {
    name: 'АО «Ромашка» (корпоративный клиент)',
    inn: '7701987654',
    kpp: '770101001',
    address: 'г. Москва, Пресненская наб., д. 12',
    phone: '+7 (495) 111-00-11',
    email: 'hr@romashka.example.ru',
  },
] as const;

export const CERTIFICATES: readonly [code: string, amount: number, balance: number, validUntil: string][] = [
  ['CERT-1000-0001', rub(1000), rub(1000), '2027-06-30'],
  ['CERT-3000-0002', rub(3000), rub(1200), '2027-03-31'],
  ['CERT-5000-0003', rub(5000), rub(5000), '2027-12-31'],
  ['CERT-2000-NY26', rub(2000), rub(0), '2026-01-31'],
];

export const PROMOCODES = [
  ['WELCOME10', 'percent', 10, '2026-01-01', '2026-12-31', 1000],
  ['SPRING15', 'percent', 15, '2026-03-01', '2026-03-31', 500],
  ['MINUS300', 'amount', 300, '2026-06-01', '2027-05-31', 200],
  ['BURGER20', 'percent', 20, '2026-09-01', '2026-12-31', null],
  ['MAMA2027', 'percent', 12, '2027-03-01', '2027-03-10', 300],
] as const;

/** `client` is the phone of the seeded client who sends to this recipient (data.ts), or null. */
export const RECIPIENTS = [
  {
    lastName: 'Петрова',
    firstName: 'Анна',
    patronymic: 'Игоревна',
    phone: '+7 (926) 700-11-22',
    address: 'г. Москва, ул. Тверская, д. 7, кв. 12',
    client: '+7 (926) 100-20-30',
    comment: 'Жена, любит пионы',
  },
  {
    lastName: 'Соколова',
    firstName: 'Валентина',
    patronymic: 'Петровна',
    phone: '+7 (915) 700-22-33',
    address: 'г. Москва, Ленинский пр-т, д. 30, кв. 5',
    client: '+7 (915) 200-30-40',
    comment: 'Мама, доставка после 12:00',
  },
  {
    lastName: '',
    firstName: 'Отдел кадров',
    patronymic: '',
    phone: '+7 (495) 111-00-11',
    address: 'г. Москва, Пресненская наб., д. 12, офис 301',
    client: '+7 (977) 400-50-60',
    comment: 'Корпоративные поздравления',
  },
  {
    lastName: 'Орлова',
    firstName: 'Мария',
    patronymic: '',
    phone: '+7 (903) 700-44-55',
    address: 'г. Москва, ул. Арбат, д. 10',
    client: null,
    comment: '',
  },
] as const;

/** `affiliate` is the index into [AFFILIATE, ...MORE_AFFILIATES]. */
export const OUTLETS: readonly { name: string; affiliate: number; address: string; shopType: ShopType }[] = [
  {
    name: 'Салон на Цветочной',
    affiliate: 0,
    address: 'г. Москва, ул. Цветочная, д. 1',
    shopType: 'flower_shop',
  },
  {
    name: 'Киоск у метро «Арбатская»',
    affiliate: 1,
    address: 'г. Москва, ул. Арбат, д. 1',
    shopType: 'flower_shop',
  },
  {
    name: 'Бургерная на Тверской',
    affiliate: 0,
    address: 'г. Москва, ул. Тверская, д. 15',
    shopType: 'fastfood',
  },
  {
    name: 'Фудкорт ТЦ «Арбат»',
    affiliate: 1,
    address: 'г. Москва, ул. Арбат, д. 24, 3 этаж',
    shopType: 'fastfood',
  },
];

export const GIFTS = [
  ['Открытка ручной работы', rub(2000), '2026-01-01', '2026-12-31', 'К любому заказу от 2000 ₽'],
  ['Шоколад ручной работы', rub(5000), '2026-01-01', '2026-12-31', ''],
  ['Мягкая игрушка', rub(10000), '2026-02-01', '2026-03-15', 'К праздникам'],
  ['Картофель фри бесплатно', rub(1000), '2026-06-01', '2026-12-31', 'Фастфуд'],
  ['Напиток 0,5 л в подарок', rub(800), null, null, 'Фастфуд, без срока'],
] as const;

export const PROMO_BATCHES = [
  ['Весенняя рассылка', 'SPR', 200, 'percent', 10, '2026-05-31'],
  ['Партнёры ТЦ «Арбат»', 'ARB', 50, 'amount', 500, '2026-12-31'],
  ['Новогодняя акция', 'NY', 300, 'percent', 15, '2027-01-15'],
] as const;

/** The palette offered by colour pickers (reference/getAllColorDefault). */
export const SYSTEM_COLORS: readonly [name: string, color: string][] = [
  ['Красный', '#e53935'],
  ['Розовый', '#d81b60'],
  ['Фиолетовый', '#8e24aa'],
  ['Индиго', '#3949ab'],
  ['Синий', '#1e88e5'],
  ['Голубой', '#039be5'],
  ['Бирюзовый', '#00897b'],
  ['Зелёный', '#43a047'],
  ['Салатовый', '#7cb342'],
  ['Жёлтый', '#fdd835'],
  ['Оранжевый', '#fb8c00'],
  ['Коричневый', '#6d4c41'],
  ['Серый', '#757575'],
];
