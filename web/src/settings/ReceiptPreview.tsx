import { Button, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { addDays, format } from 'date-fns';
import { useMemo, useState } from 'react';
import type { ShopType } from '../../../schema/access';
import { formatRub } from '../../../schema/money';
import type { ReceiptSettingsValue } from '../../../schema/receipt';
import { formatDate } from '../app/format';
import { useSession } from '../app/session/context';
import { useReceiptOrderQuery, useSearchOrdersQuery } from '../graphql';
import { printReceipt } from './print';
import { Receipt } from './Receipt';
import { personName, receiptRows, sampleOrder } from './receipt';

/** How many days back the preview offers real orders to try the template on. */
export const PREVIEW_DAYS = 14;
const PREVIEW_ORDERS = 60;

/** The live preview: the draft template on a sample or a real recent order, and a trial print. */
export function ReceiptPreview({ draft, shopType }: { draft: ReceiptSettingsValue; shopType: ShopType }) {
  const { user } = useSession();
  const [orderId, setOrderId] = useState('');
  const range = useMemo(() => {
    const today = new Date();
    return {
      start: format(addDays(today, -PREVIEW_DAYS), 'yyyy-MM-dd'),
      stop: format(addDays(today, 1), 'yyyy-MM-dd'),
    };
  }, []);
  // The newest orders of this shop type, a page of them (a busy fortnight is thousands).
  const recent = useSearchOrdersQuery({
    variables: { filter: { range, shopType }, last: PREVIEW_ORDERS },
    fetchPolicy: 'cache-and-network',
  });
  const choices = useMemo(
    () =>
      (recent.data?.ordersConnection?.edges.map((e) => e.node) ?? [])
        .filter((o) => (o.shopType ?? 'flower_shop') === shopType)
        .sort(
          (a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number, 'ru', { numeric: true }),
        )
        .slice(0, PREVIEW_ORDERS),
    [recent.data, shopType],
  );
  const picked = useReceiptOrderQuery({ variables: { id: orderId }, skip: !orderId });
  const sample = useMemo(() => sampleOrder(), []);
  const order = orderId && picked.data?.order ? picked.data.order : sample;
  const rows = receiptRows(draft, order, user?.name);

  return (
    <aside className="print-preview" aria-label="Предпросмотр чека">
      <FormGroup label="Заказ для предпросмотра" labelFor="preview-order" className="print-preview-pick">
        <HTMLSelect
          id="preview-order"
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          options={[
            { value: '', label: 'Образец' },
            ...choices.map((o) => ({
              value: o.id,
              label: `№ ${o.number} · ${formatDate(o.date)} · ${personName(o.client) || 'без клиента'} · ${formatRub(o.total)}`,
            })),
          ]}
        />
      </FormGroup>
      <div className="print-preview-paper">
        {orderId && picked.loading ? (
          <Spinner size={24} />
        ) : (
          <Receipt rows={rows} paperWidth={draft.paperWidth} />
        )}
      </div>
      <Button
        icon="print"
        text="Напечатать пробный чек"
        onClick={() => printReceipt(rows, draft.paperWidth)}
      />
    </aside>
  );
}
