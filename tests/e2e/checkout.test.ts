/**
 * Promo codes and gift certificates at the till (issue 26 item 2): a cashier applies a promo code,
 * pays partly with a certificate and the rest in cash; the till, the order and the printed
 * receipt all show both, the certificate's balance goes down by what it paid, and only the cash
 * part is money taken.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import { baseURL, graphql, newPage, shotsDir, signInAs, useBrowser } from './browser';

const shots = shotsDir();
const browser = useBrowser();

/** "1 234,50 ₽" → 123450. */
const kopecks = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

describe('a cashier applies a promo code and pays with a certificate and cash', () => {
  it('the till, the order and the receipt show both; the certificate pays its part, cash the rest', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 } });
    await signInAs(page, 'fastfood');
    const stamp = Date.now().toString(36).toUpperCase();
    const promoCode = `E2E-${stamp}`;
    const certificateCode = `CERT-${stamp}`;
    await graphql(
      page,
      `
        mutation ($p: PromocodeCreateInput!, $c: CertificateCreateInput!) {
          createPromocode(input: $p) {
            promocode {
              id
            }
          }
          createCertificate(input: $c) {
            certificate {
              id
            }
          }
        }
      `,
      {
        p: { code: promoCode, discountKind: 'percent', discountValue: 10 },
        c: { code: certificateCode, amount: 100_00, balance: 100_00 },
      },
    );
    // Cash lands in the open till of the fast-food counter (one already open is as good).
    await graphql(
      page,
      'mutation { openCashShift(shopType: fastfood, openingCash: 0, affiliateId: 1) { shift { id } } }',
    ).catch(() => undefined);

    await page.goto(`${baseURL()}/order/newOrderFastFood`);
    await page.locator('.pos-product').first().waitFor();
    // Enough goods that the certificate pays only part.
    for (let i = 0; i < 6; i++) await page.locator('.pos-product').first().click();
    await page.getByRole('button', { name: 'Промокод или сертификат' }).click();

    // A code nobody has is refused with the server's reason, right under the field.
    await page.locator('#promoCode').fill('НЕТ-ТАКОГО');
    await page.getByRole('button', { name: 'Применить' }).first().click();
    await page.getByText('Промокод «НЕТ-ТАКОГО» не найден').waitFor();

    await page.locator('#promoCode').fill(promoCode.toLowerCase());
    await page.getByRole('button', { name: 'Применить' }).first().click();
    await page.getByTestId('promoCode-applied').waitFor();
    await page.locator('#certificateCode').fill(certificateCode);
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByTestId('certificateCode-applied').waitFor();

    const total = kopecks((await page.getByTestId('pos-total').textContent())!);
    const promo = kopecks((await page.getByTestId('pos-promo').textContent())!);
    const certificate = kopecks((await page.getByTestId('pos-certificate').textContent())!);
    const due = kopecks((await page.getByTestId('pos-due').textContent())!);
    expect(promo).toBeGreaterThan(0);
    expect(certificate).toBe(100_00);
    expect(due).toBe(total - certificate);
    await page.screenshot({ path: join(shots, 'checkout-pos.png') });

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByRole('button', { name: '5000 ₽' }).click();
    await page.getByRole('button', { name: new RegExp(`^Оплатить ${formatRub(due)}`) }).click();
    const paid = page.locator('.pos-paid');
    await paid.waitFor();
    const number = /Заказ (\S+) оплачен/.exec((await paid.textContent())!)![1];
    await paid.getByRole('button', { name: 'Печать чека' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const receipt = (await page.locator('#receipt-print-root [data-testid="receipt"]').textContent())!;
    expect(receipt).toContain(number);
    expect(receipt).toContain(`Промокод ${promoCode}`);
    expect(receipt).toContain(`−${formatRub(promo)}`);
    expect(receipt).toContain(`Сертификат ${certificateCode}`);
    expect(receipt).toContain(`К оплате${formatRub(due)}`);

    // The order as the server keeps it: both applied; the money taken is the cash part only.
    const { orders } = await graphql<{
      orders: { orders: Record<string, unknown>[] };
    }>(
      page,
      `
        query ($s: String) {
          orders(preset: TODAY, search: $s) {
            orders {
              number
              total
              promoCode
              promoSum
              certificateCode
              certificateSum
              paidSum
              dueSum
            }
          }
        }
      `,
      { s: number },
    );
    expect(orders.orders.find((o) => o.number === number)).toMatchObject({
      total,
      promoCode,
      promoSum: promo,
      certificateCode,
      certificateSum: 100_00,
      paidSum: due,
      dueSum: 0,
    });
    const { checkoutCodes } = await graphql<{ checkoutCodes: unknown }>(
      page,
      'query ($c: String) { checkoutCodes(certificateCode: $c) { certificate { balance } } }',
      { c: certificateCode },
    ).catch((e: Error) => ({ checkoutCodes: e.message }));
    // Spent to the kopeck: the till refuses it now, with the reason.
    expect(String(JSON.stringify(checkoutCodes))).toContain(
      `На сертификате «${certificateCode}» не осталось денег`,
    );
    await page.context().close();
  });
});
