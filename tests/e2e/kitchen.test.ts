/**
 * The fast-food kitchen in Chromium (issue 22 item 4, docs/kitchen.md): a cashier sells at the POS
 * and two more paid orders come in; the kitchen display, open in another browser context at
 * 1024×768, shows their tickets by station without a reload; the cook taps a line, bumps two
 * tickets, and the customers' ready screen shows their numbers; a recall brings the last one back
 * and it leaves the ready screen, live.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  graphql,
  liveSocket,
  problems,
  pushesTo,
  shotsDir,
  twoContexts,
  useBrowser,
} from './browser';
import { sellAtPos } from './pos';

const shots = shotsDir();
const browser = useBrowser();

/** A paid order taken through GraphQL in the till's session (as an integration's till would). */
async function sellPaid(till: Page, names: string[]): Promise<string> {
  const { products } = await graphql<{ products: { id: string; name: string; price: number }[] }>(
    till,
    'query { products { id name price } }',
  );
  const { paymentTypes } = await graphql<{ paymentTypes: { id: string; name: string }[] }>(
    till,
    'query { paymentTypes { id name } }',
  );
  const lines = names.map((n) => {
    const p = products.find((x) => x.name === n)!;
    return { productId: p.id, count: 1, price: p.price };
  });
  const total = lines.reduce((s, l) => s + l.price, 0);
  const reply = await graphql<{ createOrder: { order: { number: string }; userErrors: unknown[] } }>(
    till,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { order { number } userErrors { message } } }',
    {
      input: {
        shopType: 'fastfood',
        paymentTypeId: paymentTypes.find((t) => t.name === 'Карта')!.id,
        advanceSum: total,
        lines,
      },
    },
  );
  expect(reply.createOrder.userErrors).toEqual([]);
  return reply.createOrder.order.number;
}

describe('the kitchen display and the ready screen', () => {
  it('paid orders appear live, are bumped, show on the ready screen; a recall takes one back', async () => {
    const [kitchen, till] = await twoContexts(
      browser(),
      [
        { who: 'fastfood', path: '/kitchen' },
        { who: 'fastfood', path: '/order/newTest' },
      ],
      { viewport: { width: 1024, height: 768 } },
    );
    await kitchen.getByRole('heading', { name: 'Кухня', level: 2 }).waitFor();
    await kitchen.locator('.kitchen-tickets, .kitchen-state').first().waitFor();
    await liveSocket(kitchen);
    let reloads = 0;
    kitchen.on('framenavigated', () => reloads++);

    const pushed = pushesTo(kitchen);
    const first = await sellAtPos(till);
    const second = await sellPaid(till, ['Чизбургер', 'Картофель фри стандартный', 'Кола 0,5 л']);
    const third = await sellPaid(till, ['Биг бургер', 'Морс клюквенный 0,4 л']);

    const ticket = (n: string) => kitchen.getByTestId(`kitchen-ticket-${n}`);
    // Pushed: the kitchen does not poll while its socket is up.
    for (const n of [first, second, third]) await ticket(n).waitFor();
    expect(pushesTo(kitchen)).toBeGreaterThan(pushed);
    expect(reloads).toBe(0);
    const burger = ticket(second);
    expect(await burger.getByRole('region').allTextContents()).toEqual([
      'Гриль1 × Чизбургер',
      'Фритюр1 × Картофель фри стандартный',
      'Напитки1 × Кола 0,5 л',
    ]);
    await burger.scrollIntoViewIfNeeded();
    await kitchen.screenshot({ path: join(shots, 'kitchen-display.png') });

    // A line first, then the whole ticket; and the POS's order.
    await burger.getByRole('button', { name: 'Отметить готовым: Чизбургер' }).click();
    await burger.getByRole('button', { name: 'Готово: Чизбургер' }).waitFor();
    await burger.getByRole('button', { name: `Заказ ${second} готов` }).click();
    await ticket(second).waitFor({ state: 'detached' });
    await ticket(first)
      .getByRole('button', { name: `Заказ ${first} готов` })
      .click();
    await ticket(first).waitFor({ state: 'detached' });
    await ticket(third).waitFor();

    // The customers' screen, on the till's screen here: both numbers, the third not yet.
    await till.goto(`${baseURL()}/kitchen/ready`);
    const ready = (n: string) => till.getByTestId(`ready-${n}`);
    await ready(first).waitFor();
    await ready(second).waitFor();
    expect(await ready(third).count()).toBe(0);
    expect(await till.getByRole('list', { name: 'Готовые заказы' }).locator('li').first().textContent()).toBe(
      first,
    );
    await till.screenshot({ path: join(shots, 'kitchen-ready.png') });

    // Bumped by mistake: the last one comes back to the kitchen and leaves the ready screen, live.
    await kitchen.getByRole('button', { name: 'Вернуть последний' }).click();
    await ticket(first).waitFor();
    await ready(first).waitFor({ state: 'detached' });
    await ready(second).waitFor();

    // Ages against the targets (5 and 10 minutes): the kitchen's clock jumps ahead.
    await kitchen.context().clock.install();
    await kitchen.reload();
    await ticket(third).waitFor();
    expect(await ticket(third).getAttribute('class')).toContain('is-ok');
    await kitchen.clock.fastForward('06:00');
    await kitchen.locator(`[data-testid="kitchen-ticket-${third}"].is-amber`).waitFor();
    await ticket(third).scrollIntoViewIfNeeded();
    await kitchen.screenshot({ path: join(shots, 'kitchen-amber.png') });
    await kitchen.clock.fastForward('05:00');
    await kitchen.locator(`[data-testid="kitchen-ticket-${third}"].is-red`).waitFor();
    expect(await ticket(third).locator('.kitchen-ticket-age').textContent()).toMatch(/^1[01]:\d\d$/);

    // The kitchen's settings: target times and the stations with their printing.
    await kitchen.getByRole('button', { name: 'Настройки кухни' }).click();
    const settings = kitchen.getByRole('dialog', { name: 'Настройки кухни' });
    await settings.getByLabel('Станция Гриль').waitFor();
    // The dialog's fade-in over: the picture shows it as the cook sees it.
    await kitchen.waitForFunction(
      () => !document.querySelector('[class*="overlay-enter-active"], [class*="overlay-appear-active"]'),
    );
    await kitchen.screenshot({ path: join(shots, 'kitchen-settings.png') });
    await settings.getByRole('button', { name: 'Закрыть' }).click();

    expect(problems.get(kitchen)).toEqual([]);
    expect(problems.get(till)).toEqual([]);
    await till.context().close();
    await kitchen.context().close();
  });
});
