/**
 * The page sizes of every paged list (issue 17), one value for the CRM's paged calls and the
 * gateway's connections: a bigger page is refused, not cut (the caller would miss rows).
 */
export const MAX_PAGE = 250;
export const DEFAULT_PAGE = 50;

/** Why a page size is refused, in the words both faces use. */
export const pageSizeMessage = (field = 'first') => `Размер страницы (${field}): от 1 до ${MAX_PAGE}`;

export const isPageSize = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PAGE;

/** A page cut from rows already in the list's order, with Relay's two flags. */
export interface KeysetSlice<T> {
  rows: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * The page a keyset asks for, cut from every matching row in order: `size` rows after the anchor
 * (forward) or just before it (backward). `vsAnchor` places a row against the anchor (< 0 before
 * it, > 0 after it); null pages from the list's edge. The gateway's fallbacks for a CRM without
 * paged calls use it, so their pages are the ones the CRM's SQL would give.
 */
export function keysetSlice<T>(
  ordered: T[],
  size: number,
  backward: boolean,
  vsAnchor: ((row: T) => number) | null,
): KeysetSlice<T> {
  if (!backward) {
    const rest = vsAnchor ? ordered.filter((r) => vsAnchor(r) > 0) : ordered;
    return { rows: rest.slice(0, size), hasNextPage: rest.length > size, hasPreviousPage: vsAnchor !== null };
  }
  const head = vsAnchor ? ordered.filter((r) => vsAnchor(r) < 0) : ordered;
  return {
    rows: head.slice(Math.max(0, head.length - size)),
    hasNextPage: vsAnchor !== null,
    hasPreviousPage: head.length > size,
  };
}
