import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { ORDER_BRANCH_ID } from '../../../schema/cash';
import { useCashboxActions } from '../cashbox/useCashbox';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { toastSuccess } from '../lists/toaster';
import { parseRubles } from './totals';

interface Props {
  shopType: ShopType;
  /** Called once the shift is open: the caller takes the payment again. */
  onOpened: () => void;
}

/**
 * «Открыть смену» where the cash is taken (the pay dialog, the POS): cash is refused without the open
 * till of the order's shop type (schema/cash.ts), so the cashier counts the float and opens it here
 * instead of leaving the sale for the cashbox screen. Needs MONEY or CASHBOXX like the screen.
 */
export function OpenShiftShortcut({ shopType, onOpened }: Props) {
  const { open } = useCashboxActions();
  const [cash, setCash] = useState('0');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kopecks = parseRubles(cash);
  const submit = async () => {
    if (kopecks === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await open(ORDER_BRANCH_ID, shopType, kopecks);
      toastSuccess('Смена открыта');
      onOpened();
    } catch (err) {
      setFailure(serverError(err).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Callout intent="warning" icon="shop" title="Касса закрыта" className="open-shift-shortcut">
      <p>Наличные принимаются только в открытой смене. Пересчитайте наличные в кассе и откройте смену.</p>
      {failure && <p role="alert">{failure}</p>}
      <FormGroup
        label="Наличные в кассе на начало смены, ₽"
        labelFor="shortcut-opening-cash"
        intent={kopecks === null ? 'danger' : 'none'}
        helperText={kopecks === null ? 'Сумма в рублях, например 5000' : undefined}
      >
        <InputGroup
          id="shortcut-opening-cash"
          inputMode="decimal"
          value={cash}
          onChange={(e) => setCash(e.target.value)}
        />
      </FormGroup>
      <Button
        intent="primary"
        icon="unlock"
        text="Открыть смену"
        loading={busy}
        disabled={kopecks === null}
        onClick={() => void submit()}
      />
    </Callout>
  );
}
