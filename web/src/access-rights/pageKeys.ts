import { REFERENCE_LISTS, type PageKey } from '../../../schema/access';

/** Russian names of the page keys (spec section 6), as the access-rights screen shows them. */
export const PAGE_KEY_LABELS: Record<string, string> = {
  NEWORDER: 'Новый заказ',
  ALLORDER: 'Все заказы',
  CATALOG: 'Каталог',
  NEWPRODUCT: 'Новый товар',
  ANALITIKA: 'Аналитика',
  KLIENTS: 'Клиенты',
  REFERENCE: 'Все справочники',
  SETTINGS: 'Настройки',
  MARKETING: 'Маркетинг',
  MONEY: 'Деньги',
  CASHBOXX: 'Касса',
  ACCESSRIGHTS: 'Права доступа',
  WAREHOUSE: 'Склад',
  DELIVERY: 'Доставки',
  COURIER: 'Мои доставки (курьер)',
  KITCHEN: 'Кухня',
  KITCHENREADY: 'Экран готовых заказов',
  ...Object.fromEntries(REFERENCE_LISTS.filter((r) => r.key !== 'KLIENTS').map((r) => [r.key, r.title])),
};

/** The checkboxes' sections; together they hold every key of PAGE_KEYS exactly once. */
export const PAGE_KEY_GROUPS: readonly { title: string; keys: readonly PageKey[] }[] = [
  { title: 'Заказы', keys: ['NEWORDER', 'ALLORDER'] },
  { title: 'Доставка', keys: ['DELIVERY', 'COURIER'] },
  { title: 'Кухня', keys: ['KITCHEN', 'KITCHENREADY'] },
  { title: 'Каталог', keys: ['CATALOG', 'NEWPRODUCT'] },
  { title: 'Аналитика и клиенты', keys: ['ANALITIKA', 'KLIENTS'] },
  {
    title: 'Справочники',
    keys: ['REFERENCE', ...REFERENCE_LISTS.filter((r) => r.key !== 'KLIENTS').map((r) => r.key)],
  },
  { title: 'Маркетинг', keys: ['MARKETING'] },
  { title: 'Деньги', keys: ['MONEY', 'CASHBOXX'] },
  { title: 'Склад', keys: ['WAREHOUSE'] },
  { title: 'Администрирование', keys: ['SETTINGS', 'ACCESSRIGHTS'] },
];
