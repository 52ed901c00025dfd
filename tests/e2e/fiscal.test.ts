/**
 * Fiscal receipts in Chromium (issue 23, docs/fiscal.md): the browser itself calls the cash
 * register (the simulator of tests/fiscal-simulator.ts on another origin, so CORS and the app's
 * CSP are real). A POS sale gets a registered receipt; with the register off the sale still goes
 * through, the receipt is «не пробит» with the driver's message, «Пробить снова» prints it once,
 * and a receipt left unprinted is on the cashbox screen, blocking the shift's close until printed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFiscalSimulator, type FiscalSimulator } from '../fiscal-simulator';
import { baseURL, graphql, launchBrowser, newPage, problems, signInAs } from './browser';

const shots = process.env.FISCAL_SHOTS ?? join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

let browser: Browser;
let sim: FiscalSimulator;
let page: Page | undefined;
beforeAll(async () => {
  [browser, sim] = await Promise.all([launchBrowser(), startFiscalSimulator()]);
});
afterAll(async () => {
  // The server is shared with the other browser files: the fast-food till prints as before again.
  if (page)
    await graphql(
      page,
      'mutation { updateFiscalSettings(input: { enabled: false, taxationType: usnIncome, defaultVat: none, cashierInn: "" }) { userErrors { message } } }',
    );
  await browser?.close();
  await sim?.close();
});

async function sell(page: Page) {
  await page.locator('.pos-product').first().click();
  await page.getByRole('button', { name: /^Оплатить / }).click();
  const paid = page.locator('.pos-paid');
  await paid.waitFor();
  return paid;
}

describe('the till registers its receipts on the cash register', () => {
  it('a sale is printed; a register that is off leaves it «не пробит» until «Пробить снова»', async () => {
    page = await newPage(browser, { viewport: { width: 1366, height: 900 } });
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
});
