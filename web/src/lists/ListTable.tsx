// Table2's own stylesheet loads with the first list screen, not with the app shell.
import '@blueprintjs/table/lib/css/table.css';
import { Button, Icon, Switch } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  type ColumnProps,
  RenderMode,
  SelectionModes,
  Table2,
} from '@blueprintjs/table';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { FieldDef, ListDef } from '../../../schema/lists';
import { cellText, columnFields, type RefResolver } from './format';
import type { ListRecord } from './store';
import type { SortState } from './useListRows';

interface Props {
  list: ListDef;
  rows: ListRecord[];
  resolve: RefResolver;
  sort: SortState;
  /** Absent: the server orders the rows (a growing list), the headers only name the columns. */
  onSort?: (key: string) => void;
  /** The last rows came into view: a growing list loads its next page. */
  onNearEnd?: () => void;
  canWrite: boolean;
  /** Drag to reorder: only for sortable lists shown in their own order, unfiltered. */
  canDrag: boolean;
  onMove: (id: string, toId: string) => void;
  onToggleActive: (record: ListRecord) => void;
  onEdit: (record: ListRecord) => void;
  onDelete: (record: ListRecord) => void;
  onRestore: (record: ListRecord) => void;
  /** The first column opens the record's card (the client directory's client card). */
  onOpen?: (record: ListRecord) => void;
}

const ROW_HEIGHT = 36;
const NUMERIC = new Set(['money', 'int', 'number']);

