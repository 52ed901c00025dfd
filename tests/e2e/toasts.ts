import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { problems } from './browser';

/**
 * Waits for a toast with this text. When it does not come, the failure names the toasts that did
 * show (an error toast says why a write failed) and the page's console errors, so a red CI run
 * tells what the user saw instead.
 */
export async function toast(page: Page, text: string | RegExp) {
  try {
    // A toast's message is role="alert" (Blueprint's Toast).
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
  } catch (error) {
    const shown = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    const console = problems.get(page) ?? [];
    throw new Error(
      `no toast «${String(text)}»; toasts on screen: ${JSON.stringify(shown)}; console: ${JSON.stringify(console.slice(-5))}`,
      { cause: error },
    );
  }
}

/** The app's one toaster (web/src/lists/toaster.ts names it); a toast's message is its alert. */
export const toaster = (page: Page) => page.locator('.app-toaster');

/** Closes the toasts on screen, so the next `toast()` waits for a new one. */
export async function dismissToasts(page: Page) {
  // Always the first close button, asked again each time: the others move up as one closes, so a
  // list taken beforehand points past its end, and a click there waited out the page's whole
  // 15 s timeout (offline-queue.test.ts spent that after its 30 sales). A toast leaving (its exit
  // transition) may still show its button: the click then finds the next one or none, within 1 s.
  // At most 4 on screen (maxToasts); the bound only stops a button that never takes a click,
  // which the poll below then reports.
  const close = toaster(page).getByRole('button', { name: 'Close' });
  for (let tries = 0; tries < 20 && (await close.count()) > 0; tries++)
    await close
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  await expect.poll(() => toaster(page).getByRole('alert').count()).toBe(0);
}
