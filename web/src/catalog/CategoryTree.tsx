import { Button, Icon, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  dropZone,
  placementFor,
  stepPlacement,
  type CategoryTree as Tree,
  type DropZone,
  type Placement,
  type TreeNode,
} from './tree';

interface Props {
  tree: Tree;
  /** Products per category (its subcategories included) and in all; null while they load. */
  counts: { byCategory: Map<string, number>; total: number } | null;
  selected: string | null;
  onSelect: (id: string | null) => void;
  canWrite: boolean;
  onPlace: (placement: Placement) => void;
  onAdd: (parentId: string | null) => void;
  onEdit: (node: TreeNode) => void;
  onToggleActive: (node: TreeNode) => void;
  onDelete: (node: TreeNode) => void;
  onRestore: (node: TreeNode) => void;
}

type Drop = { id: string | null; zone: DropZone };

/** «Все товары» takes a category to the end of the top level, unless it is already there. */
function canDropOnRoot(tree: Tree, id: string): boolean {
  const node = tree.byId.get(id);
  return Boolean(node) && tree.roots.at(-1) !== node;
}

/**
 * The category tree: click to pick, a caret folds a branch, drag a row onto another one (upper
 * third: before it, lower third: after it, middle: into it) or use «Выше»/«Ниже» of its menu.
 */
