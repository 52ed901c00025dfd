import { Button, HTMLTable } from '@blueprintjs/core';
import { formatRub } from '../../../schema/money';
import { formatDateTime } from '../app/format';
import { formatSigned } from './money';
import type { CashShift } from './useCashbox';

interface Props {
  shifts: CashShift[];
  onOpen: (shift: CashShift) => void;
  /** The list is scrolled close to its last loaded shift: time for the next page. */
  onNearEnd?: () => void;
}

/** How close to the bottom (px) the next page is asked for: a few rows ahead of the reader. */
const AHEAD = 200;

/** Past shifts, newest first, with what the till should have held and what was counted. */
export function ShiftsTable({ shifts, onOpen, onNearEnd }: Props) {
  return (
    <div
      className="cb-scroll"
      onScroll={(e) => {
        const box = e.currentTarget;
        if (onNearEnd && box.scrollTop + box.clientHeight >= box.scrollHeight - AHEAD) onNearEnd();
      }}
    >
      <HTMLTable compact striped interactive className="cb-table" aria-label="Закрытые смены">
        <thead>
          <tr>
            <th>Открыта</th>
            <th>Закрыта</th>
            <th>Кассир</th>
            <th className="cb-num">Выручка</th>
            <th className="cb-num">Наличные</th>
            <th className="cb-num">Ожидалось</th>
            <th className="cb-num">Посчитано</th>
            <th className="cb-num">Разница</th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((s) => {
            const d = s.difference ?? 0;
            return (
              <tr key={s.id} onClick={() => onOpen(s)}>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    text={formatDateTime(s.openedAt)}
                    aria-label={`Смена от ${formatDateTime(s.openedAt)}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(s);
                    }}
                  />
                </td>
                <td>{s.closedAt ? formatDateTime(s.closedAt) : ''}</td>
                <td>
                  {[s.openedByName, s.closedByName]
                    .filter((n, i, all) => n && all.indexOf(n) === i)
                    .join(' → ')}
                </td>
                <td className="cb-num">{formatRub(s.takingsTotal)}</td>
                <td className="cb-num">{formatRub(s.cashTakings)}</td>
                <td className="cb-num">{formatRub(s.expectedCash)}</td>
                <td className="cb-num">
                  {s.countedCash === null || s.countedCash === undefined ? '' : formatRub(s.countedCash)}
                </td>
                <td className={`cb-num ${d < 0 ? 'cb-minus' : d > 0 ? 'cb-plus' : ''}`}>{formatSigned(d)}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
