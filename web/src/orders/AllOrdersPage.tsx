import { Button, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHOICE_PARAMS } from '../../../schema/order-filters';
import { seesPersonalData } from '../../../schema/personal-data';
import { whenIdle } from '../app/idle';
import { useSession } from '../app/session/context';
import { serverExport } from '../app/serverExport';
import { toastError, toastSuccess } from '../lists/toaster';
import { OrdersTable } from './OrdersTable';
import {
  ALL_ORDERS,
  choiceFilter,
  DateKindSwitch,
  isNarrowed,
  OrderFilters,
  useOrderChoice,
} from './OrderFilters';
import { PresetBar } from './PresetBar';
import { pickPreset, presetRange } from './presets';
import { useDateKind, usePresetChoice } from './usePresets';
import { useOrderRefs } from './refs';
import { useOrderActionsWithToasts } from './useOrderActionsWithToasts';
import { useOrderPages } from './useOrders';
import { useLiveOrders } from './liveOrders';
import { LiveBanner } from '../graphql';
import { useSettled } from '../app/useSettled';
import './orders.css';
import { PageCount } from '../app/PageCount';

/**
 * One order's drawer (details, history, payment, receipts with their QR codes, fiscal documents):
 * code the list's first row does not need, some 100 KB of a cold start's scripts (V2 in
 * docs/performance.md). Fetched once the list has shown, at an idle moment, so an order opens at once.
 */
const loadDrawer = () => import('./OrderDrawer');
const OrderDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.OrderDrawer })));

