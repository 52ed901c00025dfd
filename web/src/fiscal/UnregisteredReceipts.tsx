import { Callout, HTMLTable } from '@blueprintjs/core';
import { formatDateTime } from '../app/format';
import { useUnregisteredFiscalDocumentsQuery, type ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { formatMoney } from '../lists/format';
import { toastError, toastSuccess } from '../lists/toaster';
import { FiscalTag, KIND_LABELS, RetryButton } from './FiscalStatus';
import './fiscal.css';
import { useFiscal } from './useFiscal';

/**
 * The cashbox screen's «Непробитые чеки» (docs/fiscal.md): what the register has not printed
 * yet, with the driver's message and «Пробить снова». The shift does not close while any is left.
 */
export function UnregisteredReceipts({ shopType }: { shopType: ShopType }) {
  const fiscal = useFiscal(shopType);
  const { data, error } = useUnregisteredFiscalDocumentsQuery({
    variables: { shopType },
    fetchPolicy: 'cache-and-network',
  });
  const docs = data?.unregisteredFiscalDocuments ?? [];
  if (error)
    return (
      <Callout intent="danger" icon="error">
        {serverError(error).message}
      </Callout>
    );
  if (docs.length === 0) return null;
  return (
    <Callout
      intent="warning"
      icon="warning-sign"
      title={`Непробитые чеки: ${docs.length}`}
      className="fiscal-unregistered"
    >
      <p>Касса не напечатала эти чеки. Пробейте их, прежде чем закрывать смену.</p>
      <HTMLTable compact striped aria-label="Непробитые чеки">
        <thead>
          <tr>
            <th>Когда</th>
            <th>Документ</th>
            <th>Заказ</th>
            <th>Сумма</th>
            <th>Касса ответила</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {docs.map((d) => (
            <tr key={d.id}>
              <td>{formatDateTime(d.createdAt)}</td>
              <td>{KIND_LABELS[d.kind]}</td>
              <td>{d.orderNumber ?? ''}</td>
              <td>{formatMoney(d.amount)}</td>
              <td>
                <FiscalTag doc={d} /> {d.message ?? ''}
              </td>
              <td>
                <RetryButton
                  onRetry={async () => {
                    try {
                      const done = await fiscal.retry(d);
                      if (done.status === 'registered') toastSuccess(`Чек № ${done.number} пробит`);
                      else toastError(`Чек не пробит: ${done.message ?? 'касса ещё не ответила'}`);
                    } catch (e) {
                      toastError(serverError(e).message);
                    }
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Callout>
  );
}
