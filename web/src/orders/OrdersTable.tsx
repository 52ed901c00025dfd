// Table2's own stylesheet loads with the first table screen, not with the app shell.
import '@blueprintjs/table/lib/css/table.css';
import { Button, Checkbox } from '@blueprintjs/core';
import {
  Cell,
  type CellRenderer,
  Column,
  ColumnHeaderCell,
  RenderMode,
  SelectionModes,
  Table2,
} from '@blueprintjs/table';
import type { ReactNode } from 'react';
import { RefPicker, StatusTag } from './StatusTag';
import { orderColumns } from './orderText';
import type { OrderRefs } from './refs';
import type { OrderListRow } from './useOrders';

interface Props {
  rows: OrderListRow[];
  refs: OrderRefs;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpen: (id: string) => void;
  onStatus: (o: OrderListRow, statusId: string) => void;
  onWorker: (o: OrderListRow, workerId: string) => void;
  onPayment: (o: OrderListRow, paymentTypeId: string) => void;
  /** The last rows came into view: the next page of the period is fetched. */
  onNearEnd?: () => void;
}

const ROW_HEIGHT = 34;

/** The virtualised order list: only the rows in view are in the DOM, whatever the month holds. */
export function OrdersTable({
  rows,
  refs,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onNearEnd,
  ...act
}: Props) {
  const cols = orderColumns(refs);
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const plain = (i: number) => (row: number) => (
    <Cell tooltip={cols[i].text(rows[row])}>{cols[i].text(rows[row])}</Cell>
  );
  const live = (render: (o: OrderListRow) => ReactNode) => (row: number) => (
    <Cell interactive>{render(rows[row])}</Cell>
  );
  const renderers: Record<string, CellRenderer> = {
    number: live((o) => (
      <Button
        variant="minimal"
        size="small"
        className="orders-number"
        text={o.number}
        onClick={() => onOpen(o.id)}
      />
    )),
    payment: live((o) => (
      <RefPicker
        current={o.paymentTypeId}
        options={refs.payments.options}
        onPick={(id) => act.onPayment(o, id)}
      >
        <Button
          variant="minimal"
          size="small"
          endIcon="caret-down"
          text={refs.payments.name(o.paymentTypeId) || '—'}
        />
      </RefPicker>
    )),
    status: live((o) => (
      <RefPicker current={o.statusId} options={refs.statuses.options} onPick={(id) => act.onStatus(o, id)}>
        <span className="orders-status-trigger" aria-label={`Статус заказа ${o.number}`}>
          <StatusTag status={refs.statuses.byId.get(o.statusId)} interactive />
        </span>
      </RefPicker>
    )),
    worker: live((o) => (
      <RefPicker current={o.workerId} options={refs.workers.options} onPick={(id) => act.onWorker(o, id)}>
        <Button
          variant="minimal"
          size="small"
          endIcon="caret-down"
          text={refs.workers.name(o.workerId) || 'Назначить'}
        />
      </RefPicker>
    )),
  };
  return (
    <div className="orders-table">
      <Table2
        numRows={rows.length}
        columnWidths={[40, ...cols.map((c) => c.width)]}
        defaultRowHeight={ROW_HEIGHT}
        enableRowHeader={false}
        enableColumnResizing
        selectionModes={SelectionModes.NONE}
        renderMode={RenderMode.NONE}
        cellRendererDependencies={[rows, selected, refs]}
        onVisibleCellsChange={(visible) => {
          // Twenty rows before the end, so the next page is usually there before it is needed.
          if (onNearEnd && visible.rowIndexEnd >= rows.length - 20) onNearEnd();
        }}
        enableGhostCells
      >
        {[
          <Column
            key="check"
            // Blueprint clones the header with its own props: a ColumnHeaderCell takes them, a bare
            // div would put them on the DOM (React warns).
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell
                nameRenderer={() => (
                  <div className="orders-check">
                    <Checkbox aria-label="Выбрать все" checked={allChecked} onChange={onToggleAll} />
                  </div>
                )}
              />
            )}
            cellRenderer={(row) => (
              <Cell interactive>
                <Checkbox
                  className="orders-check"
                  aria-label={`Выбрать заказ ${rows[row].number}`}
                  checked={selected.has(rows[row].id)}
                  onChange={() => onToggle(rows[row].id)}
                />
              </Cell>
            )}
          />,
          ...cols.map((c, i) => (
            <Column key={c.title} name={c.title} cellRenderer={renderers[c.key] ?? plain(i)} />
          )),
        ]}
      </Table2>
    </div>
  );
}