/** /order/allOrder: the flower shop's day (or week, month, period) of orders. */
export default function AllOrdersPage() {
  const choice = usePresetChoice();
  const range = useMemo(() => presetRange(choice.key, new Date(), choice.custom), [choice]);
  const [search, setSearch] = useState('');
  const dateBy = useDateKind();
  const [narrow, setNarrow] = useOrderChoice();
  const narrowFilter = useMemo(() => choiceFilter(narrow), [narrow]);
  const pages = useOrderPages(range, useSettled(search), dateBy, narrowFilter);
  const filtered = isNarrowed(narrow) || search.trim() !== '';
  const resetFilters = () => {
    setNarrow(ALL_ORDERS);
    setSearch('');
  };
  const { orders: rows, loading, refreshing, error, refetch } = pages;
  // Other tills' and colleagues' changes arrive over the socket (liveOrders.ts).
  const { reconnecting } = useLiveOrders(pages.variables);
  const refs = useOrderRefs();
  const act = useOrderActionsWithToasts(refs);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  // Mounted from the first opening on, so it closes with its transition like any drawer.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const open = (id: string | null) => {
    if (id !== null) setDrawerUsed(true);
    setOpenId(id);
  };
  // The drawer's code once the first rows are on screen (loadDrawer above). A failed fetch here is
  // not shown: opening an order asks again (a chunk gone after a deploy then ends at the route's
  // error page, which offers a reload).
  const shown = rows.length > 0;
  useEffect(() => (shown ? whenIdle(() => void loadDrawer().catch(() => undefined)) : undefined), [shown]);
  const [bulkStatus, setBulkStatus] = useState('');
  const { user } = useSession();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      // The rows this screen lists: the flower shop's, by its day kind, searched and filtered.
      const n = await serverExport('/api/export/orders', {
        ...range,
        search: search.trim(),
        shopType: 'flower_shop',
        dateBy: dateBy === 'DUE' ? 'due' : '',
        // Several ids of a filter travel comma-separated (schema/order-filters.ts).
        ...Object.fromEntries(
          Object.entries(CHOICE_PARAMS).map(([field, param]) => [
            param,
            narrow[field as keyof typeof CHOICE_PARAMS].join(','),
          ]),
        ),
      });
      toastSuccess(`Выгружено заказов: ${n}`);
    } catch (e) {
      toastError((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  // The fast-food tickets of the same days have their own board (/order/allOrderFastFood): the
  // server leaves them out (shopType), and counts and sums every match, not only the pages here.
  const picked = rows.filter((r) => selected.has(r.id));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(picked.length === rows.length ? new Set() : new Set(rows.map((r) => r.id)));

  // No page to speak of: the totals line would count rows the screen could not show.
  const failed = !loading && !!error && rows.length === 0;
  let content: React.ReactNode;
  if (loading) content = <Spinner className="orders-state" />;
  else if (failed)
    content = (
      <NonIdealState
        className="orders-state"
        icon="error"
        title="Не удалось загрузить заказы"
        description={error.message}
        action={<Button text="Повторить" onClick={() => void refetch()} />}
      />
    );
  else if (rows.length === 0)
    content = (
      <NonIdealState
        className="orders-state"
        icon="inbox"
        title={
          isNarrowed(narrow)
            ? 'Нет заказов по этим условиям'
            : filtered
              ? 'Ничего не найдено'
              : 'Заказов за этот период нет'
        }
        action={
          filtered ? (
            <Button icon="filter-remove" text="Сбросить фильтры" onClick={resetFilters} />
          ) : (
            <Link to="/order/newOrder">Новый заказ</Link>
          )
        }
      />
    );
  else
    content = (
      <OrdersTable
        rows={rows}
        refs={refs}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onOpen={open}
        onStatus={act.status}
        onWorker={act.worker}
        onPayment={act.payment}
        onNearEnd={pages.loadMore}
      />
    );

  return (
    <div className="orders-page" aria-busy={refreshing}>
      <div className="orders-toolbar">
        <PresetBar choice={choice} range={range} onPick={pickPreset} />
        <DateKindSwitch value={dateBy} />
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Телефон или имя"
          aria-label="Поиск по телефону или имени"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {/* The server makes the file (every matching order, phones whole) and audits it: KLIENTS only. */}
        {seesPersonalData(user) && (
          <Button icon="download" text="Экспорт CSV" loading={exporting} onClick={() => void exportCsv()} />
        )}
        <Button icon="refresh" aria-label="Обновить" loading={refreshing} onClick={() => void refetch()} />
        <Link className="bp6-button bp6-intent-primary" to="/order/newOrder">
          Новый заказ
        </Link>
      </div>
      <div className="orders-toolbar">
        <OrderFilters refs={refs} value={narrow} onChange={setNarrow} />
        <Button
          icon="filter-remove"
          text="Сбросить"
          aria-label="Сбросить фильтры"
          disabled={!filtered}
          onClick={resetFilters}
        />
      </div>
      <LiveBanner reconnecting={reconnecting} />
      {picked.length > 0 && (
        <div className="orders-bulk">
          <Tag intent="primary">Выбрано: {picked.length}</Tag>
          <HTMLSelect
            aria-label="Новый статус выбранных"
            value={bulkStatus}
            onChange={(e) => setBulkStatus(e.target.value)}
            options={[
              { value: '', label: 'Статус…' },
              ...refs.statuses.options.map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
          <Button
            text="Изменить статус"
            intent="primary"
            disabled={!bulkStatus}
            onClick={() =>
              void act
                .statusMany(
                  picked.map((p) => p.id),
                  bulkStatus,
                )
                .then((ok) => ok && setSelected(new Set()))
            }
          />
          <Button variant="minimal" text="Снять выбор" onClick={() => setSelected(new Set())} />
        </div>
      )}
      {content}
      {!failed && (
        <div className="orders-summary">
          {/* The sum is the statistics' revenue (docs/orders.md): the list may show cancelled orders, the sum never counts them. */}
          <PageCount
            shown={rows.length}
            total={pages.total}
            sum={pages.sum}
            sumNote="без отменённых и удалённых"
            loadingMore={pages.loadingMore}
          />
        </div>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <OrderDrawer
            id={openId}
            refs={refs}
            onClose={() => setOpenId(null)}
            onStatus={act.status}
            onWorker={act.worker}
            onPayment={act.payment}
            onDelete={async (o) => {
              if (await act.remove(o)) setOpenId(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