export function CategoryTree(props: Props) {
  const { tree, counts, selected, onSelect, canWrite } = props;
  const navigate = useNavigate();
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [dragId, setDragId] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);

  const hidden = new Set<string>();
  for (const n of tree.flat)
    if (n.parentId && (folded.has(n.parentId) || hidden.has(n.parentId))) hidden.add(n.id);
  const rows = tree.flat.filter((n) => !hidden.has(n.id));

  const toggleFold = (id: string) =>
    setFolded((f) => {
      const next = new Set(f);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const endDrag = () => {
    setDragId(null);
    setDrop(null);
  };

  const over = (e: DragEvent<HTMLElement>, node: TreeNode | null) => {
    if (!dragId) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const zone: DropZone = node ? dropZone(e.clientY - rect.top, rect.height) : 'inside';
    const valid = node ? placementFor(tree, dragId, node.id, zone) !== null : canDropOnRoot(tree, dragId);
    if (!valid) {
      if (drop) setDrop(null);
      return;
    }
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    const id = node?.id ?? null;
    if (drop?.id !== id || drop.zone !== zone) setDrop({ id, zone });
  };

  const dropOn = (e: DragEvent<HTMLElement>, node: TreeNode | null) => {
    e.preventDefault();
    const id = dragId ?? e.dataTransfer.getData('text/plain');
    endDrag();
    if (!id) return;
    if (!node) {
      // Onto «Все товары»: to the top level, after the last one.
      props.onPlace({ id, parentId: null, beforeId: null });
      return;
    }
    const rect = e.currentTarget.getBoundingClientRect();
    const p = placementFor(tree, id, node.id, dropZone(e.clientY - rect.top, rect.height));
    if (p) props.onPlace(p);
  };

  const menu = (n: TreeNode) => {
    const up = stepPlacement(tree, n.id, -1);
    const down = stepPlacement(tree, n.id, 1);
    return (
      <Menu>
        <MenuItem
          icon="document-open"
          text="Открыть карточку"
          onClick={() => navigate(`/category/${n.id}`)}
        />
        {canWrite && !n.record.deleted && (
          <>
            <MenuItem icon="folder-new" text="Добавить подкатегорию" onClick={() => props.onAdd(n.id)} />
            <MenuItem icon="edit" text="Изменить" onClick={() => props.onEdit(n)} />
            <MenuItem icon="arrow-up" text="Выше" disabled={!up} onClick={() => up && props.onPlace(up)} />
            <MenuItem
              icon="arrow-down"
              text="Ниже"
              disabled={!down}
              onClick={() => down && props.onPlace(down)}
            />
            <MenuItem
              icon={n.record.active ? 'disable' : 'tick-circle'}
              text={n.record.active ? 'Отключить' : 'Включить'}
              onClick={() => props.onToggleActive(n)}
            />
            <MenuDivider />
            <MenuItem icon="trash" intent="danger" text="Удалить" onClick={() => props.onDelete(n)} />
          </>
        )}
        {canWrite && n.record.deleted && (
          <MenuItem icon="undo" text="Восстановить" onClick={() => props.onRestore(n)} />
        )}
      </Menu>
    );
  };

  const dropClass = (id: string | null) => (drop && drop.id === id ? ` catalog-drop-${drop.zone}` : '');

  return (
    <div
      role="tree"
      aria-label="Категории"
      className={`catalog-tree${dragId ? ' catalog-tree-dragging' : ''}`}
    >
      <div
        role="treeitem"
        aria-label="Все товары"
        aria-selected={selected === null}
        tabIndex={0}
        className={`catalog-tree-row catalog-tree-root${selected === null ? ' is-selected' : ''}${dropClass(null)}`}
        onClick={() => onSelect(null)}
        onKeyDown={(e) => e.key === 'Enter' && onSelect(null)}
        onDragOver={(e) => over(e, null)}
        onDragLeave={() => setDrop(null)}
        onDrop={(e) => dropOn(e, null)}
      >
        <Icon icon="box" className="catalog-tree-icon" />
        <span className="catalog-tree-name">Все товары</span>
        {counts && (
          <Tag minimal round className="catalog-tree-count">
            {counts.total}
          </Tag>
        )}
      </div>
      {rows.map((n) => {
        const deleted = n.record.deleted;
        const draggable = canWrite && !deleted;
        const isFolded = folded.has(n.id);
        return (
          <div
            key={n.id}
            role="treeitem"
            aria-level={n.depth + 1}
            aria-selected={selected === n.id}
            aria-expanded={n.children.length ? !isFolded : undefined}
            aria-label={n.name}
            tabIndex={0}
            data-id={n.id}
            draggable={draggable}
            className={[
              'catalog-tree-row',
              selected === n.id && 'is-selected',
              !n.record.active && 'is-inactive',
              deleted && 'is-deleted',
              dragId === n.id && 'is-dragged',
            ]
              .filter(Boolean)
              .join(' ')
              .concat(dropClass(n.id))}
            style={{ paddingLeft: 6 + n.depth * 18 }}
            onClick={() => onSelect(n.id)}
            onKeyDown={(e) => {
              if (e.target !== e.currentTarget) return;
              if (e.key === 'Enter') onSelect(n.id);
              if (e.key === 'ArrowLeft' && n.children.length && !isFolded) toggleFold(n.id);
              if (e.key === 'ArrowRight' && isFolded) toggleFold(n.id);
            }}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', n.id);
              setDragId(n.id);
            }}
            onDragEnd={endDrag}
            onDragOver={(e) => over(e, n)}
            onDrop={(e) => dropOn(e, n)}
          >
            {n.children.length ? (
              <button
                type="button"
                className="catalog-tree-caret"
                aria-label={isFolded ? `Развернуть «${n.name}»` : `Свернуть «${n.name}»`}
                onClick={(e) => {
                  e.stopPropagation();
                  toggleFold(n.id);
                }}
              >
                <Icon icon={isFolded ? 'chevron-right' : 'chevron-down'} size={14} />
              </button>
            ) : (
              <span className="catalog-tree-caret" />
            )}
            <Icon
              icon={draggable ? 'drag-handle-vertical' : 'folder-close'}
              className="catalog-tree-icon"
              title={draggable ? 'Перетащите, чтобы изменить порядок' : undefined}
            />
            <span className="catalog-tree-name">{n.name}</span>
            {deleted ? (
              <Tag minimal intent="danger">
                удалена
              </Tag>
            ) : (
              !n.record.active && <Tag minimal>откл.</Tag>
            )}
            {counts && (
              <Tag minimal round className="catalog-tree-count" title="Товаров в категории и подкатегориях">
                {counts.byCategory.get(n.id) ?? 0}
              </Tag>
            )}
            {/* Clicks in the menu (a portal) bubble through React to the row: stop them here. */}
            <span
              className="catalog-tree-menu"
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
            >
              <PopoverNext content={menu(n)} placement="bottom-end">
                <Button size="small" variant="minimal" icon="more" aria-label={`Действия с «${n.name}»`} />
              </PopoverNext>
            </span>
          </div>
        );
      })}
    </div>
  );
}
