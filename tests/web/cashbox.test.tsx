import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../web/src/lists/toaster';
import { busyShift, cashboxCalls, cashboxHandlers, REFUSED_REASON, resetCashboxDb } from './cashbox-handlers';
import { listsHandlers, resetListDb } from './lists-handlers';
import { findPage, findText, renderApp, toast } from './render';
import { server } from './setup';
import { seedWarehouseLists } from './warehouse-handlers';

beforeEach(async () => {
  resetListDb();
  seedWarehouseLists();
  resetCashboxDb();
  server.use(...listsHandlers, ...cashboxHandlers);
  await clearToasts();
});

const user = () => userEvent.setup();
const money = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');
const dialog = () => screen.getByRole('dialog');

describe('/money/cashbox', { timeout: 30_000 }, () => {
  it('opens a shift with the counted float', async () => {
    renderApp('/money/cashbox', { as: 'admin' });
    await findPage('Касса');
    expect(await findText('Смена не открыта')).toBeTruthy();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Открыть смену' }));
    expect(within(dialog()).getByText('Открыть смену: Центральный')).toBeTruthy();
    await u.click(within(dialog()).getByRole('button', { name: 'Открыть смену' }));
    expect(within(dialog()).getByText('Укажите сумму')).toBeTruthy();
    await u.type(screen.getByLabelText('Наличные в кассе на начало смены'), '5 000');
    await u.click(within(dialog()).getByRole('button', { name: 'Открыть смену' }));
    await toast(/Смена открыта, в кассе 5\s000,00\s₽/);
    expect(cashboxCalls.OpenCashShift[0]).toEqual({
      affiliateId: '1',
      shopType: 'flower_shop',
      openingCash: 500000,
    });
    expect(await findText('Смена открыта')).toBeTruthy();
    expect(money('shift-opening')).toBe('5 000,00 ₽');
    expect(money('shift-expected')).toBe('5 000,00 ₽');
    expect(screen.getByText('Оплат в этой смене ещё не было.')).toBeTruthy();
  });

  it('shows takings by payment type, the timeline with the running balance, and moves cash', async () => {
    resetCashboxDb([busyShift()]);
    renderApp('/money/cashbox', { as: 'admin' });
    await findPage('Касса');
    await findText('Смена открыта');
    expect(money('shift-cash-takings')).toBe('437,00 ₽');
    expect(money('shift-cash-out')).toBe('1 000,00 ₽');
    expect(money('shift-expected')).toBe('4 437,00 ₽');
    expect(money('shift-takings-total')).toBe('937,00 ₽');
    const takings = screen.getByRole('table', { name: 'Выручка по типам оплаты' });
    const rows = within(takings)
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Тип оплатыОплатСумма',
      'Наличные наличные2437,00 ₽',
      'Карта безнал1500,00 ₽',
      'Итого3937,00 ₽',
    ]);
    const timeline = screen.getByRole('table', { name: 'Движение наличных' });
    const balances = within(timeline)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.lastElementChild?.textContent?.replace(/\s/g, ' '));
    expect(balances).toEqual(['5 000,00 ₽', '5 278,00 ₽', '5 437,00 ₽', '4 437,00 ₽']);
    expect(within(timeline).getByRole('link', { name: 'Заказ 260302-001' }).getAttribute('href')).toBe(
      '/order/editOrder?id=41',
    );

    // Cash in: the reason is required.
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Внести' }));
    await u.type(screen.getByLabelText('Сумма'), '200');
    await u.click(within(dialog()).getByRole('button', { name: 'Внести' }));
    expect(within(dialog()).getByText('Укажите причину')).toBeTruthy();
    await u.type(screen.getByLabelText('Причина'), 'Размен монетами');
    await u.click(within(dialog()).getByRole('button', { name: 'Внести' }));
    await toast(/Внесено 200,00\s₽: Размен монетами/);
    expect(cashboxCalls.AddCashMove[0]).toEqual({
      shiftId: '7',
      kind: 'in',
      amount: 20000,
      reason: 'Размен монетами',
    });
    await waitFor(() => expect(money('shift-expected')).toBe('4 637,00 ₽'));

    // Cash out: never more than the till holds, and the server's refusal is shown as is.
    await u.click(screen.getByRole('button', { name: 'Изъять' }));
    await u.type(screen.getByLabelText('Сумма'), '5000');
    await u.type(screen.getByLabelText('Причина'), 'Инкассация');
    await u.click(within(dialog()).getByRole('button', { name: 'Изъять' }));
    expect(within(dialog()).getByText(/^В кассе только 4\s637,00\s₽$/)).toBeTruthy();
    expect(cashboxCalls.AddCashMove).toHaveLength(1);
  });

  it('shows the message of a userError at its field, not on top of the dialog', async () => {
    resetCashboxDb([busyShift()]);
    renderApp('/money/cashbox', { as: 'admin' });
    await findPage('Касса');
    await findText('Смена открыта');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Внести' }));
    await u.type(screen.getByLabelText('Сумма'), '10');
    await u.type(screen.getByLabelText('Причина'), REFUSED_REASON);
    await u.click(within(dialog()).getByRole('button', { name: 'Внести' }));
    // The server refused `reason` (userErrors field ["reason"]): its message is the field's helper.
    const message = await within(dialog()).findByText('Причина: опишите, куда или откуда деньги');
    expect(message.closest('.bp6-form-group')?.querySelector('#cb-move-reason')).toBeTruthy();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(cashboxCalls.AddCashMove).toHaveLength(1);
  });

  it('closes a shift with the counted cash, showing the difference before confirming', async () => {
    resetCashboxDb([busyShift()]);
    renderApp('/money/cashbox', { as: 'admin' });
    await findPage('Касса');
    await findText('Смена открыта');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Закрыть смену' }));
    expect(money('close-expected')).toBe('4 437,00 ₽');
    expect(screen.getByTestId('close-difference').textContent).toBe('Введите сумму, чтобы увидеть разницу');
    await u.type(screen.getByLabelText('Посчитано наличных'), '4400');
    expect(screen.getByTestId('close-difference').textContent?.replace(/\s/g, ' ')).toBe(
      'Разница: −37,00 ₽ — недостача 37,00 ₽',
    );
    await u.clear(screen.getByLabelText('Посчитано наличных'));
    await u.type(screen.getByLabelText('Посчитано наличных'), '4437');
    expect(screen.getByTestId('close-difference').textContent).toBe('Разница: 0,00 ₽ — сходится');
    await u.clear(screen.getByLabelText('Посчитано наличных'));
    await u.type(screen.getByLabelText('Посчитано наличных'), '4400');
    await u.type(screen.getByLabelText('Комментарий'), 'Не хватает мелочи');
    await u.click(within(dialog()).getByRole('button', { name: /Закрыть с разницей −37,00/ }));
    await toast(/Смена закрыта: недостача 37,00\s₽/);
    expect(cashboxCalls.CloseCashShift[0]).toEqual({
      id: '7',
      countedCash: 440000,
      comment: 'Не хватает мелочи',
    });

    expect(await findText('Смена не открыта')).toBeTruthy();
    const past = screen.getByRole('table', { name: 'Закрытые смены' });
    const row = within(past).getAllByRole('row')[1];
    expect(row.textContent?.replace(/\s/g, ' ')).toMatch(/937,00 ₽437,00 ₽4 437,00 ₽4 400,00 ₽−37,00 ₽$/);
    await u.click(within(row).getByRole('button'));
    expect(await screen.findByTestId('shift-difference')).toBeTruthy();
    expect(money('shift-difference')).toBe('−37,00 ₽');
  });

  it('lets a user with several branches pick one', async () => {
    renderApp('/money/cashbox', { as: 'admin' });
    await findPage('Касса');
    await findText('Смена не открыта');
    await user().selectOptions(screen.getByLabelText('Филиал'), 'Северный');
    await waitFor(() =>
      expect(cashboxCalls.CurrentCashShift.at(-1)).toEqual({ affiliateId: '2', shopType: 'flower_shop' }),
    );
    expect(window.localStorage.getItem('cashbox.affiliate')).toBe('2');
    // The SA picks the till too: a branch may run the fast-food one beside the flower counter.
    await user().selectOptions(screen.getByLabelText('Касса'), 'fastfood');
    await waitFor(() =>
      expect(cashboxCalls.CurrentCashShift.at(-1)).toEqual({ affiliateId: '2', shopType: 'fastfood' }),
    );
    await user().click(screen.getByRole('button', { name: 'Открыть смену' }));
    expect(within(dialog()).getByText('Открыть смену: Северный')).toBeTruthy();
  });
});
