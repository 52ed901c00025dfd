import { useEffect, useState } from 'react';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { FiscalStatus } from './FiscalStatus';
import { useFiscal, type FiscalDoc } from './useFiscal';

/**
 * The receipt of a payment just taken (docs/fiscal.md): mounted once the order and its payment
 * are saved, it registers the order's new receipts and shows what the register said. The sale is
 * done either way; a receipt not printed stays on the cashbox screen until «Пробить снова».
 */
export function PaymentReceipt({ orderId, shopType }: { orderId: string; shopType: ShopType }) {
  const fiscal = useFiscal(shopType);
  // The outcome for one order; while it is for another (or none yet), the register is at work.
  const [result, setResult] = useState<{ orderId: string; docs: FiscalDoc[]; error: string | null } | null>(
    null,
  );
  const { enabled, afterPayment } = fiscal;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    afterPayment(orderId).then(
      (docs) => live && setResult({ orderId, docs, error: null }),
      (e: unknown) => live && setResult({ orderId, docs: [], error: serverError(e).message }),
    );
    return () => {
      live = false;
    };
  }, [enabled, afterPayment, orderId]);

  const mine = result?.orderId === orderId ? result : null;
  if (!enabled) return null;
  return (
    <FiscalStatus
      docs={mine?.docs ?? []}
      busy={!mine}
      error={mine?.error ?? null}
      onRetry={async (doc) => {
        const done = await fiscal.retry(doc);
        setResult((r) => r && { ...r, docs: r.docs.map((d) => (d.id === done.id ? done : d)) });
      }}
    />
  );
}
