import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../app/format';
import type { ShopType } from '../graphql';
import { shiftStatus, type ShiftStatus } from './atol';
import './fiscal.css';
import { currentRegister, useFiscal } from './useFiscal';

/** How early the POS warns that the register's shift is about to reach its 24 hours. */
export const WARN_BEFORE_MS = 60 * 60 * 1000;
const CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * A register refuses receipts once its shift is 24 hours old (54-ФЗ): the POS asks it for its
 * shift now and then and warns an hour before, so the cashier closes and reopens in a quiet
 * moment instead of at a queue.
 */
export function RegisterShiftWarning({ shopType }: { shopType: ShopType }) {
  const { enabled } = useFiscal(shopType);
  const [status, setStatus] = useState<(ShiftStatus & { checkedAt: number }) | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const check = () =>
      void shiftStatus(currentRegister(), { timeoutMs: 5000 })
        .then((s) => live && setStatus({ ...s, checkedAt: Date.now() }))
        .catch(() => live && setStatus(null));
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled]);
  if (!status || status.state === 'closed') return null;
  const ends = status.expiresAt ? Date.parse(status.expiresAt) : NaN;
  if (status.state === 'expired')
    return (
      <Callout intent="danger" icon="time" role="alert" className="pos-register-shift">
        Смена кассы длится больше 24 часов: чеки не пробиваются. Закройте смену и откройте новую.
      </Callout>
    );
  if (Number.isNaN(ends) || ends - status.checkedAt > WARN_BEFORE_MS) return null;
  return (
    <Callout intent="warning" icon="time" role="alert" className="pos-register-shift">
      Смена кассы закончится {formatDateTime(new Date(ends).toISOString())}: закройте смену и откройте новую.
    </Callout>
  );
}
