/**
 * The order list's filters as a URL query (issue 26 item 4): the same words in the page's address
 * (`/order/allOrder?statusId=1&statusId=3&workerId=none`, so a reload or a shared link keeps
 * them) and in the CSV export's (`/api/export/orders?…`), read by the web and the gateway alike.
 * Each filter holds any number of ids (repeated, or comma-separated); the worker filter's
 * `none` is «Без исполнителя» (GraphQL `withoutWorker`, the CRM's `withoutWorker`).
 */

/** The worker filter's value for the orders nobody is assigned to. */
export const NO_WORKER = 'none';

/** The narrowing beyond the period and the search: the ids of each list, none = every order. */
export interface OrderChoice {
  statusIds: string[];
  /** May hold NO_WORKER. */
  workerIds: string[];
  paymentTypeIds: string[];
  sourceIds: string[];
}

export const ALL_ORDERS: OrderChoice = { statusIds: [], workerIds: [], paymentTypeIds: [], sourceIds: [] };

/** The query parameter of each filter (the export's names since issue 26, repeated for many). */
export const CHOICE_PARAMS = {
  statusIds: 'statusId',
  workerIds: 'workerId',
  paymentTypeIds: 'paymentTypeId',
  sourceIds: 'sourceId',
} as const satisfies Record<keyof OrderChoice, string>;

/** At most this many ids per filter (the server's limit too). */
export const MAX_CHOICE = 100;

export const isNarrowed = (c: OrderChoice): boolean => Object.values(c).some((ids) => ids.length > 0);

/** The choice a query holds; `get` gives a parameter's values (none: []). Unknown words are kept for the server to refuse. */
export function readChoice(get: (param: string) => readonly string[]): OrderChoice {
  const out = { ...ALL_ORDERS };
  for (const [field, param] of Object.entries(CHOICE_PARAMS) as [keyof OrderChoice, string][]) {
    const values = get(param)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    out[field] = [...new Set(values)];
  }
  return out;
}

/** The choice as query pairs, a pair per id, in CHOICE_PARAMS order. */
export function choicePairs(c: OrderChoice): [string, string][] {
  return (Object.entries(CHOICE_PARAMS) as [keyof OrderChoice, string][]).flatMap(([field, param]) =>
    c[field].map((id): [string, string] => [param, id]),
  );
}

/** The choice as GraphQL's OrderFilter takes it: `none` among the workers is `withoutWorker`. */
export function choiceFilter(c: OrderChoice) {
  const some = (ids: string[]) => (ids.length ? ids : undefined);
  const workers = c.workerIds.filter((id) => id !== NO_WORKER);
  return {
    statusIds: some(c.statusIds),
    workerIds: some(workers),
    withoutWorker: c.workerIds.includes(NO_WORKER) || undefined,
    paymentTypeIds: some(c.paymentTypeIds),
    sourceIds: some(c.sourceIds),
  };
}
