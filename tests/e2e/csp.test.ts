/**
 * The web app under the gateway's Content-Security-Policy in Chromium: signing in, the order
 * list, the catalogue and a dashboard with nivo charts raise no CSP violation (console or
 * `securitypolicyviolation` event), and the policy really is enforced: an injected inline script
 * does not run, a frame from an unknown host is refused while a video player's is allowed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, problems, signInAs, useBrowser } from './browser';
import { stillness } from './settle';

const browser = useBrowser();

declare global {
  interface Window {
    cspViolations?: string[];
    inlineScriptRan?: boolean;
  }
}

/** A page that records every CSP violation, from the console and from the DOM event. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await newPage(browser());
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  const violations = async () => [...logged, ...(await page.evaluate(() => window.cspViolations ?? []))];
  return { page, violations };
}

describe('the Content-Security-Policy in Chromium', () => {
  it('sign-in, orders, catalogue and a dashboard with charts run without a violation', async () => {
    const { page, violations } = await watchedPage();
    const first = await page.goto(`${baseURL()}/session/signin`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signInAs(page, 'admin');
    expect(await violations()).toEqual([]);

    await page.goto(`${baseURL()}/order/allOrder`);
    await page.getByRole('heading', { level: 1, name: 'Все заказы' }).waitFor();
    expect(await violations()).toEqual([]);

    await page.goto(`${baseURL()}/catalog`);
    await page.getByRole('tree', { name: 'Категории' }).waitFor();
    await page.locator('.catalog-card, .catalog-state').first().waitFor();
    expect(await violations()).toEqual([]);

    await page.goto(`${baseURL()}/dashboard/default`);
    await page
      .getByRole('region', { name: 'Выручка за 30 дней', exact: true })
      .locator('svg')
      .first()
      .waitFor();
    await stillness(page); // nivo's enter transition sets its inline styles
    expect(await violations()).toEqual([]);
    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });

  it('is enforced: no inline script, frames only from the video players', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${baseURL()}/session/signin`);
    await page.getByRole('button', { name: 'Войти' }).waitFor();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => window.inlineScriptRan ?? false)).toBe(false);

    await page.evaluate(() => {
      for (const src of ['https://evil.example/x', 'https://www.youtube-nocookie.com/embed/abc']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
    });
    // Exactly two refusals: the inline script and the unknown frame; the player's frame passed.
    await expect
      .poll(() => page.evaluate(() => window.cspViolations ?? []))
      .toEqual(['script-src-elem inline', expect.stringMatching(/^frame-src https:\/\/evil\.example/)]);
    expect((await violations()).filter((v) => v.includes('Framing'))).toHaveLength(1);
    await page.context().close();
  });
});
