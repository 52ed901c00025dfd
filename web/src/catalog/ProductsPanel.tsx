import { Button, ButtonGroup, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState, type ReactElement } from 'react';
import type { ListRecord } from '../lists/store';
import {
  filterProducts,
  NO_FILTERS,
  PICTURE_OPTIONS,
  STATUS_OPTIONS,
  type PictureFilter,
  type ProductFilters,
  type StatusFilter,
} from './filters';
import { ProductGrid } from './ProductGrid';
import { ProductTable } from './ProductTable';
import { subtreeIds, type CategoryTree } from './tree';
import { readStored, writeStored } from './useCatalogData';

type View = 'grid' | 'table';
const VIEW_KEY = 'catalog.view';

interface Props {
  /** Every product of the shop type, deleted ones included. */
  products: ListRecord[];
  /** The full tree (deleted categories too), so products of any category can be found. */
  tree: CategoryTree;
  /** The picked category (its subcategories count too), or null for all products. */
  categoryId: string | null;
  title: string;
  /** Shown instead of «Ничего не найдено» when the scope has no products at all. */
  emptyAction?: ReactElement;
}

/** Products of a category: search, status and picture filters, cards or a table (remembered). */
export function ProductsPanel({ products, tree, categoryId, title, emptyAction }: Props) {
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const [view, setView] = useState<View>(() => (readStored(VIEW_KEY) === 'table' ? 'table' : 'grid'));
  const changeView = (v: View) => {
    setView(v);
    writeStored(VIEW_KEY, v);
  };
  const scope = useMemo(() => (categoryId ? subtreeIds(tree, categoryId) : null), [tree, categoryId]);
  const inScope = useMemo(
    () => filterProducts(products, scope, { ...NO_FILTERS, status: 'all' }),
    [products, scope],
  );
  const shown = useMemo(() => filterProducts(products, scope, filters), [products, scope, filters]);
  const filtered = filters.search !== '' || filters.status !== 'all' || filters.picture !== 'any';
  const set = (patch: Partial<ProductFilters>) => setFilters((f) => ({ ...f, ...patch }));

  let body;
  if (shown.length > 0)
    body =
      view === 'grid' ? (
        // A fresh grid per scope and filter starts again from its first page.
        <ProductGrid key={`${categoryId}|${JSON.stringify(filters)}`} products={shown} />
      ) : (
        <ProductTable products={shown} tree={tree} />
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
          {filtered ? `Найдено: ${shown.length} из ${inScope.length}` : `Товаров: ${inScope.length}`}
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
