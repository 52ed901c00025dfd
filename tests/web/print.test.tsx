/**
 * Receipt printing: the rows a template prints of an order (each optional part on and off),
 * the print settings screen (live preview at 58/80 mm, a real order, validation, save, server
 * refusals, another shop type), the trial print and «Печать чека» of an order through
 * window.print with only the receipt in the print copy.
 */
import { ApolloProvider } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultReceiptSettings, RECEIPT_FIELDS, type ReceiptSettingsValue } from '../../schema/receipt';
import { SessionContext, type Session } from '../../web/src/app/session/context';
import { createApolloClient } from '../../web/src/graphql';
import { clearToasts } from '../../web/src/lists/toaster';
import { clearPrintedReceipt } from '../../web/src/settings/print';
import { PrintReceiptButton } from '../../web/src/settings/PrintReceiptButton';
import { receiptRows, sampleOrder, type ReceiptOrder, type ReceiptRow } from '../../web/src/settings/receipt';
import { gqlError, USERS } from './handlers';
import { listPayload } from './lists-handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

const text = (rows: ReceiptRow[]) =>
  rows
    .map((r) =>
      r.kind === 'pair'
        ? `${r.label}: ${r.value}`
        : r.kind === 'line'
          ? `${r.name} ${r.detail} ${r.sum}`
          : r.kind === 'code'
            ? `[${r.code} ${r.value}]`
            : r.kind === 'rule'
              ? '---'
              : r.text,
    )
    .join('\n');

const ORDER: ReceiptOrder = {
  ...sampleOrder(new Date(2026, 10, 21, 10, 30)),
  id: '5',
  number: '261121-005',
};

describe('receiptRows', () => {
  const all = defaultReceiptSettings('flower_shop');

  it('prints every part of the default flower-shop template', () => {
    const t = text(receiptRows(all, ORDER, 'Кто-то'));
    expect(t).toContain('Цветочный магазин «Флора»');
    expect(t).toContain('г. Москва, ул. Цветочная, д. 1');
    expect(t).toContain('Заказ: № 261121-005');
    expect(t).toMatch(/Дата: 21\.11\.2026 10:30/);
    expect(t).toContain('Кассир: Иванова Анна'); // who filled the order in, not who prints
    expect(t).toContain('Клиент: Смирнова Ирина');
    expect(t).toMatch(/Роза красная 60 см 15 × 150,00\s₽ 2\s250,00\s₽/);
    expect(t).toMatch(/Скидка: −286,00\s₽/);
    expect(t).toMatch(/ИТОГО: 2\s574,00\s₽/);
    expect(t).toContain('Оплата: Наличные');
    expect(t).toMatch(/Сдача: 426,00\s₽/);
    expect(t.endsWith('Спасибо за покупку!')).toBe(true);
    expect(t).not.toContain('[');
  });

  it.each(RECEIPT_FIELDS.map((f) => [f.key, f.label] as const))('leaves out %s when it is off', (key) => {
    const off = text(receiptRows({ ...all, [key]: false }, ORDER, 'Кто-то'));
    const on = text(receiptRows(all, ORDER, 'Кто-то'));
    const gone: Record<string, RegExp> = {
      showOrderNumber: /Заказ: /,
      showDate: /Дата: /,
      showCashier: /Кассир: /,
      showClient: /Клиент: |Телефон: /,
      showLines: /Роза красная/,
      showDiscount: /Скидка: /,
      showPaymentType: /Оплата: /,
      showChange: /Сдача: |Получено: /,
    };
    expect(on).toMatch(gone[key]);
    expect(off).not.toMatch(gone[key]);
    expect(off).toMatch(/ИТОГО/); // the total always prints
  });

  it('names the printing user as cashier when nobody filled the order in; prints the chosen code', () => {
    const t = text(receiptRows({ ...all, code: 'qr' }, { ...ORDER, filledBy: null }, 'Анна Администратор'));
    expect(t).toContain('Кассир: Анна Администратор');
    expect(t).toContain('[qr 261121-005]');
  });

  it('prints no change for a card payment', () => {
    const card = { ...ORDER, paymentType: { id: '2', name: 'Карта', cashless: true } };
    expect(text(receiptRows(all, card))).not.toMatch(/Сдача/);
  });
});

// ---- The screen ----

let stored: Record<string, ReceiptSettingsValue & { updatedAt: string | null; updatedByName: string | null }>;
const updates: Record<string, unknown>[] = [];

const asGraphQL = (shopType: string) => ({ __typename: 'ReceiptSettings', shopType, ...stored[shopType] });

