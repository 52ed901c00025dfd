/**
 * warehouse/getBalancePage (ours, issue 17): the stock balances of /warehouse/Stock a page at a
 * time, never OFFSET. Two orders, each a keyset the indexes of migration 027 hand over in order:
 * by product name (then product, then branch: a product's branches stay together) and by
 * quantity, the shortest first (what runs out). Filters: a branch, zero balances on demand, a
 * search of the product's name, article and barcode (the products' trigram index of 016), the
 * user's shop (`shopType`). The totals the screen shows (how many match, how many are in minus,
 * how many untracked) are counted in SQL over every match, not over the page.
 */
import { findList } from '../../schema/lists';
import { MAX_PAGE } from '../../schema/paging';
import { searchWords, wordForms } from '../../schema/list-search';
import type { Db } from '../db/connect';
import { optionalId, optionalShopType, refuse } from '../domains/orders/input';
import { searchExpr } from '../lists/page';
import { finishPage, likeLiteral, paramList, readWindow, type PageWindow } from '../lib/keyset';
import type { Body } from '../registry';

export type BalanceOrder = 'name' | 'quantity';

/** Where a row stands: the order's value (a name, or a quantity as exact text), product, branch. */
export type BalanceKey = [value: string, productId: number, affiliateId: number];

interface BalanceQuery extends PageWindow {
  orderBy: BalanceOrder;
  key: BalanceKey | null;
  affiliateId: number | null;
  includeZero: boolean;
  search: string;
  shopType: string | null;
  /** Only these products (a document's lines), or null for any. */
  productIds: number[] | null;
  withTotals: boolean;
}

const QUANTITY = /^-?\d{1,12}(\.\d{1,3})?$/;
const PRODUCTS = findList('ProductList')!;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

function readKey(body: Body, side: 'after' | 'before', orderBy: BalanceOrder): BalanceKey | null {
  const raw = body[`${side}Key`];
  if (raw === undefined || raw === null) return null;
  const [value, productId, affiliateId] = Array.isArray(raw) ? (raw as unknown[]) : [];
  const valueOk =
    typeof value === 'string' && (orderBy === 'name' ? value.length <= 1000 : QUANTITY.test(value));
  if (!Array.isArray(raw) || raw.length !== 3 || !valueOk || !isId(productId) || !isId(affiliateId))
    refuse(`Поле «${side}Key»: неверный курсор`);
  return [value as string, productId as number, affiliateId as number];
}

function readProductIds(raw: unknown): number[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || raw.length > MAX_PAGE || !raw.every(isId))
    refuse(`Поле «productIds»: до ${MAX_PAGE} кодов товаров`);
  return raw as number[];
}

export function readBalanceQuery(body: Body): BalanceQuery {
  const window = readWindow(body);
  const orderBy = body.orderBy ?? 'name';
  if (orderBy !== 'name' && orderBy !== 'quantity') refuse('Поле «orderBy»: name или quantity');
  if (body.search !== undefined && body.search !== null && typeof body.search !== 'string')
    refuse('Поле «search»: строка');
  return {
    ...window,
    orderBy: orderBy as BalanceOrder,
    key: readKey(body, window.backward ? 'before' : 'after', orderBy as BalanceOrder),
    affiliateId: optionalId(body.affiliateId, 'Филиал'),
    includeZero: body.includeZero === true,
    search: typeof body.search === 'string' ? body.search : '',
    shopType: optionalShopType(body.shopType),
    productIds: readProductIds(body.productIds),
    withTotals: body.withTotals !== false,
  };
}

