import '@blueprintjs/table/lib/css/table.css';
import { Tag } from '@blueprintjs/core';
import { Cell, Column, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import { Link } from 'react-router-dom';
import type { StockMovementReason } from '../graphql';
import { nearEnd } from './DocumentsTable';
import { formatDelta, formatMoment, formatQuantity } from './format';
import { documentPath } from './kinds';
import type { WarehouseRefs } from './refs';
import type { StockMovement } from './useWarehouse';

export const REASONS: Record<StockMovementReason, string> = {
  post: 'Проведение',
  unpost: 'Отмена проведения',
  sale: 'Продажа',
  sale_return: 'Возврат продажи',
};

interface Props {
  rows: StockMovement[];
  refs: WarehouseRefs;
  showProduct: boolean;
  /** Where an order opens for this user (its shop's form). */
  orderPath: (orderId: string) => string;
  /** The table is close to its last loaded row: time for the next page. */
  onNearEnd?: () => void;
}

/** The ledger: when, who, why (document or order, linked), the change and the balance after it. */
export function MovementsTable({ rows, refs, showProduct, orderPath, onNearEnd }: Props) {
  const cell =
    (render: (m: StockMovement) => React.ReactNode, interactive = false) =>
    (row: number) => <Cell interactive={interactive}>{render(rows[row])}</Cell>;
  const columns = [
    { title: 'Когда', width: 125, cell: cell((m) => formatMoment(m.at)) },
    ...(showProduct
      ? [{ title: 'Товар', width: 190, cell: cell((m) => m.productName ?? `Товар №${m.productId}`) }]
      : []),
    { title: 'Филиал', width: 130, cell: cell((m) => refs.affiliates.name(m.affiliateId)) },
    {
      title: 'Основание',
      width: 210,
      cell: cell(
        (m) => (
          <>
            {REASONS[m.reason]}{' '}
            {m.documentId && m.documentKind ? (
              <Link to={documentPath(m.documentKind, m.documentId)}>
                {m.documentNumber ?? `№${m.documentId}`}
              </Link>
            ) : m.orderId ? (
              <Link to={orderPath(m.orderId)}>заказ {m.orderNumber ?? `№${m.orderId}`}</Link>
            ) : null}{' '}
            {m.untracked && (
              <Tag intent="warning" minimal title="Товар без состава и без поступлений">
                без учёта
              </Tag>
            )}
          </>
        ),
        true,
      ),
    },
    {
      title: 'Изменение',
      width: 95,
      cell: cell((m) => <span className={m.delta < 0 ? 'wh-minus' : 'wh-plus'}>{formatDelta(m.delta)}</span>),
    },
    {
      title: 'Остаток после',
      width: 110,
      cell: cell((m) => (
        <span className={`wh-after${m.balanceAfter < 0 ? ' wh-minus' : ''}`}>
          {formatQuantity(m.balanceAfter)}
        </span>
      )),
    },
    { title: 'Кто', width: 140, cell: cell((m) => m.userName ?? '') },
  ];
  return (
    <div className="wh-table">
      <Table2
        numRows={rows.length}
        columnWidths={columns.map((c) => c.width)}
        defaultRowHeight={34}
        enableRowHeader={false}
        enableColumnResizing
        selectionModes={SelectionModes.NONE}
        renderMode={RenderMode.NONE}
        cellRendererDependencies={[rows, refs]}
        onVisibleCellsChange={(visible) => nearEnd(visible, rows.length, onNearEnd)}
      >
        {columns.map((c) => (
          <Column key={c.title} name={c.title} cellRenderer={c.cell} />
        ))}
      </Table2>
    </div>
  );
}
