import { orderMatches, type SearchablePerson } from '../../schema/order-search';
/**
 * The shell's shared pieces: the top search box (orders by number or phone, clients by name or
 * phone; keyboard navigable; results lead to the order or the client), the chat popup from the
 * secondary sidebar (360 px, Enter sends trimmed text, Shift+Enter does not, a reply after 2 s),
 * the Yes/No confirm, the cash register dialog (spec defaults, a real attempt, remembered
 * address) and the scanner switch the POS obeys.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from '../../web/src/app/ConfirmDialog';
import { CANNED_REPLY } from '../../web/src/demo/chat/ChatPopup';
import {
  CASH_REGISTER_KEY,
  connectCashRegister,
  resetCashRegister,
} from '../../web/src/settings/cashRegister';
import { SCANNER_KEY } from '../../web/src/settings/scanner';
import { listsHandlers, resetListDb } from './lists-handlers';
import {
  makeOrder,
  ordersHandlers,
  orderDb,
  resetCatalogDb,
  resetOrderDb,
  seedOrderLists,
} from './orders-handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

const searchCalls: unknown[] = [];
const searchHandler = graphql.query('SearchOrders', ({ variables }) => {
  searchCalls.push(variables);
  // The server's own matcher (the web leaves matching orders to the server).
  const orders = orderDb.filter((o) =>
    orderMatches(
      { number: String(o.number), people: [o.client, o.recipient] as SearchablePerson[] },
      ((variables.filter as { search?: string }).search as string | undefined) ?? '',
      { wholePhones: false },
    ),
  );
  // The newest `last` of the matches, as the server's connection pages them.
  const page = orders.slice(-(variables.last as number));
  return HttpResponse.json({
    data: {
      ordersConnection: {
        __typename: 'OrderConnection',
        edges: page.map((node) => ({ __typename: 'OrderEdge', node })),
      },
    },
  });
});

beforeEach(() => {
  resetListDb();
  seedOrderLists();
  resetCatalogDb();
  resetCashRegister();
  searchCalls.length = 0;
  resetOrderDb([
    makeOrder(1),
    makeOrder(2, {
      number: '261122-002',
      date: '2026-11-22',
      client: { ...makeOrder(1).client!, id: '2', lastName: 'Петрова', phone: '+7 916 555-44-33' } as never,
    }),
    makeOrder(3, { shopType: 'fastfood', number: '261122-003', client: null }),
  ]);
  server.use(...listsHandlers, ...ordersHandlers, searchHandler);
});
afterEach(() => {
  vi.useRealTimers();
});

const searchBox = () => screen.getByRole('combobox', { name: 'Поиск заказов и клиентов' });
const options = () =>
  within(screen.getByRole('listbox', { name: 'Результаты поиска' })).queryAllByRole('option');

describe('the top search box', { timeout: 20_000 }, () => {
  it('finds orders and clients by phone and opens the one picked with the keyboard', async () => {
    const user = userEvent.setup();
    const app = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    await user.type(searchBox(), '8900111');
    await waitFor(() => expect(options().map((o) => o.textContent)).toHaveLength(2));
    const [order, client] = options();
    expect(order.textContent).toContain('Заказ № 261121-001');
    expect(order.textContent).toContain('+7 900 111-22-33');
    expect(client.textContent).toContain('Иванов Иван');
    expect(within(screen.getByRole('group', { name: 'Клиенты' })).getByRole('option')).toBe(client);
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(order.id);

    await user.keyboard('{ArrowDown}');
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(client.id);
    expect(client.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}'); // wraps round
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(order.id);
    await user.keyboard('{ArrowUp}{Enter}');

    // The client opens in the client list, searched for.
    await findPage('Клиенты');
    expect(app.location()).toBe(`/klientList/klientList?q=${encodeURIComponent('Иванов Иван')}`);
    expect(((await screen.findByRole('searchbox', { name: 'Поиск' })) as HTMLInputElement).value).toBe(
      'Иванов Иван',
    );
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('finds an order by its number; Enter opens it; Escape closes, then clears', async () => {
    const user = userEvent.setup();
    const app = renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    await user.type(searchBox(), '261122');
    // The fast-food ticket 261122-003 opens in the POS editor, which this admin may not open.
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0].textContent).toContain('261122-002');
    expect(options()[0].getAttribute('href')).toBe('/order/editOrder?id=2');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((searchBox() as HTMLInputElement).value).toBe('261122');
    await user.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/order/editOrder?id=2'));

    await user.type(searchBox(), 'ничего такого');
    await screen.findByText('Ничего не найдено');
    await user.keyboard('{Escape}{Escape}');
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('offers the manager orders but no clients (no client screen for her)', async () => {
    const user = userEvent.setup();
    renderApp('/order/allOrder', { as: 'manager' });
    await findPage('Все заказы');
    await user.type(searchBox(), 'Иванов');
    await screen.findByText('Ничего не найдено');
    await user.clear(searchBox());
    await user.type(searchBox(), '261121');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Клиенты' })).toBeNull();
  });
});

describe('the chat popup from the secondary sidebar', { timeout: 20_000 }, () => {
  it('opens 360 px wide; Enter sends trimmed text, Shift+Enter and blanks do not; a reply after 2 s', async () => {
    const user = userEvent.setup();
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const tools = screen.getByRole('complementary', { name: 'Инструменты' });
    await user.click(within(tools).getByRole('button', { name: 'Открыть чат' }));
    const popup = screen.getByRole('dialog', { name: 'Чат' });
    expect(popup.style.width).toBe('360px');
    const input = within(popup).getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement;
    const lines = () =>
      within(popup)
        .queryAllByRole('listitem')
        .map((l) => l.textContent);

    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '  \n  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(lines()).toEqual([]);

    fireEvent.change(input, { target: { value: '  Есть белые розы?\nИ тюльпаны  ' } });
    expect(input.rows).toBe(2);
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(lines()).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(lines()).toEqual(['Есть белые розы?\nИ тюльпаны']);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'a\nb\nc\nd\ne\nf' } });
    expect(input.rows).toBe(4);

    act(() => vi.advanceTimersByTime(1999));
    expect(lines()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(lines()).toEqual(['Есть белые розы?\nИ тюльпаны', CANNED_REPLY]);
    vi.useRealTimers();

    await user.click(within(tools).getByRole('button', { name: 'Скрыть чат' }));
    expect(screen.queryByRole('dialog', { name: 'Чат' })).toBeNull();
  });
});

function ConfirmProbe() {
  const [confirm, dialog] = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ message: 'Удалить запись?' })))}>
        Спросить
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe('the Yes/No confirm', () => {
  it('answers «Да» with true and «Нет» with false', async () => {
    const user = userEvent.setup();
    render(<ConfirmProbe />);
    await user.click(screen.getByRole('button', { name: 'Спросить' }));
    expect(await screen.findByText('Удалить запись?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Спросить' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });
});

describe('the cash register dialog', { timeout: 20_000 }, () => {
  it('starts closed, not connected, code 201; connects to a register that answers and remembers it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('http://127.0.0.1:16732/', () => HttpResponse.error()),
      http.get('http://10.0.0.5:16800/', () => new HttpResponse('ok')),
    );
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    expect(screen.queryByRole('dialog', { name: 'Кассовый аппарат' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Кассовый аппарат: не подключена' }));
    const dialog = await screen.findByRole('dialog', { name: 'Кассовый аппарат' });
    expect(within(dialog).getByTestId('cash-status').textContent).toBe('Не подключена');
    expect((within(dialog).getByLabelText('Адрес') as HTMLInputElement).value).toBe('127.0.0.1');
    expect((within(dialog).getByLabelText('Порт') as HTMLInputElement).value).toBe('16732');
    expect(within(dialog).queryByText(/Ошибка/)).toBeNull();

    // Nobody listens on the default address: the error is caught with code 201.
    await user.click(within(dialog).getByRole('button', { name: 'Подключить' }));
    expect(await within(dialog).findByText('Ошибка 201')).toBeTruthy();
    expect(within(dialog).getByText(/Нет связи с кассой/)).toBeTruthy();
    expect(within(dialog).getByText(/проверено только что/)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Адрес'));
    await user.type(within(dialog).getByLabelText('Адрес'), 'http://x');
    await user.click(within(dialog).getByRole('button', { name: 'Подключить' }));
    expect(
      within(dialog).getByText('Адрес: IP-адрес или имя компьютера, без http:// и пробелов'),
    ).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Адрес'));
    await user.type(within(dialog).getByLabelText('Адрес'), '10.0.0.5');
    await user.clear(within(dialog).getByLabelText('Порт'));
    await user.type(within(dialog).getByLabelText('Порт'), '16800');
    await user.click(within(dialog).getByRole('button', { name: 'Подключить' }));
    await waitFor(() => expect(within(dialog).getByTestId('cash-status').textContent).toBe('Подключена'));
    expect(within(dialog).queryByText(/Ошибка/)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CASH_REGISTER_KEY)!)).toEqual({
      address: '10.0.0.5',
      port: 16800,
    });
    expect(screen.getByRole('button', { name: 'Кассовый аппарат: подключена' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    expect(within(dialog).getByTestId('cash-status').textContent).toBe('Не подключена');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Кассовый аппарат' })).toBeNull());
  });

  it('reports a register that does not answer in time as code 202', async () => {
    // A register that never answers: the request ends only when the caller gives up. (A timer
    // rejecting a stray promise after 5 s was an unhandled rejection whenever the file ran longer.)
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const ok = await connectCashRegister(
      { address: '192.168.1.20', port: 16732 },
      { timeoutMs: 20, fetchImpl },
    );
    expect(ok).toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://192.168.1.20:16732/',
      expect.objectContaining({ mode: 'no-cors' }),
    );
  });
});

describe('the scanner switch', { timeout: 30_000 }, () => {
  it('is on by default; off, the POS ignores a scanned code; on again, it adds the product', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(SCANNER_KEY, '0');
    renderApp('/order/newOrderFastFood', { as: 'fastfood' });
    await screen.findByText('Гамбургер', {}, { timeout: 15_000 });
    const toggle = screen.getByRole('button', { name: 'Сканер штрихкодов выключен' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('17{Enter}');
    expect(screen.getByText('Корзина пуста')).toBeTruthy();

    await user.click(toggle);
    expect(window.localStorage.getItem(SCANNER_KEY)).toBe('1');
    expect(
      screen.getByRole('button', { name: 'Сканер штрихкодов включён' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.keyboard('17{Enter}');
    await waitFor(() => expect(screen.queryByText('Корзина пуста')).toBeNull());
  });
});
