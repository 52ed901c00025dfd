// Table2's own stylesheet loads with the first screen that needs it, not with the app shell.
import '@blueprintjs/table/lib/css/table.css';
import { Cell, Column, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRub } from '../../../schema/money';
import type { ListRecord } from '../lists/store';
import { ProductThumb, StatusTags } from './ProductGrid';
import { pathName, type CategoryTree } from './tree';

const ROW_HEIGHT = 44;

interface ColumnDef {
  name: string;
  width: number;
  /** Takes a share of the room the fixed columns leave. */
  grow?: boolean;
  numeric?: boolean;
  render: (p: ListRecord) => ReactNode;
  text?: (p: ListRecord) => string;
}

interface Props {
  products: ListRecord[];
  tree: CategoryTree;
  /** The last rows came into view: time for the server's next page. */
  onNearEnd: () => void;
}

/** The products as a virtualised table (Table2 draws only the rows in view). */
export function ProductTable({ products, tree, onNearEnd }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBoxWidth(el.clientWidth));
    observer.observe(el);
    setBoxWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);

  const money = (v: unknown) => (v === null || v === undefined ? '' : formatRub(Number(v)));
  const columns: ColumnDef[] = [
    { name: '', width: 52, render: (p) => <ProductThumb product={p} size={36} /> },
    {
      name: 'Название',
      width: 220,
      grow: true,
      render: (p) => (
        <Link to={`/EditProduct/${p.id}`} className="catalog-table-name">
          {String(p.name)}
        </Link>
      ),
      text: (p) => String(p.name),
    },
    { name: 'Артикул', width: 110, render: (p) => String(p.article ?? '') },
    { name: 'Штрихкод', width: 130, render: (p) => String(p.barcode ?? '') },
    {
      name: 'Категория',
      width: 170,
      grow: true,
      render: (p) => pathName(tree, p.categoryId ? String(p.categoryId) : null),
    },
    { name: 'Ед.', width: 60, render: (p) => String(p.unit ?? '') },
    { name: 'Цена', width: 110, numeric: true, render: (p) => money(p.price) },
    { name: 'Себестоимость', width: 120, numeric: true, render: (p) => money(p.cost) },
    { name: 'Статус', width: 110, render: (p) => <StatusTags product={p} /> },
  ];

  // Name and category share what the fixed widths leave, so the table fills its box.
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  const growing = columns.filter((c) => c.grow).length;
  const spare = Math.max(0, boxWidth - fixed - 2);
  const widths = columns.map((c) => c.width + (c.grow ? Math.floor(spare / growing) : 0));

  return (
    <div ref={box} className="catalog-table">
      <Table2
        numRows={products.length}
        columnWidths={widths}
        defaultRowHeight={ROW_HEIGHT}
        enableRowHeader={false}
        enableColumnResizing
        selectionModes={SelectionModes.NONE}
        renderMode={RenderMode.NONE}
        cellRendererDependencies={[products, tree]}
        onVisibleCellsChange={(visible) => {
          // Ten rows before the end, so the next page is usually there before it is needed.
          if (visible.rowIndexEnd >= products.length - 10) onNearEnd();
        }}
      >
        {columns.map((c) => (
          <Column
            key={c.name || 'thumb'}
            name={c.name}
            cellRenderer={(r) => {
              const p = products[r];
              return (
                <Cell
                  interactive={c.name === 'Название'}
                  className={`${c.numeric ? 'catalog-cell-number' : ''}${p.active && !p.deleted ? '' : ' catalog-row-off'}`}
                  tooltip={c.text?.(p)}
                >
                  {c.render(p)}
                </Cell>
              );
            }}
          />
        ))}
      </Table2>
    </div>
  );
}
