/**
 * `npx tsx bench/pos-counter.ts`: issue 22, row 22a, tap-to-line at the fast-food POS in Chromium
 * with 300 products (every other one with a required «Размер» and an optional «Без»), on a tablet's
 * 1024×768. The case: a tap on a product with modifiers until its sheet is up, plus «0,5 л» and
 * «Добавить» until the line is in the basket; the baseline, measured in the same page: a tap on a
 * plain product until its line is there. The menu is loaded once with the page (productMenus), so a
 * tap must cost no data request: the row counts the GraphQL and /api requests the taps made
 * (target 0; an icon's code chunk drawn the first time is not data) and judges the
 * sheet's p50 against the plain tap's (≤ 2×). `WEB_DIST=<dir>` measures another build.
 */
import type { Page, Request } from 'playwright-core';
import { replaceGroups } from '../crm/catalog/modifiers';
import { p50, posBench, type PosDb } from './lib';
import type { BenchRow } from './table';

const PRODUCTS = 300;
const TAPS = Number(process.env.BENCH_TAPS ?? 15);
const TAG = 'Бенч';

async function seedMenu(db: PosDb) {
  const [{ id: category }] = await db.query<{ id: number }>(
    "INSERT INTO categories (name, shop_type, sort) VALUES ('Бенч-меню', 'fastfood', 999) RETURNING id",
  );
  const ids = await db.query<{ id: number }>(
    `INSERT INTO products (name, category_id, shop_type, price_kopecks, unit, sort)
     SELECT '${TAG} ' || lpad(n::text, 3, '0'), $1, 'fastfood', 10000 + n * 100, 'шт', 10000 + n
       FROM generate_series(1, ${PRODUCTS}) AS n ORDER BY n RETURNING id`,
    [category],
  );
  for (const [i, { id }] of ids.entries()) {
    if (i % 2 === 1) continue;
    await db.transaction((tx) =>
      replaceGroups(tx, id, [
        {
          name: 'Размер',
          min: 1,
          max: 1,
          options: [
            { name: '0,3 л', priceDelta: -2000, components: [] },
            { name: '0,5 л', priceDelta: 0, components: [] },
          ],
        },
        {
          name: 'Без',
          min: 0,
          max: 2,
          options: [
            { name: 'без лука', priceDelta: 0, components: [] },
            { name: 'без соуса', priceDelta: 0, components: [] },
          ],
        },
      ]),
    );
  }
}

/** ms from `act` to `until` resolving, with the requests the page started meanwhile. */
async function timed(page: Page, act: () => Promise<void>, until: () => Promise<unknown>) {
  const names: string[] = [];
  // What a tap asks the server for data, by operation. Code (an icon's chunk the first time it
  // is drawn) and pictures are not data; neither is the grid's next page, loaded because the
  // tapped card scrolled into view.
  const count = (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path !== '/graphql' && !path.startsWith('/api/')) return;
    const op = (req.postDataJSON() as { operationName?: string } | null)?.operationName ?? path;
    if (!/ProductListPage|productsConnection/i.test(op)) names.push(op);
  };
  page.on('request', count);
  const t0 = performance.now();
  await act();
  await until();
  const ms = performance.now() - t0;
  page.off('request', count);
  return { ms, requests: names.length, names };
}

await posBench('pos', seedMenu, async ({ page }) => {
  const rows: BenchRow[] = [];
  await page.getByLabel('Найти товар').fill(TAG);
  const cards = page.locator('.pos-product').filter({ hasText: TAG });
  await cards.nth(TAPS * 2).waitFor();
  const lines = page.getByTestId('cart-line');
  const plain: number[] = [];
  const sheet: number[] = [];
  const added: number[] = [];
  let requests = 0;
  const asked = new Set<string>();
  for (let i = 0; i < TAPS; i++) {
    const before = await lines.count();
    const a = await timed(
      page,
      () => cards.nth(i * 2 + 1).click(),
      () => lines.nth(before).waitFor(),
    );
    plain.push(a.ms);
    const dialog = page.getByRole('dialog');
    const b = await timed(
      page,
      () => cards.nth(i * 2).click(),
      () => dialog.waitFor(),
    );
    sheet.push(b.ms);
    const c = await timed(
      page,
      async () => {
        await dialog.getByRole('button', { name: '0,5 л' }).click();
        await dialog.getByRole('button', { name: 'Добавить' }).click();
      },
      () => lines.nth(before + 1).waitFor(),
    );
    added.push(c.ms);
    requests += a.requests + b.requests + c.requests;
    for (const n of [...a.names, ...b.names, ...c.names]) asked.add(n);
  }
  const ratio = p50(sheet) / p50(plain);
  rows.push({
    id: '22a',
    name: `POS tap → modifier sheet, ${PRODUCTS} products (half with modifiers), 1024×768`,
    baseline: 'tap → line of a plain product, same page',
    value: `${p50(sheet).toFixed(0)} ms p50 (plain ${p50(plain).toFixed(0)} ms)`,
    ratio,
    target: '≤ 2× and 0 requests per tap',
    met: ratio <= 2 && requests === 0,
    note:
      `${TAPS} taps of each; «0,5 л» + «Добавить» → line ${p50(added).toFixed(0)} ms p50; ` +
      `requests during the taps: ${requests}${asked.size ? ` (${[...asked].join(', ')})` : ''}; ` +
      'the menu comes once with the page',
  });
  return rows;
});
