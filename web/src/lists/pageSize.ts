/**
 * Rows a page brings: a screenful and more, so scrolling rarely waits. Apart from usePages.ts so
 * that a module loaded before Apollo (orders/firstPage.ts) can use it without pulling Apollo in.
 */
export const PAGE_SIZE = 100;

/**
 * Rows of a list's first page when its first screen must come quickly (the order list: V2 in
 * docs/performance.md): a tall screen's worth and some. Writing a page into Apollo's cache and
 * reading it back costs the tab's main thread about 1 ms a row on a cold start, so a first page of
 * 100 orders held the first row back by some 100 ms. Later pages are PAGE_SIZE (useOrders.ts).
 */
export const FIRST_PAGE_SIZE = 40;
