/**
 * The live screens of issue 20 item 5 (web/src/graphql/liveUpdates.ts): the order list, the bell
 * and the cashbox follow their subscriptions instead of polling. A change already on screen is
 * applied from the event alone; what may add or drop rows costs one re-read for a burst; a
 * dropped socket shows the one banner and, once back, each screen catches up with one query.
 */
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApolloClient,
  LiveBanner,
  useDebounced,
  useLive,
  useOrderChangedSubscription,
} from '../../web/src/graphql';
import { clearToasts } from '../../web/src/lists/toaster';
import { resetPresetChoice } from '../../web/src/orders/presets';
import { busyShift, cashboxCalls, cashboxHandlers, resetCashboxDb, shiftView } from './cashbox-handlers';
import {
  dropSockets,
  pushCashShiftChanged,
  pushNotificationAdded,
  pushOrderChanged,
  pushTillOrderChanged,
  subscribedTo,
} from './live-handlers';
import { listsHandlers, resetListDb } from './lists-handlers';
import { notificationReads, setNotifications } from './notification-handlers';
import {
  holdNextOrdersPage,
  makeOrder,
  orderCalls,
  orderDb,
  ordersHandlers,
  resetCatalogDb,
  resetOrderDb,
  seedOrderLists,
} from './orders-handlers';
import { desktopBox, findPage, renderApp } from './render';
import { server } from './setup';
import { seedWarehouseLists } from './warehouse-handlers';

type ChangedOrder = NonNullable<Parameters<typeof pushOrderChanged>[0]['orderChanged']['order']>;
const changed = (o: ReturnType<typeof makeOrder>) => o as unknown as ChangedOrder;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The session and the route's chunk load first: on a loaded 2-core machine that takes seconds. */
const shown = async (title: string) => {
  await waitFor(() => expect(screen.queryByLabelText('Загрузка')).toBeNull(), { timeout: 15_000 });
  await findPage(title);
};

desktopBox(1400);
beforeEach(async () => {
  resetListDb();
  seedOrderLists();
  resetCatalogDb();
  window.sessionStorage.clear();
  resetPresetChoice();
  setNotifications(0);
  notificationReads.count = 0;
  server.use(...listsHandlers, ...ordersHandlers);
  await clearToasts();
});

