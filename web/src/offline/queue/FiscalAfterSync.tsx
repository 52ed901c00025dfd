import { useEffect, useRef } from 'react';
import { useFiscalSettingsQuery, type ShopType } from '../../graphql';
import { useFiscal } from '../../fiscal/useFiscal';
import { needsFiscal } from './entry';
import { useOrderQueue } from './OrderQueueProvider';

/**
 * A queued sale's fiscal receipt (docs/offline.md, docs/fiscal.md): the register's task is made
 * from the server's order, so it waits for the sync, then goes the way a sale's receipt goes at
 * the till (useFiscal().afterPayment). What the register does not print stays on the cashbox
 * screen's «Непробитые чеки» (FISCAL_PENDING) until «Пробить снова». Renders nothing.
 */
export function FiscalAfterSync({ shopType }: { shopType: ShopType }) {
  const queue = useOrderQueue();
  const { enabled, afterPayment } = useFiscal(shopType);
  // The same query useFiscal reads (one request): nothing is decided before the settings are known.
  const known = !!useFiscalSettingsQuery({ variables: { shopType } }).data;
  const busy = useRef(new Set<string>());
  const { entries, fiscalDone } = queue;

  useEffect(() => {
    if (!known) return;
    for (const e of entries.filter(needsFiscal)) {
      if (busy.current.has(e.id)) continue;
      busy.current.add(e.id);
      // With no register configured there is nothing to print: the entry is done all the same.
      void (enabled ? afterPayment(e.orderId!) : Promise.resolve())
        .then(
          () => fiscalDone(e),
          // Not reachable now: tried again on the next change of the queue.
          () => undefined,
        )
        .finally(() => busy.current.delete(e.id));
    }
  }, [known, entries, enabled, afterPayment, fiscalDone]);
  return null;
}
