/**
 * Categories and products belong to a shop type; a user of one shop type reads and writes only
 * its own, the SA both (issue 16 item 3, `shopScope` of schema/access.ts). Lists elsewhere
 * (statuses, branches, …) are shared by the shops and pass untouched.
 */
import { shopScope, type Principal } from '../../../schema/access';
import type { ListDef } from '../../../schema/lists';

/** Lists whose records carry the shop type they belong to. */
export const isShopScoped = (list: ListDef) =>
  list.area === 'catalog' && list.fields.some((f) => f.name === 'shopType');

/** Whether `user` may see this record (always, for lists that are not scoped). */
export function inShopScope(list: ListDef, record: Record<string, unknown>, user: Principal | null): boolean {
  if (!isShopScoped(list) || !user) return true;
  const mine = shopScope(user);
  return mine === null || record.shopType === mine;
}

/** Why the write is refused, or null: the record and the value must stay in the user's shop. */
export function shopWriteRefusal(
  list: ListDef,
  actor: Principal,
  target: Record<string, unknown> | null,
  value: Record<string, unknown> | null,
): string | null {
  if (!isShopScoped(list)) return null;
  const mine = shopScope(actor);
  if (mine === null) return null;
  const other = (target && target.shopType !== mine) || (value?.shopType != null && value.shopType !== mine);
  return other ? `«${list.title}»: записи другого магазина изменяет только его сотрудник` : null;
}
