/**
 * Markups and gifts at checkout (docs/orders.md "Markups and gifts"). A markup raises the goods
 * (schema/order-totals.ts adds it); a gift is given at 0 ₽ when the goods reach its minimum sum
 * within its dates. Both are snapshots on the order: an edit keeps the terms it was taken with,
 * even if the list entry was changed or switched off later (the customer was promised them).
 */
import type { Db } from '../../db/connect';
import type { DiscountType } from '../../../schema/order-totals';
import { refuse as refuseInput } from './input';
import { rub } from './totals';

/** The markup's and gift's refusals name their field; a code of their own would add nothing. */
const refuseAt =
  (key: string) =>
  (message: string): never =>
    refuseInput(message, [key]);
const refuseMarkup = refuseAt('markup_id');
const refuse = refuseAt('gift_id');

export interface MarkupApplied {
  id: number;
  name: string;
  kind: DiscountType;
  value: number;
}

export interface GiftApplied {
  id: number;
  name: string;
  minOrderSum: number | null;
  kept: boolean;
}

/** What the order carries now (an edit). */
export interface ExtrasBefore {
  markup_id: number | null;
  markup_name: string;
  markup_kind: DiscountType | null;
  markup_value: number;
  gift_id: number | null;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export async function findMarkup(
  tx: Db,
  id: number | null,
  before: ExtrasBefore | null,
): Promise<MarkupApplied | null> {
  if (id === null) return null;
  if (before && before.markup_id === id && before.markup_kind)
    return { id, name: before.markup_name, kind: before.markup_kind, value: before.markup_value };
  const [row] = await tx.query<{
    name: string;
    kind: DiscountType;
    percent: number;
    active: boolean;
    deleted: boolean;
  }>(
    `SELECT name, coalesce(kind, 'percent') AS kind, percent::float8 AS percent, active, deleted
       FROM markups WHERE id = $1`,
    [id],
  );
  if (!row || row.deleted) refuseMarkup(`Наценка с id ${id} не найдена`);
  if (!row.active) refuseMarkup(`Наценка «${row.name}» отключена`);
  // A fixed markup is rubles in the list, like a promo code's sum; the totals take kopecks.
  const value = row.kind === 'amount' ? Math.round(row.percent * 100) : row.percent;
  return { id, name: row.name, kind: row.kind, value };
}

export async function findGift(
  tx: Db,
  id: number | null,
  today: string,
  before: ExtrasBefore | null,
): Promise<GiftApplied | null> {
  if (id === null) return null;
  const [row] = await tx.query<{
    name: string;
    min_order_sum: number | null;
    valid_from: string | null;
    valid_to: string | null;
    active: boolean;
    deleted: boolean;
  }>(
    `SELECT name, min_order_sum, valid_from::text AS valid_from, valid_to::text AS valid_to, active, deleted
       FROM gifts WHERE id = $1`,
    [id],
  );
  if (!row || row.deleted) refuse(`Подарок с id ${id} не найден`);
  const kept = before?.gift_id === id;
  if (!kept) {
    if (!row.active) refuse(`Подарок «${row.name}» отключён`);
    if (row.valid_from !== null && today < row.valid_from)
      refuse(`Подарок «${row.name}» дарится с ${ddmmyyyy(row.valid_from)}`);
    if (row.valid_to !== null && today > row.valid_to)
      refuse(`Подарок «${row.name}» дарился по ${ddmmyyyy(row.valid_to)}`);
  }
  return { id, name: row.name, minOrderSum: row.min_order_sum, kept };
}

/**
 * The gift's minimum is of the goods (the lines' sum), like a promo code's; checked on every save, so
 * an edit that takes goods off cannot keep a gift the order no longer earns.
 */
export function checkGiftMinimum(gift: GiftApplied | null, subtotal: number): void {
  if (gift?.minOrderSum && subtotal < gift.minOrderSum)
    refuse(
      `Подарок «${gift.name}» дарится к заказу от ${rub(gift.minOrderSum)}, товаров на ${rub(subtotal)}`,
    );
}
