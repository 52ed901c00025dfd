/**
 * Fiscal receipts in Chromium (issue 23, docs/fiscal.md): the browser itself calls the cash
 * register (the simulator of tests/fiscal-simulator.ts on another origin, so CORS and the app's
 * CSP are real). A POS sale gets a registered receipt; with the register off the sale still goes
 * through, the receipt is «не пробит» with the driver's message, «Пробить снова» prints it once,
 * and a receipt left unprinted is on the cashbox screen, blocking the shift's close until printed.
 * A florist's prepaid delivery order gets «предоплата 100 %» when paid and «полный расчёт» when
 * its status says it was handed over; a cancelled one its return, «не пробит» while the register
 * is off and printed once by «Пробить снова» (docs/fiscal.md «Which event produces which receipt»).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFiscalSimulator, type FiscalSimulator } from '../fiscal-simulator';
import { baseURL, graphql, newPage, problems, QUIET_ADMIN_PATH, signInAs, useBrowser } from './browser';
import { toast } from './toasts';

const shots = process.env.FISCAL_SHOTS ?? join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

// Launched before and closed after this file's own hooks (vitest runs after-hooks last first):
// the cleanup below still has its pages.
const browser = useBrowser();
let sim: FiscalSimulator;
let page: Page | undefined;
let florist: Page | undefined;
let vatProduct: string | undefined;
beforeAll(async () => {
  sim = await startFiscalSimulator();
});
afterAll(async () => {
  // The server is shared with the other browser files: the fast-food till prints as before again.
  if (page)
    await graphql(
      page,
      'mutation { updateFiscalSettings(input: { enabled: false, taxationType: usnIncome, defaultVat: none, cashierInn: "" }) { userErrors { message } } }',
    );
  if (florist) {
    await graphql(
      florist,
      'mutation { updateFiscalSettings(shopType: flower_shop, input: { enabled: false, taxationType: usnIncome, defaultVat: none, cashierInn: "" }) { userErrors { message } } }',
    );
    if (vatProduct)
      await graphql(
        florist,
        'mutation ($p: ID!) { setProductVat(productId: $p, vat: null) { userErrors { message } } }',
        {
          p: vatProduct,
        },
      );
  }
  await sim?.close();
});

/** A flower delivery order for today, found in the list by its client's phone. */
async function deliveryOrder(p: Page, phone: string, product: { id: string; price: number }, date: string) {
  const made = await graphql<{ createOrder: { order: { id: string; number: string } } }>(
    p,
    'mutation($i: OrderInput!) { createOrder(input: $i) { order { id number } userErrors { message } } }',
    {
      i: {
        shopType: 'flower_shop',
        deliveryType: 'delivery',
        deliveryDate: date,
        deliveryTime: '19:00-21:00',
        client: { firstName: 'Чекова', phone },
        recipient: { firstName: 'Нина', phone: '+7 (999) 777-66-23' },
        deliveryAddress: 'ул. Кассовая, д. 54',
        lines: [{ productId: product.id, count: 2, price: product.price }],
      },
    },
  );
  return made.createOrder.order;
}

/** A document's row once registered: it has the register's time (a «не пробит» one has none). */
const registeredRow = (kind: string) => new RegExp(`${kind}.*\\d{2}\\.\\d{2}\\.\\d{4}.*пробит`);

/** Opens the order's drawer from the list and takes all that is due by card («Принять оплату»). */
async function openAndPay(p: Page, order: { number: string }, phone: string) {
  await p.goto(`${baseURL()}/order/allOrder`);
  await p.locator('.orders-number').first().waitFor();
  await p.getByLabel('Поиск по телефону или имени').fill(phone.replace(/\D/g, '').slice(1));
  const row = p.locator('.orders-number').filter({ hasText: order.number });
  await row.waitFor();
  await row.click();
  const drawer = p.locator('.orders-drawer');
  await drawer.getByRole('button', { name: 'Принять оплату' }).click();
  const dialog = p.getByRole('dialog', { name: /Оплата заказа/ });
  await dialog.locator('#pay-type').selectOption({ label: 'Карта' });
  await dialog.getByRole('button', { name: 'Принять' }).click();
  const docs = drawer.getByRole('table', { name: 'Фискальные документы' });
  await docs.getByRole('row', { name: registeredRow('Предоплата') }).waitFor();
  return { drawer, docs };
}

