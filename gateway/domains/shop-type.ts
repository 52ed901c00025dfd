/**
 * The shop type a read or write is for: the one asked for, or the user's own; another one than
 * one's own is the SA's (staff of a shop type work their own; docs/access.md). Shared by the
 * areas configured per shop type (loyalty, fiscal).
 */
import { SHOP_TYPES, type Principal, type ShopType } from '../../schema/access';
import { ForbiddenError } from '../errors';

export function shopTypeFor(
  user: Pick<Principal, 'role' | 'typeAccount'>,
  asked: ShopType | null | undefined,
): ShopType {
  const own = (SHOP_TYPES as readonly string[]).includes(user.typeAccount)
    ? (user.typeAccount as ShopType)
    : 'flower_shop';
  if (!asked || asked === own) return own;
  if (user.role !== 'SA')
    throw new ForbiddenError('Данные другого типа магазина доступны только суперадмину');
  return asked;
}
