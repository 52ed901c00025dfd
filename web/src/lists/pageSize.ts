/**
 * Rows a page brings: a screenful and more, so scrolling rarely waits. Apart from usePages.ts so
 * that a module loaded before Apollo (orders/firstPage.ts) can use it without pulling Apollo in.
 */
export const PAGE_SIZE = 100;
