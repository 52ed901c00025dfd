/**
 * What a fresh install starts with: a working flower shop and fast-food outlet.
 * The three accounts are documented in the README; change them there too.
 */
import { PAGE_KEYS, type Role, type ShopType } from '../../../schema/access';

export interface SeedAccount {
  email: string;
  password: string;
  name: string;
  username: string;
  role: Role;
  typeAccount: ShopType;
  accessPage: readonly string[];
}

export const ACCOUNTS: readonly SeedAccount[] = [
  {
    email: 'admin@example.com',
    password: 'admin123',
    name: 'Администратор',
    username: 'admin',
    role: 'SA',
    typeAccount: 'flower_shop',
    accessPage: PAGE_KEYS,
  },
  {
    email: 'fastfood@example.com',
    password: 'fastfood123',
    name: 'Кассир фастфуда',
    username: 'fastfood',
    role: 'ADMIN',
    typeAccount: 'fastfood',
    accessPage: PAGE_KEYS,
  },
  {
    email: 'manager@example.com',
    password: 'manager123',
    name: 'Менеджер',
    username: 'manager',
    role: 'MANAGER',
    typeAccount: 'flower_shop',
    accessPage: ['NEWORDER', 'ALLORDER', 'ANALITIKA'],
  },
];

export const AFFILIATE = {
  name: 'Главный филиал',
  address: 'г. Москва, ул. Цветочная, д. 1',
  phone: '+7 (495) 123-45-67',
};

/** In workflow order; sort follows it. */
export const ORDER_STATUSES: readonly [name: string, color: string, cancels: boolean][] = [
  ['Новый', '#2196f3', false],
  ['Принят', '#00bcd4', false],
  ['В работе', '#ff9800', false],
  ['Собран', '#9c27b0', false],
  ['Доставляется', '#3f51b5', false],
  ['Выполнен', '#4caf50', false],
  ['Отменён', '#f44336', true],
];

export const PAYMENT_TYPES: readonly string[] = ['Наличные', 'Карта', 'Перевод', 'Онлайн'];

/** The position is a name from POSITIONS (lists-data.ts); the seed links it by id. */
export const EMPLOYEES: readonly [fullName: string, position: string, phone: string][] = [
  ['Иванова Анна Сергеевна', 'Флорист', '+7 (916) 111-22-33'],
  ['Смирнова Мария Игоревна', 'Флорист', '+7 (916) 222-33-44'],
  ['Кузнецов Дмитрий Олегович', 'Курьер', '+7 (925) 333-44-55'],
  ['Попов Артём Викторович', 'Курьер', '+7 (925) 444-55-66'],
  ['Васильева Екатерина Павловна', 'Кассир', '+7 (903) 555-66-77'],
  ['Григорьев Павел Сергеевич', 'Повар', '+7 (903) 666-77-88'],
  ['Лебедева Ирина Алексеевна', 'Администратор', '+7 (916) 777-88-99'],
];

export interface SeedClient {
  lastName: string;
  firstName: string;
  patronymic: string;
  phone: string;
  email: string;
  birthday: string | null;
  comment: string;
}

export const CLIENTS: readonly SeedClient[] = [
  {
    lastName: 'Петров',
    firstName: 'Сергей',
    patronymic: 'Александрович',
    phone: '+7 (926) 100-20-30',
    email: 'petrov.s@example.com',
    birthday: '1985-03-14',
    comment: 'Постоянный клиент, предпочитает красные розы',
  },
  {
    lastName: 'Соколова',
    firstName: 'Ольга',
    patronymic: 'Николаевна',
    phone: '+7 (915) 200-30-40',
    email: 'sokolova.o@example.com',
    birthday: '1990-07-02',
    comment: '',
  },
  {
    lastName: 'Морозов',
    firstName: 'Андрей',
    patronymic: 'Владимирович',
    phone: '+7 (903) 300-40-50',
    email: '',
    birthday: null,
    comment: 'Звонить после 18:00',
  },
  {
    lastName: 'Новикова',
    firstName: 'Елена',
    patronymic: 'Дмитриевна',
    phone: '+7 (977) 400-50-60',
    email: 'novikova.e@example.com',
    birthday: '1978-12-25',
    comment: 'Корпоративные заказы',
  },
  {
    lastName: 'Фёдоров',
    firstName: 'Игорь',
    patronymic: 'Петрович',
    phone: '+7 (999) 500-60-70',
    email: 'fedorov.i@example.com',
    birthday: '1995-05-09',
    comment: '',
  },
];