const printHandlers = [
  graphql.query('ReceiptSettings', ({ variables }) =>
    HttpResponse.json({ data: { receiptSettings: asGraphQL(variables.shopType ?? 'flower_shop') } }),
  ),
  graphql.mutation('UpdateReceiptSettings', ({ variables }) => {
    updates.push(variables);
    if (variables.input.shopName === 'Отказ')
      return HttpResponse.json({
        data: {
          updateReceiptSettings: listPayload('UpdateReceiptSettingsPayload', 'receiptSettings', null, [
            {
              field: ['input', 'footerText'],
              code: 'FIELD_INVALID',
              message: 'Поле «Текст в конце чека»: не больше 6 строк',
            },
          ]),
        },
      });
    stored[variables.shopType] = {
      ...variables.input,
      updatedAt: new Date().toISOString(),
      updatedByName: 'Анна Администратор',
    };
    return HttpResponse.json({
      data: {
        updateReceiptSettings: listPayload(
          'UpdateReceiptSettingsPayload',
          'receiptSettings',
          asGraphQL(variables.shopType),
        ),
      },
    });
  }),
  graphql.query('SearchOrders', () =>
    HttpResponse.json({
      data: {
        ordersConnection: {
          __typename: 'OrderConnection',
          edges: [
            {
              __typename: 'OrderEdge',
              node: {
                __typename: 'Order',
                id: '5',
                number: '261121-005',
                shopType: 'flower_shop',
                date: '2026-11-21',
                total: ORDER.total,
                client: { __typename: 'Client', ...ORDER.client },
                recipient: null,
              },
            },
          ],
        },
      },
    }),
  ),
  graphql.query('ReceiptOrder', ({ variables }) => {
    if (variables.id !== '5') return gqlError('Заказ не найден', 'NOT_FOUND');
    return HttpResponse.json({
      data: {
        order: {
          __typename: 'Order',
          ...ORDER,
          client: { __typename: 'Client', ...ORDER.client, firstName: 'Пётр', lastName: 'Реальный' },
          lines: ORDER.lines.map((l) => ({ __typename: 'OrderLine', ...l })),
          paymentType: { __typename: 'PaymentType', ...ORDER.paymentType },
          filledBy: { __typename: 'Employee', ...ORDER.filledBy },
        },
      },
    });
  }),
];

beforeEach(async () => {
  stored = {
    flower_shop: { ...defaultReceiptSettings('flower_shop'), updatedAt: null, updatedByName: null },
    fastfood: { ...defaultReceiptSettings('fastfood'), updatedAt: null, updatedByName: null },
  };
  updates.length = 0;
  clearPrintedReceipt();
  server.use(...printHandlers);
  await clearToasts();
});

const preview = () => screen.getByTestId('receipt');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openPage() {
  const app = renderApp('/PrintSettingsPage', { as: 'admin' });
  await findPage('Печать чеков');
  await screen.findByTestId('receipt', {}, { timeout: 5000 });
  return app;
}

