/**
 * Issue 11 acceptance in Chromium against the real gateway and CRM: mark a client do-not-disturb,
 * create a campaign for birthdays in the next 7 days, preview it, send it; the outbox holds one
 * message per eligible client and none for the do-not-disturb one; sending again adds nothing.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  graphql as gql,
  newPage,
  problems,
  QUIET_ADMIN_PATH,
  shotsDir,
  signInAs,
  useBrowser,
} from './browser';

const shots = shotsDir();

const browser = useBrowser();

/** yyyy-MM-dd of today + days in Moscow (the shop's calendar), as a birthday in 2000. */
function birthdayIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `2000-${d.toISOString().slice(5, 10)}`;
}

const run = Date.now().toString(36).slice(-5);

async function newClient(page: Page, firstName: string, days: number): Promise<string> {
  const phone = `+7 (912) ${String(Date.now() % 1000).padStart(3, '0')}-${String(days).padStart(2, '0')}-${String(Math.floor(Math.random() * 90) + 10)}`;
  const data = await gql<{ createClient: { client: { id: string } } }>(
    page,
    'mutation ($input: ClientCreateInput!) { createClient(input: $input) { client { id } } }',
    {
      input: {
        firstName,
        lastName: `Рассылкин${run}`,
        phone,
        email: `${firstName}.${run}@example.com`,
        birthday: birthdayIn(days),
      },
    },
  );
  return data.createClient.client.id;
}

interface OutboxRow {
  clientId: string;
  status: string;
}
const outboxOf = async (page: Page, campaignId: string) =>
  (
    await gql<{ marketingOutbox: OutboxRow[] }>(
      page,
      'query ($id: ID) { marketingOutbox(campaignId: $id, limit: 1000) { clientId status } }',
      { id: campaignId },
    )
  ).marketingOutbox;

