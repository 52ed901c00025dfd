/**
 * What the cost model (cost.ts) knows about lists beyond their page arguments (issue 18 item 3):
 * - the bound the server enforces on an unpaged list, used as its cost (the resolver refuses a
 *   longer list rather than cut it: a caller would silently miss rows);
 * - the extra price of a per-item field that calls the CRM: batched per request (DataLoader),
 *   so it is cheap, but not free.
 */

/**
 * Most orders `orders(range)` returns by default (GRAPHQL_MAX_ORDER_LIST); a period holding more
 * is refused (walk `ordersConnection`).
 */
export const MAX_ORDER_LIST = 1000;

/** `Type.field` of an unpaged list → the most items the server returns. */
export const listBounds = (maxOrderList = MAX_ORDER_LIST): Readonly<Record<string, number>> => ({
  'OrderList.orders': maxOrderList,
  'SiteOrders.orders': maxOrderList,
});

/** The bounds with the default settings. */
export const LIST_BOUNDS = listBounds();

/** `Type.field` resolved per item by a batched CRM call → its price per item, on top of its fields. */
export const CRM_FIELD_COST: Readonly<Record<string, number>> = {
  'Order.history': 2,
  'Order.payments': 2,
};

/** The list fields of a connection: their size is the page the connection field asks for. */
export const CONNECTION_LISTS: ReadonlySet<string> = new Set(['edges', 'nodes']);
