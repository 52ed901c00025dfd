import type { ListRecord } from '../lists/store';

/** A category of the tree, with its children in catalogue order (sort, then id). */
export interface TreeNode {
  record: ListRecord;
  id: string;
  name: string;
  parentId: string | null;
  depth: number;
  children: TreeNode[];
}

export interface CategoryTree {
  roots: TreeNode[];
  byId: Map<string, TreeNode>;
  /** Depth-first order, the way the tree reads top to bottom. */
  flat: TreeNode[];
}

export const idOrNull = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

const bySort = (a: ListRecord, b: ListRecord) => a.sort - b.sort || Number(a.id) - Number(b.id);

/**
 * The tree of the given categories. A category whose parent is not among them (another shop
 * type, deleted and hidden) is shown at the top level, so nothing disappears from view; a cycle
 * (which the CRM refuses, but data can be old) is cut where it closes.
 */
export function buildTree(categories: readonly ListRecord[]): CategoryTree {
  const byId = new Map<string, TreeNode>();
  for (const record of [...categories].sort(bySort))
    byId.set(record.id, {
      record,
      id: record.id,
      name: String(record.name ?? ''),
      parentId: idOrNull(record.parentId),
      depth: 0,
      children: [],
    });
  const roots: TreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent && !isAncestor(byId, node.id, parent.id)) parent.children.push(node);
    else roots.push(node);
  }
  const flat: TreeNode[] = [];
  const walk = (nodes: TreeNode[], depth: number) => {
    for (const n of nodes) {
      n.depth = depth;
      flat.push(n);
      walk(n.children, depth + 1);
    }
  };
  walk(roots, 0);
  return { roots, byId, flat };
}

/** True when `ancestorId` is `id` itself or lies on the way from `id` up to the top. */
function isAncestor(byId: Map<string, TreeNode>, ancestorId: string, id: string): boolean {
  const seen = new Set<string>();
  for (let cur: string | null = id; cur && !seen.has(cur); cur = byId.get(cur)?.parentId ?? null) {
    if (cur === ancestorId) return true;
    seen.add(cur);
  }
  return false;
}

/** The ids of a category and of every category below it. */
/**
 * Products per category, those of its subcategories included, from each category's own count
 * (the server's categoryProductCounts); `total` is every live product, uncategorised ones too.
 */
export function productCounts(
  tree: CategoryTree,
  own: readonly { categoryId?: string | null; count: number }[],
): { byCategory: Map<string, number>; total: number } {
  const mine = new Map<string, number>();
  let total = 0;
  for (const c of own) {
    total += c.count;
    if (c.categoryId) mine.set(c.categoryId, c.count);
  }
  const byCategory = new Map<string, number>();
  const sum = (n: TreeNode): number => {
    const all = (mine.get(n.id) ?? 0) + n.children.reduce((s, c) => s + sum(c), 0);
    byCategory.set(n.id, all);
    return all;
  };
  tree.roots.forEach(sum);
  return { byCategory, total };
}

export function subtreeIds(tree: CategoryTree, id: string): Set<string> {
  const ids = new Set<string>();
  const add = (n: TreeNode) => {
    ids.add(n.id);
    n.children.forEach(add);
  };
  const node = tree.byId.get(id);
  if (node) add(node);
  return ids;
}

/** «Цветы / Розы / Кустовые»: the way from the top, for selects and cards. */
export function pathName(tree: CategoryTree, id: string | null): string {
  const names: string[] = [];
  const seen = new Set<string>();
  for (
    let n = id ? tree.byId.get(id) : undefined;
    n && !seen.has(n.id);
    n = tree.byId.get(n.parentId ?? '')
  ) {
    seen.add(n.id);
    names.unshift(n.name);
  }
  return names.join(' / ');
}

/** Options of a tree-aware select: indented by depth, without `exclude` and what lies below it. */
export function treeOptions(tree: CategoryTree, exclude?: string): { value: string; label: string }[] {
  const skip = exclude ? subtreeIds(tree, exclude) : new Set<string>();
  return tree.flat
    .filter((n) => !skip.has(n.id))
    .map((n) => ({ value: n.id, label: `${'\u00a0\u00a0\u00a0'.repeat(n.depth)}${n.name}` }));
}

