/** Seed steps of the reference, settings and marketing lists of migration 002. */
import {
  CERTIFICATES,
  CHANGE_LIST,
  DISCOUNTS,
  GIFTS,
  MARKUPS,
  NOTES,
  ORDER_MARKS,
  ORDER_SOURCES,
  ORGANIZATIONS,
  OUTLETS,
  PROMOCODES,
  PROMO_BATCHES,
  RECIPIENTS,
  STREETS,
  SUPPLIERS,
  SYSTEM_COLORS,
  UNITS,
  WRITE_OFF_REASONS,
} from './lists-data';
import { fillBatch } from '../../marketing/batches';
import { ids, insertSorted, type SeedStep } from './steps';

/** A step that writes fixed rows. */
const rows = (table: string, columns: string[], data: readonly (readonly unknown[])[]): SeedStep => ({
  table,
  run: (tx) => insertSorted(tx, table, columns, data),
});

export const LIST_STEPS: readonly SeedStep[] = [
  rows('system_colors', ['name', 'color'], SYSTEM_COLORS),
  rows('change_list', ['name', 'amount'], CHANGE_LIST),
  rows('notes', ['name', 'color', 'comment'], NOTES),
  rows('order_sources', ['name', 'comment', 'online'], ORDER_SOURCES),
  rows('write_off_reasons', ['name', 'comment'], WRITE_OFF_REASONS),
  rows('order_marks', ['name', 'color'], ORDER_MARKS),
  rows(
    'suppliers',
    ['name', 'phone', 'email', 'inn', 'address', 'comment'],
    SUPPLIERS.map((s) => [s.name, s.phone, s.email, s.inn, s.address, s.comment]),
  ),
  rows('units', ['name', 'short_name'], UNITS),
  rows('streets', ['name', 'delivery_price'], STREETS),
  rows('markups', ['name', 'percent'], MARKUPS),
  rows('discounts', ['name', 'kind', 'value'], DISCOUNTS),
  rows(
    'organizations',
    ['name', 'inn', 'kpp', 'address', 'phone', 'email'],
    ORGANIZATIONS.map((o) => [o.name, o.inn, o.kpp, o.address, o.phone, o.email]),
  ),
  rows('certificates', ['code', 'amount', 'balance', 'valid_until'], CERTIFICATES),
  rows(
    'promocodes',
    ['code', 'discount_kind', 'discount_value', 'valid_from', 'valid_to', 'usage_limit'],
    PROMOCODES,
  ),
  {
    table: 'recipients',
    async run(tx) {
      const clients = await tx.query<{ id: number; phone: string }>(
        'SELECT id, phone FROM clients ORDER BY id',
      );
      const byPhone = new Map(clients.map((c) => [c.phone, c.id]));
      await insertSorted(
        tx,
        'recipients',
        ['last_name', 'first_name', 'patronymic', 'phone', 'address', 'client_id', 'comment'],
        RECIPIENTS.map((r) => [
          r.lastName,
          r.firstName,
          r.patronymic,
          r.phone,
          r.address,
          (r.client && byPhone.get(r.client)) ?? null,
          r.comment,
        ]),
      );
    },
  },
  {
    table: 'outlets',
    async run(tx) {
      const affiliates = await ids(tx, 'affiliates');
      if (affiliates.length === 0) return;
      await insertSorted(
        tx,
        'outlets',
        ['name', 'affiliate_id', 'address', 'shop_type'],
        OUTLETS.map((o) => [o.name, affiliates[o.affiliate] ?? affiliates[0], o.address, o.shopType]),
      );
    },
  },
  rows('gifts', ['name', 'min_order_sum', 'valid_from', 'valid_to', 'comment'], GIFTS),
  {
    table: 'promo_batches',
    // Each batch makes its codes, as one saved on the screen does (crm/marketing/batches.ts).
    async run(tx) {
      await insertSorted(
        tx,
        'promo_batches',
        ['name', 'prefix', 'count', 'discount_kind', 'discount_value', 'valid_to'],
        PROMO_BATCHES,
      );
      const batches = await tx.query<{ id: number }>('SELECT id FROM promo_batches ORDER BY id');
      for (const b of batches) await fillBatch(tx, b.id);
    },
  },
];
