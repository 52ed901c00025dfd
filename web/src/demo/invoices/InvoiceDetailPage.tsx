import { Button, Card, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../app/format';
import {
  useDeleteInvoiceMutation,
  useInvoiceQuery,
  useUpdateInvoiceMutation,
  type InvoiceStatus,
} from '../../graphql';
import { DemoPage } from '../DemoPage';
import { STATUS_LABEL, invoiceTotals } from './status';

/** One demo invoice: parties, lines, subtotal, VAT and total; status change and delete. */
export default function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useInvoiceQuery({ variables: { id } });
  const [update, updated] = useUpdateInvoiceMutation();
  const [remove, removed] = useDeleteInvoiceMutation({ refetchQueries: ['Invoices'] });
  const inv = data?.invoice;
  const totals = inv ? invoiceTotals(inv.items, inv.vat) : null;
  const money = (n: number) => `${inv?.currency ?? ''}${n.toFixed(2)}`;

  return (
    <DemoPage
      title={inv ? `Счёт № ${inv.orderNo}` : 'Счёт'}
      loading={loading}
      error={error ?? updated.error ?? removed.error}
      actions={
        inv && (
          <div className="demo-toolbar">
            <HTMLSelect
              aria-label="Статус"
              value={inv.status}
              onChange={(e) =>
                void update({ variables: { id, input: { status: e.target.value as InvoiceStatus } } }).catch(
                  () => undefined,
                )
              }
            >
              {Object.entries(STATUS_LABEL).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </HTMLSelect>
            <Button
              icon="trash"
              intent="danger"
              text="Удалить"
              onClick={() =>
                void remove({ variables: { id } })
                  .then(() => navigate('/demo/invoice/list'))
                  .catch(() => undefined)
              }
            />
          </div>
        )
      }
    >
      {inv && totals && (
        <Card>
          <p>Дата: {formatDate(inv.date)}</p>
          <div className="demo-parties">
            <div>
              <h4>Продавец</h4>
              <p>{inv.seller.name}</p>
              <p className="bp6-text-muted">{inv.seller.address}</p>
            </div>
            <div>
              <h4>Покупатель</h4>
              <p>{inv.buyer.name || '—'}</p>
              <p className="bp6-text-muted">{inv.buyer.address}</p>
            </div>
          </div>
          <HTMLTable className="demo-table" striped>
            <thead>
              <tr>
                <th>#</th>
                <th>Позиция</th>
                <th>Цена</th>
                <th>Кол-во</th>
                <th>Сумма</th>
              </tr>
            </thead>
            <tbody>
              {inv.items.map((item, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{item.name}</td>
                  <td>{money(item.price)}</td>
                  <td>{item.unit}</td>
                  <td>{money(item.unit * item.price)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <div className="demo-totals">
            <div>Подытог: {money(totals.subtotal)}</div>
            <div>
              НДС ({inv.vat}%): {money(totals.tax)}
            </div>
            <strong>Итого: {money(totals.total)}</strong>
          </div>
        </Card>
      )}
    </DemoPage>
  );
}
