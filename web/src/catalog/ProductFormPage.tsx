import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useProductCompositionQuery, useProductRecordQuery, type ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { useList, type ListRecord } from '../lists/store';
import { ProductForm, type Carry } from './ProductForm';
import type { FormMode } from './productForm';
import { useShopType } from './useCatalogData';
import './catalog.css';

function modeOf(pathname: string): { mode: FormMode; byCategory: boolean } {
  if (pathname.startsWith('/EditProduct/')) return { mode: 'edit', byCategory: false };
  if (pathname.startsWith('/NewProductArt/')) return { mode: 'copy', byCategory: false };
  return { mode: 'new', byCategory: pathname.startsWith('/NewProductCategory/') };
}

/**
 * The four product routes: a blank form, one with the category preset, a copy of a product and
 * the product itself. Waits for the product (by its id, never the whole catalogue: issue 17), the
 * categories and the composition before drawing the form, so it starts filled.
 */
export default function ProductFormPage() {
  const { id } = useParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const { mode, byCategory } = modeOf(pathname);
  const categories = useList('Category');
  const unitsList = useList('Units');
  const shop = useShopType();

  const sourceId = mode === 'new' ? undefined : id;
  const product = useProductRecordQuery({
    variables: { id: sourceId ?? '' },
    skip: !sourceId,
    fetchPolicy: 'cache-and-network',
  });
  const source = (product.data?.product ?? undefined) as ListRecord | undefined;
  const category = byCategory ? categories.all.find((c) => c.id === id && !c.deleted) : undefined;
  const composition = useProductCompositionQuery({
    variables: { id: sourceId ?? '' },
    skip: !source,
    fetchPolicy: 'cache-and-network',
  });
  const lines = composition.data?.product?.composition;
  const stored = useMemo(
    () => (lines ?? []).map((c) => ({ componentId: c.componentId, quantity: c.quantity })),
    [lines],
  );
  const components = useMemo(
    () => (lines ?? []).flatMap((c) => (c.component ? [c.component as unknown as ListRecord] : [])),
    [lines],
  );
  const units = useMemo(
    () =>
      unitsList.visible
        .filter((u) => u.active)
        .map((u) => String(u.shortName || u.name || ''))
        .filter(Boolean),
    [unitsList.visible],
  );

  const back = <Button icon="arrow-left" text="В каталог" onClick={() => navigate('/catalog')} />;
  const error =
    (source ? undefined : product.error) ??
    categories.error ??
    (source && !lines ? composition.error : undefined);
  if (
    (sourceId && !source && product.loading) ||
    categories.loading ||
    unitsList.loading ||
    (source && !lines && composition.loading)
  )
    return <Spinner className="catalog-state" aria-label="Загрузка" />;
  if (error)
    return (
      <NonIdealState
        className="catalog-state"
        icon="error"
        title="Не удалось загрузить товар"
        description={serverError(error).message}
        action={
          <Button
            icon="refresh"
            text="Повторить"
            onClick={() => void Promise.all([product.refetch(), categories.refetch(), composition.refetch()])}
          />
        }
      />
    );
  if (sourceId && !source)
    return (
      <NonIdealState
        className="catalog-state"
        icon="search"
        title="Товар не найден"
        description={`Товара с кодом ${sourceId} нет в каталоге.`}
        action={back}
      />
    );
  if (byCategory && !category)
    return (
      <NonIdealState
        className="catalog-state"
        icon="folder-close"
        title="Категория не найдена"
        description={`Категории с кодом ${id} нет в каталоге.`}
        action={back}
      />
    );

  const shopType = (source?.shopType ?? category?.shopType ?? shop.shopType) as ShopType;
  return (
    <ProductForm
      // A fresh form per product and route: another product must not keep this one's draft.
      key={`${mode}:${id ?? ''}`}
      mode={mode}
      shopType={shopType}
      canSwitchShop={shop.canSwitch}
      source={source}
      composition={stored}
      components={components}
      categoryId={category?.id}
      units={units}
      carry={(state as Carry | null) ?? undefined}
    />
  );
}
