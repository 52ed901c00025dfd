/**
 * The order list's first page as the list will ask for it, in a module light enough to load
 * before Apollo does (app/prefetch.ts sends it then): the variables of the list's first render,
 * from the stored preset and day kind and the address's filters.
 */
import type { OrderFilter, OrdersPageQueryVariables } from '../graphql';
import { choiceFilter, readChoice } from '../../../schema/order-filters';
import { FIRST_PAGE_SIZE } from '../lists/pageSize';
import { presetRange, readKind, readPresetChoice, type DateKind, type DayRange } from './presets';

/** What the order list asks the server for: one definition for the screen and its prefetch. */
export function orderPageVariables(
  range: DayRange,
  search: string,
  dateBy: DateKind,
  narrow: Partial<OrderFilter>,
): OrdersPageQueryVariables {
  const text = search.trim();
  return {
    first: FIRST_PAGE_SIZE,
    filter: { range, dateBy, shopType: 'flower_shop', ...narrow, ...(text ? { search: text } : {}) },
    orderBy: dateBy === 'DUE' ? 'DUE' : 'DATE',
  };
}

export const operation = 'OrdersPage';

/** The list waits for the page asked for early instead of asking again (orders/prefetched.ts). */
export { markPending as pending } from './prefetched';

/** The variables of the list's first render on this address, today. */
export function variables(): OrdersPageQueryVariables {
  const choice = readPresetChoice();
  const params = new URLSearchParams(window.location.search);
  return orderPageVariables(
    presetRange(choice.key, new Date(), choice.custom),
    '',
    readKind(),
    // The filters in the address, as the page's first render reads them (OrderFilters.tsx).
    choiceFilter(readChoice((p) => params.getAll(p))),
  );
}
