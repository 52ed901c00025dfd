/**
 * The cashbox (docs/cashbox.md), area `cashbox`: cash shifts per branch, cash in and out with a
 * reason, takings by payment type and the till's timeline. Writes answer the shift as it is after
 * them; each runs in one transaction, and takes an idempotency key (`idempotencyKey`, issue 24).
 */
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { KeyedWrite } from '../../schema/crm-methods';
import { keyedCall, once, type Till, type WriteRef } from '../lib/idempotency';
import { shiftPage } from '../cashbox/page';
import { selectShifts } from '../cashbox/read';
import { addCashMove, closeShift, openShift, shiftById } from '../cashbox/shifts';
import { recordShiftEvent } from '../events/shift';
import { parseId } from '../lists/checks';
import type { Body, Domain } from '../registry';
import { optionalId, optionalShopType } from './orders/input';
import { actingUser } from './orders/refs';

/** 1 000 000 ₽: more than a till holds, well inside an integer. */
export const MAX_CASH = 100_000_000;

/** A field's refusal: FIELD_INVALID at its key (the same name on both faces). */
const refuse = (message: string, key?: string): never =>
  invalid(message, key ? { reason: 'FIELD_INVALID', field: [key] } : {});

function cash(value: unknown, key: string, label: string, least: 0 | 1): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < least || n > MAX_CASH) {
    refuse(
      `Поле «${label}»: сумма в копейках — целое число от ${least} до ${MAX_CASH.toLocaleString('ru-RU')}`,
      key,
    );
  }
  return n as number;
}

function text(value: unknown, key: string, label: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') refuse(`Поле «${label}» должно быть строкой`, key);
  const s = (value as string).trim();
  if (s.length > max) refuse(`Поле «${label}»: не длиннее ${max} символов`, key);
  return s;
}

/** The branch asked for, else the acting user's, else the main one. */
async function affiliateOf(db: Db, body: Body): Promise<number> {
  const given = optionalId(body.affiliateId, 'Филиал', ['affiliateId']);
  if (given !== null) return given;
  const userId = optionalId(body.userId, 'userId');
  if (userId !== null) {
    const [user] = await db.query<{ affiliate_id: number | null }>(
      'SELECT affiliate_id FROM users WHERE id = $1',
      [userId],
    );
    if (user?.affiliate_id) return user.affiliate_id;
  }
  return 1;
}

/**
 * The till asked for (`shopType`), else the acting user's shop type, else the flower shop's: a
 * branch may run a flower counter and a fast-food till, each with its own shift.
 */
async function shopOf(db: Db, body: Body): Promise<string> {
  const given = body.shopType;
  if (given !== undefined && given !== null && given !== '') {
    if (given !== 'flower_shop' && given !== 'fastfood')
      refuse('Тип магазина: flower_shop или fastfood', 'shopType');
    return given as string;
  }
  const userId = optionalId(body.userId, 'userId');
  if (userId !== null) {
    const [user] = await db.query<{ type_account: string }>('SELECT type_account FROM users WHERE id = $1', [
      userId,
    ]);
    if (user?.type_account === 'fastfood') return 'fastfood';
  }
  return 'flower_shop';
}

function limit(value: unknown): number {
  if (value === undefined || value === null) return 50;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 500) {
    refuse('Поле «limit»: целое число от 1 до 500');
  }
  return value as number;
}

/**
 * A write in one transaction, then the shift as it is after it. With an idempotency key (issue 24,
 * crm/lib/idempotency.ts) a repeat of the key's request answers the shift, writing nothing.
 */
