import type { NavItem } from '../navigation';

export interface TopItems {
  /** Shown in the bar, in menu order. */
  shown: NavItem[];
  /** Under «Ещё»; empty when everything fits. */
  more: NavItem[];
}

/**
 * Layout2's bar (spec section 2): at most `max` top entries, the rest under «Ещё». Section
 * labels («Работа», «Администрирование») divide a vertical menu; a bar has no room for them.
 */
export function splitTopItems(items: readonly NavItem[], max: number): TopItems {
  const entries = items.filter((item) => item.kind !== 'label');
  const limit = Math.max(1, Math.floor(max));
  if (entries.length <= limit) return { shown: entries, more: [] };
  return { shown: entries.slice(0, limit), more: entries.slice(limit) };
}
