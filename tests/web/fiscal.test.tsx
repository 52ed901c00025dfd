/**
 * Fiscal receipts on the web (docs/fiscal.md): the admin's «Кассовый аппарат» settings form, the
 * cashbox's «Непробитые чеки» blocking the shift's close until «Пробить снова» prints them, and
 * the order drawer's «Чеки» where a cancelled paid order's return is made by the status change,
 * «не пробит» while the register is off. The gateway is msw (fiscal-handlers.ts); the register is
 * the real loopback simulator, which the app reaches at the address of its cash register dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildReceipt } from '../../web/src/fiscal/receipt';
import { clearToasts } from '../../web/src/lists/toaster';
import { startFiscalSimulator, type FiscalSimulator } from '../fiscal-simulator';
import { busyShift, cashboxHandlers, resetCashboxDb } from './cashbox-handlers';
import { fiscalCalls, fiscalDoc, fiscalDocuments, fiscalHandlers, resetFiscalDb } from './fiscal-handlers';
import { listsHandlers, resetListDb } from './lists-handlers';
import { makeOrder, ordersHandlers, resetOrderDb, seedOrderLists } from './orders-handlers';
import { findPage, findText, renderApp, toast } from './render';
import { server } from './setup';
import { seedWarehouseLists } from './warehouse-handlers';

let sim: FiscalSimulator;
beforeAll(async () => {
  sim = await startFiscalSimulator();
});
afterAll(() => sim.close());

beforeEach(async () => {
  resetListDb();
  seedOrderLists();
  seedWarehouseLists();
  resetCashboxDb();
  resetOrderDb([]);
  resetFiscalDb();
  sim.mode = 'on';
  sim.documents.length = 0;
  window.localStorage.setItem('cashRegister', JSON.stringify({ address: '127.0.0.1', port: sim.port }));
  // Ours first: the fiscal handlers refuse a close the cashbox's own would accept.
  server.use(
    ...fiscalHandlers,
    ...listsHandlers,
    ...ordersHandlers,
    ...cashboxHandlers,
    http.all(`${sim.base}/*`, () => passthrough()),
  );
  await clearToasts();
});

/** A flower order of 250 ₽ paid in advance by card (payment 5), as FiscalOrder reads it. */
const paidOrder = {
  __typename: 'Order' as const,
  id: '1',
  number: '261121-001',
  shopType: 'flower_shop' as const,
  deliveryType: 'delivery',
  total: 25_000,
  certificateSum: 0,
  bonusSum: 0,
  discountType: null,
  discountValue: 0,
  promoKind: null,
  promoValue: 0,
  markupKind: null,
  markupValue: 0,
  deliverySum: 0,
  lines: [{ __typename: 'OrderLine' as const, name: 'Роза красная', price: 25_000, count: 1, vat: null }],
  client: null,
  payments: [{ __typename: 'OrderPayment' as const, id: '5', amount: 25_000, cashless: true }],
};

const settings = {
  taxationType: 'usnIncome' as const,
  defaultVat: 'none' as const,
  operator: { name: 'Кассир' },
};

describe('/Settings/Fiscal', { timeout: 30_000 }, () => {
  it("the shop type's admin sets up its own till; a refused INN is shown at its field", async () => {
    renderApp('/Settings/Fiscal', { as: 'fastfood' });
    await findPage('Кассовый аппарат');
    const u = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Сохранить настройки кассы' });
    // Only the SA picks a shop type: an admin's page is their own till's.
    expect(screen.queryByRole('radiogroup', { name: 'Тип магазина' })).toBeNull();
    await u.click(screen.getByLabelText('Пробивать чеки через кассовый аппарат (54-ФЗ)'));
    await u.selectOptions(screen.getByLabelText('Система налогообложения'), 'osn');
    await u.selectOptions(screen.getByLabelText('НДС по умолчанию'), 'vat20');
    await u.type(screen.getByLabelText('ИНН кассира'), '12');
    await u.click(save);
    expect(await findText('ИНН кассира: 10 или 12 цифр')).toBeTruthy();
    await u.type(screen.getByLabelText('ИНН кассира'), '3456789047');
    await u.click(save);
    await toast('Настройки кассы сохранены');
    expect(fiscalCalls.UpdateFiscalSettings!.at(-1)).toEqual({
      shopType: 'fastfood',
      input: { enabled: true, taxationType: 'osn', defaultVat: 'vat20', cashierInn: '123456789047' },
    });
  });
});