/** Where a dragged category lands relative to the row under the pointer. */
export type DropZone = 'before' | 'inside' | 'after';

/** Upper third of a row: before it; lower third: after it; the middle: into it, as the last child. */
export function dropZone(offsetY: number, height: number): DropZone {
  if (height <= 0) return 'inside';
  if (offsetY < height / 3) return 'before';
  if (offsetY > (height * 2) / 3) return 'after';
  return 'inside';
}

export interface Placement {
  id: string;
  parentId: string | null;
  beforeId: string | null;
}

/**
 * The placeCategory arguments for dropping `dragId` on `targetId`, or null when the drop means
 * nothing (onto itself, into its own subtree, or where it already is).
 */
export function placementFor(
  tree: CategoryTree,
  dragId: string,
  targetId: string,
  zone: DropZone,
): Placement | null {
  const drag = tree.byId.get(dragId);
  const target = tree.byId.get(targetId);
  if (!drag || !target || subtreeIds(tree, dragId).has(targetId)) return null;
  let placement: Placement;
  if (zone === 'inside') placement = { id: dragId, parentId: target.id, beforeId: null };
  else {
    const siblings = siblingsOf(tree, target).filter((n) => n.id !== dragId);
    const i = siblings.findIndex((n) => n.id === target.id);
    const before = zone === 'before' ? target : siblings[i + 1];
    placement = { id: dragId, parentId: target.parentId, beforeId: before?.id ?? null };
  }
  return samePlace(tree, drag, placement) ? null : placement;
}

/** Moves a category one step up or down among its siblings (the keyboard way to reorder). */
export function stepPlacement(tree: CategoryTree, id: string, step: -1 | 1): Placement | null {
  const node = tree.byId.get(id);
  if (!node) return null;
  const siblings = siblingsOf(tree, node);
  const i = siblings.findIndex((n) => n.id === id);
  if (step === -1) return i > 0 ? { id, parentId: node.parentId, beforeId: siblings[i - 1].id } : null;
  if (i >= siblings.length - 1) return null;
  return { id, parentId: node.parentId, beforeId: siblings[i + 2]?.id ?? null };
}

function siblingsOf(tree: CategoryTree, node: TreeNode): TreeNode[] {
  const parent = node.parentId ? tree.byId.get(node.parentId) : undefined;
  return parent && parent.children.includes(node) ? parent.children : tree.roots;
}

function samePlace(tree: CategoryTree, drag: TreeNode, p: Placement): boolean {
  const siblings = siblingsOf(tree, drag);
  // The parent it is shown under: a top-level row whose parent is hidden counts as top level.
  const shownParent = siblings === tree.roots ? null : drag.parentId;
  if (shownParent !== p.parentId) return false;
  const i = siblings.indexOf(drag);
  return (siblings[i + 1]?.id ?? null) === p.beforeId;
}

/**
 * The categories as they will be after `p`: its new parent, and every `sort` renumbered in tree
 * order. What the screen shows while the server confirms (the reply replaces it).
 */
export function applyPlacement(categories: readonly ListRecord[], p: Placement): ListRecord[] {
  const tree = buildTree(categories);
  const node = tree.byId.get(p.id);
  if (!node) return [...categories];
  const from = siblingsOf(tree, node);
  from.splice(from.indexOf(node), 1);
  const parent = p.parentId ? tree.byId.get(p.parentId) : undefined;
  const to = parent ? parent.children : tree.roots;
  const at = p.beforeId ? to.findIndex((n) => n.id === p.beforeId) : -1;
  to.splice(at < 0 ? to.length : at, 0, node);
  node.parentId = parent ? parent.id : null;
  const out: ListRecord[] = [];
  const walk = (nodes: TreeNode[]) =>
    nodes.forEach((n) => {
      out.push({ ...n.record, parentId: n.parentId, sort: out.length + 1 });
      walk(n.children);
    });
  walk(tree.roots);
  return out;
}
