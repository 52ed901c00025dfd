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

/** Closes the toasts on screen, so the next `toast()` waits for a new one. */
export async function dismissToasts(page: Page) {
  for (const close of await page.locator('.bp6-toast .bp6-button').all())
    await close.click().catch(() => undefined);
  await expect.poll(() => page.locator('.bp6-toast').count()).toBe(0);
}