/** The table box's width, so the columns can share out what their defaults leave over. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function width(field: FieldDef): number {
  if (field.type === 'text' || field.type === 'richtext' || field.type === 'email') return 240;
  if (field.type === 'bool' || field.type === 'color') return 110;
  if (['money', 'int', 'number', 'date', 'pageKeys'].includes(field.type)) return 170;
  return field.name === 'name' || field.type === 'ref' ? 220 : 170;
}

// Blueprint marks every cell with its row index; a drag finds its target through that class.
function rowIndexAt(x: number, y: number): number | undefined {
  const cell = document.elementFromPoint(x, y)?.closest('.bp6-table-cell');
  const m = cell?.className.match(/table-cell-row-(\d+)/);
  return m ? Number(m[1]) : undefined;
}

/** The virtualised table (Blueprint Table2 renders only the rows in view). */
export function ListTable(props: Props) {
  const { list, rows, resolve, sort, onSort, canWrite, canDrag } = props;
  const fields = columnFields(list.fields);
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const [boxRef, boxWidth] = useWidth();

  // The drag follows the pointer over the whole window: rows scroll and the pointer leaves cells.
  useEffect(() => {
    if (!drag) return;
    const move = (e: MouseEvent) => {
      const over = rowIndexAt(e.clientX, e.clientY);
      if (over !== undefined) setDrag((d) => (d && d.over !== over ? { ...d, over } : d));
    };
    const up = () => {
      setDrag(null);
      const from = rows[drag.from];
      const to = rows[drag.over];
      if (from && to && from.id !== to.id) props.onMove(from.id, to.id);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
    return () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
  }, [drag, rows, props]);

  const rowClass = (r: number) =>
    [rows[r]?.deleted && 'list-row-deleted', drag?.over === r && drag.from !== r && 'list-row-drop-target']
      .filter(Boolean)
      .join(' ');

  const header = (key: string, name: string) => () => (
    <ColumnHeaderCell
      name={name}
      nameRenderer={() =>
        !onSort ? (
          <span className="list-sort-header">{name}</span>
        ) : (
          <button type="button" className="list-sort-header" onClick={() => onSort(key)} title="Сортировать">
            {name}
            {sort?.key === key && (
              <Icon icon={sort.dir === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />
            )}
          </button>
        )
      }
    />
  );

  const columns: ReactElement<ColumnProps>[] = [];
  const widths: number[] = [];
  if (list.sortable && canWrite) {
    widths.push(40);
    columns.push(
      <Column
        key="drag"
        name=""
        cellRenderer={(r) => (
          <Cell interactive className={rowClass(r)}>
            <span
              className={`list-drag-handle${canDrag ? '' : ' list-drag-disabled'}`}
              role="button"
              aria-label={`Перетащить «${cellText(fields[0], rows[r], resolve)}»`}
              title={
                canDrag
                  ? 'Перетащите, чтобы изменить порядок'
                  : 'Сбросьте поиск и сортировку, чтобы менять порядок'
              }
              onMouseDown={(e) => {
                if (!canDrag || e.button !== 0) return;
                e.preventDefault();
                setDrag({ from: r, over: r });
              }}
            >
              <Icon icon="drag-handle-vertical" />
            </span>
          </Cell>
        )}
      />,
    );
  }
  // The switch and the actions come first, so wide lists (clients) show them without scrolling.
  // (Not frozen: Table2 draws frozen cells twice, which would double every control.)
  widths.push(100);
  if (canWrite) widths.push(140);
  columns.push(
    <Column
      key="active"
      columnHeaderCellRenderer={header('active', 'Активна')}
      cellRenderer={(r) => (
        <Cell interactive className={rowClass(r)}>
          <Switch
            className="list-active-switch"
            checked={rows[r].active}
            disabled={!canWrite || rows[r].deleted}
            aria-label={`Активна: ${cellText(fields[0], rows[r], resolve)}`}
            onChange={() => props.onToggleActive(rows[r])}
          />
        </Cell>
      )}
    />,
  );
  if (canWrite)
    columns.push(
      <Column
        key="actions"
        name="Действия"
        cellRenderer={(r) => {
          const record = rows[r];
          const label = cellText(fields[0], record, resolve);
          return (
            <Cell interactive className={rowClass(r)}>
              {record.deleted ? (
                <Button
                  size="small"
                  variant="minimal"
                  icon="undo"
                  text="Восстановить"
                  onClick={() => props.onRestore(record)}
                />
              ) : (
                <>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={`Изменить «${label}»`}
                    title="Изменить"
                    onClick={() => props.onEdit(record)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon="trash"
                    intent="danger"
                    aria-label={`Удалить «${label}»`}
                    title="Удалить"
                    onClick={() => props.onDelete(record)}
                  />
                </>
              )}
            </Cell>
          );
        }}
      />,
    );
  for (const f of fields) {
    widths.push(width(f));
    columns.push(
      <Column
        key={f.name}
        columnHeaderCellRenderer={header(f.name, f.label)}
        cellRenderer={(r) => {
          const record = rows[r];
          const text = cellText(f, record, resolve);
          return (
            <Cell
              className={`${rowClass(r)}${NUMERIC.has(f.type) ? ' list-cell-number' : ''}`}
              tooltip={text}
            >
              {props.onOpen && f === fields[0] ? (
                <button
                  type="button"
                  className="list-open-link"
                  aria-label={`Карточка: ${text}`}
                  onClick={() => props.onOpen!(record)}
                >
                  {text || '—'}
                </button>
              ) : f.type === 'color' && text ? (
                <span className="list-color-cell">
                  <span className="list-swatch" style={{ background: text }} />
                  {text}
                </span>
              ) : (
                text
              )}
            </Cell>
          );
        }}
      />,
    );
  }

  // The field columns share the room left over, so the table fills its box without ghost columns.
  const spare = boxWidth - widths.reduce((a, b) => a + b, 0) - 2;
  const first = widths.length - fields.length;
  if (spare > 0)
    for (let i = first; i < first + fields.length; i++) widths[i] += Math.floor(spare / fields.length);

  return (
    <div ref={boxRef} className={`list-table${drag ? ' list-table-dragging' : ''}`}>
      <Table2
        numRows={rows.length}
        columnWidths={widths}
        defaultRowHeight={ROW_HEIGHT}
        enableRowHeader={false}
        enableColumnResizing
        selectionModes={SelectionModes.NONE}
        renderMode={RenderMode.NONE}
        cellRendererDependencies={[rows, drag, canWrite, canDrag, sort]}
        onVisibleCellsChange={(visible) => {
          // Ten rows before the end, so the next page is usually there before it is needed.
          if (props.onNearEnd && visible.rowIndexEnd >= rows.length - 10) props.onNearEnd();
        }}
        enableGhostCells
      >
        {columns}
      </Table2>
    </div>
  );
}
