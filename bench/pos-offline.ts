/**
 * `npx tsx bench/pos-offline.ts`: issue 24, rows 24a–24b, the POS without the server
 * (docs/offline.md «Очередь заказов без сети») in Chromium at 1024×768.
 * - 24a: a tap on a product until its line is in the cart, online and with the browser offline,
 *   in the same page, in turns (BENCH_TAPS each, default 15): the cart is the page's own, so
 *   offline must cost nothing; reported side by side, no target.
 * - 24b: 100 sales (BENCH_QUEUED) taken offline into the queue, then the time from the network's
 *   return until the top bar is quiet again (every sale sent, one at a time, each with its key);
 *   the orders counted on the server before and after. A figure, no target.
 * `WEB_DIST=<dir>` measures another build.
 */
import type { Page } from 'playwright-core';
import { p50, posBench, post } from './lib';
import type { BenchRow } from './table';

const TAPS = Number(process.env.BENCH_TAPS ?? 15);
const QUEUED = Number(process.env.BENCH_QUEUED ?? 100);
const TAG = 'Офлайн-бенч';

async function tapToLine(page: Page, card: number): Promise<number> {
  const lines = page.getByTestId('cart-line');
  const before = await lines.count();
  const t0 = performance.now();
  await page.locator('.pos-product').filter({ hasText: TAG }).nth(card).click();
  await lines.nth(before).waitFor();
  return performance.now() - t0;
}

await posBench(
  'pos-offline',
  (db) =>
    db.query(
      `INSERT INTO products (name, shop_type, price_kopecks, unit, sort)
       SELECT '${TAG} ' || n, 'fastfood', 10000 + n * 100, 'шт', 20000 + n FROM generate_series(1, ${TAPS * 2}) AS n`,
    ),
  async ({ page, context, origin, accessToken }) => {
    const rows: BenchRow[] = [];
    const orders = async () =>
      (
        JSON.parse(
          await post(
            `${origin}/graphql`,
            { query: '{ ordersConnection(first: 1) { totalCount } }' },
            { authorization: `Bearer ${accessToken}` },
          ),
        ) as { data: { ordersConnection: { totalCount: number } } }
      ).data.ordersConnection.totalCount;
    await page.getByLabel('Найти товар').fill(TAG);
    await page
      .locator('.pos-product')
      .filter({ hasText: TAG })
      .nth(TAPS * 2 - 1)
      .waitFor();
    // Card: no cash shift needed.
    await page.getByRole('button', { name: /Карта/ }).first().click();

    // 24a: in turns, so a neighbour's burst on the shared machine hurts both sides.
    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      await context.setOffline(false);
      online.push(await tapToLine(page, i * 2));
      await context.setOffline(true);
      offline.push(await tapToLine(page, i * 2 + 1));
    }
    // The taps' cart is paid online: the queue starts empty.
    await context.setOffline(false);
    await page.getByRole('button', { name: /^Оплатить/ }).click();
    await page.locator('.pos-paid').filter({ hasText: 'оплачен' }).waitFor();
    rows.push({
      id: '24a',
      name: 'POS tap → line with the browser offline, 1024×768',
      baseline: 'tap → line online, same page, in turns',
      value: `${p50(offline).toFixed(0)} ms p50 (online ${p50(online).toFixed(0)} ms)`,
      ratio: p50(offline) / p50(online),
      target: 'reported, no target',
      met: null,
      note: `${TAPS} taps of each`,
    });

    // 24b: QUEUED sales offline, then the sync from the network's return to a quiet top bar.
    const before = await orders();
    await context.setOffline(true);
    const paid = page.locator('.pos-paid');
    for (let i = 0; i < QUEUED; i++) {
      await page
        .locator('.pos-product')
        .filter({ hasText: TAG })
        .nth(i % (TAPS * 2))
        .click();
      await page.getByRole('button', { name: /^Оплатить/ }).click();
      await paid.filter({ hasText: new RegExp(`Ф-${i + 1} принят`) }).waitFor();
    }
    await page.locator('.app-topbar').getByText(`Ждут отправки: ${QUEUED}`).waitFor();
    const t0 = performance.now();
    await context.setOffline(false);
    await page.locator('.app-topbar [aria-label="В сети"]').waitFor({ timeout: 600_000 });
    const ms = performance.now() - t0;
    const arrived = (await orders()) - before;
    rows.push({
      id: '24b',
      name: `sync of ${QUEUED} sales queued offline, one at a time with their keys`,
      baseline: '—',
      value: `${(ms / 1000).toFixed(1)} s (${(ms / QUEUED).toFixed(0)} ms a sale)`,
      ratio: null,
      target: 'reported, no target',
      met: null,
      note: `orders on the server: +${arrived} of ${QUEUED}`,
    });
    return rows;
  },
);
