/**
 * The category tree: categories nest through parent_id, one shop type per branch, and a product
 * sits only in a category of its shop type. These are the hooks of the generic create/update
 * (crm/lists/hooks.ts); setCategoryPlace checks the same rules on the whole tree it has loaded.
 */
import type { Db } from '../db/connect';
import { CrmError } from '../envelope';

export const MSG = {
  cycle: 'Категорию нельзя вложить в саму себя или в её подкатегорию',
  parentMissing: 'Родительская категория не найдена',
  parentShopType: 'Родительская категория относится к другому типу магазина',
  categoryShopType: 'Категория относится к другому типу магазина, чем товар',
  shopTypeInUse:
    'Нельзя сменить тип магазина категории, в которой есть подкатегории или товары: сначала перенесите их',
  productShopTypeInUse:
    'Нельзя сменить тип магазина товара, у которого есть состав или который входит в состав другого товара',
} as const;

interface CategoryRow {
  parent_id: number | null;
  shop_type: string;
}

/**
 * Concurrency. Row locks on the record alone cannot keep the tree acyclic: two moves that each
 * add half of a longer loop (A under B while C goes under D, with B above C and D above A) lock
 * different rows and each check a tree without the other's edge. So every write that can bend
 * the tree (a generic create/update sending a parent or a shop type, setCategoryPlace) first
 * takes this lock, then every category row in the order reference/setUpdateSortable locks them:
 * such writes take turns, and none holds one row while waiting for another (the foreign key on
 * the new parent would otherwise wait for a reorder that waits for the record: a deadlock).
 * Writes that bend nothing (a rename, a flag, a product) take neither.
 */
const TREE_LOCK = 7_250_006;

export async function lockTree(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [TREE_LOCK]);
}

/** The Category `lock` hook; it runs before the record's own row is locked. */
export async function lockCategoryTree(tx: Db, value: Record<string, unknown>): Promise<void> {
  if (!Object.hasOwn(value, 'parentId') && !Object.hasOwn(value, 'shopType')) return;
  await lockTree(tx);
  await tx.query('SELECT id FROM categories ORDER BY sort, id FOR UPDATE');
}

/** What the check reads of a category; FOR SHARE where a concurrent retyping must wait for us. */
async function category(tx: Db, id: number, lock: '' | ' FOR SHARE' | ' FOR UPDATE' = '') {
  const [row] = await tx.query<CategoryRow>(
    `SELECT parent_id, shop_type FROM categories WHERE id = $1${lock}`,
    [id],
  );
  return row as CategoryRow | undefined;
}

/** True when `candidate` is `id` itself or lies anywhere below it. */
export async function isSelfOrDescendant(tx: Db, id: number, candidate: number): Promise<boolean> {
  if (candidate === id) return true;
  // UNION (not UNION ALL) stops on a cycle, should one ever have slipped in.
  const rows = await tx.query(
    `WITH RECURSIVE below(id) AS (
       SELECT id FROM categories WHERE parent_id = $1
       UNION
       SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id
     )
     SELECT 1 FROM below WHERE id = $2 LIMIT 1`,
    [id, candidate],
  );
  return rows.length > 0;
}

/** A parent must exist, sit outside the category's own subtree and have its shop type. */
export async function checkParent(tx: Db, id: number | undefined, parentId: number, shopType: string) {
  const parent = await category(tx, parentId);
  if (!parent) throw new CrmError('VALIDATION', MSG.parentMissing);
  if (id !== undefined && (await isSelfOrDescendant(tx, id, parentId))) {
    throw new CrmError('VALIDATION', MSG.cycle);
  }
  if (parent.shop_type !== shopType) throw new CrmError('VALIDATION', MSG.parentShopType);
}

type Value = Record<string, unknown>;

/**
 * The Category hook of the generic create/update. A partial update is checked against the stored
 * record: moving a category keeps its shop type, and retyping it keeps its parent.
 */
export async function checkCategory(tx: Db, value: Value, id?: number): Promise<void> {
  const touchesParent = Object.hasOwn(value, 'parentId');
  const touchesType = Object.hasOwn(value, 'shopType');
  if (!touchesParent && !touchesType) return;
  const stored = id === undefined ? undefined : await category(tx, id, ' FOR UPDATE');
  const parentId = (touchesParent ? value.parentId : stored?.parent_id) as number | null | undefined;
  const shopType = (touchesType ? value.shopType : stored?.shop_type) as string;
  if (parentId != null) await checkParent(tx, id, parentId, shopType);

  // Children and products must share the branch's shop type: retyping a filled category would split it.
  if (id !== undefined && stored && stored.shop_type !== shopType) {
    const used = await tx.query(
      `SELECT 1 FROM categories WHERE parent_id = $1
       UNION ALL
       SELECT 1 FROM products WHERE category_id = $1 LIMIT 1`,
      [id],
    );
    if (used.length > 0) throw new CrmError('VALIDATION', MSG.shopTypeInUse);
  }
}

/** The ProductList hook: a product sits only in a category of its own shop type. */
export async function checkProduct(tx: Db, value: Value, id?: number): Promise<void> {
  const touchesCategory = Object.hasOwn(value, 'categoryId');
  const touchesType = Object.hasOwn(value, 'shopType');
  if (!touchesCategory && !touchesType) return;
  const [stored] =
    id === undefined
      ? []
      : await tx.query<{ category_id: number | null; shop_type: string }>(
          'SELECT category_id, shop_type FROM products WHERE id = $1 FOR UPDATE',
          [id],
        );
  const categoryId = (touchesCategory ? value.categoryId : stored?.category_id) as number | null | undefined;
  const shopType = (touchesType ? value.shopType : stored?.shop_type) as string;
  if (categoryId != null) {
    // A retyping of the category (FOR UPDATE) waits for this product, and then sees it.
    const target = await category(tx, categoryId, ' FOR SHARE');
    // checkRefs has already refused a missing category; a racing removal is the FK's business.
    if (target && target.shop_type !== shopType) throw new CrmError('VALIDATION', MSG.categoryShopType);
  }
  // A composition never mixes shop types (crm/catalog/composition.ts): retyping one part would.
  if (id !== undefined && stored && stored.shop_type !== shopType) {
    const used = await tx.query(
      'SELECT 1 FROM product_components WHERE product_id = $1 OR component_id = $1 LIMIT 1',
      [id],
    );
    if (used.length > 0) throw new CrmError('VALIDATION', MSG.productShopTypeInUse);
  }
}
