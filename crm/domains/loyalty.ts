/**
 * Loyalty (issue 21 item 6, docs/loyalty.md): the programme of each shop type and a client's bonus
 * account. Spending and earning happen with the orders' own writes (crm/loyalty/orders.ts); this
 * area reads and configures. Who may call what is the gateway's decision (schema/data-access.ts).
 */
import { SHOP_TYPES, type ShopType } from '../../schema/access';
import { invalid } from '../envelope';
import { bonusAccount } from '../loyalty/read';
import { historyPage } from '../loyalty/history-page';
import { readProgram, writeProgram } from '../loyalty/program';
import type { Domain } from '../registry';
import { requireId } from './orders/input';
import { actingUser } from './orders/refs';

function shopTypeOf(value: unknown): ShopType {
  if (!(SHOP_TYPES as readonly unknown[]).includes(value))
    invalid('Поле «typeAccount»: ожидается flower_shop или fastfood', { field: ['typeAccount'] });
  return value as ShopType;
}

/** How many history rows a read answers: 0–200, default 50 (0: none, the card pages getHistoryPage). */
function firstOf(value: unknown): number {
  if (value === undefined || value === null) return 50;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 200)
    invalid('Сколько записей истории: от 0 до 200', { reason: 'FIELD_INVALID', field: ['first'] });
  return value as number;
}

export const loyalty: Domain = {
  getProgram: (body, { db }) => readProgram(db, shopTypeOf(body.typeAccount)),

  setProgram: (body, { db }) =>
    db.transaction(async (tx) =>
      writeProgram(tx, shopTypeOf(body.typeAccount), body.program, await actingUser(tx, body.userId)),
    ),

  getAccount: (body, { db, now }) =>
    bonusAccount(db, {
      clientId: requireId(body.clientId, 'Клиент'),
      shopType: shopTypeOf(body.typeAccount),
      first: firstOf(body.first),
      now: now?.() ?? new Date(),
    }),

  /** The history a page at a time, newest first, with the lapses a read computes. */
  getHistoryPage: (body, { db, now }) =>
    historyPage(db, body, {
      clientId: requireId(body.clientId, 'Клиент'),
      shopType: shopTypeOf(body.typeAccount),
      now: now?.() ?? new Date(),
    }),
};
