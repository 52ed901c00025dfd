/**
 * The till's preset discount, markup and a promo batch's code (issue 26 item 3): a cashier picks
 * «Готовая скидка» and «Наценка» from the till's panel, types a code a promo batch made, pays in
 * cash; the till, the receipt and the order agree (total = goods − discount − promo + markup), and
 * the batch counts the code's use.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import { baseURL, graphql, newPage, shotsDir, signInAs, useBrowser } from './browser';

const shots = shotsDir();
const browser = useBrowser();

/** "1 234,50 ₽" → 123450. */
const kopecks = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

describe('a cashier applies a preset discount, a markup and a batch promo code at the till', () => {
  it('the till, the receipt and the order agree, and the batch counts the use', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 } });
    await signInAs(page, 'fastfood');
    const stamp = Date.now().toString(36).toUpperCase();
    const markupName = `Срочно ${stamp}`;
    const made = await graphql<{
      createMarkup: { markup: { id: string } };
      createPromoBatch: { promoBatch: { id: string } };
    }>(
      page,
      `
        mutation ($m: MarkupCreateInput!, $b: PromoBatchCreateInput!) {
          createMarkup(input: $m) {
            markup {
              id
            }
          }
          createPromoBatch(input: $b) {
            promoBatch {
              id
            }
          }
        }
      `,
      {
        m: { name: markupName, kind: 'percent', percent: 10 },
        b: { name: `E2E ${stamp}`, prefix: `B${stamp}`, count: 3, discountKind: 'percent', discountValue: 5 },
      },
    );
    const codesQuery = `query ($id: ID!) { promoBatchCodes(batchId: $id) { codes { code usedCount } } }`;
    type Codes = { promoBatchCodes: { codes: { code: string; usedCount: number }[] } };
    const { codes } = (await graphql<Codes>(page, codesQuery, { id: made.createPromoBatch.promoBatch.id }))
      .promoBatchCodes;
    expect(codes).toHaveLength(3);
    await graphql(
      page,
      'mutation { openCashShift(shopType: fastfood, openingCash: 0, affiliateId: 1) { shift { id } } }',
    ).catch(() => undefined);

    await page.goto(`${baseURL()}/order/newOrderFastFood`);
    await page.locator('.pos-product').first().waitFor();
    for (let i = 0; i < 4; i++) await page.locator('.pos-product').first().click();

    await page.getByRole('button', { name: 'Скидка, наценка, подарок' }).click();
    await page.locator('#discountPreset').selectOption({ index: 1 });
    await page.getByTestId('pos-discount').waitFor();
    await page.locator('#pos-markup').selectOption({ label: `${markupName} (+10 %)` });
    await page.getByTestId('pos-markup').waitFor();

    await page.getByRole('button', { name: 'Промокод или сертификат' }).click();
    await page.locator('#promoCode').fill(codes[0].code.toLowerCase());
    await page.getByRole('button', { name: 'Применить' }).first().click();
    await page.getByTestId('promoCode-applied').waitFor();

    const total = kopecks((await page.getByTestId('pos-total').textContent())!);
    const discount = kopecks((await page.getByTestId('pos-discount').textContent())!);
    const markup = kopecks((await page.getByTestId('pos-markup').textContent())!);
    const promo = kopecks((await page.getByTestId('pos-promo').textContent())!);
    expect(discount).toBeGreaterThan(0);
    expect(markup).toBeGreaterThan(0);
    expect(promo).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'desk-pos.png') });

    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: '5000 ₽' }).click();
    await page.getByRole('button', { name: new RegExp(`^Оплатить ${formatRub(total)}`) }).click();
    const paid = page.locator('.pos-paid');
    await paid.waitFor();
    const number = /Заказ (\S+) оплачен/.exec((await paid.textContent())!)![1];
    await paid.getByRole('button', { name: 'Печать чека' }).click();
    const receipt = page.locator('#receipt-print-root [data-testid="receipt"]');
    await receipt.waitFor({ state: 'attached' });
    const text = (await receipt.textContent())!;
    expect(text).toContain(`Наценка «${markupName}»+${formatRub(markup)}`);
    expect(text).toContain(`Промокод ${codes[0].code}`);
    expect(text).toContain(formatRub(total));

    const { orders } = await graphql<{ orders: { orders: Record<string, unknown>[] } }>(
      page,
      `
        query ($s: String) {
          orders(preset: TODAY, search: $s) {
            orders {
              number
              subtotal
              discountSum
              promoCode
              promoSum
              markupName
              markupSum
              total
              paidSum
            }
          }
        }
      `,
      { s: number },
    );
    const order = orders.orders.find((o) => o.number === number)!;
    expect(order).toMatchObject({
      discountSum: discount,
      promoCode: codes[0].code,
      promoSum: promo,
      markupName,
      markupSum: markup,
      total,
      paidSum: total,
    });
    expect(order.total).toBe((order.subtotal as number) - discount - promo + markup);
    const after = (await graphql<Codes>(page, codesQuery, { id: made.createPromoBatch.promoBatch.id }))
      .promoBatchCodes;
    expect(after.codes[0]).toEqual({ code: codes[0].code, usedCount: 1 });
    await page.context().close();
  });
});
