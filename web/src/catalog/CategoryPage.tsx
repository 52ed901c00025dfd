import { Button, Callout, Card, H2, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { allows, findRoute, WRITE_RULES } from '../../../schema/access';
import { useSession } from '../app/session/context';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import type { ListRecord } from '../lists/store';
import { toastError, toastSuccess } from '../lists/toaster';
import { CategoryFields, saveCategory, type CategoryDraft } from './CategoryFields';
import { ImageUpload } from './ImageUpload';
import { ProductsPanel } from './ProductsPanel';
import { pathName } from './tree';
import { useCatalogActions, useCatalogData, SHOP_TYPES, type CatalogData } from './useCatalogData';
import { useImage } from './useImage';
import { useList } from '../lists/store';
import './catalog.css';

/** /category/:id: the category's card (name, parent, active, picture), subcategories and products. */
export default function CategoryPage() {
  const { id = '' } = useParams();
  const categories = useList('Category');
  const record = categories.all.find((c) => c.id === id);
  if (categories.loading) return <Spinner className="catalog-state" aria-label="Загрузка" />;
  if (categories.error)
    return (
      <NonIdealState
        className="catalog-state"
        icon="error"
        title="Не удалось загрузить категорию"
        description={serverError(categories.error).message}
        action={<Button icon="refresh" text="Повторить" onClick={() => void categories.refetch()} />}
      />
    );
  if (!record)
    return (
      <NonIdealState
        className="catalog-state"
        icon="folder-close"
        title="Категория не найдена"
        description={`Категории с кодом ${id} нет в каталоге: возможно, ссылка устарела.`}
        action={
          <Link to="/catalog" className="bp6-button">
            В каталог
          </Link>
        }
      />
    );
  return <CategoryCard key={record.id} record={record} shopType={record.shopType as ShopType} />;
}

function CategoryCard({ record, shopType }: { record: ListRecord; shopType: ShopType }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const data: CatalogData = useCatalogData(shopType);
  const actions = useCatalogActions();
  const canWrite = allows(user, WRITE_RULES.catalog);
  const canAddProduct = allows(user, findRoute('/NewProduct') ?? {});
  const image = useImage('category', record.id);
  const [draft, setDraft] = useState<CategoryDraft>({
    name: String(record.name ?? ''),
    parentId: String(record.parentId ?? ''),
    active: record.active,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const node = data.fullTree.byId.get(record.id);
  const children = node?.children.filter((c) => !c.record.deleted) ?? [];

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setSaving(true);
    try {
      const result = await saveCategory(actions.categories, shopType, draft, record);
      if (result.errors) setErrors(result.errors);
      else toastSuccess('Категория сохранена');
    } catch (err) {
      const { message, fields } = serverError(err);
      setErrors(fields);
      setFailure(message);
      toastError(message);
    } finally {
      setSaving(false);
    }
  };

  const addProduct = (
    <Button
      icon="add"
      intent="primary"
      text="Добавить товар"
      onClick={() => navigate(`/NewProductCategory/${record.id}`)}
    />
  );

  return (
    <section className="app-page catalog-category-page">
      <div className="catalog-header">
        <H2 className="app-page-title catalog-form-title">{String(record.name)}</H2>
        {record.deleted ? (
          <Tag intent="danger">удалена</Tag>
        ) : (
          !record.active && <Tag intent="warning">отключена</Tag>
        )}
        <Tag minimal>{SHOP_TYPES.find((s) => s.value === shopType)?.label}</Tag>
        <span className="catalog-spacer" />
        <Button
          icon="arrow-left"
          text="К каталогу"
          onClick={() => navigate(`/catalog?category=${record.id}`)}
        />
        {canAddProduct && !record.deleted && addProduct}
      </div>
      {node && node.parentId && (
        <p className="catalog-muted catalog-path">Путь: {pathName(data.fullTree, record.id)}</p>
      )}
      <div className="catalog-category-grid">
        <Card className="catalog-category-card">
          <h3 className="catalog-section-title">Карточка</h3>
          {failure && (
            <Callout intent="danger" icon="error" className="catalog-callout" role="alert">
              {failure}
            </Callout>
          )}
          <form onSubmit={save} noValidate>
            <fieldset disabled={!canWrite} className="catalog-fieldset">
              <CategoryFields
                tree={data.tree}
                draft={draft}
                errors={errors}
                exclude={record.id}
                onChange={(patch) => {
                  setDraft((d) => ({ ...d, ...patch }));
                  setErrors({});
                }}
              />
              <Switch
                label="Активна: показывается в заказах и на кассе"
                checked={draft.active}
                onChange={(e) => setDraft((d) => ({ ...d, active: e.currentTarget.checked }))}
              />
            </fieldset>
            {canWrite && (
              <Button type="submit" intent="primary" icon="floppy-disk" text="Сохранить" loading={saving} />
            )}
          </form>
        </Card>
        <Card className="catalog-category-card">
          <h3 className="catalog-section-title">Изображение</h3>
          <ImageUpload
            label="Изображение категории"
            storedUrl={typeof record.thumbnailUrl === 'string' ? record.thumbnailUrl : null}
            fullUrl={typeof record.imageUrl === 'string' ? record.imageUrl : null}
            pending={image.pending}
            error={image.error}
            busy={image.busy}
            hint="Файл сохраняется сразу. JPEG, PNG, WebP или GIF до 5 МБ."
            onPick={image.pick}
            onRemove={canWrite ? () => void image.remove() : undefined}
            onRetry={image.retry}
            onDiscard={image.discard}
          />
        </Card>
        <Card className="catalog-category-card">
          <h3 className="catalog-section-title">Подкатегории</h3>
          {children.length === 0 ? (
            <p className="catalog-muted">Подкатегорий нет.</p>
          ) : (
            <ul className="catalog-subcategories">
              {children.map((c) => (
                <li key={c.id}>
                  <Link to={`/category/${c.id}`}>{c.name}</Link>
                  {!c.record.active && <Tag minimal>откл.</Tag>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <ProductsPanel
        shopType={shopType}
        tree={data.fullTree}
        categoryId={record.id}
        title="Товары категории"
        emptyAction={canAddProduct && !record.deleted ? addProduct : undefined}
      />
    </section>
  );
}