describe('the cashbox and its register', { timeout: 30_000 }, () => {
  it('lists receipts not printed, will not close the shift, and «Пробить снова» prints each once', async () => {
    resetCashboxDb([busyShift()]);
    const task = buildReceipt(paidOrder, settings, {
      kind: 'sale',
      money: [{ cashless: true, amount: 25_000 }],
    });
    resetFiscalDb({
      enabled: ['flower_shop'],
      orders: [paidOrder],
      documents: [
        fiscalDoc({
          id: '7',
          kind: 'sale',
          key: 5,
          orderId: '1',
          orderNumber: '261121-001',
          paymentId: '5',
          amount: 25_000,
          task: JSON.stringify(task),
          status: 'failed',
          attempt: 1,
          message: 'Нет бумаги',
        }),
      ],
    });
    renderApp('/money/cashbox', { as: 'admin' });
    await findPage('Касса');
    const list = await screen.findByRole('table', { name: 'Непробитые чеки' }, { timeout: 15_000 });
    expect(screen.getByText('Непробитые чеки: 1')).toBeTruthy();
    expect(within(list).getByText('не пробит')).toBeTruthy();
    expect(within(list).getByText(/Нет бумаги/)).toBeTruthy();
    expect(within(list).getByText('261121-001')).toBeTruthy();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Закрыть смену' }));
    const dialog = screen.getByRole('dialog');
    await u.type(within(dialog).getByLabelText('Посчитано наличных'), '4437');
    await u.click(within(dialog).getByRole('button', { name: 'Закрыть смену' }));
    expect(
      await within(dialog).findByText(
        'Непробитых чеков: 1. Пробейте их на экране кассы, затем закройте смену',
      ),
    ).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    await u.click(within(list).getByRole('button', { name: 'Пробить снова' }));
    await toast(/Чек № \d+ пробит/);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Непробитые чеки' })).toBeNull());
    expect(sim.receipts()).toHaveLength(1);
    expect(sim.receipts()[0]!.task).toMatchObject({ type: 'sell', total: 250 });

    await u.click(screen.getByRole('button', { name: 'Закрыть смену' }));
    const again = screen.getByRole('dialog');
    await u.clear(within(again).getByLabelText('Посчитано наличных'));
    await u.type(within(again).getByLabelText('Посчитано наличных'), '4437');
    await u.click(within(again).getByRole('button', { name: 'Закрыть смену' }));
    await toast(/Смена закрыта/);
    // The register's shift closes with the till's: the Z-report, registered.
    await waitFor(() =>
      expect(fiscalDocuments().find((d) => d.kind === 'closeShift')?.status).toBe('registered'),
    );
    expect(sim.documents.at(-1)!.type).toBe('closeShift');
  });
});

describe('the order drawer «Чеки»', { timeout: 30_000 }, () => {
  it('cancelling a paid order makes its return; «не пробит» while the register is off, then printed once', async () => {
    resetOrderDb([makeOrder(1, { paidSum: 25_000 })]);
    resetFiscalDb({
      enabled: ['flower_shop'],
      orders: [paidOrder],
      documents: [
        fiscalDoc({
          id: '9',
          kind: 'prepayment',
          key: 5,
          orderId: '1',
          orderNumber: '261121-001',
          paymentId: '5',
          amount: 25_000,
          status: 'registered',
          number: 11,
          sign: '908424925',
          fiscalAt: '2026-11-27T10:00:00+03:00',
        }),
      ],
    });
    sim.mode = 'off';
    renderApp('/order/allOrder', { as: 'admin' });
    const u = userEvent.setup();
    await u.click(await findText('261121-001'));
    const docs = await screen.findByRole('table', { name: 'Фискальные документы' }, { timeout: 15_000 });
    expect(within(docs).getByText('Предоплата')).toBeTruthy();

    await u.selectOptions(document.getElementById('order-status')!, 'Отменён');
    await toast('Чек не пробит: Нет связи с ККТ');
    expect(fiscalCalls.CreateFiscalDocument).toEqual([
      expect.objectContaining({ kind: 'return', key: 1, orderId: '1', amount: 25_000 }),
    ]);
    const row = (await within(docs).findByText('Возврат прихода')).closest('tr')!;
    expect(within(row).getByText('не пробит')).toBeTruthy();
    // The driver's message and the retry sit in the row under the document.
    const failure = row.nextElementSibling as HTMLElement;
    expect(within(failure).getByText('Нет связи с ККТ')).toBeTruthy();
    expect(sim.receipts()).toHaveLength(0);

    sim.mode = 'on';
    await u.click(within(failure).getByRole('button', { name: 'Пробить снова' }));
    await toast(/Возврат прихода: чек № \d+ пробит/);
    await waitFor(() => expect(within(row).getByText('пробит')).toBeTruthy());
    // Returned: no «Полный расчёт» after it (the settlement would sell what went back).
    expect(screen.queryByRole('button', { name: 'Полный расчёт' })).toBeNull();
    expect(within(docs).queryByRole('button', { name: 'Пробить снова' })).toBeNull();
    expect(sim.receipts().map((r) => r.task.type)).toEqual(['sellReturn']);
  });
});
