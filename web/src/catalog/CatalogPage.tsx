import {
  Alert,
  Button,
  Checkbox,
  H2,
  NonIdealState,
  SegmentedControl,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { allows, findRoute, WRITE_RULES } from '../../../schema/access';
import { useSession } from '../app/session/context';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { CategoryDialog } from './CategoryDialog';
import { CategoryTree } from './CategoryTree';
import { ProductsPanel } from './ProductsPanel';
import type { TreeNode } from './tree';
import {
  SHOP_TYPES,
  useCatalogActions,
  useCatalogData,
  useProductCounts,
  useShopType,
} from './useCatalogData';
import type { ListRecord } from '../lists/store';
import './catalog.css';

type Editing = { record?: ListRecord; parentId?: string | null } | null;
type Confirm = { node: TreeNode; deleted: boolean } | null;

/** A write ending in a toast; the shared cache already carries the change to every screen. */
export async function withToast(action: () => Promise<unknown>, success: string) {
  try {
    await action();
    toastSuccess(success);
  } catch (e) {
    toastError(serverError(e).message);
  }
}

/** /catalog: the category tree on the left, the products of the picked category on the right. */
export default function CatalogPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { shopType, canSwitch, setShopType } = useShopType();
  const data = useCatalogData(shopType);
  const counts = useProductCounts(shopType, data.fullTree);
  const actions = useCatalogActions();
  const canWrite = allows(user, WRITE_RULES.catalog);
  const canAddProduct = allows(user, findRoute('/NewProduct') ?? {});
  const [params, setParams] = useSearchParams();
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const tree = showDeleted ? data.fullTree : data.tree;
  // The pick lives in the URL, so «Назад» from a product comes back to the same category.
  const picked = params.get('category');
  const selected = picked && tree.byId.has(picked) ? picked : null;
  const select = (id: string | null) => setParams(id ? { category: id } : {}, { replace: true });

  const switchShop = (s: ShopType) => {
    setShopType(s);
    select(null);
  };

  const place = useCallback(
    (p: Parameters<typeof actions.place>[0]) =>
      void withToast(() => actions.place(p, data.categories), 'Порядок категорий сохранён'),
    [actions, data.categories],
  );

  const newProduct = () => navigate(selected ? `/NewProductCategory/${selected}` : '/NewProduct');
  const selectedNode = selected ? tree.byId.get(selected) : undefined;

  let content;
  if (data.loading) content = <Spinner className="catalog-state" aria-label="Загрузка" />;
  else if (data.error)
    content = (
      <NonIdealState
        className="catalog-state"
        icon="error"
        title="Не удалось загрузить каталог"
        description={serverError(data.error).message}
        action={<Button icon="refresh" text="Повторить" onClick={() => void data.refetch()} />}
      />
    );
  else
    content = (
      <div className="catalog-layout">
        <aside className="catalog-side" aria-label="Дерево категорий">
          <div className="catalog-side-head">
            <span className="catalog-side-title">Категории</span>
            {canWrite && (
              <Button
                size="small"
                icon="folder-new"
                text="Новая категория"
                onClick={() => setEditing({ parentId: selected })}
              />
            )}
          </div>
          {data.tree.flat.length === 0 && !showDeleted ? (
            <p className="catalog-muted catalog-side-empty">
              Категорий пока нет. Создайте первую — например, «Букеты» или «Напитки».
            </p>
          ) : null}
          <CategoryTree
            tree={tree}
            counts={counts}
            selected={selected}
            onSelect={select}
            canWrite={canWrite}
            onPlace={place}
            onAdd={(parentId) => setEditing({ parentId })}
            onEdit={(n) => setEditing({ record: n.record })}
            onToggleActive={(n) =>
              void withToast(
                () => actions.categories.setActive(n.id, !n.record.active),
                n.record.active ? `Категория «${n.name}» отключена` : `Категория «${n.name}» включена`,
              )
            }
            onDelete={(n) => setConfirm({ node: n, deleted: true })}
            onRestore={(n) => setConfirm({ node: n, deleted: false })}
          />
          <Checkbox
            className="catalog-side-deleted"
            label="показать удалённые"
            checked={showDeleted}
            onChange={(e) => setShowDeleted(e.currentTarget.checked)}
          />
        </aside>
        <ProductsPanel
          shopType={shopType}
          tree={data.fullTree}
          categoryId={selected}
          title={selectedNode ? selectedNode.name : 'Все товары'}
          emptyAction={
            canAddProduct ? (
              <Button icon="add" intent="primary" text="Новый товар" onClick={newProduct} />
            ) : undefined
          }
        />
      </div>
    );

  return (
    <section className="app-page catalog-page">
      <div className="catalog-header">
        <H2 className="app-page-title">Каталог</H2>
        {canSwitch ? (
          <SegmentedControl
            aria-label="Тип магазина"
            options={SHOP_TYPES}
            value={shopType}
            onValueChange={(v) => switchShop(v as ShopType)}
            size="small"
          />
        ) : (
          <Tag minimal large>
            {SHOP_TYPES.find((s) => s.value === shopType)?.label}
          </Tag>
        )}
        <span className="catalog-spacer" />
        {selectedNode && (
          <Button
            icon="document-open"
            text="Карточка категории"
            onClick={() => navigate(`/category/${selectedNode.id}`)}
          />
        )}
        {canAddProduct && <Button icon="add" intent="primary" text="Новый товар" onClick={newProduct} />}
      </div>
      {content}
      {editing && (
        <CategoryDialog
          shopType={shopType}
          tree={data.tree}
          record={editing.record}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
        />
      )}
      <Alert
        isOpen={confirm !== null}
        intent={confirm?.deleted ? 'danger' : 'primary'}
        icon={confirm?.deleted ? 'trash' : 'undo'}
        confirmButtonText="Да"
        cancelButtonText="Нет"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          const { node, deleted } = confirm;
          setConfirm(null);
          if (deleted && selected === node.id) select(null);
          void withToast(
            () => actions.categories.setDeleted(node.id, deleted),
            deleted ? `Категория «${node.name}» удалена` : `Категория «${node.name}» восстановлена`,
          );
        }}
      >
        {confirm &&
          (confirm.deleted ? (
            <>
              <p>Удалить категорию «{confirm.node.name}»?</p>
              {(counts?.byCategory.get(confirm.node.id) ?? 0) > 0 && (
                <p className="catalog-muted">
                  Товаров в ней и в подкатегориях: {counts?.byCategory.get(confirm.node.id)}.
                </p>
              )}
            </>
          ) : (
            `Восстановить категорию «${confirm.node.name}»?`
          ))}
      </Alert>
    </section>
  );
}
