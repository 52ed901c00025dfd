import { HTMLTable } from '@blueprintjs/core';
import { formatDateTime } from '../app/format';
import type { OrderDetails } from './useOrders';

const FIELD_LABELS: Record<string, string> = {
  created: 'Создан',
  edited: 'Изменён',
  status: 'Статус',
  worker: 'Исполнитель',
  payment: 'Оплата',
  deleted: 'Удалён',
};

/** The change history, newest first (the server keeps it oldest first). */
export function HistoryTable({ history }: { history: OrderDetails['history'] }) {
  if (history.length === 0) return <p className="bp6-text-muted">Изменений пока нет</p>;
  return (
    <HTMLTable compact striped className="orders-history">
      <thead>
        <tr>
          <th>Когда</th>
          <th>Кто</th>
          <th>Что</th>
          <th>Было → стало</th>
        </tr>
      </thead>
      <tbody>
        {[...history].reverse().map((h) => {
          const from = h.oldName ?? h.oldValue ?? '';
          const to = h.newName ?? h.newValue ?? '';
          return (
            <tr key={h.id}>
              <td>{formatDateTime(h.at)}</td>
              <td>{h.userName ?? 'Система'}</td>
              <td>{FIELD_LABELS[h.field] ?? h.field}</td>
              <td>{from || to ? `${from || '—'} → ${to || '—'}` : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
