/**
 * The volume scenario's screens in real Chromium (issue 17, rows V1–V3 of bench/volume.ts):
 * what a user gets at a shop's real size, counted as it crosses the wire and as the tab holds it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { goInApp, launchChromium } from '../scripts/chromium';
import { openScreen, type Screen } from './lib';
import { ADMIN } from './topology';

const VIEWPORT = { width: 1366, height: 850 };
const IDLE_MS = 1000;
const BOUND_MS = 120_000;
const ORDER_ROW = '.orders-table .orders-number';

/** Waits until no request has started or finished for IDLE_MS. */
async function idle(page: Page, last: () => number) {
  while (performance.now() - last() < IDLE_MS) await page.waitForTimeout(100);
}

/**
 * V1: bytes on the wire (encoded bodies and headers, as Chromium received them) from pressing
 * «Войти» until the landing screen is usable and the network has been idle for a second: the
 * code of the signed-in shell, the start-up lists and the landing dashboard's data.
 */
export async function signInBytes(origin: string): Promise<{ bytes: number; requests: number; ms: number }> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT, locale: 'ru-RU' })).newPage();
    await page.goto(`${origin}/session/signin`);
    const form = page.locator('form[aria-label="Вход в систему"]');
    await form.locator('button[type=submit]:enabled').waitFor();
    let counting = false;
    let bytes = 0;
    let requests = 0;
    let last = performance.now();
    const pending: Promise<void>[] = [];
    page.on('request', () => (last = performance.now()));
    page.on('requestfinished', (req) => {
      last = performance.now();
      if (!counting) return;
      requests += 1;
      pending.push(
        req
          .sizes()
          .then((s) => void (bytes += s.responseBodySize + s.responseHeadersSize))
          .catch(() => undefined),
      );
    });
    await form.getByLabel(/Email/i).fill(ADMIN.email);
    await form.getByLabel(/Пароль/i).fill(ADMIN.password);
    counting = true;
    const t0 = performance.now();
    await form.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/session'), { timeout: BOUND_MS });
    await idle(page, () => last);
    await Promise.all(pending);
    return { bytes, requests, ms: last - t0 };
  } finally {
    await browser.close();
  }
}

/** A period of the order list: the preset the page starts on (sessionStorage `orders.preset`). */
export function periodChoice(key: 'TODAY' | 'MONTH' | 'YEAR', today: string) {
  if (key !== 'YEAR') return { key, custom: null };
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  start.setUTCDate(start.getUTCDate() + 1);
  return { key: 'SPECIFY', custom: { start: start.toISOString().slice(0, 10), stop: today } };
}

/** V2: /order/allOrder on one period, to its first order row: a cold tab, or `warm` (code cached). */
export function firstOrderRow(
  origin: string,
  token: string,
  choice: object,
  webDist: string,
  { warm = false, stored = {} }: { warm?: boolean; stored?: Record<string, string> } = {},
): Promise<Screen> {
  return openScreen(
    origin,
    token,
    '/order/allOrder',
    ORDER_ROW,
    { 'orders.preset': JSON.stringify(choice) },
    { webDist, countSelector: '.orders-summary', boundMs: BOUND_MS, warm, stored },
  );
}

async function signedIn(context: BrowserContext, token: string, choice: object) {
  await context.addInitScript(
    ({ t, c }) => {
      window.localStorage.setItem('accessToken', t);
      window.sessionStorage.setItem('orders.preset', c);
    },
    { t: token, c: JSON.stringify(choice) },
  );
}

/**
 * V3: the tab's JS heap (after a forced GC, so garbage waiting to be collected is not counted)
 * once the user has opened the order list on a month, then the client directory, then a new
 * order with a client found by phone: the screens a day at the desk goes through.
 */
export async function heapAfterDesk(origin: string, token: string, clientPhone: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ru-RU' });
    await signedIn(context, token, { key: 'MONTH', custom: null });
    const page = await context.newPage();
    await page.goto(`${origin}/order/allOrder`);
    await page.locator(ORDER_ROW).first().waitFor({ timeout: BOUND_MS });
    // In-app navigation, as a user clicks through the menu: the tab keeps what it loaded.
    await goInApp(page, '/klientList/klientList');
    await page.locator('.list-table .bp6-table-cell-row-0').first().waitFor({ timeout: BOUND_MS });
    await goInApp(page, '/order/newOrder');
    const phone = page.getByLabel('Телефон клиента');
    await phone.waitFor({ timeout: BOUND_MS });
    await phone.fill(clientPhone);
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  } finally {
    await browser.close();
  }
}
