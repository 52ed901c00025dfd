import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { NO_SHIFT } from '../../../schema/cash';
import { serverError } from '../lists/errors';
import { formatMoney } from '../lists/format';
import { toastError, toastSuccess } from '../lists/toaster';
import { useFiscal } from '../fiscal/useFiscal';
import { OpenShiftShortcut } from './OpenShiftShortcut';
import type { OrderRefs } from './refs';
import { parseRubles, rublesText } from './totals';
import { useOrderActions, type OrderDetails } from './useOrders';

interface Props {
  order: OrderDetails;
  refs: OrderRefs;
  onClose: () => void;
}

/** «Принять оплату»: the due sum by default (a part is fine), in the order's payment type. */
export function PayOrderDialog({ order, refs, onClose }: Props) {
  const { payOrder } = useOrderActions();
  const fiscal = useFiscal(order.shopType ?? 'flower_shop');
  const [amount, setAmount] = useState(rublesText(order.dueSum));
  const [typeId, setTypeId] = useState(order.paymentTypeId ?? refs.payments.options[0]?.id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kopecks = parseRubles(amount);
  const error =
    kopecks === null || kopecks <= 0
      ? 'Сумма больше нуля, в рублях'
      : kopecks > order.dueSum
        ? `Сумма больше остатка к оплате: ${formatMoney(order.dueSum)}`
        : null;
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (error) return;
    setBusy(true);
    setFailure(null);
    try {
      await payOrder(order.id, kopecks, typeId || null);
      toastSuccess(`Заказ ${order.number}: принято ${formatMoney(kopecks!)}`);
      onClose();
      // The payment is saved; its receipt follows (the drawer's «Чеки» shows how it went).
      void fiscal.afterPayment(order.id).then(
        (docs) =>
          docs.some((d) => d.status !== 'registered') && toastError('Чек не пробит: откройте «Чеки» заказа'),
        (e: unknown) => toastError(`Чек не пробит: ${serverError(e).message}`),
      );
    } catch (err) {
      setFailure(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={`Оплата заказа ${order.number}`} icon="bank-account">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {failure === NO_SHIFT ? (
            // Cash without an open till: open it here and take the payment again.
            <OpenShiftShortcut shopType={order.shopType ?? 'flower_shop'} onOpened={() => void submit()} />
          ) : (
            failure && (
              <Callout intent="danger" icon="error" role="alert" className="orders-pay-callout">
                {failure}
              </Callout>
            )
          )}
          <p>
            Итого {formatMoney(order.total)}, оплачено {formatMoney(order.paidSum)}, к оплате{' '}
            <b>{formatMoney(order.dueSum)}</b>.
          </p>
          <FormGroup
            label="Сумма, ₽"
            labelFor="pay-amount"
            intent={error ? 'danger' : 'none'}
            helperText={error}
          >
            <InputGroup
              id="pay-amount"
              inputMode="decimal"
              autoFocus
              intent={error ? 'danger' : 'none'}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </FormGroup>
          <FormGroup label="Тип оплаты" labelFor="pay-type">
            <HTMLSelect
              id="pay-type"
              fill
              value={typeId}
              onChange={(e) => setTypeId(e.target.value)}
              options={refs.payments.options.map((p) => ({ value: p.id, label: p.name }))}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Отмена" onClick={onClose} />
              <Button
                type="submit"
                intent="success"
                icon="tick"
                text="Принять"
                loading={busy}
                disabled={Boolean(error)}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
