/**
 * What a composed product (a bouquet, a combo) is made of: the warehouse writes the components
 * off when one is sold, so a composition must stay finite (no cycles) and within one shop type.
 */
import type { Db } from '../db/connect';
import { CrmError, invalid } from '../envelope';
import type { UserErrorCode } from '../../schema/user-errors';
import { MAX_ID } from '../lists/checks';

export const MAX_ITEMS = 100;
export const MAX_QUANTITY = 10_000;
/** Every composition write takes this lock: two concurrent edits could each close half a cycle. */
const COMPOSITION_LOCK = 7_250_005;

export interface ComponentRow {
  productId: number;
  componentId: number;
  quantity: number;
  sort: number;
}

export interface ItemInput {
  componentId: number;
  quantity: number;
}

const SELECT = `SELECT product_id AS "productId", component_id AS "componentId",
                       quantity::float8 AS quantity, sort
                  FROM product_components`;

/** numeric comes back as a string from pg and PGlite alike; float8 is a plain JSON number. */
export function selectAllComponents(db: Db): Promise<ComponentRow[]> {
  return db.query<ComponentRow>(`${SELECT} ORDER BY product_id, sort, component_id`);
}

function selectComponents(db: Db, productId: number): Promise<ComponentRow[]> {
  return db.query<ComponentRow>(`${SELECT} WHERE product_id = $1 ORDER BY sort, component_id`, [productId]);
}

/** A refusal of one item, at its path (`items`, the index, the key at fault) with its code. */
function refuse(
  line: number,
  message: string,
  key: 'componentId' | 'quantity' | null = 'componentId',
  reason: UserErrorCode = 'FIELD_INVALID',
): never {
  const field = key ? ['items', line - 1, key] : ['items', line - 1];
  return invalid(`Состав, строка ${line}: ${message}`, { reason, field });
}

/** At most three decimals, as numeric(12, 3) stores them: 0.125 passes, 0.1234 does not. */
function hasThreeDecimals(n: number): boolean {
  return Number(n.toFixed(3)) === n;
}

/** The request's items, checked for shape only (the database checks come in the transaction). */
export function parseItems(raw: unknown): ItemInput[] {
  if (!Array.isArray(raw))
    invalid('Поле «items»: ожидается список компонентов', { reason: 'FIELD_INVALID', field: ['items'] });
  if (raw.length > MAX_ITEMS) {
    invalid(`В составе не больше ${MAX_ITEMS} компонентов`, { reason: 'FIELD_INVALID', field: ['items'] });
  }
  const seen = new Set<number>();
  return raw.map((item: unknown, i) => {
    const line = i + 1;
    if (typeof item !== 'object' || item === null)
      refuse(line, 'ожидается объект {componentId, quantity}', null);
    const { componentId, quantity } = item as Record<string, unknown>;
    const id =
      typeof componentId === 'string' && /^\d+$/.test(componentId) ? Number(componentId) : componentId;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) {
      refuse(line, 'компонент — ожидается положительное целое число');
    }
    if (seen.has(id)) refuse(line, 'этот компонент уже есть в составе');
    seen.add(id);
    if (typeof quantity !== 'number' || !Number.isFinite(quantity))
      refuse(line, 'количество — введите число', 'quantity');
    if (quantity <= 0 || quantity > MAX_QUANTITY) {
      refuse(line, `количество — больше 0 и не больше ${MAX_QUANTITY.toLocaleString('ru-RU')}`, 'quantity');
    }
    if (!hasThreeDecimals(quantity))
      refuse(line, 'количество — не больше трёх знаков после запятой', 'quantity');
    return { componentId: id, quantity };
  });
}

/** Components whose own composition (at any depth) already contains `productId`. */
async function componentsContaining(tx: Db, productId: number, ids: number[]): Promise<Set<number>> {
  // UNION (not UNION ALL) ends the walk even on a cycle, should one ever have slipped in.
  const rows = await tx.query<{ root: number }>(
    `WITH RECURSIVE reach(root, id) AS (
       SELECT product_id, component_id FROM product_components WHERE product_id = ANY($1::int[])
       UNION
       SELECT r.root, pc.component_id FROM product_components pc JOIN reach r ON pc.product_id = r.id
     )
     SELECT DISTINCT root FROM reach WHERE id = $2`,
    [ids, productId],
  );
  return new Set(rows.map((r) => r.root));
}

/** Replaces the product's composition; throws CrmError when refused, before anything is written. */
export async function replaceComposition(tx: Db, productId: number, items: ItemInput[]) {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [COMPOSITION_LOCK]);
  const [product] = await tx.query<{ shop_type: string }>(
    'SELECT shop_type FROM products WHERE id = $1 FOR UPDATE',
    [productId],
  );
  if (!product) throw new CrmError('NOT_FOUND', 'Товар не найден');

  const ids = items.map((i) => i.componentId);
  // FOR SHARE: a component cannot be retyped (crm/catalog/tree.ts) until this composition is in.
  const found = await tx.query<{ id: number; name: string; shop_type: string }>(
    'SELECT id, name, shop_type FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR SHARE',
    [ids],
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  const cyclic = await componentsContaining(tx, productId, ids);
  items.forEach(({ componentId }, i) => {
    const component = byId.get(componentId);
    if (componentId === productId) refuse(i + 1, 'товар не может входить в собственный состав');
    if (!component) refuse(i + 1, 'товар не найден', 'componentId', 'NOT_FOUND');
    if (component.shop_type !== product.shop_type) {
      refuse(i + 1, `«${component.name}» относится к другому типу магазина`);
    }
    if (cyclic.has(componentId)) {
      refuse(i + 1, `«${component.name}» сам содержит этот товар — состав замкнулся бы в круг`);
    }
  });

  await tx.query('DELETE FROM product_components WHERE product_id = $1', [productId]);
  if (items.length > 0) {
    await tx.query(
      `INSERT INTO product_components (product_id, component_id, quantity, sort)
       SELECT $1::int, v.component_id, v.quantity, v.sort
         FROM unnest($2::int[], $3::numeric[], $4::int[]) AS v(component_id, quantity, sort)`,
      [productId, ids, items.map((i) => i.quantity), items.map((_, i) => i + 1)],
    );
  }
  return { productId, items: await selectComponents(tx, productId) };
}
