import { Alert, Button, HTMLTable } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { useFiscalDocumentsQuery, type ShopType } from '../graphql';
import { formatMoney } from '../lists/format';
import { FiscalTag, KIND_LABELS, RetryButton, fiscalTime } from './FiscalStatus';
import './fiscal.css';
import { toastReceipts } from './receiptToasts';
import { useFiscal, type FiscalDoc } from './useFiscal';

/** The drawer's «Чеки»: the order's fiscal documents, their number, sign, time and state. */
export function FiscalDocumentsPanel({ orderId, shopType }: { orderId: string; shopType: ShopType }) {
  const fiscal = useFiscal(shopType);
  const { data } = useFiscalDocumentsQuery({ variables: { orderId } });
  const [confirmReturn, setConfirmReturn] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const docs = data?.fiscalDocuments ?? [];
  if (!fiscal.enabled && docs.length === 0) return null;

  // The buttons stay for a retry by hand: the status change makes settlement and return itself.
  const act = async (name: string, run: () => Promise<FiscalDoc[]>) => {
    setBusy(name);
    await toastReceipts(run(), 'Новых чеков для этого заказа нет');
    setBusy(null);
  };
  const registered = docs.filter((d) => d.status === 'registered');
  const canSettle =
    registered.some((d) => d.kind === 'prepayment') &&
    !docs.some((d) => ['settlement', 'sale', 'return'].includes(d.kind));
  const canReturn = registered.length > 0 && !docs.some((d) => d.kind === 'return');

  return (
    <section aria-label="Чеки">
      <h4>Чеки</h4>
      {docs.length > 0 && (
        <HTMLTable compact striped className="orders-lines fiscal-docs" aria-label="Фискальные документы">
          <thead>
            <tr>
              <th>Документ</th>
              <th>Сумма</th>
              <th>ФД</th>
              <th>ФП</th>
              <th>Время</th>
              <th>Состояние</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((d) => (
              <Fragment key={d.id}>
                <tr>
                  <td>{KIND_LABELS[d.kind]}</td>
                  <td className="fiscal-nowrap">{formatMoney(d.amount)}</td>
                  <td>{d.number ?? ''}</td>
                  <td>{d.sign ?? ''}</td>
                  <td>{fiscalTime(d.fiscalAt)}</td>
                  <td>
                    <FiscalTag doc={d} />
                  </td>
                </tr>
                {d.status !== 'registered' && (
                  // The driver's message and the retry under the document, across the table: the
                  // drawer is narrow, and a button in the last column would widen it.
                  <tr className="fiscal-retry-row">
                    <td colSpan={6}>
                      {d.message && <span className="fiscal-message">{d.message}</span>}
                      <RetryButton onRetry={() => act('retry', async () => [await fiscal.retry(d)])} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {fiscal.enabled && (
        <div className="fiscal-actions">
          <Button
            size="small"
            icon="document"
            text="Пробить чек оплаты"
            loading={busy === 'pay'}
            onClick={() => void act('pay', () => fiscal.afterPayment(orderId))}
          />
          {canSettle && (
            <Button
              size="small"
              intent="primary"
              icon="tick"
              text="Полный расчёт"
              title="Заказ вручён: чек полного расчёта в зачёт предоплаты"
              loading={busy === 'settle'}
              onClick={() => void act('settle', () => fiscal.settle(orderId))}
            />
          )}
          {canReturn && (
            <Button
              size="small"
              intent="danger"
              icon="undo"
              text="Чек возврата"
              loading={busy === 'return'}
              onClick={() => setConfirmReturn(true)}
            />
          )}
        </div>
      )}
      <Alert
        isOpen={confirmReturn}
        intent="danger"
        icon="undo"
        confirmButtonText="Пробить возврат"
        cancelButtonText="Отмена"
        onCancel={() => setConfirmReturn(false)}
        onConfirm={() => {
          setConfirmReturn(false);
          void act('return', () => fiscal.refund(orderId));
        }}
      >
        Пробить чек возврата прихода на всё, что заплачено за заказ? Деньги покупателю возвращаются отдельно.
      </Alert>
    </section>
  );
}
