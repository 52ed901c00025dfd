// Table2's own stylesheet loads with the first table screen, not with the app shell.
import '@blueprintjs/table/lib/css/table.css';
import { Button, Tag } from '@blueprintjs/core';
import { Cell, type CellRenderer, Column, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import type { ReactNode } from 'react';
import { formatMoney } from '../lists/format';
import { formatDay, formatMoment } from './format';
import type { KindDef } from './kinds';
import type { WarehouseRefs } from './refs';
import type { StockDocument } from './useWarehouse';

interface Props {
  kind: KindDef;
  rows: StockDocument[];
  refs: WarehouseRefs;
  onOpen: (id: string) => void;
  /** The table is close to its last loaded row: time for the next page. */
  onNearEnd?: () => void;
}

export function StatusTag({ doc }: { doc: Pick<StockDocument, 'status' | 'deleted'> }) {
  if (doc.deleted) return <Tag minimal>Удалён</Tag>;
  return doc.status === 'posted' ? (
    <Tag intent="success" icon="tick">
      Проведён
    </Tag>
  ) : (
    <Tag intent="warning" minimal>
      Черновик
    </Tag>
  );
}

/** The column of the kind's counterparty: supplier, write-off reason, or the comment. */
export const counterpartyTitle = (kind: KindDef) =>
  kind.counterparty === 'supplier'
    ? 'Поставщик'
    : kind.counterparty === 'writeOff'
      ? 'Причина'
      : 'Комментарий';

export function counterpartyText(kind: KindDef, d: StockDocument, refs: WarehouseRefs) {
  if (kind.counterparty === 'supplier') return d.supplier?.name || d.comment;
  if (kind.counterparty === 'writeOff') return refs.writeOffs.name(d.writeOffId);
  return d.comment;
}

export const branchText = (d: StockDocument, refs: WarehouseRefs) =>
  d.toAffiliateId
    ? `${refs.affiliates.name(d.affiliateId)} → ${refs.affiliates.name(d.toAffiliateId)}`
    : refs.affiliates.name(d.affiliateId);

const ROW_HEIGHT = 34;

/** Ten rows before the end, so the next page is usually there before it is needed. */
export function nearEnd(visible: { rowIndexEnd: number }, rows: number, onNearEnd?: () => void) {
  if (onNearEnd && visible.rowIndexEnd >= rows - 10) onNearEnd();
}

/** The virtualised document list: only the rows in view are in the DOM. */
export function DocumentsTable({ kind, rows, refs, onOpen, onNearEnd }: Props) {
  const text = (value: (d: StockDocument) => string) => (row: number) => {
    const v = value(rows[row]);
    return (
      <Cell tooltip={v} className={rows[row].deleted ? 'wh-deleted' : undefined}>
        {v}
      </Cell>
    );
  };
  const live = (render: (d: StockDocument) => ReactNode) => (row: number) => (
    <Cell interactive className={rows[row].deleted ? 'wh-deleted' : undefined}>
      {render(rows[row])}
    </Cell>
  );
  const columns: { title: string; width: number; cell: CellRenderer }[] = [
    {
      title: 'Номер',
      width: 120,
      cell: live((d) => (
        <Button
          variant="minimal"
          size="small"
          className="wh-number"
          text={d.number}
          aria-label={`Открыть ${d.number}`}
          onClick={() => onOpen(d.id)}
        />
      )),
    },
    { title: 'Дата', width: 95, cell: text((d) => formatDay(d.date)) },
    {
      title: kind.toAffiliate ? 'Откуда → куда' : 'Филиал',
      width: kind.toAffiliate ? 250 : 160,
      cell: text((d) => branchText(d, refs)),
    },
    {
      title: counterpartyTitle(kind),
      width: kind.toAffiliate ? 130 : 190,
      cell: text((d) => counterpartyText(kind, d, refs)),
    },
    { title: 'Сумма', width: 115, cell: text((d) => formatMoney(d.total)) },
    { title: 'Статус', width: 115, cell: live((d) => <StatusTag doc={d} />) },
    {
      title: 'Провёл',
      width: 200,
      cell: text((d) =>
        d.status === 'posted' ? `${d.postedByName ?? ''} ${formatMoment(d.postedAt)}`.trim() : '',
      ),
    },
  ];
  return (
    <div className="wh-table">
      <Table2
        numRows={rows.length}
        columnWidths={columns.map((c) => c.width)}
        defaultRowHeight={ROW_HEIGHT}
        enableRowHeader={false}
        enableColumnResizing
        selectionModes={SelectionModes.NONE}
        renderMode={RenderMode.NONE}
        cellRendererDependencies={[rows, refs]}
        onVisibleCellsChange={(visible) => nearEnd(visible, rows.length, onNearEnd)}
        enableGhostCells
      >
        {columns.map((c) => (
          <Column key={c.title} name={c.title} cellRenderer={c.cell} />
        ))}
      </Table2>
    </div>
  );
}
