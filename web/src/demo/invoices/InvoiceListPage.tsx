import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '../../app/format';
import { useAddInvoiceMutation, useInvoicesQuery } from '../../graphql';
import { DemoPage } from '../DemoPage';
import { STATUS_INTENT, STATUS_LABEL, invoiceTotals } from './status';

/** The demo invoices: number, buyer, date, status and total; a new invoice opens at once. */
export default function InvoiceListPage() {
  const { data, loading, error } = useInvoicesQuery({ fetchPolicy: 'cache-and-network' });
  const [add, added] = useAddInvoiceMutation();
  const navigate = useNavigate();
  const create = async () => {
    const res = await add({
      variables: { input: { orderNo: String(Date.now()).slice(-4), status: 'pending' } },
    });
    if (res.data) navigate(`/demo/invoice/${res.data.addInvoice.id}`);
  };
  return (
    <DemoPage
      title="Счета"
      loading={loading && !data}
      error={error ?? added.error}
      actions={
        <Button
          icon="add"
          intent="primary"
          text="Новый счёт"
          onClick={() => void create().catch(() => undefined)}
        />
      }
    >
      <HTMLTable striped interactive className="demo-table">
        <thead>
          <tr>
            <th>№ заказа</th>
            <th>Покупатель</th>
            <th>Дата</th>
            <th>Статус</th>
            <th>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {data?.invoices?.map((inv) => (
            <tr key={inv.id}>
              <td>
                <Link to={`/demo/invoice/${inv.id}`}>{inv.orderNo}</Link>
              </td>
              <td>{inv.buyer.name || '—'}</td>
              <td>{formatDate(inv.date)}</td>
              <td>
                <Tag intent={STATUS_INTENT[inv.status]}>{STATUS_LABEL[inv.status]}</Tag>
              </td>
              <td>
                {inv.currency}
                {invoiceTotals(inv.items, inv.vat).total.toFixed(2)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </DemoPage>
  );
}