/** The filters over `stock_balances b JOIN products p`, parameters numbered by `p`. */
function filters(q: BalanceQuery, p: (v: unknown) => string): string {
  const parts = ['true'];
  if (q.affiliateId !== null) parts.push(`b.affiliate_id = ${p(q.affiliateId)}`);
  if (!q.includeZero) parts.push('b.quantity <> 0');
  if (q.shopType) parts.push(`p.shop_type = ${p(q.shopType)}`);
  if (q.productIds) parts.push(`b.product_id = ANY (${p(q.productIds)}::int[])`);
  // The products' own searched text (name, article, barcode), as their trigram index has it.
  const expr = searchExpr(PRODUCTS)
    .replace(/"name"/g, 'p."name"')
    .replace(/"article"/g, 'p."article"')
    .replace(/"barcode"/g, 'p."barcode"');
  for (const word of searchWords(q.search)) {
    const likes = wordForms(word).map((w) => `${expr} LIKE ${p(`%${likeLiteral(w)}%`)}`);
    parts.push(likes.length === 1 ? likes[0] : `(${likes.join(' OR ')})`);
  }
  return parts.join(' AND ');
}

/**
 * The keyset of the order: all three columns ascending (descending when paging back). The
 * first two alone also bound the scan, in the form an index over them takes as its condition.
 */
function keyset(q: BalanceQuery, p: (v: unknown) => string) {
  const [value, product, branch] =
    q.orderBy === 'name'
      ? ['p.name', 'p.id', 'b.affiliate_id']
      : ['b.quantity', 'b.product_id', 'b.affiliate_id'];
  const cast = q.orderBy === 'name' ? 'text' : 'numeric';
  const dir = q.backward ? ' DESC' : '';
  const order = [value, product, branch].map((c) => c + dir).join(', ');
  if (!q.key) return { after: 'true', order };
  const [v, pr, br] = [p(q.key[0]), p(q.key[1]), p(q.key[2])];
  const [strict, loose] = q.backward ? ['<', '<='] : ['>', '>='];
  return {
    after: `(${value}, ${product}) ${loose} (${v}::${cast}, ${pr}::int)
        AND (${value}, ${product}, ${branch}) ${strict} (${v}::${cast}, ${pr}::int, ${br}::int)`,
    order,
  };
}

/** The SQL of one page (exported for the EXPLAIN checks of the tests). */
export function balancePageSql(q: BalanceQuery) {
  const { params, p } = paramList();
  const where = filters(q, p);
  const { after, order } = keyset(q, p);
  return {
    sql: `SELECT b.affiliate_id AS "affiliateId", b.product_id AS "productId", p.name AS "productName",
                 p.unit, b.quantity::float8 AS quantity, b.quantity::text AS "quantityKey",
                 NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = b.product_id AND m.reason = 'post')
                   AS untracked
            FROM stock_balances b JOIN products p ON p.id = b.product_id
           WHERE ${where} AND ${after}
           ORDER BY ${order} LIMIT ${q.size + 1}`,
    params,
  };
}

interface Row {
  affiliateId: number;
  productId: number;
  productName: string;
  quantityKey?: string;
  [k: string]: unknown;
}

export async function balancePage(db: Db, body: Body) {
  const q = readBalanceQuery(body);
  const { sql, params } = balancePageSql(q);
  const rows = await db.query<Row>(sql, params);
  const counted = paramList();
  const [totals] = q.withTotals
    ? await db.query<{ count: number; negative: number; untracked: number }>(
        `SELECT count(*)::int AS count, count(*) FILTER (WHERE b.quantity < 0)::int AS negative,
                count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM stock_movements m
                                  WHERE m.product_id = b.product_id AND m.reason = 'post'))::int AS untracked
           FROM stock_balances b JOIN products p ON p.id = b.product_id
          WHERE ${filters(q, counted.p)}`,
        counted.params,
      )
    : [null];
  const page = finishPage(rows, q, q.key !== null);
  const keys: BalanceKey[] = page.rows.map((r) => [
    q.orderBy === 'name' ? r.productName : String(r.quantityKey),
    r.productId,
    r.affiliateId,
  ]);
  return {
    rows: page.rows.map(({ quantityKey: _key, ...row }) => row),
    keys,
    totalCount: totals ? totals.count : null,
    negativeCount: totals ? totals.negative : null,
    untrackedCount: totals ? totals.untracked : null,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}
