import { Button, Callout, Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MOBILE_QUERY, useMediaQuery } from '../app/layout/useMediaQuery';
import type { ShopType } from '../graphql';
import { PresetBar } from '../orders/PresetBar';
import { presetRange, type DayRange } from '../orders/presets';
import { usePresetChoice } from '../orders/usePresets';
import { personName, useOrderRefs, type OrderRefs } from '../orders/refs';
import type { OrderRow } from '../orders/useOrders';
import { ChartCard, KpiRow, StatsTable, type Column } from './ChartCard';
import { OrdersBarChart } from './charts';
import { count, day, money, share } from './format';
import { PageState } from './PageState';
import { ShopSwitch } from './ShopSwitch';
import { useSiteOrderPages } from './useSiteOrderPages';
import { useSiteOrders, useStatsShopType, type SiteOrdersData } from './useStats';
import '../orders/orders.css';
import './dashboard.css';

type Day = SiteOrdersData['days'][number];
type SiteOrder = OrderRow;

const dayColumns: Column<Day>[] = [
  { label: 'Дата', cell: (d) => day(d.date) },
  { label: 'Заказов', cell: (d) => count(d.orders), numeric: true },
  { label: 'Отменено', cell: (d) => count(d.cancelled), numeric: true },
  { label: 'Выручка', cell: (d) => money(d.revenue), numeric: true },
];

const delivery = (o: SiteOrder) =>
  o.deliveryDate ? `${day(o.deliveryDate)} ${o.deliveryTime}`.trim() : o.deliveryTime || '—';
const composition = (o: SiteOrder) => o.lines.map((l) => `${l.name} × ${l.count}`).join(', ');

function Status({ order, refs }: { order: SiteOrder; refs: OrderRefs }) {
  const status = order.statusId ? refs.statuses.byId.get(order.statusId) : undefined;
  return (
    <Tag round minimal intent={status?.cancels ? 'danger' : 'none'} className="dash-status">
      <span className="dash-swatch" style={{ background: status?.color ?? '#8f99a8' }} />
      {status?.name ?? '—'}
    </Tag>
  );
}

const clientName = (o: SiteOrder) => (o.client ? personName(o.client) : '');
const clientPhone = (o: SiteOrder) => o.client?.phone ?? '';

const orderColumns = (refs: OrderRefs): Column<SiteOrder>[] => [
  {
    label: '№',
    cell: (o) => (
      <>
        <span className="dash-strong">{o.number}</span>
        <div className="dash-muted">{day(o.date)}</div>
      </>
    ),
  },
  {
    label: 'Клиент',
    cell: (o) => (
      <>
        {clientName(o) || '—'}
        {clientPhone(o) && <div className="dash-muted">{clientPhone(o)}</div>}
      </>
    ),
  },
  { label: 'Состав', cell: composition, wrap: true },
  {
    label: 'Доставка',
    cell: (o) =>
      o.deliveryDate ? (
        <>
          {day(o.deliveryDate)}
          <div className="dash-muted">{o.deliveryTime}</div>
        </>
      ) : (
        o.deliveryTime || '—'
      ),
  },
  {
    label: 'Сумма',
    cell: (o) => (
      <>
        {money(o.total)}
        <div className="dash-muted">{refs.payments.name(o.paymentTypeId)}</div>
      </>
    ),
    numeric: true,
  },
  { label: 'Статус', cell: (o) => <Status order={o} refs={refs} /> },
];

