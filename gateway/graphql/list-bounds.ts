/**
 * The settings an unpaged list's `@listBound(setting:)` names in the SDL (base.graphql): the
 * server refuses a longer list rather than cut it (a caller would silently miss rows), and the
 * cost model (cost.ts) prices the list at that bound.
 */
import type { Config } from '../config';

/**
 * Most orders `orders(range)` returns by default (GRAPHQL_MAX_ORDER_LIST); a period holding more
 * is refused (walk `ordersConnection`).
 */
export const MAX_ORDER_LIST = 1000;

/** Setting name (as in README «Settings») → its value. */
export type BoundSettings = Readonly<Record<string, number>>;

/** The values of the settings `@listBound` may name, from the gateway's config (defaults without). */
export const boundSettings = (
  graphql: Partial<Pick<Config['graphql'], 'maxOrderList'>> = {},
): BoundSettings => ({
  GRAPHQL_MAX_ORDER_LIST: graphql.maxOrderList ?? MAX_ORDER_LIST,
});
