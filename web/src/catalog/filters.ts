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

/**
 * The panel's filters as the server's (ListFilter of productsConnection): the status and the
 * picture narrow the page in SQL, so a category of thousands is never loaded to be filtered here.
 * The search travels separately (usePagedList sends it once typing pauses).
 */
export function serverFilter({ status, picture }: ProductFilters): Record<string, unknown> {
  return {
    ...(status === 'active' ? { onlyActive: true } : {}),
    ...(status === 'inactive' ? { onlyInactive: true } : {}),
    ...(status === 'deleted' ? { onlyDeleted: true } : {}),
    ...(picture === 'any' ? {} : { hasImage: picture === 'with' }),
  };
}

/** Margin of a price over its cost in percent of the price, or null when it says nothing. */
export function marginPercent(price: number | null, cost: number | null): number | null {
  if (price === null || cost === null || price <= 0) return null;
  return Math.round(((price - cost) / price) * 1000) / 10;
}
