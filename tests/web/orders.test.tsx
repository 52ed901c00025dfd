import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gqlError } from './handlers';
import { clearToasts } from '../../web/src/lists/toaster';
import { resetPresetChoice } from '../../web/src/orders/presets';
import { lastCall, listDb, listsHandlers, resetListDb } from './lists-handlers';
import {
  holdNextOrdersPage,
  holdNextOrdersTotals,
  listRow,
  makeOrder,
  orderCalls,
  ordersHandlers,
  refuseCreateOrder,
  resetCatalogDb,
  resetOrderDb,
  seedOrderLists,
} from './orders-handlers';
import { desktopBox, findText, renderApp, toast } from './render';
import { server } from './setup';

desktopBox(1400);
beforeEach(async () => {
  resetListDb();
  seedOrderLists();
  resetCatalogDb();
  window.sessionStorage.clear();
  resetPresetChoice();
  server.use(...listsHandlers, ...ordersHandlers);
  await clearToasts();
});

describe('/order/allOrder', { timeout: 30_000 }, () => {
  it('shows the rows when the totals come before them, also after a change of period', async () => {
    resetOrderDb([makeOrder(1), makeOrder(2)]);
    // The page held back, the totals answered first (a totals reply once stood in the page's
    // cached connection as an empty page, and the rows never came: CI of 1421ff8).
    let release = holdNextOrdersPage();
    renderApp('/order/allOrder', { as: 'admin' });
    await waitFor(() => expect(orderCalls.OrdersTotals?.length ?? 0).toBeGreaterThan(0));
    await waitFor(() =>
      expect(document.querySelector('.orders-summary')?.textContent).toMatch(
        /^Показано: 0 из 2 · на сумму 500,00/,
      ),
    );
    release();
    expect(await findText('261121-001')).toBeTruthy();
    const asked = orderCalls.OrdersTotals.length;
    release = holdNextOrdersPage();
    await userEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    await waitFor(() => expect(orderCalls.OrdersTotals.length).toBeGreaterThan(asked));
    release();
    await waitFor(() =>
      expect(document.querySelector('.orders-summary')?.textContent).toMatch(/^Показано: 2 из 2/),
    );
    expect(screen.getByText('261121-002')).toBeTruthy();
  });

  it('a page that failed shows the error and «Повторить», with no totals line under it', async () => {
    resetOrderDb([makeOrder(1), makeOrder(2)]);
    let down = true;
    server.use(graphql.query('OrdersPage', () => (down ? HttpResponse.error() : undefined)));
    renderApp('/order/allOrder', { as: 'admin' });
    expect(await findText('Не удалось загрузить заказы')).toBeTruthy();
    // The totals answered (they have their own request), but there is no page to total.
    await waitFor(() => expect(orderCalls.OrdersTotals?.length ?? 0).toBeGreaterThan(0));
    expect(document.querySelector('.orders-summary')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await findText('261121-001')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.orders-summary')?.textContent).toMatch(/^Показано: 2 из 2/),
    );
  });

  it('lists today by default, searches by phone and remembers the preset', async () => {
    resetOrderDb([
      makeOrder(1),
      makeOrder(2, {
        client: { ...makeOrder(1).client!, id: '2', lastName: 'Петрова', phone: '+7 900 222-33-44' } as never,
      }),
      makeOrder(3, { shopType: 'fastfood' }),
    ]);
    // The count and the sum are asked beside the first page: the rows do not wait for them.
    const releaseTotals = holdNextOrdersTotals();
    const { router } = renderApp('/order/allOrder', { as: 'admin' });
    expect(await findText('261121-001')).toBeTruthy();
    const summary = document.querySelector('.orders-summary')!;
    expect(summary.textContent).toBe('Показано: 2');
    expect(within(summary as HTMLElement).getByLabelText('Подсчёт итогов')).toBeTruthy();
    releaseTotals();
    expect(await findText(/Показано: 2 из 2 · на сумму 500,00/)).toBeTruthy();
    expect(orderCalls.OrdersTotals.at(-1)).toEqual({
      filter: orderCalls.OrdersPage.at(-1)!.filter,
      orderBy: orderCalls.OrdersPage.at(-1)!.orderBy,
    });
    expect(screen.queryByText('261121-003')).toBeNull(); // a fast-food ticket: the board shows it
    expect(screen.getByRole('button', { name: 'Сегодня' }).className).toMatch(/active/);
    await userEvent.type(screen.getByLabelText('Поиск по телефону или имени'), '2223344');
    await waitFor(() => expect(screen.queryByText('261121-001')).toBeNull());
    expect(screen.getByText('261121-002')).toBeTruthy();
    // The server matches (it sees the phones a user without KLIENTS gets masked).
    expect(orderCalls.OrdersPage.at(-1)).toMatchObject({
      filter: { search: '2223344', shopType: 'flower_shop' },
      orderBy: 'DATE',
    });
    // Counted and summed by the server.
    expect(await findText(/Показано: 1 из 1 · на сумму 250,00/)).toBeTruthy();

    const rangeOf = () => JSON.stringify((orderCalls.OrdersPage.at(-1)!.filter as { range: unknown }).range);
    const today = rangeOf();
    await userEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    await waitFor(() => expect(rangeOf()).not.toBe(today));
    const week = (orderCalls.OrdersPage.at(-1)!.filter as { range: { start: string; stop: string } }).range;
    expect(new Date(`${week.start}T12:00:00`).getDay()).toBe(1);
    expect(new Date(`${week.stop}T12:00:00`).getDay()).toBe(0);
    await router.navigate('/order/newOrder');
    await router.navigate('/order/allOrder');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Неделя' }).className).toMatch(/active/));
  });

  it('exports the period and search from the server; the manager without KLIENTS has no export', async () => {
    resetOrderDb([makeOrder(1)]);
    const asked: URL[] = [];
    server.use(
      http.get('/api/export/orders', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('\uFEFF№\r\n', {
          headers: { 'content-disposition': 'attachment; filename="orders.csv"', 'x-export-rows': '274' },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const app = renderApp('/order/allOrder', { as: 'admin' });
    await findText('261121-001');
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await toast('Выгружено заказов: 274');
    const range = (orderCalls.OrdersPage.at(-1)!.filter as { range: { start: string; stop: string } }).range;
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ ...range, shopType: 'flower_shop' });
    app.unmount();

    renderApp('/order/allOrder', { as: 'manager' });
    await findText('261121-001');
    expect(screen.queryByRole('button', { name: 'Экспорт CSV' })).toBeNull();
  });

  it('changes the status of the selected orders at once', async () => {
    resetOrderDb([makeOrder(1), makeOrder(2)]);
    renderApp('/order/allOrder', { as: 'admin' });
    await findText('261121-001');
    await userEvent.click(screen.getAllByLabelText('Выбрать все')[0]);
    await userEvent.selectOptions(screen.getByLabelText('Новый статус выбранных'), 'Готов');
    await userEvent.click(screen.getByRole('button', { name: 'Изменить статус' }));
    await toast('Статус «Готов» у 2 заказов');
    expect(orderCalls.SetOrdersStatus[0]).toEqual({ ids: ['1', '2'], statusId: '3' });
  });
});

describe('order payments', { timeout: 30_000 }, () => {
  it('shows paid and due in the drawer and takes the rest with «Принять оплату»', async () => {
    resetOrderDb([makeOrder(1, { paidSum: 5000 })]);
    renderApp('/order/allOrder', { as: 'admin' });
    await userEvent.click(await findText('261121-001'));
    const due = await screen.findByTestId('order-due', {}, { timeout: 15_000 });
    expect(due.textContent).toMatch(/^200,00\s₽/);
    expect(screen.getByTestId('order-paid').textContent).toMatch(/^50,00\s₽$/);
    await userEvent.click(within(due).getByRole('button', { name: 'Принять оплату' }));
    const amount = screen.getByLabelText('Сумма, ₽') as HTMLInputElement;
    expect(amount.value).toBe('200');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    expect(screen.getByText(/Сумма больше остатка к оплате: 200,00/)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await toast(/Заказ 261121-001: принято 200,00/);
    expect(orderCalls.PayOrder[0]).toEqual({ id: '1', amount: 20000, paymentTypeId: '1' });
    await waitFor(() => expect(screen.getByTestId('order-due').textContent).toBe('оплачен полностью'));
  });
});

describe('/order/allOrderFastFood', { timeout: 30_000 }, () => {
  it('shows a column per status and advances a ticket with one click', async () => {
    resetOrderDb([makeOrder(7, { shopType: 'fastfood', statusId: '2' })]);
    renderApp('/order/allOrderFastFood', { as: 'fastfood' });
    const ticket = await screen.findByTestId('ticket-261121-007', {}, { timeout: 15_000 });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Статус Новый',
      'Статус Принят',
      'Статус Готов',
      'Статус Выдан',
      'Статус Отменён',
    ]);
    await userEvent.click(within(ticket).getByRole('button', { name: 'Заказ 261121-007: Готов' }));
    await waitFor(() => expect(orderCalls.SetOrderStatus?.[0]).toEqual({ id: '7', statusId: '3' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Статус Готов' })).getByText('261121-007'),
      ).toBeTruthy(),
    );
  });
});

describe('the fast-food POS', { timeout: 30_000 }, () => {
  it('adds products, gives change from cash and checks out in one click', async () => {
    resetOrderDb([]);
    renderApp('/order/newOrderFastFood', { as: 'fastfood' });
    await userEvent.click(await findText('Гамбургер'));
    await userEvent.click(screen.getByRole('button', { name: 'Больше: Гамбургер' }));
    expect(screen.getByTestId('pos-total').textContent).toMatch(/^278,00\s₽$/);
    await userEvent.type(screen.getByLabelText('Получено наличными'), '500');
    expect(screen.getByTestId('pos-change').textContent).toMatch(/^222,00\s₽$/);
    await userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(orderCalls.CreateOrder).toHaveLength(1));
    expect(orderCalls.CreateOrder[0].input).toMatchObject({
      shopType: 'fastfood',
      total: 27800,
      // Paid in full at the till; the banknote and the change are noted, not left as a debt.
      advanceSum: 27800,
      changeFor: null,
      change: 0,
      paymentText: expect.stringMatching(/^Получено 500,00\s₽, сдача 222,00\s₽$/),
      paymentTypeId: '1',
      lines: [{ productId: '17', count: 2, price: 13900 }],
    });
    await findText('Корзина пуста');
  });

  it('a sale whose reply was lost is sent again with the same idempotency key; the next sale with a new one', async () => {
    resetOrderDb([]);
    const keys: (string | null)[] = [];
    server.use(
      graphql.mutation('CreateOrder', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first attempt's reply never comes back (the network dropped it).
        if (keys.length === 1) return HttpResponse.error();
        const o = makeOrder(100 + keys.length, { shopType: 'fastfood' });
        return HttpResponse.json({
          data: { createOrder: { __typename: 'CreateOrderPayload', order: o, userErrors: [] } },
        });
      }),
    );
    renderApp('/order/newOrderFastFood', { as: 'fastfood' });
    const pay = () => userEvent.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await userEvent.click(await findText('Гамбургер'));
    await pay();
    await waitFor(() => expect(keys).toHaveLength(1));
    // The cart is kept; the cashier presses again: the same intent, the same key.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Оплатить/ })).toHaveProperty('disabled', false),
    );
    await pay();
    await findText('Корзина пуста');
    await userEvent.click(await findText('Гамбургер'));
    await pay();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('offers the fast-food catalogue on sale, with a tile per top-level category', async () => {
    resetOrderDb([]);
    renderApp('/order/newOrderFastFood', { as: 'fastfood' });
    await findText('Гамбургер');
    const tiles = screen.getAllByRole('button').filter((b) => b.closest('.pos-tiles'));
    expect(tiles.map((b) => b.textContent)).toEqual(['Все товары', 'Бургеры', 'Напитки']);
    for (const gone of ['Роза Red Naomi', 'Старый бургер', 'Удалённый бургер', 'Популярное'])
      expect(screen.queryByText(gone)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Напитки' }));
    await waitFor(() => expect(screen.queryByText('Гамбургер')).toBeNull());
    // A subcategory's products show under its top-level tile: the server's category filter.
    expect(screen.getByText('Чай')).toBeTruthy();
    expect(screen.getByText('Лимонад')).toBeTruthy();
    expect(lastCall.ProductsPage).toMatchObject({
      first: 100,
      filter: { categoryId: '3', shopType: 'fastfood', onlyActive: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Все товары' }));
    expect(await findText('Чизбургер')).toBeTruthy();
    // The search box asks the server too, within the tile.
    await userEvent.type(screen.getByLabelText('Найти товар'), 'чиз');
    await waitFor(() => expect(screen.queryByText('Гамбургер')).toBeNull());
    expect(screen.getByText('Чизбургер')).toBeTruthy();
    expect(lastCall.ProductsPage).toMatchObject({ filter: { search: 'чиз', categoryId: null } });
  });
});

describe('/order/newOrder', { timeout: 30_000 }, () => {
  it('searches the flower catalogue on the server as you type; ↓ Enter fills name and price', async () => {
    resetOrderDb([]);
    renderApp('/order/newOrder', { as: 'admin' });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Товар 1' }, { timeout: 15_000 });
    await user.click(picker);
    await user.type(picker, 'роза');
    // The server was asked for the first matches of the form's shop type, on sale: never the list.
    await waitFor(() =>
      expect(lastCall.ProductsPage).toMatchObject({
        first: 20,
        filter: { search: 'роза', shopType: 'flower_shop', onlyActive: true },
      }),
    );
    const option = await screen.findByRole('option', { name: /Роза Red Naomi/ }, { timeout: 5000 });
    expect(option.textContent).toMatch(/250,00\s₽/);
    expect(screen.queryAllByRole('option').map((o) => o.textContent)).not.toContainEqual(
      expect.stringMatching(/бургер/i),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect((screen.getByLabelText('Код товара 1') as HTMLInputElement).value).toBe('1'));
    expect((screen.getByLabelText('Цена 1') as HTMLInputElement).value).toBe('250');
    expect((picker as HTMLInputElement).value).toBe('Роза Red Naomi');
    // A code typed in names its product from the server.
    await user.click(screen.getByRole('button', { name: 'Добавить товар' }));
    await user.type(screen.getByLabelText('Код товара 2'), '1');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Товар 2' }) as HTMLInputElement).value).toBe(
        'Роза Red Naomi',
      ),
    );
    expect(lastCall.ProductRecord).toEqual({ id: '1' });
  });

  it('fills a known client by phone, shows live totals, and keeps the draft when the server refuses', async () => {
    resetOrderDb([]);
    server.use(
      graphql.mutation('CreateOrder', () => gqlError('Товар №1: товар с id 999 не найден', 'BAD_USER_INPUT')),
    );
    renderApp('/order/newOrder', { as: 'admin' });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/Телефон клиента/, {}, { timeout: 15_000 });
    await user.type(phone, '89001112233');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('#client-firstName')?.value).toBe('Иван'),
    );
    expect(screen.getByText(/Постоянный клиент: Иванов Иван/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Создать заказ' }));
    expect(await screen.findByText('Укажите адрес доставки')).toBeTruthy();

    await user.type(screen.getByLabelText(/Адрес доставки/), 'Ленина, 5');
    await user.type(screen.getByLabelText('Код товара 1'), '999');
    await user.type(screen.getByLabelText('Цена 1'), '250');
    await user.clear(screen.getByLabelText('Количество 1'));
    await user.type(screen.getByLabelText('Количество 1'), '3');
    await user.selectOptions(screen.getByLabelText('Скидка'), 'percent');
    await user.type(screen.getByLabelText('Скидка, %'), '10');
    expect(screen.getByTestId('total').textContent).toMatch(/^675,00\s₽$/);

    await user.click(screen.getByRole('button', { name: 'Создать заказ' }));
    expect(
      await screen.findByText('Товар №1: товар с id 999 не найден', { selector: '.order-form-error' }),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Адрес доставки/) as HTMLInputElement).value).toBe('Ленина, 5');
    expect((screen.getByLabelText('Код товара 1') as HTMLInputElement).value).toBe('999');
  });

  it('fills a preset discount, applies a promo code after it, and sends the code with the order (issue 26)', async () => {
    resetOrderDb([]);
    listDb.Discount = [
      listRow('Discount', 0, { name: 'Постоянный клиент', kind: 'percent', value: 5 }),
    ] as never;
    server.use(
      graphql.query('CheckoutCodes', ({ variables }) =>
        variables.promoCode === 'НЕТ'
          ? gqlError('Промокод «НЕТ» не найден', 'BAD_USER_INPUT')
          : HttpResponse.json({
              data: {
                checkoutCodes: {
                  __typename: 'CheckoutCodes',
                  promo: {
                    __typename: 'CheckoutPromo',
                    code: 'ВЕСНА',
                    kind: 'percent',
                    value: 10,
                    minOrderSum: null,
                  },
                  certificate: null,
                },
              },
            }),
      ),
    );
    renderApp('/order/newOrder', { as: 'admin' });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/Телефон клиента/, {}, { timeout: 15_000 });
    await user.type(phone, '89001112233');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('#client-firstName')?.value).toBe('Иван'),
    );
    await user.type(screen.getByLabelText(/Адрес доставки/), 'Ленина, 5');
    await user.type(screen.getByLabelText('Код товара 1'), '999');
    await user.type(screen.getByLabelText('Цена 1'), '1000');

    await user.selectOptions(await screen.findByLabelText('Готовая скидка'), 'Постоянный клиент (5 %)');
    expect((screen.getByLabelText('Скидка, %') as HTMLInputElement).value).toBe('5');
    expect(screen.getByTestId('total').textContent).toMatch(/^950,00\s₽$/);

    // A refused code says why under the field and changes nothing.
    await user.type(screen.getByLabelText('Промокод'), 'НЕТ');
    await user.click(screen.getAllByRole('button', { name: 'Применить' })[0]);
    expect(await screen.findByText('Промокод «НЕТ» не найден')).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toMatch(/^950,00\s₽$/);

    await user.clear(screen.getByLabelText('Промокод'));
    await user.type(screen.getByLabelText('Промокод'), 'весна');
    await user.click(screen.getAllByRole('button', { name: 'Применить' })[0]);
    // 1000 − 5 % = 950; − 10 % of that = 95 off: 855.
    await waitFor(() => expect(screen.getByTestId('promo').textContent).toMatch(/^95,00\s₽$/));
    expect(screen.getByTestId('total').textContent).toMatch(/^855,00\s₽$/);

    await user.click(screen.getByRole('button', { name: 'Создать заказ' }));
    await waitFor(() => expect(orderCalls.CreateOrder).toHaveLength(1));
    expect(orderCalls.CreateOrder[0].input).toMatchObject({
      discountType: 'percent',
      discountValue: 5,
      promoCode: 'ВЕСНА',
      certificateCode: null,
      total: 855_00,
    });
  });
});

