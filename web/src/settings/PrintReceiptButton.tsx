import { useApolloClient } from '@apollo/client';
import { Button, type ButtonProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useSession } from '../app/session/context';
import {
  ReceiptOrderDocument,
  ReceiptSettingsDocument,
  type ReceiptOrderQuery,
  type ReceiptSettingsQuery,
} from '../graphql';
import { serverError } from '../lists/errors';
import { toastError } from '../lists/toaster';
import { printReceipt } from './print';
import { receiptRows, type ReceiptOrder } from './receipt';
import { defaultReceiptSettings } from '../../../schema/receipt';

/**
 * Prints one order's receipt: the order and its shop type's template are read fresh (the order
 * may have just changed), then the receipt goes to the browser's print dialog. The POS calls it
 * right after a payment when the till prints by itself (settings/receiptAuto.ts).
 */
export function usePrintReceipt() {
  const client = useApolloClient();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);

  // The shop type's template; offline, the one last read (Apollo's cache) or the default one.
  const template = async (shopType: string | null | undefined, offline = false) => {
    try {
      const settings = await client.query<ReceiptSettingsQuery>({
        query: ReceiptSettingsDocument,
        variables: { shopType: shopType ?? undefined },
        fetchPolicy: offline ? 'cache-first' : 'network-only',
      });
      // A null root is a failed read (issue 18): the same as a thrown one.
      if (!settings.data.receiptSettings) throw new Error('Шаблон чека не загрузился');
      return settings.data.receiptSettings;
    } catch (e) {
      if (offline) return defaultReceiptSettings(shopType ?? 'fastfood');
      throw e;
    }
  };

  const print = async (orderId: string) => {
    setBusy(true);
    try {
      const { data } = await client.query<ReceiptOrderQuery>({
        query: ReceiptOrderDocument,
        variables: { id: orderId },
        fetchPolicy: 'network-only',
      });
      const order = data.order;
      if (!order) {
        toastError('Заказ не найден');
        return;
      }
      const t = await template(order.shopType);
      printReceipt(receiptRows(t, order, user?.name), t.paperWidth);
    } catch (e) {
      toastError(serverError(e).message);
    } finally {
      setBusy(false);
    }
  };

  /**
   * A sale of the offline queue (docs/offline.md), before the server has it: printed from what
   * the till holds, its number marked «(предварительный номер)».
   */
  const printOrder = async (order: ReceiptOrder) => {
    setBusy(true);
    try {
      const t = await template(order.shopType, true);
      printReceipt(receiptRows(t, order, user?.name), t.paperWidth);
    } finally {
      setBusy(false);
    }
  };
  return { print, printOrder, busy };
}

/**
 * «Печать чека» for one order (usePrintReceipt). Order screens mount it as is:
 * `<PrintReceiptButton orderId={order.id} />`.
 */
export function PrintReceiptButton({
  orderId,
  ...buttonProps
}: { orderId: string } & Omit<ButtonProps, 'onClick'>) {
  const { print, busy } = usePrintReceipt();
  return (
    <Button
      icon="print"
      text="Печать чека"
      loading={busy}
      {...buttonProps}
      onClick={() => void print(orderId)}
    />
  );
}
