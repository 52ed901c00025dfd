/**
 * setCategoryPlace: drag-and-drop in the category tree. The table keeps ONE global order
 * (ORDER BY sort, id) and the screens derive the tree from it, so a move is computed on that flat
 * order: the category leaves with its whole subtree and lands in front of `beforeId`, or after
 * the last descendant of its new parent. The table is then renumbered 1..n in one UPDATE.
 */
import type { Db } from '../db/connect';
import { CrmError, invalid, type Detail } from '../envelope';
import { MSG, lockTree } from './tree';

const PARENT_REFUSED: Detail = { reason: 'CATEGORY_PLACE_INVALID', field: ['parentId'] };

export interface Placement {
  id: number;
  parentId: number | null;
  beforeId: number | null;
}

interface Row {
  id: number;
  parent_id: number | null;
  shop_type: string;
  sort: number;
}

/** `root` and everything below it, in the current global order. */
function subtree(rows: Row[], root: number): Set<number> {
  const ids = new Set([root]);
  // Parents may come after their children in the flat order: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (r.parent_id !== null && ids.has(r.parent_id) && !ids.has(r.id)) {
        ids.add(r.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Where the moved block goes in `rest` (the order without it). */
function insertIndex(rest: Row[], { parentId, beforeId }: Placement): number {
  if (beforeId !== null) return rest.findIndex((r) => r.id === beforeId);
  if (parentId === null) return rest.length;
  // After the parent's last descendant, or right after the parent when it has none.
  const family = subtree(rest, parentId);
  let last = -1;
  rest.forEach((r, i) => {
    if (family.has(r.id)) last = i;
  });
  return last + 1;
}

/** Checks the move, rewrites parent_id and the global order; throws CrmError when refused. */
export async function placeCategory(tx: Db, place: Placement): Promise<void> {
  // Locked like every write that bends the tree (crm/catalog/tree.ts "Concurrency"). Sorted
  // again here: a row re-read after waiting for another writer keeps its place in ORDER BY's
  // output, not its new sort.
  await lockTree(tx);
  const locked = await tx.query<Row>(
    'SELECT id, parent_id, shop_type, sort FROM categories ORDER BY sort, id FOR UPDATE',
  );
  const rows = locked.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const moved = byId.get(place.id);
  if (!moved) throw new CrmError('NOT_FOUND', 'Категория не найдена');

  const block = subtree(rows, place.id);
  if (place.parentId !== null) {
    const parent = byId.get(place.parentId);
    if (!parent) invalid(MSG.parentMissing, { reason: 'NOT_FOUND', field: ['parentId'] });
    if (block.has(parent.id)) invalid(MSG.cycle, PARENT_REFUSED);
    if (parent.shop_type !== moved.shop_type) invalid(MSG.parentShopType, PARENT_REFUSED);
  }
  if (place.beforeId !== null) {
    const before = byId.get(place.beforeId);
    if (!before)
      invalid('Категория, перед которой нужно поставить, не найдена', {
        reason: 'NOT_FOUND',
        field: ['beforeId'],
      });
    if (before.id === place.id || before.parent_id !== place.parentId) {
      invalid('Категорию можно поставить только перед другой категорией с тем же родителем', {
        reason: 'CATEGORY_PLACE_INVALID',
        field: ['beforeId'],
      });
    }
  }

  const rest = rows.filter((r) => !block.has(r.id));
  const at = insertIndex(rest, place);
  const order = [...rest.slice(0, at), ...rows.filter((r) => block.has(r.id)), ...rest.slice(at)];
  await tx.query('UPDATE categories SET parent_id = $2 WHERE id = $1', [place.id, place.parentId]);
  await tx.query(
    `UPDATE categories AS t SET sort = v.sort
       FROM unnest($1::int[], $2::int[]) AS v(id, sort)
      WHERE t.id = v.id AND t.sort <> v.sort`,
    [order.map((r) => r.id), order.map((_, i) => i + 1)],
  );
}
