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
import { receiptRows } from './receipt';

/**
 * Prints one order's receipt: the order and its shop type's template are read fresh (the order
 * may have just changed), then the receipt goes to the browser's print dialog. The POS calls it
 * right after a payment when the till prints by itself (settings/receiptAuto.ts).
 */
export function usePrintReceipt() {
  const client = useApolloClient();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);

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
      const settings = await client.query<ReceiptSettingsQuery>({
        query: ReceiptSettingsDocument,
        variables: { shopType: order.shopType ?? undefined },
        fetchPolicy: 'network-only',
      });
      const template = settings.data.receiptSettings;
      printReceipt(receiptRows(template, order, user?.name), template.paperWidth);
    } catch (e) {
      toastError(serverError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return { print, busy };
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