describe('reminders «Disturbance» in Chromium', () => {
  it('do-not-disturb, a birthday campaign, preview, send once, send again adds nothing', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: QUIET_ADMIN_PATH });
    const quietName = `Тихон${run}`;
    const gladName = `Глафира${run}`;
    const quiet = await newClient(page, quietName, 2);
    const glad = await newClient(page, gladName, 3);
    const later = await newClient(page, `Позднее${run}`, 20);

    // Mark the client do-not-disturb on the clients tab.
    await page.goto(`${baseURL()}/marketing/Disturbance?tab=clients`);
    // Issue 17: the clients come a page at a time, the count from the server; scrolling brings more.
    const total = (
      await gql<{ marketingClientsConnection: { totalCount: number } }>(
        page,
        'query { marketingClientsConnection(first: 1) { totalCount } }',
      )
    ).marketingClientsConnection.totalCount;
    await page.getByText(`Показано: ${Math.min(100, total)} из ${total}`).waitFor();
    if (total > 100) {
      await page.locator('.mk-scroll').evaluate((box) => box.scrollTo(0, box.scrollHeight));
      await page.getByText(`Показано: ${Math.min(200, total)} из ${total}`).waitFor();
    }
    await page.getByLabel('Поиск клиента').fill(quietName);
    const quietSwitch = page.getByRole('checkbox', { name: `Не беспокоить: Рассылкин${run} ${quietName}` });
    // The switch follows the server: it turns on once the flag is stored.
    await quietSwitch.click({ force: true });
    await expect.poll(() => quietSwitch.isChecked()).toBe(true);
    // The client's own panel: the same flag, occasions, proposals from orders.
    await page.getByRole('link', { name: `Рассылкин${run} ${quietName}` }).click();
    const drawer = page.getByRole('region', { name: 'Карточка клиента' });
    await drawer.getByText('Предложения из заказов').waitFor();
    expect(await drawer.getByRole('checkbox', { name: /^Не беспокоить \(с / }).isChecked()).toBe(true);
    // The drawer slides in: shoot once no overlay transition is running.
    await page.waitForFunction(
      () => !document.querySelector('[class*="overlay-enter-active"], [class*="overlay-appear-active"]'),
    );
    await page.screenshot({ path: join(shots, 'marketing-clients-1366.png') });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A campaign for birthdays in the next 7 days.
    await page.getByRole('tab', { name: 'Рассылки' }).click();
    await page.getByRole('button', { name: 'Новая рассылка' }).first().click();
    const name = `Дни рождения ${run}`;
    await page.getByLabel('Название', { exact: true }).fill(name);
    await page.getByLabel('Повод', { exact: true }).selectOption('birthday');
    await page.getByLabel('В ближайшие, дней').fill('7');
    await page.getByLabel('Тема письма').fill('{{имя}}, с наступающим!');
    // The editable area carries the id the «Текст письма» label points at.
    const body = page.locator('#mk-body');
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' До встречи, ');
    await page.getByRole('button', { name: 'Вставить имя', exact: true }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(/campaign=\d+/);
    const campaignId = new URL(page.url()).searchParams.get('campaign')!;

    // The audience: the do-not-disturb client is there, switched on; the later birthday is not.
    const audience = page.getByRole('list', { name: 'Получатели' });
    await audience.getByRole('button', { name: `Предпросмотр: Рассылкин${run} ${gladName}` }).click();
    expect(
      await audience
        .getByRole('checkbox', { name: `Не беспокоить: Рассылкин${run} ${quietName}` })
        .isChecked(),
    ).toBe(true);
    expect(await audience.getByText(`Позднее${run}`).count()).toBe(0);
    const preview = page.getByRole('region', { name: 'Предпросмотр письма' });
    await preview.getByText(`Здравствуйте, ${gladName}!`).waitFor();
    await preview.getByText(`До встречи, ${gladName}`).waitFor();
    expect(await preview.getByTestId('preview-subject').textContent()).toBe(`${gladName}, с наступающим!`);
    await page.screenshot({ path: join(shots, 'marketing-campaign-1366.png'), fullPage: true });

    // Send, confirming with «Да».
    await page.getByRole('button', { name: 'Отправить…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
    await page.getByLabel('Итог отправки').waitFor();

    const members = (
      await gql<{ marketingAudience: { clientId: string; doNotDisturb: boolean }[] }>(
        page,
        'query ($id: ID) { marketingAudience(campaignId: $id) { clientId doNotDisturb } }',
        { id: campaignId },
      )
    ).marketingAudience;
    const eligible = members.filter((m) => !m.doNotDisturb).map((m) => m.clientId);
    const rows = await outboxOf(page, campaignId);
    expect(rows.map((r) => r.clientId).sort()).toEqual([...eligible].sort());
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(rows.length);
    expect(rows.some((r) => r.clientId === quiet)).toBe(false);
    expect(rows.some((r) => r.clientId === glad)).toBe(true);
    expect(rows.some((r) => r.clientId === later)).toBe(false);

    // Sending again adds nothing.
    await page.getByRole('button', { name: 'Отправить…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Да' }).click();
    await page
      .getByLabel('Итог отправки')
      .getByText(/^В очереди: 0;/)
      .waitFor();
    expect(await outboxOf(page, campaignId)).toHaveLength(rows.length);

    // The send log shows the campaign's messages, delivered by the log transport.
    await page.getByRole('tab', { name: 'Журнал отправки' }).click();
    await page.getByLabel('Рассылка').selectOption(campaignId);
    const log = page.getByRole('table', { name: 'Журнал отправки' });
    await log
      .getByRole('row', { name: new RegExp(gladName) })
      // No SMTP_URL here: the log transport records the message, and the log says exactly that.
      .getByText('Записано в журнал')
      .waitFor();
    await page.screenshot({ path: join(shots, 'marketing-log-1366.png'), fullPage: true });

    expect(problems.get(page)).toEqual([]);
    await page.context().close();
  });
});