async function sell(page: Page) {
  await page.locator('.pos-product').first().click();
  await page.getByRole('button', { name: /^Оплатить / }).click();
  const paid = page.locator('.pos-paid');
  await paid.waitFor();
  return paid;
}

describe('the till registers its receipts on the cash register', () => {
  it('a sale is printed; a register that is off leaves it «не пробит» until «Пробить снова»', async () => {
    page = await newPage(browser(), { viewport: { width: 1366, height: 900 } });
    await signInAs(page, 'fastfood');
    // This workstation's register: the simulator's address (the cash register dialog keeps it here).
    await page.evaluate(
      (port) => localStorage.setItem('cashRegister', JSON.stringify({ address: '127.0.0.1', port })),
      sim.port,
    );
    await graphql(
      page,
      `
        mutation {
          updateFiscalSettings(
            input: { enabled: true, taxationType: usnIncome, defaultVat: none, cashierInn: "" }
          ) {
            settings {
              enabled
            }
            userErrors {
              message
            }
          }
        }
      `,
    );
    await graphql(
      page,
      'mutation { openCashShift(shopType: fastfood, openingCash: 0, affiliateId: 1) { shift { id } } }',
    ).catch(() => undefined);

    await page.goto(`${baseURL()}/order/newOrderFastFood`);
    await page.locator('.pos-product').first().waitFor();
    const before = sim.receipts().length;
    let paid = await sell(page);
    await paid.getByTestId('fiscal-registered').waitFor();
    expect(sim.receipts()).toHaveLength(before + 1);
    const printed = sim.receipts().at(-1)!;
    expect(printed.task).toMatchObject({
      type: 'sell',
      taxationType: 'usnIncome',
      payments: [{ type: 'cash' }],
    });
    expect(await paid.getByTestId('fiscal-registered').textContent()).toContain(`№ ${printed.number} пробит`);
    await page.screenshot({ path: join(shots, 'fiscal-pos-registered.png') });

    // The register is off: the sale is saved all the same, the receipt is not.
    sim.mode = 'off';
    paid = await sell(page);
    const failed = paid.getByTestId('fiscal-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Чек не пробит: Нет связи с ККТ');
    expect(sim.receipts()).toHaveLength(before + 1);
    await page.screenshot({ path: join(shots, 'fiscal-pos-failed.png') });
    sim.mode = 'on';
    await failed.getByRole('button', { name: 'Пробить снова' }).click();
    await paid.getByTestId('fiscal-registered').waitFor();
    expect(sim.receipts()).toHaveLength(before + 2);

    // Off again and left so: the cashbox lists it and will not close the shift until it is printed.
    sim.mode = 'off';
    paid = await sell(page);
    await paid.getByTestId('fiscal-failed').waitFor();
    await page.goto(`${baseURL()}/money/cashbox`);
    const list = page.locator('.fiscal-unregistered');
    await list.getByText('Непробитые чеки: 1').waitFor();
    await page.getByRole('button', { name: 'Закрыть смену' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#cb-counted').fill('0');
    await dialog.locator('button[type=submit]').click();
    await page.getByText('Непробитых чеков: 1. Пробейте их на экране кассы, затем закройте смену').waitFor();
    await page.screenshot({ path: join(shots, 'fiscal-cashbox-unregistered.png') });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.screenshot({ path: join(shots, 'fiscal-cashbox-list.png') });
    sim.mode = 'on';
    await list.getByRole('button', { name: 'Пробить снова' }).click();
    await list.waitFor({ state: 'detached' });
    expect(sim.receipts()).toHaveLength(before + 3);
    expect(problems.get(page)).toEqual([]);
  });

  it('a prepaid flower order: «полный расчёт» when «Выполнен», the return when «Отменён», once', async () => {
    const p = (florist = await newPage(browser(), { viewport: { width: 1366, height: 900 } }));
    await signInAs(p, 'admin', { path: QUIET_ADMIN_PATH });
    await p.evaluate(
      (port) => localStorage.setItem('cashRegister', JSON.stringify({ address: '127.0.0.1', port })),
      sim.port,
    );
    // The shop's admin sets its register up on its own settings page (ОСН, 20 % by default).
    await p.goto(`${baseURL()}/Settings/Fiscal`);
    const card = p.locator('.fiscal-settings');
    await card.getByText('Пробивать чеки через кассовый аппарат (54-ФЗ)').click();
    await p.locator('#fiscal-taxation').selectOption('osn');
    await p.locator('#fiscal-vat').selectOption('vat20');
    await card.getByRole('button', { name: 'Сохранить настройки кассы' }).click();
    await toast(p, 'Настройки кассы сохранены');
    await p.screenshot({ path: join(shots, 'fiscal-settings-page.png') });

    // The bouquet is taxed at 10 % (its own rate, set in the product form).
    const { deliveryBoard, products } = await graphql<{
      deliveryBoard: { date: string };
      products: { id: string; price: number }[];
    }>(p, '{ deliveryBoard { date } products { id price } }');
    const product = products[0]!;
    vatProduct = product.id;
    await p.goto(`${baseURL()}/EditProduct/${product.id}`);
    const vat = p.locator('#product-vat');
    await expect.poll(() => vat.isEnabled()).toBe(true);
    await vat.selectOption('vat10');
    await expect
      .poll(
        async () =>
          (
            await graphql<{ product: { vat: string } }>(p, 'query ($id: ID!) { product(id: $id) { vat } }', {
              id: product.id,
            })
          ).product.vat,
      )
      .toBe('vat10');
    await p.locator('#product-vat').scrollIntoViewIfNeeded();
    await p.screenshot({ path: join(shots, 'fiscal-product-vat.png') });

    // Paid in advance: «предоплата 100 %» at the calculated rate 10/110.
    const before = sim.receipts().length;
    const first = await deliveryOrder(p, '+7 (999) 523-00-01', product, deliveryBoard.date);
    const { drawer, docs } = await openAndPay(p, first, '+7 (999) 523-00-01');
    expect(sim.receipts()).toHaveLength(before + 1);
    const advance = sim.receipts().at(-1)!.task as unknown as {
      items: { paymentMethod: string; tax: { type: string } }[];
    };
    expect(advance.items[0]).toMatchObject({ paymentMethod: 'fullPrepayment', tax: { type: 'vat110' } });

    // Handed over: the status at the end of the flow prints «полный расчёт» offsetting the advance.
    await drawer.locator('#order-status').selectOption({ label: 'Выполнен' });
    await toast(p, `Заказ ${first.number}: статус «Выполнен»`);
    await toast(p, /Полный расчёт: чек № \d+ пробит/);
    await docs.getByRole('row', { name: registeredRow('Полный расчёт') }).waitFor();
    expect(sim.receipts()).toHaveLength(before + 2);
    const settlement = sim.receipts().at(-1)!.task as unknown as typeof advance;
    expect(settlement).toMatchObject({ type: 'sell', payments: [{ type: 'prepaid' }] });
    expect(settlement.items[0]).toMatchObject({ paymentMethod: 'fullPayment', tax: { type: 'vat10' } });
    await p.screenshot({ path: join(shots, 'fiscal-settlement.png') });

    // Another paid order is cancelled while the register is off: the return is «не пробит».
    const second = await deliveryOrder(p, '+7 (999) 523-00-02', product, deliveryBoard.date);
    const again = await openAndPay(p, second, '+7 (999) 523-00-02');
    expect(sim.receipts()).toHaveLength(before + 3);
    sim.mode = 'off';
    await again.drawer.locator('#order-status').selectOption({ label: 'Отменён' });
    await toast(p, `Заказ ${second.number}: статус «Отменён»`);
    await toast(p, 'Чек не пробит: Нет связи с ККТ');
    await again.docs.getByRole('row', { name: /Возврат прихода.*не пробит/ }).waitFor();
    await again.docs.getByText('Нет связи с ККТ').waitFor();
    await p.screenshot({ path: join(shots, 'fiscal-return-failed.png') });
    // The documents with the retry fit the drawer: nothing hides sideways.
    const body = p.locator('.orders-drawer-body');
    expect(await body.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    expect(sim.receipts()).toHaveLength(before + 3);
    sim.mode = 'on';
    await again.docs.getByRole('button', { name: 'Пробить снова' }).click();
    await again.docs.getByRole('row', { name: registeredRow('Возврат прихода') }).waitFor();
    await expect.poll(() => again.docs.getByRole('button', { name: 'Пробить снова' }).count()).toBe(0);
    expect(sim.receipts()).toHaveLength(before + 4);
    expect(sim.receipts().at(-1)!.task).toMatchObject({
      type: 'sellReturn',
      payments: [{ type: 'electronically' }],
    });
    await p.screenshot({ path: join(shots, 'fiscal-return-registered.png') });
    expect(problems.get(p)).toEqual([]);
  });
});
