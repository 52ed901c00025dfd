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
