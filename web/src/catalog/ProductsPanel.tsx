import { Button, ButtonGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type ReactElement } from 'react';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { usePagedList } from '../lists/usePagedList';
import { PRODUCTS } from '../orders/catalog';
import {
  NO_FILTERS,
  PICTURE_OPTIONS,
  STATUS_OPTIONS,
  type PictureFilter,
  type ProductFilters,
  type StatusFilter,
  serverFilter,
} from './filters';
import { ProductGrid } from './ProductGrid';
import { ProductTable } from './ProductTable';
import type { CategoryTree } from './tree';
import { readStored, writeStored } from './useCatalogData';

type View = 'grid' | 'table';
const VIEW_KEY = 'catalog.view';

interface Props {
  shopType: ShopType;
  /** The full tree (deleted categories too): the table names a product's category path. */
  tree: CategoryTree;
  /** The picked category (its subcategories count too), or null for all products. */
  categoryId: string | null;
  title: string;
  /** Shown instead of «Ничего не найдено» when the scope has no products at all. */
  emptyAction?: ReactElement;
}

/**
 * Products of a category: search, status and picture filters, cards or a table (remembered). The
 * server pages them (issue 17): the category with its subcategories, the filters and the search
 * are its, 100 rows a page, the next page as the cards or the table scroll to their end.
 */
export function ProductsPanel({ shopType, tree, categoryId, title, emptyAction }: Props) {
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const [view, setView] = useState<View>(() => (readStored(VIEW_KEY) === 'table' ? 'table' : 'grid'));
  const changeView = (v: View) => {
    setView(v);
    writeStored(VIEW_KEY, v);
  };
  const page = usePagedList(PRODUCTS, {
    search: filters.search,
    showDeleted: filters.status === 'deleted',
    newest: false,
    filter: { shopType, categoryId, ...serverFilter(filters) },
  });
  const shown = page.rows;
  const filtered = filters.search !== '' || filters.status !== 'all' || filters.picture !== 'any';
  const set = (patch: Partial<ProductFilters>) => setFilters((f) => ({ ...f, ...patch }));

  let body;
  if (page.loading) body = <Spinner className="catalog-state" aria-label="Загрузка" />;
  else if (page.error)
    body = (
      <NonIdealState
        className="catalog-state"
        icon="error"
        title="Не удалось загрузить товары"
        description={serverError(page.error).message}
        action={<Button icon="refresh" text="Повторить" onClick={() => void page.refetch()} />}
      />
    );
  else if (shown.length > 0)
    body =
      view === 'grid' ? (
        <ProductGrid
          products={shown}
          remaining={page.total - shown.length}
          loadingMore={page.loadingMore}
          onMore={page.loadMore}
        />
      ) : (
        <ProductTable products={shown} tree={tree} onNearEnd={page.loadMore} />
      );
  else if (filtered)
    body = (
      <NonIdealState
        className="catalog-state"
        icon="search"
        title="Ничего не найдено"
        description="Измените запрос или фильтры"
        action={
          <Button icon="filter-remove" text="Сбросить фильтры" onClick={() => setFilters(NO_FILTERS)} />
        }
      />
    );
  else
    body = (
      <NonIdealState
        className="catalog-state"
        icon="shop"
        title={categoryId ? 'В категории пока нет товаров' : 'Товаров пока нет'}
        action={emptyAction}
      />
    );

  return (
    <div className="catalog-products">
      <div className="catalog-products-head">
        <h3 className="catalog-products-title">{title}</h3>
        <span className="catalog-muted" aria-live="polite">
          {page.loading ? '' : filtered ? `Найдено: ${page.total}` : `Товаров: ${page.total}`}
        </span>
      </div>
      <div className="catalog-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Название, артикул или штрихкод"
          aria-label="Поиск товаров"
          className="catalog-search"
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
        />
        <HTMLSelect
          aria-label="Статус"
          value={filters.status}
          onChange={(e) => set({ status: e.currentTarget.value as StatusFilter })}
          options={STATUS_OPTIONS}
        />
        <HTMLSelect
          aria-label="Изображение"
          value={filters.picture}
          onChange={(e) => set({ picture: e.currentTarget.value as PictureFilter })}
          options={PICTURE_OPTIONS}
        />
        <span className="catalog-spacer" />
        <ButtonGroup aria-label="Вид">
          <Button
            icon="grid-view"
            aria-label="Карточки"
            title="Карточки"
            active={view === 'grid'}
            onClick={() => changeView('grid')}
          />
          <Button
            icon="th-list"
            aria-label="Таблица"
            title="Таблица"
            active={view === 'table'}
            onClick={() => changeView('table')}
          />
        </ButtonGroup>
      </div>
      {body}
    </div>
  );
}
