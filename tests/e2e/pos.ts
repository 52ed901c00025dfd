/** What the browser stories at the fast-food till (/order/newTest) share. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A sale of the first product at the real POS, paid by card, or in cash after opening the shift
 * when the till offers only cash and no shift is open; its number from the «Заказ …» toast.
 */
export async function sellAtPos(till: Page): Promise<string> {
  await till.locator('.pos-product').first().waitFor();
  await till.locator('.pos-product').first().click();
  await expect.poll(() => till.locator('.pos-cart-count').first().textContent()).toBe('1');
  // Card: no open cash shift needed.
  const card = till.getByRole('button', { name: /Карта/ });
  if (await card.count()) await card.first().click();
  await till.getByRole('button', { name: /^Оплатить/ }).click();
  const shortcut = till.getByRole('dialog').getByRole('button', { name: 'Открыть смену' });
  const done = till.getByRole('alert').filter({ hasText: /Заказ \d{6}-\d+/ });
  await Promise.race([done.waitFor(), shortcut.waitFor()]);
  if (await shortcut.isVisible()) {
    await till.getByLabel('Наличные в кассе на начало смены, ₽').fill('1000');
    await shortcut.click();
  }
  await done.waitFor();
  return /Заказ (\d{6}-\d+)/.exec((await done.first().textContent())!)![1];
}
