/**
 * What watching a page costs the page: a cold `/order/allOrder` (the seed, a month) with its first
 * row awaited by Playwright's `waitForFunction` polling every 50 ms (what bench/lib.ts
 * `openScreen` did until 2026-11-28) and by the page's own MutationObserver reporting once through
 * a binding (`firstRowWatch`, what it does now), in turns in one browser, PROBE_LOADS pairs
 * (default 15). Reported figures, no target: it says how much of a V2 figure was the harness.
 *
 *   npx tsx bench/probe-cost.ts
 */
import type { Browser } from 'playwright-core';
import { DEFAULT_SHOP_TIMEZONE, todayIn } from '../schema/time-zone';
import { launchChromium } from '../scripts/chromium';
import { firstRowWatch, lastVisit, p50 } from './lib';
import { signIn, startBenchCrm, startBenchGateway } from './topology';
import { periodChoice } from './volume-web';
import { webBuild } from './web-build';

const ROW = '.orders-table .orders-number';
const LOADS = Number(process.env.PROBE_LOADS ?? 15);

type Probe = 'poll' | 'observer';

async function load(browser: Browser, origin: string, init: Record<string, string>, probe: Probe) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'ru-RU' });
  try {
    await context.addInitScript((stored) => {
      for (const [k, v] of Object.entries(stored))
        if (k === 'orders.preset') window.sessionStorage.setItem(k, v);
        else window.localStorage.setItem(k, v);
    }, init);
    const watch = probe === 'observer' ? await firstRowWatch(context, ROW, '') : null;
    const page = await context.newPage();
    await page.goto(`${origin}/order/allOrder`, { waitUntil: 'commit' });
    if (watch) return await watch.seen;
    const found = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : false),
      ROW,
      { polling: 50, timeout: 60_000 },
    );
    return (await found.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

const build = webBuild();
const crm = await startBenchCrm();
const gateway = await startBenchGateway(crm, { WEB_DIST: build.dir });
const browser = await launchChromium();
try {
  const token = await signIn(gateway.origin);
  const init = {
    ...(await lastVisit(gateway.origin, token, build.dir)),
    'orders.preset': JSON.stringify(periodChoice('MONTH', todayIn(DEFAULT_SHOP_TIMEZONE))),
  };
  await load(browser, gateway.origin, init, 'observer');
  const poll: number[] = [];
  const observer: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    poll.push(await load(browser, gateway.origin, init, 'poll'));
    observer.push(await load(browser, gateway.origin, init, 'observer'));
    console.log(
      `#${i + 1}: polled every 50 ms ${poll[i].toFixed(0)} ms, observed ${observer[i].toFixed(0)} ms`,
    );
  }
  const fewer = poll.filter((ms, i) => ms > observer[i]).length;
  console.log(
    `first row, medians of ${LOADS}: polled ${p50(poll).toFixed(0)} ms, observed ${p50(observer).toFixed(0)} ms; ` +
      `paired difference ${p50(poll.map((ms, i) => ms - observer[i])).toFixed(0)} ms, observed sooner in ${fewer} of ${LOADS}`,
  );
} finally {
  await browser.close();
  await gateway.close();
  await crm.close();
  build.dispose();
}
