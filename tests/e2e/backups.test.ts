/**
 * The superadmin's «Резервные копии» in Chromium against the real gateway and CRM (issue 19):
 * reached from the settings menu, «Сделать копию сейчас» shows progress and the new backup then
 * appears in the list with its size and counts; its download is the file itself. «Выгрузить
 * данные (CSV)» downloads the zip of CSV files (issue 19 item 4).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv, unzip } from '../unzip';
import { newPage, problems, signInAs, useBrowser } from './browser';

const shots = join(import.meta.dirname, '../../test-results');

const browser = useBrowser();

describe('backups in Chromium', () => {
  it('«Сделать копию сейчас» adds a backup to the list, and it downloads', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await signInAs(page, 'admin', { path: '/Settings/Backups' });
    await page.getByRole('button', { name: 'Сделать копию сейчас' }).waitFor();
    const rows = page.locator('table[aria-label="Резервные копии"] tbody tr');
    const before = await rows.count();

    await page.getByRole('button', { name: 'Сделать копию сейчас' }).click();
    await expect.poll(() => rows.count(), { timeout: 120_000, interval: 500 }).toBe(before + 1);
    const row = rows.first();
    await expect.poll(() => row.textContent()).toMatch(/Заказы: \d/);
    await page.screenshot({ path: join(shots, 'backups-list.png'), fullPage: true });

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await row.getByRole('button', { name: 'Скачать' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^flora-.*\.tar\.gz$/);
    expect(await file.failure()).toBeNull();
    expect(problems.get(page)).toEqual([]);
  }, 240_000);

  it('«Выгрузить данные (CSV)» downloads the zip of CSV files', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await signInAs(page, 'admin', { path: '/Settings/Backups' });
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Выгрузить данные (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^flora-export-.*\.zip$/);
    const files = unzip(readFileSync((await file.path())!));
    const orders = parseCsv(files.get('orders.csv')!.toString('utf8').slice(1));
    expect(orders[0][1]).toBe('Номер');
    expect(orders.length).toBeGreaterThan(1);
    expect(problems.get(page)).toEqual([]);
  }, 180_000);
});