describe('the live hook', { timeout: 30_000 }, () => {
  it('hands events over, shows the banner while the socket is down, and catches up once per reconnection', async () => {
    window.localStorage.setItem('accessToken', 'token');
    const client = createApolloClient();
    const catchUp = vi.fn();
    const kinds: string[] = [];
    function Screen() {
      const { reconnecting } = useLive(useOrderChangedSubscription, {
        onData: (d) => kinds.push(d.orderChanged.kind),
        catchUp,
      });
      return <LiveBanner reconnecting={reconnecting} />;
    }
    render(
      <ApolloProvider client={client}>
        <Screen />
      </ApolloProvider>,
    );
    await waitFor(() => expect(subscribedTo('OrderChanged')).toBe(true));
    pushOrderChanged({ orderChanged: { kind: 'status', orderId: '1', order: changed(makeOrder(1)) } });
    await waitFor(() => expect(kinds).toEqual(['status']));
    // The first connection is no reconnection: the screen has just read its data.
    expect(catchUp).not.toHaveBeenCalled();

    dropSockets();
    await screen.findByText('Нет связи с сервером, обновления приостановлены: переподключаемся…');
    await waitFor(() => expect(screen.queryByText(/Нет связи с сервером/)).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(catchUp).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(subscribedTo('OrderChanged')).toBe(true));
    await pause(300);
    expect(catchUp).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('runs a burst of calls once, after the last', async () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useDebounced(run, 50));
    act(() => {
      for (let i = 0; i < 5; i++) result.current();
    });
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    act(() => result.current());
    unmount();
    await pause(100);
    // A screen that went does not re-read.
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('/order/allOrder, live', { timeout: 60_000 }, () => {
  it('updates a row in place, and re-reads the first page and totals once for a burst of new orders', async () => {
    resetOrderDb([makeOrder(1), makeOrder(2)]);
    renderApp('/order/allOrder', { as: 'admin' });
    await screen.findByText('261121-001', {}, { timeout: 15_000 });
    await waitFor(() => expect(subscribedTo('OrderChanged')).toBe(true));
    const reads = () => orderCalls.OrdersPage.length;
    const before = reads();

    // A worker was assigned elsewhere: the event carries the order, the row changes, no query.
    pushOrderChanged({
      orderChanged: { kind: 'worker', orderId: '1', order: changed(makeOrder(1, { workerId: '2' })) },
    });
    await waitFor(() => expect(screen.getAllByText('Петров Пётр').length).toBeGreaterThan(0));
    await pause(500);
    expect(reads()).toBe(before);

    // Three orders taken at once at other tills: one re-read, the rows and the totals line follow.
    for (const n of [3, 4, 5]) {
      const o = makeOrder(n);
      orderDb.push(o);
      pushOrderChanged({ orderChanged: { kind: 'created', orderId: o.id, order: changed(o) } });
    }
    await screen.findByText('261121-005');
    expect(screen.getByText('261121-003')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Показано: 5 из 5/)).toBeTruthy());
    await pause(500);
    expect(reads()).toBe(before + 1);

    // Deleted elsewhere: it leaves the list and the count.
    resetOrderDb(orderDb.filter((o) => o.id !== '2'));
    pushOrderChanged({ orderChanged: { kind: 'deleted', orderId: '2', order: null } });
    await waitFor(() => expect(screen.queryByText('261121-002')).toBeNull());
    await waitFor(() => expect(screen.getByText(/Показано: 4 из 4/)).toBeTruthy());
  });
});

describe('the order list, live, on a slow network', { timeout: 30_000 }, () => {
  it('reads again for an event that came while a re-read was on its way', async () => {
    resetOrderDb([makeOrder(1)]);
    renderApp('/order/allOrder', { as: 'admin' });
    await screen.findByText('261121-001', {}, { timeout: 15_000 });
    await waitFor(() => expect(subscribedTo('OrderChanged')).toBe(true));
    const reads = () => orderCalls.OrdersPage.length;
    const before = reads();

    // A new order: its re-read leaves, and its answer (orders 1–2) is held up on the way.
    const release = holdNextOrdersPage();
    const second = makeOrder(2);
    orderDb.push(second);
    pushOrderChanged({ orderChanged: { kind: 'created', orderId: second.id, order: changed(second) } });
    await waitFor(() => expect(reads()).toBe(before + 1));

    // Another one meanwhile; then the first answer arrives. The list must still come to show it.
    const third = makeOrder(3);
    orderDb.push(third);
    pushOrderChanged({ orderChanged: { kind: 'created', orderId: third.id, order: changed(third) } });
    await pause(500);
    release();
    await screen.findByText('261121-003');
    await waitFor(() => expect(screen.getByText(/Показано: 3 из 3/)).toBeTruthy());
    await pause(500);
    expect(reads()).toBe(before + 2);
  });
});

describe('the bell, live', { timeout: 30_000 }, () => {
  it('adds a pushed notification to the list and the count at once, without a read', async () => {
    setNotifications(1);
    renderApp('/Settings/Outlets', { as: 'admin' });
    await shown('Точки продаж');
    await screen.findByRole('button', { name: 'Уведомления: 1' }, { timeout: 10_000 });
    await waitFor(() => expect(subscribedTo('NotificationAdded')).toBe(true));
    const reads = notificationReads.count;
    pushNotificationAdded({
      notificationAdded: {
        __typename: 'Notification',
        id: '50',
        at: new Date().toISOString(),
        kind: 'low_stock',
        title: 'Розы: осталось 3 шт.',
        text: 'Минимум 10',
        shopType: 'flower_shop',
        orderId: null,
        productId: '4',
        affiliateId: '1',
      } as never,
    });
    const bell = await screen.findByRole('button', { name: 'Уведомления: 2' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(panel).getAllByRole('listitem')[0].textContent).toContain('Розы: осталось 3 шт.');
    expect(notificationReads.count).toBe(reads);
  });
});

describe('/money/cashbox, live', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetListDb();
    seedWarehouseLists();
    resetCashboxDb([busyShift()]);
    server.use(...listsHandlers, ...cashboxHandlers);
  });

  it('re-reads the open shift on a sale at this till and on a shift change, not for another branch', async () => {
    renderApp('/money/cashbox', { as: 'admin' });
    await shown('Касса');
    await waitFor(() => expect(subscribedTo('CashShiftChanged')).toBe(true));
    await waitFor(() => expect(subscribedTo('TillOrderChanged')).toBe(true));
    const reads = () => cashboxCalls.CurrentCashShift?.length ?? 0;
    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    await pause(300);
    const before = reads();

    // Two payments in a row at the POS: the takings are read once.
    pushTillOrderChanged({ orderChanged: { kind: 'payment', orderId: '9' } });
    pushTillOrderChanged({ orderChanged: { kind: 'created', orderId: '10' } });
    await waitFor(() => expect(reads()).toBe(before + 1));
    // A status change moves no money.
    pushTillOrderChanged({ orderChanged: { kind: 'status', orderId: '10' } });

    const other = { ...busyShift(), id: '8', affiliateId: '2' };
    pushCashShiftChanged({ cashShiftChanged: { kind: 'opened', shift: shiftView(other) as never } });
    await pause(600);
    expect(reads()).toBe(before + 1);

    pushCashShiftChanged({ cashShiftChanged: { kind: 'closed', shift: shiftView(busyShift()) as never } });
    await waitFor(() => expect(reads()).toBe(before + 2));
  });
});