async function write(
  db: Db,
  body: Body,
  /** The shift event the write raises (a cash move raises none). */
  kind: 'opened' | 'closed' | null,
  fn: (tx: Db, userId: number | null) => Promise<WriteRef & { shiftId: number }>,
  keyed: { operation: KeyedWrite; till: (tx: Db) => Promise<Till> },
) {
  const call = keyedCall(body, keyed.operation);
  const { shiftId } = await db.transaction((tx) =>
    once(
      tx,
      call,
      () => keyed.till(tx),
      async () => {
        const ref = await fn(tx, await actingUser(tx, body.userId));
        if (kind) await recordShiftEvent(tx, kind, ref.shiftId);
        return ref;
      },
    ),
  );
  return shiftById(db, shiftId!);
}

/** A shift's till (branch and shop type): where the keys of its closing and cash moves are unique. */
async function tillOfShift(tx: Db, id: number): Promise<Till> {
  const [row] = await tx.query<{ affiliate_id: number; shop_type: string }>(
    'SELECT affiliate_id, shop_type FROM cash_shifts WHERE id = $1',
    [id],
  );
  if (!row) throw new CrmError('NOT_FOUND', 'Смена не найдена');
  return { affiliateId: row.affiliate_id, shopType: row.shop_type };
}

export const cashbox: Domain = {
  async getCurrentShift(body, { db }) {
    const affiliateId = await affiliateOf(db, body);
    const shopType = await shopOf(db, body);
    const [shift] = await selectShifts(
      db,
      's.affiliate_id = $1 AND s.shop_type = $2 AND s.closed_at IS NULL',
      [affiliateId, shopType],
    );
    return shift ?? null;
  },

  async getShifts(body, { db }) {
    const affiliateId = optionalId(body.affiliateId, 'Филиал');
    const shopType = optionalShopType(body.shopType);
    return selectShifts(
      db,
      '($1::int IS NULL OR s.affiliate_id = $1) AND ($2::text IS NULL OR s.shop_type = $2)',
      [affiliateId, shopType],
      limit(body.limit),
    );
  },

  /** Ours (issue 17): a page of shifts, newest first, with their count. */
  getShiftPage: async (body, { db }) => shiftPage(db, body),

  async getShift(body, { db }) {
    return shiftById(db, parseId(body.id));
  },

  async openShift(body, { db }) {
    const affiliateId = await affiliateOf(db, body);
    const shopType = await shopOf(db, body);
    const openingCash = cash(body.openingCash ?? 0, 'openingCash', 'Наличные на начало смены', 0);
    return write(
      db,
      body,
      'opened',
      async (tx, userId) => ({
        shiftId: await openShift(tx, { affiliateId, shopType, openingCash, userId }),
      }),
      { operation: 'cashbox/openShift', till: async () => ({ affiliateId, shopType }) },
    );
  },

  async closeShift(body, { db }) {
    const id = parseId(body.id);
    const countedCash = cash(body.countedCash, 'countedCash', 'Наличные в кассе', 0);
    const comment = text(body.comment, 'comment', 'Комментарий', 1000);
    return write(
      db,
      body,
      'closed',
      async (tx, userId) => {
        await closeShift(tx, { id, countedCash, comment, userId });
        return { shiftId: id };
      },
      { operation: 'cashbox/closeShift', till: (tx) => tillOfShift(tx, id) },
    );
  },

  async addCashMove(body, { db }) {
    const shiftId = parseId(body.shiftId, 'shiftId');
    const kind = body.kind;
    if (kind !== 'in' && kind !== 'out') refuse('Поле «Вид»: in (внесение) или out (изъятие)', 'kind');
    const amount = cash(body.amount, 'amount', 'Сумма', 1);
    const reason = text(body.reason, 'reason', 'Причина', 200);
    if (!reason) refuse('Поле «Причина» обязательно', 'reason');
    return write(
      db,
      body,
      null,
      async (tx, userId) => ({
        shiftId,
        moveId: await addCashMove(tx, { shiftId, kind: kind as 'in' | 'out', amount, reason, userId }),
      }),
      { operation: 'cashbox/addCashMove', till: (tx) => tillOfShift(tx, shiftId) },
    );
  },
};
