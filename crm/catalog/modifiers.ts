/**
 * Modifier groups of a fast-food product (docs/kitchen.md «Модификаторы и комбо»): «Соус» 1–2 of
 * 4, «Без» any, «Размер» exactly one. The catalogue replaces a product's groups as a whole; the
 * orders check each line against them (crm/domains/orders/modifiers.ts).
 */
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { FieldPath, UserErrorCode } from '../../schema/user-errors';
import { MAX_ID } from '../lists/checks';
import { MAX_QUANTITY } from './composition';

export const MAX_GROUPS = 20;
export const MAX_OPTIONS = 40;
/** ±100 000 ₽: a modifier is a sauce or a size, not a second order. */
export const MAX_DELTA = 10_000_000;
/** The composition lock of crm/catalog/composition.ts: options' components are compositions too. */
const MENU_LOCK = 7_250_005;

export interface OptionComponent {
  componentId: number;
  quantity: number;
}

export interface OptionInput {
  name: string;
  priceDelta: number;
  components: OptionComponent[];
}

export interface GroupInput {
  name: string;
  min: number;
  max: number;
  options: OptionInput[];
}

export interface OptionRow extends OptionInput {
  id: number;
}

export interface GroupRow {
  id: number;
  productId: number;
  name: string;
  min: number;
  max: number;
  options: OptionRow[];
}

const fail = (message: string, field: FieldPath, reason: UserErrorCode = 'FIELD_INVALID'): never =>
  invalid(message, { reason, field });

function name(v: unknown, label: string, field: FieldPath): string {
  if (typeof v !== 'string' || v.trim() === '') fail(`${label}: укажите название`, field);
  const s = (v as string).trim();
  if (s.length > 100) fail(`${label}: название не длиннее 100 символов`, field);
  return s;
}

function int(v: unknown, label: string, field: FieldPath, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    fail(`${label}: целое число от ${min} до ${max.toLocaleString('ru-RU')}`, field);
  return v as number;
}

function list(v: unknown, label: string, field: FieldPath, max: number): unknown[] {
  if (!Array.isArray(v)) fail(`${label}: ожидается список`, field);
  if ((v as unknown[]).length > max) fail(`${label}: не больше ${max}`, field);
  return v as unknown[];
}

/** Id as a number or a numeric string (GraphQL's ID). */
export function idOf(v: unknown, label: string, field: FieldPath): number {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > MAX_ID)
    fail(`${label}: неверный идентификатор`, field);
  return n as number;
}

function components(raw: unknown, at: FieldPath, label: string): OptionComponent[] {
  const seen = new Set<number>();
  return list(raw ?? [], `${label}: состав`, at, 20).map((c, k) => {
    const o = (c ?? {}) as Record<string, unknown>;
    const componentId = idOf(o.componentId, `${label}: компонент ${k + 1}`, [...at, k, 'componentId']);
    if (seen.has(componentId)) fail(`${label}: компонент ${k + 1} повторяется`, [...at, k, 'componentId']);
    seen.add(componentId);
    const q = o.quantity;
    if (typeof q !== 'number' || !Number.isFinite(q) || q === 0 || Math.abs(q) > MAX_QUANTITY)
      fail(`${label}: количество компонента ${k + 1} — не 0, по модулю не больше 10 000`, [
        ...at,
        k,
        'quantity',
      ]);
    if (Number((q as number).toFixed(3)) !== q)
      fail(`${label}: количество — не больше трёх знаков после запятой`, [...at, k, 'quantity']);
    return { componentId, quantity: q as number };
  });
}

/** The request's groups, checked for shape (products are checked in the transaction). */
export function parseGroups(raw: unknown): GroupInput[] {
  const names = new Set<string>();
  return list(raw, 'Группы модификаторов', ['groups'], MAX_GROUPS).map((g, i) => {
    const o = (g ?? {}) as Record<string, unknown>;
    const at = ['groups', i];
    const groupName = name(o.name, `Группа ${i + 1}`, [...at, 'name']);
    if (names.has(groupName.toLowerCase())) fail(`Группа «${groupName}» уже есть`, [...at, 'name']);
    names.add(groupName.toLowerCase());
    const label = `Группа «${groupName}»`;
    const options = list(o.options, `${label}: варианты`, [...at, 'options'], MAX_OPTIONS);
    if (options.length === 0) fail(`${label}: добавьте хотя бы один вариант`, [...at, 'options']);
    const min = int(o.min, `${label}: минимум`, [...at, 'min'], 0, options.length);
    const max = int(o.max, `${label}: максимум`, [...at, 'max'], Math.max(1, min), options.length);
    const optionNames = new Set<string>();
    return {
      name: groupName,
      min,
      max,
      options: options.map((p, j) => {
        const v = (p ?? {}) as Record<string, unknown>;
        const pat = [...at, 'options', j];
        const optionName = name(v.name, `${label}, вариант ${j + 1}`, [...pat, 'name']);
        if (optionNames.has(optionName.toLowerCase()))
          fail(`${label}: вариант «${optionName}» повторяется`, [...pat, 'name']);
        optionNames.add(optionName.toLowerCase());
        const olabel = `${label}, «${optionName}»`;
        return {
          name: optionName,
          priceDelta: int(
            v.priceDelta ?? 0,
            `${olabel}: цена в копейках`,
            [...pat, 'priceDelta'],
            -MAX_DELTA,
            MAX_DELTA,
          ),
          components: components(v.components, [...pat, 'components'], olabel),
        };
      }),
    };
  });
}

