/** web/early-queries.ts: operations sent before the data layer has loaded, as Apollo sends them. */
declare module 'virtual:early-queries' {
  export const EARLY_QUERIES: Readonly<Record<'Me' | 'OrdersPage', string>>;
}