/** On a narrow screen the list is cards: a table of eight columns would need scrolling sideways. */
function OrderCards({ orders, refs }: { orders: SiteOrder[]; refs: OrderRefs }) {
  return (
    <ul className="dash-orders" aria-label="Список заказов с сайта">
      {orders.map((o) => (
        <li key={o.id} className="dash-order">
          <div className="dash-order-head">
            <span className="dash-strong">{o.number}</span>
            <span className="dash-muted">{day(o.date)}</span>
            <Status order={o} refs={refs} />
            <span className="dash-spacer" />
            <span className="dash-strong">{money(o.total)}</span>
          </div>
          <div>
            {clientName(o) || '—'}
            {clientPhone(o) && <span className="dash-muted"> · {clientPhone(o)}</span>}
          </div>
          <div>{composition(o)}</div>
          <div className="dash-muted">
            Доставка: {delivery(o)} · Оплата: {refs.payments.name(o.paymentTypeId) || '—'}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/inventory-management «Заказы с сайта»: what came in through the site, per day. */
export default function SiteOrdersPage() {
  const choice = usePresetChoice();
  const range = useMemo(() => presetRange(choice.key, new Date(), choice.custom), [choice]);
  const shop = useStatsShopType();
  const narrow = useMediaQuery(MOBILE_QUERY);
  const { data, loading, refreshing, error, refetch } = useSiteOrders(range, shop.shopType);
  const ofRange = !!data && data.start === range.start && data.stop === range.stop;
  const current = ofRange && !refreshing;
  // Another period's figures may stay on screen while this one loads, not when it failed.
  const shown = ofRange || !error ? data : undefined;
  return (
    <section className="app-page dash-page" aria-busy={!current}>
      <div className="dash-header">
        <H2 className="app-page-title">Заказы с сайта</H2>
        <ShopSwitch choice={shop.choice} canSwitch={shop.canSwitch} onChoose={shop.choose} />
      </div>
      <div className="dash-toolbar">
        <PresetBar choice={choice} range={range} />
        <span className="dash-spacer" />
        <Button icon="refresh" aria-label="Обновить" loading={refreshing} onClick={() => void refetch()} />
      </div>
      {data && data.channels.length === 0 ? (
        <Callout intent="warning" className="dash-callout" title="Нет канала продаж с сайта">
          Заказы с сайта — это заказы каналов продаж с отметкой «Заказы с сайта». Отметьте такой канал в
          справочнике <Link to="/reference/orderSource">«Каналы продаж»</Link>.
        </Callout>
      ) : (
        data && (
          <p className="dash-muted dash-channels">Каналы: {data.channels.map((c) => c.name).join(', ')}</p>
        )
      )}
      <div className={current ? undefined : 'dash-stale'}>
        <PageState
          loading={loading}
          error={error}
          hasData={!!shown}
          empty={!!shown && shown.totals.orders === 0}
          emptyTitle="Заказов с сайта за этот период нет"
          emptyDescription="Выберите другой период."
          onRetry={refetch}
        >
          {() => <SiteOrdersView data={shown!} range={range} shopType={shop.shopType} narrow={narrow} />}
        </PageState>
      </div>
    </section>
  );
}

interface ViewProps {
  data: SiteOrdersData;
  range: DayRange;
  shopType: ShopType | null;
  narrow: boolean;
}

function SiteOrdersView({ data, range, shopType, narrow }: ViewProps) {
  const t = data.totals;
  return (
    <>
      <KpiRow
        label="Итоги периода"
        items={[
          { label: 'Заказов с сайта', value: count(t.orders) },
          { label: 'Выручка', value: money(t.revenue) },
          { label: 'Средний чек', value: money(t.averageCheck) },
          {
            label: 'Отменено',
            value: count(t.cancelled),
            hint: share(t.cancelled, t.orders),
            intent: t.cancelled ? 'danger' : undefined,
          },
        ]}
      />
      <div className="dash-grid">
        <ChartCard
          title="Заказы с сайта по дням"
          wide
          height={240}
          chart={<OrdersBarChart days={data.days} narrow={narrow} />}
          table={<StatsTable label="Заказы с сайта по дням" columns={dayColumns} rows={data.days} />}
        />
        <SiteOrderList
          range={range}
          shopType={shopType}
          channelIds={data.channels.map((c) => c.id)}
          narrow={narrow}
        />
      </div>
    </>
  );
}

/** The period's site orders newest first, a page at a time from the server, more on request. */
function SiteOrderList({
  range,
  shopType,
  channelIds,
  narrow,
}: Omit<ViewProps, 'data'> & { channelIds: string[] }) {
  const refs = useOrderRefs();
  const columns = useMemo(() => orderColumns(refs), [refs]);
  const pages = useSiteOrderPages(range, shopType, channelIds);
  const { orders, total } = pages;
  return (
    <Card className="dash-card is-wide" role="region" aria-label="Список заказов с сайта">
      <div className="dash-card-head">
        <h3 className="dash-card-title">
          Заказы ({orders.length < total ? `${count(orders.length)} из ${count(total)}` : count(total)})
        </h3>
      </div>
      {pages.loading ? (
        <Spinner size={24} />
      ) : pages.error && orders.length === 0 ? (
        <NonIdealState
          icon="error"
          title="Заказы не загрузились"
          description={pages.error.message}
          action={<Button text="Повторить" onClick={() => void pages.refetch()} />}
        />
      ) : narrow ? (
        <OrderCards orders={orders} refs={refs} />
      ) : (
        <StatsTable label="Список заказов с сайта" columns={columns} rows={orders} />
      )}
      {pages.hasMore && (
        <Button
          fill
          variant="minimal"
          text={`Показать ещё (${count(total - orders.length)})`}
          loading={pages.loadingMore}
          onClick={pages.loadMore}
        />
      )}
    </Card>
  );
}
