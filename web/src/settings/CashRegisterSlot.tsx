import { lazy, Suspense, useState } from 'react';
import { useCashRegister } from './cashRegister';

const CashRegisterDialog = lazy(() => import('./CashRegisterDialog'));

/**
 * Where the shell keeps the cash register dialog: its code (and Blueprint's dialog parts) is
 * fetched the first time a till opens it, not with every sign-in (bench volume V1), and stays
 * mounted afterwards so the dialog closes with its transition.
 */
export function CashRegisterSlot() {
  const { open } = useCashRegister();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CashRegisterDialog />
    </Suspense>
  );
}
