import { useMemo } from 'react';
import { usePosMenuQuery, type PosMenuQuery } from '../../graphql';
import type { CartModifier, CartPart } from './cart';

/**
 * The fast-food menu at the till (docs/kitchen.md «Модификаторы и комбо»): loaded once per POS
 * visit, so a tap opens the sheet without another request. The rules below are the CRM's
 * (crm/domains/orders/modifiers.ts) said early: the sheet's «Добавить» waits for them, the CRM
 * still checks.
 */
export type ProductMenu = NonNullable<PosMenuQuery['productMenus']>[number];
export type MenuGroup = ProductMenu['modifierGroups'][number];

export function usePosMenu() {
  const { data, loading, error } = usePosMenuQuery({ fetchPolicy: 'cache-and-network' });
  const byProduct = useMemo(() => new Map((data?.productMenus ?? []).map((m) => [m.productId, m])), [data]);
  return { byProduct, loading: loading && !data, error };
}

/** Required groups first (the cashier must answer them), then the rest, each in its order. */
export const groupsInOrder = (groups: readonly MenuGroup[]) => [
  ...groups.filter((g) => g.required),
  ...groups.filter((g) => !g.required),
];

/** «выберите 1», «1–2», «до 2»: what a group asks, under its name. */
export function groupHint(g: Pick<MenuGroup, 'min' | 'max'>): string {
  if (g.min === g.max) return `выберите ${g.min}`;
  if (g.min === 0) return `по желанию, до ${g.max}`;
  return `выберите ${g.min}–${g.max}`;
}

/** The first group whose choice is out of its bounds, as the CRM would word it; null when fine. */
export function choiceProblem(groups: readonly MenuGroup[], chosen: readonly string[]): string | null {
  for (const g of groupsInOrder(groups)) {
    const n = g.options.filter((o) => chosen.includes(o.id)).length;
    if (n === 0 && g.min > 0) return `Выберите «${g.name}»`;
    if (n < g.min) return `В «${g.name}» выберите не меньше ${g.min}`;
    if (n > g.max) return `В «${g.name}» можно выбрать не больше ${g.max}`;
  }
  return null;
}

/**
 * A tap on an option: in a group of one it replaces the choice (a size), elsewhere it toggles,
 * never past the group's maximum.
 */
export function toggleOption(g: MenuGroup, chosen: readonly string[], optionId: string): string[] {
  const mine = new Set(g.options.map((o) => o.id));
  if (chosen.includes(optionId)) return chosen.filter((id) => id !== optionId);
  if (g.max === 1) return [...chosen.filter((id) => !mine.has(id)), optionId];
  if (chosen.filter((id) => mine.has(id)).length >= g.max) return [...chosen];
  return [...chosen, optionId];
}

/** The chosen options of `groups` as the cart keeps them (name, price delta). */
export function chosenModifiers(groups: readonly MenuGroup[], chosen: readonly string[]): CartModifier[] {
  return groups.flatMap((g) =>
    g.options
      .filter((o) => chosen.includes(o.id))
      .map((o) => ({ id: o.id, name: o.name, priceDelta: o.priceDelta })),
  );
}

/** What a product asks before it is a line: a combo's slots or any modifier group. */
export const needsSheet = (menu: ProductMenu | undefined) =>
  !!menu && (menu.comboSlots.length > 0 || menu.modifierGroups.length > 0);

export type { CartPart };