describe('the order form reads the payload’s userErrors', { timeout: 30_000 }, () => {
  /** A new order filled as far as the form's own checks go: phone, address, one line. */
  async function fillNewOrder() {
    renderApp('/order/newOrder', { as: 'admin' });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/Телефон клиента/, {}, { timeout: 15_000 });
    await user.type(phone, '89001112233');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('#client-firstName')?.value).toBe('Иван'),
    );
    await user.type(screen.getByLabelText(/Адрес доставки/), 'Ленина, 5');
    await user.type(screen.getByLabelText('Код товара 1'), '999');
    await user.type(screen.getByLabelText('Цена 1'), '1000');
    return user;
  }

  it('a refusal naming a line’s count is shown at that line, with no toast', async () => {
    resetOrderDb([]);
    const message = 'Товар №1: количество — целое число больше 0';
    refuseCreateOrder({ field: ['input', 'lines', '0', 'count'], code: 'ORDER_LINE_INVALID', message });
    const user = await fillNewOrder();
    await user.click(screen.getByRole('button', { name: 'Создать заказ' }));
    await waitFor(() => expect(orderCalls.CreateOrder).toHaveLength(1));
    expect(await findText(`Строка 1: ${message}`)).toBeTruthy();
    expect(screen.getByLabelText('Количество 1').closest('.bp6-intent-danger')).toBeTruthy();
    expect(screen.queryAllByRole('alert').map((a) => a.textContent)).not.toContainEqual(
      expect.stringContaining(message),
    );
  });

  it('a refusal naming no field is a toast, and the form keeps the draft', async () => {
    resetOrderDb([]);
    const message = 'Сумма скидки и предоплаты больше суммы заказа';
    refuseCreateOrder({ field: null, code: 'ORDER_TOTALS_INVALID', message });
    const user = await fillNewOrder();
    await user.click(screen.getByRole('button', { name: 'Создать заказ' }));
    await toast(message);
    expect((screen.getByLabelText(/Адрес доставки/) as HTMLInputElement).value).toBe('Ленина, 5');
  });
});
