import '@blueprintjs/table/lib/css/table.css';
import { Button, Tag } from '@blueprintjs/core';
import { Cell, Column, RenderMode, SelectionModes, Table2 } from '@blueprintjs/table';
import { nearEnd } from './DocumentsTable';
import { formatQuantity } from './format';

export interface BalanceRow {
  affiliateId: string;
  productId: string;
  quantity: number;
  untracked: boolean;
  productName: string;
  branchName: string;
  unit: string;
}

interface Props {
  rows: BalanceRow[];
  showBranch: boolean;
  selected: { productId: string; affiliateId: string } | null;
  onPick: (row: BalanceRow) => void;
  /** The table is close to its last loaded row: time for the next page. */
  onNearEnd?: () => void;
}

const rowClass = (r: BalanceRow, picked: boolean) =>
  [r.quantity < 0 ? 'wh-negative' : '', picked ? 'wh-picked' : ''].filter(Boolean).join(' ') || undefined;

/**
 * Stock per product (and branch), virtualised and paged (issue 17): negative balances in red,
 * untracked ones with a warning.
 */
export function BalancesTable({ rows, showBranch, selected, onPick, onNearEnd }: Props) {
  const picked = (r: BalanceRow) =>
    selected?.productId === r.productId && (!selected.affiliateId || selected.affiliateId === r.affiliateId);
  const cell =
    (render: (r: BalanceRow) => React.ReactNode, interactive = false) =>
    (row: number) => {
      const r = rows[row];
      return (
        <Cell interactive={interactive} className={rowClass(r, picked(r))}>
          {render(r)}
        </Cell>
      );
    };
  const columns = [
    {
      title: 'Товар',
      width: 340,
      cell: cell(
        (r) => (
          <Button
            variant="minimal"
            size="small"
            className="wh-product-link"
            text={r.productName}
            title="Движения товара"
            onClick={() => onPick(r)}
          />
        ),
        true,
      ),
    },
    ...(showBranch ? [{ title: 'Филиал', width: 170, cell: cell((r) => r.branchName) }] : []),
    {
      title: 'Остаток',
      width: 130,
      cell: cell((r) => (
        <span className="wh-qty" data-testid={`balance-${r.affiliateId}-${r.productId}`}>
          {formatQuantity(r.quantity)} {r.unit}
        </span>
      )),
    },
    {
      title: 'Отметки',
      width: 220,
      cell: cell(
        (r) => (
          <>
            {r.untracked && (
              <Tag
                intent="warning"
                icon="warning-sign"
                minimal
                title="Продавался без поступления и без состава: остатку нельзя доверять"
              >
                Без учёта
              </Tag>
            )}{' '}
            {r.quantity < 0 && (
              <Tag intent="danger" minimal>
                Минус
              </Tag>
            )}
          </>
        ),
        true,
      ),
    },
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
        cellRendererDependencies={[rows, selected]}
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
