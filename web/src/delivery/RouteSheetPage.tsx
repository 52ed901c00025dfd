import { Button, Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useReceiptSettingsQuery, useRouteSheetQuery } from '../graphql';
import { Receipt } from '../settings/Receipt';
import { printReceipt } from '../settings/print';
import { routeSheetRows } from './routeSheet';
// The receipt's own styles (the paper, its rows) live with the print settings.
import '../settings/settings.css';
import './delivery.css';

/**
 * /delivery/route/:courierId?date=…: a courier's route sheet of a day, as it will print: the
 * receipt template's paper and texts (docs/print.md), a QR code per delivery for the courier view.
 */
export default function RouteSheetPage() {
  const { courierId = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') || undefined;
  const sheet = useRouteSheetQuery({ variables: { courierId, date }, fetchPolicy: 'network-only' });
  const settings = useReceiptSettingsQuery({ variables: { shopType: 'flower_shop' } });
  const data = sheet.data?.routeSheet;
  const template = settings.data?.receiptSettings;

  let body: React.ReactNode;
  if ((sheet.loading && !data) || (settings.loading && !template))
    body = <Spinner className="delivery-state" aria-label="Загрузка" />;
  else if (!data || !template)
    body = (
      <NonIdealState
        className="delivery-state"
        icon="error"
        title="Не удалось загрузить маршрутный лист"
        description={(sheet.error ?? settings.error)?.message}
        action={<Button text="Повторить" onClick={() => void sheet.refetch()} />}
      />
    );
  else {
    const rows = routeSheetRows(template, data, window.location.origin);
    body = (
      <>
        {data.items.length === 0 && (
          <Callout intent="primary" className="delivery-callout">
            У курьера нет доставок на этот день.
          </Callout>
        )}
        <div className="delivery-sheet-actions">
          <Button
            intent="primary"
            icon="print"
            text="Печать"
            disabled={data.items.length === 0}
            onClick={() => printReceipt(rows, template.paperWidth)}
          />
        </div>
        <div className="delivery-sheet-preview">
          <Receipt rows={rows} paperWidth={template.paperWidth} />
        </div>
      </>
    );
  }
  return (
    <section className="app-page delivery-page">
      <div className="delivery-header">
        <H2 className="app-page-title">Маршрутный лист{data ? `: ${data.courier.name}` : ''}</H2>
        <span className="delivery-spacer" />
        <Link to="/delivery">← К доставкам</Link>
      </div>
      {body}
    </section>
  );
}