/** Groups with options of `productIds` (null: every product), in their order. */
export async function selectGroups(db: Db, productIds: readonly number[] | null): Promise<GroupRow[]> {
  const [row] = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(json_build_object(
              'id', g.id, 'productId', g.product_id, 'name', g.name, 'min', g.min_count, 'max', g.max_count,
              'options', (SELECT coalesce(json_agg(json_build_object(
                  'id', o.id, 'name', o.name, 'priceDelta', o.price_delta,
                  'components', (SELECT coalesce(json_agg(json_build_object(
                      'componentId', c.component_id, 'quantity', c.quantity::float8) ORDER BY c.component_id), '[]')
                    FROM modifier_option_components c WHERE c.option_id = o.id))
                ORDER BY o.sort, o.id), '[]') FROM modifier_options o WHERE o.group_id = g.id))
            ORDER BY g.product_id, g.sort, g.id), '[]')::text AS list
       FROM modifier_groups g WHERE $1::int[] IS NULL OR g.product_id = ANY($1::int[])`,
    [productIds],
  );
  return JSON.parse(row.list) as GroupRow[];
}

/** The fast-food product being given a menu, locked; refused for a flower-shop product. */
export async function lockFastfoodProduct(tx: Db, productId: number, what: string) {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MENU_LOCK]);
  const [product] = await tx.query<{ shop_type: string }>(
    'SELECT shop_type FROM products WHERE id = $1 FOR UPDATE',
    [productId],
  );
  if (!product) throw new CrmError('NOT_FOUND', 'Товар не найден');
  if (product.shop_type !== 'fastfood') fail(`${what} бывают только у товаров фастфуда`, ['productId']);
}

/** Ids of `ids` that are not live fast-food products. */
export async function notFastfood(tx: Db, ids: number[]): Promise<Set<number>> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM products WHERE id = ANY($1::int[]) AND shop_type = 'fastfood' FOR SHARE`,
    [ids],
  );
  const ok = new Set(rows.map((r) => r.id));
  return new Set(ids.filter((id) => !ok.has(id)));
}

/** Replaces the product's modifier groups; refused before anything is written. */
export async function replaceGroups(tx: Db, productId: number, groups: GroupInput[]) {
  await lockFastfoodProduct(tx, productId, 'Модификаторы');
  const ids = groups.flatMap((g) => g.options.flatMap((o) => o.components.map((c) => c.componentId)));
  const bad = await notFastfood(tx, ids);
  groups.forEach((g, i) =>
    g.options.forEach((o, j) =>
      o.components.forEach((c, k) => {
        const at = ['groups', i, 'options', j, 'components', k, 'componentId'];
        if (c.componentId === productId) fail(`«${o.name}»: товар не может входить в свой модификатор`, at);
        if (bad.has(c.componentId))
          fail(
            `«${o.name}»: компонент с id ${c.componentId} не найден среди товаров фастфуда`,
            at,
            'NOT_FOUND',
          );
      }),
    ),
  );
  await tx.query('DELETE FROM modifier_groups WHERE product_id = $1', [productId]);
  for (const [i, g] of groups.entries()) {
    const [{ id: groupId }] = await tx.query<{ id: number }>(
      `INSERT INTO modifier_groups (product_id, name, min_count, max_count, sort)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [productId, g.name, g.min, g.max, i + 1],
    );
    for (const [j, o] of g.options.entries()) {
      const [{ id: optionId }] = await tx.query<{ id: number }>(
        `INSERT INTO modifier_options (group_id, name, price_delta, sort) VALUES ($1, $2, $3, $4) RETURNING id`,
        [groupId, o.name, o.priceDelta, j + 1],
      );
      if (o.components.length > 0)
        await tx.query(
          `INSERT INTO modifier_option_components (option_id, component_id, quantity)
           SELECT $1::int, v.c, v.q FROM unnest($2::int[], $3::numeric[]) AS v(c, q)`,
          [optionId, o.components.map((c) => c.componentId), o.components.map((c) => c.quantity)],
        );
    }
  }
  return { productId, groups: await selectGroups(tx, [productId]) };
}
