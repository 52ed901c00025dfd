/**
 * Combos (docs/kitchen.md «Модификаторы и комбо»): a product whose price is the combo price, made
 * of slots («Бургер», «Гарнир», «Напиток»), each a choice of fast-food products. A slot's choice is
 * a plain product (never another combo), so a sold combo's parts go to the warehouse through
 * their own compositions and modifiers.
 */
import type { Db } from '../db/connect';
import { invalid } from '../envelope';
import type { FieldPath, UserErrorCode } from '../../schema/user-errors';
import { idOf, lockFastfoodProduct, notFastfood } from './modifiers';

export const MAX_SLOTS = 10;
export const MAX_CHOICES = 50;

export interface SlotInput {
  name: string;
  productIds: number[];
}

export interface SlotRow extends SlotInput {
  id: number;
  productId: number;
}

const fail = (message: string, field: FieldPath, reason: UserErrorCode = 'FIELD_INVALID'): never =>
  invalid(message, { reason, field });

export function parseSlots(raw: unknown): SlotInput[] {
  if (!Array.isArray(raw)) fail('Слоты комбо: ожидается список', ['slots']);
  const list = raw as unknown[];
  if (list.length > MAX_SLOTS) fail(`В комбо не больше ${MAX_SLOTS} слотов`, ['slots']);
  const names = new Set<string>();
  return list.map((s, i) => {
    const o = (s ?? {}) as Record<string, unknown>;
    const at = ['slots', i];
    if (typeof o.name !== 'string' || o.name.trim() === '')
      fail(`Слот ${i + 1}: укажите название`, [...at, 'name']);
    const name = (o.name as string).trim();
    if (name.length > 100) fail(`Слот ${i + 1}: название не длиннее 100 символов`, [...at, 'name']);
    if (names.has(name.toLowerCase())) fail(`Слот «${name}» уже есть`, [...at, 'name']);
    names.add(name.toLowerCase());
    if (!Array.isArray(o.productIds) || o.productIds.length === 0)
      fail(`Слот «${name}»: выберите хотя бы один товар`, [...at, 'productIds']);
    const ids = (o.productIds as unknown[]).map((p, j) =>
      idOf(p, `Слот «${name}», товар ${j + 1}`, [...at, 'productIds', j]),
    );
    if (ids.length > MAX_CHOICES)
      fail(`Слот «${name}»: не больше ${MAX_CHOICES} товаров`, [...at, 'productIds']);
    if (new Set(ids).size !== ids.length) fail(`Слот «${name}»: товар повторяется`, [...at, 'productIds']);
    return { name, productIds: ids };
  });
}

/** Slots of `productIds` (null: every combo), in their order, choices in theirs. */
export async function selectSlots(db: Db, productIds: readonly number[] | null): Promise<SlotRow[]> {
  const [row] = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(json_build_object('id', s.id, 'productId', s.product_id, 'name', s.name,
              'productIds', (SELECT coalesce(json_agg(c.product_id ORDER BY c.sort), '[]')
                               FROM combo_slot_choices c WHERE c.slot_id = s.id))
            ORDER BY s.product_id, s.sort, s.id), '[]')::text AS list
       FROM combo_slots s WHERE $1::int[] IS NULL OR s.product_id = ANY($1::int[])`,
    [productIds],
  );
  return JSON.parse(row.list) as SlotRow[];
}

/** Replaces the combo's slots ([]: a plain product again); refused before anything is written. */
export async function replaceSlots(tx: Db, productId: number, slots: SlotInput[]) {
  await lockFastfoodProduct(tx, productId, 'Комбо');
  const ids = [...new Set(slots.flatMap((s) => s.productIds))];
  const bad = await notFastfood(tx, ids);
  // A choice that is a combo itself would make a combo of combos: the kitchen and the stock
  // could not tell what was sold.
  const combos = new Set(
    (
      await tx.query<{ product_id: number }>(
        'SELECT DISTINCT product_id FROM combo_slots WHERE product_id = ANY($1::int[])',
        [ids],
      )
    ).map((r) => r.product_id),
  );
  slots.forEach((s, i) =>
    s.productIds.forEach((id, j) => {
      const at = ['slots', i, 'productIds', j];
      if (id === productId || combos.has(id)) fail(`Слот «${s.name}»: комбо не может входить в комбо`, at);
      if (bad.has(id))
        fail(`Слот «${s.name}»: товар с id ${id} не найден среди товаров фастфуда`, at, 'NOT_FOUND');
    }),
  );
  if (slots.length > 0) {
    const usedIn = await tx.query(
      'SELECT 1 FROM combo_slot_choices c JOIN combo_slots s ON s.id = c.slot_id WHERE c.product_id = $1 LIMIT 1',
      [productId],
    );
    if (usedIn.length > 0)
      fail('Этот товар выбирается в другом комбо: комбо не может входить в комбо', ['productId']);
  }
  await tx.query('DELETE FROM combo_slots WHERE product_id = $1', [productId]);
  for (const [i, s] of slots.entries()) {
    const [{ id }] = await tx.query<{ id: number }>(
      'INSERT INTO combo_slots (product_id, name, sort) VALUES ($1, $2, $3) RETURNING id',
      [productId, s.name, i + 1],
    );
    await tx.query(
      `INSERT INTO combo_slot_choices (slot_id, product_id, sort)
       SELECT $1::int, v.p, v.n FROM unnest($2::int[]) WITH ORDINALITY AS v(p, n)`,
      [id, s.productIds],
    );
  }
  return { productId, slots: await selectSlots(tx, [productId]) };
}
