/**
 * Awaited conditions for the browser tests instead of fixed sleeps: a sleep long enough on a
 * loaded 2-core machine is wasted time on a fast one, and too short is a flaky screenshot.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Resolves once nothing moves: no CSS transition or animation running (Blueprint's drawers,
 * popovers, the sidebar) and the subtree under `selector` unchanged for three animation frames
 * (nivo's charts animate by JavaScript, frame by frame, not by CSS).
 */
export async function stillness(page: Page, selector = 'body', timeout = 10_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (sel) => {
          const root = document.querySelector(sel) ?? document.body;
          let changed = false;
          const watch = new MutationObserver(() => (changed = true));
          watch.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
          for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
          watch.disconnect();
          // A spinner's endless animation is not a transition to wait out.
          const moving = document
            .getAnimations()
            .some(
              (a) =>
                (a.playState === 'running' || a.pending) && a.effect?.getTiming().iterations !== Infinity,
            );
          return !changed && !moving;
        }, selector),
      { timeout, interval: 50 },
    )
    .toBe(true);
}
