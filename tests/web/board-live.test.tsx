/**
 * The fast-food board kept live by the orderChanged subscription (issue 20 item 5): a changed
 * order moves its ticket with no query, a new one appears after one re-read, and a dropped
 * socket shows the reconnect banner until it is back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dropSockets, pushOrderChanged, subscribedTo } from './live-handlers';
import { makeOrder, orderDb, resetOrderDb } from './orders-handlers';
import { renderApp } from './render';
import { server } from './setup';

type ChangedOrder = NonNullable<Parameters<typeof pushOrderChanged>[0]['orderChanged']['order']>;

describe('the fast-food board, live', { timeout: 30_000 }, () => {
  it('moves a ticket on a change, shows a new order, and warns while the socket is down', async () => {
    resetOrderDb([makeOrder(7, { shopType: 'fastfood', statusId: '1' })]);
    renderApp('/order/allOrderFastFood', { as: 'fastfood' });
    await screen.findByTestId('ticket-261121-007', {}, { timeout: 15_000 });
    await waitFor(() => expect(subscribedTo('OrderChanged')).toBe(true));

    // Another till moved it: the event carries the order, the cache moves the ticket.
    const moved = makeOrder(7, { shopType: 'fastfood', statusId: '2' }) as unknown as ChangedOrder;
    pushOrderChanged({
      orderChanged: { kind: 'status', orderId: '7', order: moved },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Статус Собран' })).getByText('261121-007'),
      ).toBeTruthy(),
    );

    // Another till took an order: the day's list is read again and the ticket shows.
    const fresh = makeOrder(8, { shopType: 'fastfood', statusId: '1' });
    orderDb.push(fresh);
    pushOrderChanged({
      orderChanged: {
        kind: 'created',
        orderId: '8',
        order: fresh as unknown as ChangedOrder,
      },
    });
    await screen.findByTestId('ticket-261121-008');

    dropSockets();
    await screen.findByText(/Нет связи с сервером: переподключаемся/);
    // The client comes back by itself (the ws handler accepts it again) and the banner goes.
    await waitFor(() => expect(screen.queryByText(/Нет связи с сервером/)).toBeNull(), { timeout: 10_000 });
  });

  it('keeps its columns when the list of the day does not load, and «Повторить» reads it again', async () => {
    // The gateway down (docs/offline.md): the columns still stand for the till's queued sales.
    resetOrderDb([makeOrder(9, { shopType: 'fastfood', statusId: '1' })]);
    let down = true;
    server.use(graphql.query('OrdersPage', () => (down ? HttpResponse.error() : undefined)));
    renderApp('/order/allOrderFastFood', { as: 'fastfood' });
    await screen.findByText('Не удалось загрузить заказы дня.', {}, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: 'Статус Новый' })).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByTestId('ticket-261121-009');
    expect(screen.queryByText('Не удалось загрузить заказы дня.')).toBeNull();
  });
});