describe('/PrintSettingsPage', { timeout: 20_000 }, () => {
  it('previews the template live at the chosen width, per field', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByText('Настройки по умолчанию, ещё не менялись')).toBeTruthy();
    expect(preview().dataset.paperWidth).toBe('80');
    expect(preview().style.width).toBe('80mm');
    expect(within(preview()).getByText('Цветочный магазин «Флора»')).toBeTruthy();
    expect(within(preview()).getByText('Кассир')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '58 мм' }));
    expect(preview().dataset.paperWidth).toBe('58');
    expect(preview().style.width).toBe('58mm');

    await user.click(screen.getByRole('checkbox', { name: 'Кассир' }));
    expect(within(preview()).queryByText('Кассир')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Товары' }));
    expect(within(preview()).queryByText('Роза красная 60 см')).toBeNull();

    await user.clear(field('Название магазина'));
    await user.type(field('Название магазина'), 'Розовый сад');
    expect(within(preview()).getByText('Розовый сад')).toBeTruthy();
    await user.clear(field('Текст в конце чека'));
    await user.type(field('Текст в конце чека'), 'Приходите ещё');
    expect(within(preview()).getByText('Приходите ещё')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'QR-код' }));
    expect(within(preview()).getByRole('img', { name: /^QR-код \d{6}-7$/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Штрихкод' }));
    expect(within(preview()).getByRole('img', { name: /^Штрихкод \d{6}-7$/ })).toBeTruthy();
  });

  it('refuses a blank shop name and an overlong footer before saving', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.clear(field('Название магазина'));
    expect(screen.getByText('Поле «Название магазина» обязательно')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(field('Название магазина'), 'Сад');
    await user.type(field('Текст в конце чека'), '{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7');
    expect(screen.getByText('Поле «Текст в конце чека»: не больше 6 строк')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
    expect(updates).toEqual([]);
  });

  it('saves the whole template and says who changed it when', async () => {
    const user = userEvent.setup();
    await openPage();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '58 мм' }));
    await user.click(screen.getByRole('checkbox', { name: 'Клиент' }));
    await user.click(screen.getByRole('radio', { name: 'QR-код' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      shopType: 'flower_shop',
      input: { ...defaultReceiptSettings('flower_shop'), paperWidth: 58, showClient: false, code: 'qr' },
    });
    await screen.findByText('Настройки чека сохранены');
    expect(await screen.findByText(/Изменено только что · Анна Администратор/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
    expect(preview().dataset.paperWidth).toBe('58');
  });

  it('shows a server refusal under its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.clear(field('Название магазина'));
    await user.type(field('Название магазина'), 'Отказ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const messages = await screen.findAllByText('Поле «Текст в конце чека»: не больше 6 строк');
    expect(messages.length).toBeGreaterThan(0);
    expect(field('Название магазина').value).toBe('Отказ');
  });

  it('asks «Да»/«Нет» before throwing changes away', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.clear(field('Название магазина'));
    await user.type(field('Название магазина'), 'Черновик');
    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    await user.click(await screen.findByRole('button', { name: 'Нет' }));
    expect(field('Название магазина').value).toBe('Черновик');
    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(field('Название магазина').value).toBe('Цветочный магазин «Флора»'));
  });

  it('previews a real order and switches to the other shop type', async () => {
    const user = userEvent.setup();
    await openPage();
    const select = screen.getByLabelText('Заказ для предпросмотра') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    await user.selectOptions(select, '5');
    expect(await within(preview()).findByText('Реальный Пётр')).toBeTruthy();
    expect(within(preview()).getByText('№ 261121-005')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Фастфуд' }));
    await waitFor(() => expect(within(preview()).getByText('Кафе «Флора»')).toBeTruthy());
    expect(preview().dataset.paperWidth).toBe('58');
  });

  it('prints a trial receipt: window.print with only the receipt in the print copy', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await openPage();
    await user.click(screen.getByRole('radio', { name: '58 мм' }));
    await user.click(screen.getByRole('button', { name: 'Напечатать пробный чек' }));
    expect(print).toHaveBeenCalledTimes(1);
    const root = document.getElementById('receipt-print-root')!;
    expect(root.parentElement).toBe(document.body);
    expect(document.body.classList.contains('is-printing-receipt')).toBe(true);
    expect(root.querySelector('[data-testid="receipt"]')!.getAttribute('data-paper-width')).toBe('58');
    expect(root.textContent).toContain('Цветочный магазин «Флора»');
    expect(document.getElementById('receipt-print-page')!.textContent).toBe(
      '@page { size: 58mm auto; margin: 0; }',
    );
    window.dispatchEvent(new Event('afterprint'));
    expect(document.getElementById('receipt-print-root')).toBeNull();
    expect(document.body.classList.contains('is-printing-receipt')).toBe(false);
  });

  it('is for the superadmin only', async () => {
    renderApp('/PrintSettingsPage', { as: 'fastfood' });
    await screen.findByText('Доступ запрещен!');
  });
});

describe('PrintReceiptButton', () => {
  const session: Session = {
    status: 'authenticated',
    user: USERS.admin as never,
    signedOut: false,
    signIn: async () => undefined,
    signUp: async () => undefined,
    refresh: async () => undefined,
    signOut: async () => undefined,
  };
  const mount = (orderId: string) =>
    render(
      <ApolloProvider client={createApolloClient()}>
        <SessionContext.Provider value={session}>
          <PrintReceiptButton orderId={orderId} />
        </SessionContext.Provider>
      </ApolloProvider>,
    );

  it('prints the order with its shop type’s template', async () => {
    const user = userEvent.setup();
    stored.flower_shop = { ...stored.flower_shop, shopName: 'Сохранённый шаблон', code: 'barcode' };
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    mount('5');
    await user.click(screen.getByRole('button', { name: 'Печать чека' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const root = document.getElementById('receipt-print-root')!;
    expect(root.textContent).toContain('Сохранённый шаблон');
    expect(root.textContent).toContain('Реальный Пётр');
    expect(root.querySelector('[aria-label="Штрихкод 261121-005"]')).not.toBeNull();
  });

  it('says so when the order is not there, and prints nothing', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    mount('404');
    await user.click(screen.getByRole('button', { name: 'Печать чека' }));
    await screen.findByText('Заказ не найден');
    expect(print).not.toHaveBeenCalled();
  });
});