/** [name, price in whole roubles, unit]; stored in kopecks. */
type SeedProduct = readonly [name: string, rubles: number, unit: string];

export interface SeedCategory {
  name: string;
  shopType: ShopType;
  products: readonly SeedProduct[];
}

/** What a composed product is made of: [product, [component, quantity per unit]…], by name. */
export const COMPOSITIONS: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
  [
    'Букет из 25 роз',
    [
      ['Роза Red Naomi 60 см', 25],
      ['Упаковка крафт', 1],
      ['Лента атласная', 1.5],
    ],
  ],
  [
    'Букет «Весенний»',
    [
      ['Тюльпан красный', 7],
      ['Тюльпан жёлтый', 8],
      ['Лента атласная', 1],
    ],
  ],
  [
    'Букет «Нежность»',
    [
      ['Роза кустовая пионовидная', 9],
      ['Упаковка крафт', 1],
      ['Лента атласная', 1],
    ],
  ],
];

export const CATALOG: readonly SeedCategory[] = [
  {
    name: 'Розы',
    shopType: 'flower_shop',
    products: [
      ['Роза Red Naomi 60 см', 250, 'шт'],
      ['Роза Freedom 50 см', 190, 'шт'],
      ['Роза Explorer 70 см', 320, 'шт'],
      ['Роза кустовая пионовидная', 280, 'шт'],
    ],
  },
  {
    name: 'Тюльпаны',
    shopType: 'flower_shop',
    products: [
      ['Тюльпан красный', 120, 'шт'],
      ['Тюльпан жёлтый', 120, 'шт'],
      ['Тюльпан пионовидный', 180, 'шт'],
    ],
  },
  {
    name: 'Букеты',
    shopType: 'flower_shop',
    products: [
      ['Букет «Нежность»', 3500, 'шт'],
      ['Букет «Весенний»', 2900, 'шт'],
      ['Букет из 25 роз', 7500, 'шт'],
      ['Букет невесты', 6000, 'шт'],
    ],
  },
  {
    name: 'Композиции',
    shopType: 'flower_shop',
    products: [
      ['Композиция в коробке «Комплимент»', 4200, 'шт'],
      ['Корзина «Летний сад»', 8900, 'шт'],
    ],
  },
  {
    name: 'Дополнения',
    shopType: 'flower_shop',
    products: [
      ['Открытка', 150, 'шт'],
      ['Лента атласная', 60, 'м'],
      ['Упаковка крафт', 200, 'шт'],
    ],
  },
  {
    name: 'Бургеры',
    shopType: 'fastfood',
    products: [
      ['Гамбургер', 139, 'шт'],
      ['Чизбургер', 159, 'шт'],
      ['Чикенбургер', 169, 'шт'],
      ['Биг бургер', 299, 'шт'],
    ],
  },
  {
    name: 'Напитки',
    shopType: 'fastfood',
    products: [
      ['Кола 0,5 л', 119, 'шт'],
      ['Морс клюквенный 0,4 л', 99, 'шт'],
      ['Кофе латте 0,3 л', 159, 'шт'],
      ['Чай чёрный', 69, 'шт'],
    ],
  },
  {
    name: 'Картофель',
    shopType: 'fastfood',
    products: [
      ['Картофель фри стандартный', 99, 'порц'],
      ['Картофель фри большой', 129, 'порц'],
      ['Картофель по-деревенски', 119, 'порц'],
    ],
  },
  {
    name: 'Соусы',
    shopType: 'fastfood',
    products: [
      ['Кетчуп', 39, 'шт'],
      ['Сырный соус', 45, 'шт'],
      ['Соус барбекю', 45, 'шт'],
      ['Чесночный соус', 45, 'шт'],
    ],
  },
];
