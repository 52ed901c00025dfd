import { readPref, usePref, writePref } from './prefs';

/** Spec section 2: two switchable layouts; layout1 (left sidebar) is the default (section 9). */
export const LAYOUTS = [
  { value: 'layout1', label: 'Боковое меню', hint: 'Меню слева, компактный режим' },
  { value: 'layout2', label: 'Верхнее меню', hint: 'Меню в строке под шапкой' },
] as const;
export type LayoutName = (typeof LAYOUTS)[number]['value'];
export const DEFAULT_LAYOUT: LayoutName = 'layout1';

export const LAYOUT_KEY = 'layout';
export const COMPACT_KEY = 'sidebarCompact';

/**
 * Layout2's horizontal menu: at most this many top items, the rest under «Ещё» (spec section 2).
 * Between the phone breakpoint and 1200 px the bar is narrower, so fewer fit.
 */
export const HORIZONTAL_MENU_MAX = 6;
export const HORIZONTAL_MENU_MAX_NARROW = 4;
export const NARROW_QUERY = '(max-width: 1199px)';

const asLayout = (raw: string | null): LayoutName =>
  LAYOUTS.some((l) => l.value === raw) ? (raw as LayoutName) : DEFAULT_LAYOUT;

export function useLayoutChoice(): LayoutName {
  return asLayout(usePref(LAYOUT_KEY));
}

export function setLayoutChoice(layout: LayoutName): void {
  writePref(LAYOUT_KEY, layout);
}

export function readLayoutChoice(): LayoutName {
  return asLayout(readPref(LAYOUT_KEY));
}

/** Layout1's compact sidebar (80 px, icons only); kept under the key Layout1 always used. */
export function useCompactSidebar(): boolean {
  return usePref(COMPACT_KEY) === '1';
}

export function setCompactSidebar(compact: boolean): void {
  writePref(COMPACT_KEY, compact ? '1' : '0');
}
