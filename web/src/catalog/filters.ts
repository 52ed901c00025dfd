import type { ListRecord } from '../lists/store';
import { idOrNull } from './tree';

export type StatusFilter = 'active' | 'inactive' | 'all' | 'deleted';
export type PictureFilter = 'any' | 'with' | 'without';

export interface ProductFilters {
  search: string;
  status: StatusFilter;
  picture: PictureFilter;
}

export const NO_FILTERS: ProductFilters = { search: '', status: 'all', picture: 'any' };

export const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'active', label: 'Активные' },
  { value: 'inactive', label: 'Неактивные' },
  { value: 'deleted', label: 'Удалённые' },
];

export const PICTURE_OPTIONS: { value: PictureFilter; label: string }[] = [
  { value: 'any', label: 'С фото и без' },
  { value: 'with', label: 'С фото' },
  { value: 'without', label: 'Без фото' },
];

export const hasPicture = (p: ListRecord) => typeof p.image === 'string' && p.image !== '';

const norm = (s: unknown) =>
  String(s ?? '')
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е');

/**
 * The products a panel shows: of the given categories (null: all), matching the search in name,
 * article or barcode, the status and the picture filter. Deleted ones only when asked for.
 */
export function filterProducts(
  products: readonly ListRecord[],
  categoryIds: ReadonlySet<string> | null,
  { search, status, picture }: ProductFilters,
): ListRecord[] {
  const words = norm(search).split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    if (status === 'deleted' ? !p.deleted : p.deleted) return false;
    if (status === 'active' && !p.active) return false;
    if (status === 'inactive' && p.active) return false;
    if (picture !== 'any' && hasPicture(p) !== (picture === 'with')) return false;
    if (categoryIds) {
      const c = idOrNull(p.categoryId);
      if (!c || !categoryIds.has(c)) return false;
    }
    if (!words.length) return true;
    const text = `${norm(p.name)} ${norm(p.article)} ${norm(p.barcode)}`;
    return words.every((w) => text.includes(w));
  });
}

/** Margin of a price over its cost in percent of the price, or null when it says nothing. */
export function marginPercent(price: number | null, cost: number | null): number | null {
  if (price === null || cost === null || price <= 0) return null;
  return Math.round(((price - cost) / price) * 1000) / 10;
}
