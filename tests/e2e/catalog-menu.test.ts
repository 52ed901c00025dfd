/**
 * The catalogue's menu editor in Chromium (issue 22 item 1, docs/kitchen.md «The menu
 * (catalogue)»): a fast-food admin opens a new product's form, builds a required «Соус» group of
 * two options (one costs 35 ₽ more and takes a portion of cheese sauce from stock), sees the server
 * refuse a blank third option at its field, removes it and saves; then the POS opens the modifier
 * sheet for that product with those options and prices.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL, graphql, newPage, problems, signInAs, useBrowser } from './browser';

const shots = process.env.E2E_SHOTS ?? join(import.meta.dirname, '../../test-results');
mkdirSync(shots, { recursive: true });

const browser = useBrowser();

const CREATE = `mutation ($input: ProductCreateInput!) {
  createProduct(input: $input) { product { id } userErrors { message } }
}`;

describe('modifiers in the product form, in Chromium', () => {
  it('an admin builds «Соус» for a product and the POS sheet offers it', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'fastfood');
    const name = 'Крылышки острые (меню)';
    const created = await graphql<{ createProduct: { product: { id: string } } }>(page, CREATE, {
      input: { name, unit: 'шт', price: 210_00, shopType: 'fastfood' },
    });
    const id = created.createProduct.product.id;

    await page.goto(`${baseURL()}/EditProduct/${id}`);
    const section = page.getByRole('region', { name: 'Модификаторы' });
    await section.getByText('Без модификаторов').waitFor();
    await section.getByRole('button', { name: 'Добавить группу' }).click();
    await section.getByLabel('Название группы 1').fill('Соус');
    await section.getByLabel('Минимум группы 1').fill('1');
    await section.getByLabel('Максимум группы 1').fill('2');
    await section.getByLabel('Вариант 1.1', { exact: true }).fill('Кетчуп');
    await section.getByRole('button', { name: 'Добавить вариант в группу 1' }).click();
    await section.getByLabel('Вариант 1.2', { exact: true }).fill('Сырный');
    await section.getByLabel('Надбавка варианта 1.2').fill('35');
    await section.getByRole('button', { name: 'Состав варианта 1.2' }).click();
    await section.getByRole('button', { name: 'Добавить компонент' }).click();
    await section.getByRole('combobox', { name: 'Компонент 1 · вариант 1.2' }).fill('Сырный соус');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Сырный соус/ })
      .first()
      .click();
    await section.getByRole('button', { name: 'Добавить вариант в группу 1' }).click();
    // A third option left blank: the server names it, the group is not saved.
    await section.getByRole('button', { name: 'Сохранить модификаторы' }).click();
    await section.getByRole('alert').filter({ hasText: 'Модификаторы не сохранены' }).waitFor();
    expect(await section.locator('.catalog-field-error').allTextContents()).toEqual([
      expect.stringMatching(/вариант 3/),
    ]);
    await section.getByRole('button', { name: 'Убрать вариант 1.3' }).click();
    await section.getByRole('button', { name: 'Сохранить модификаторы' }).click();
    await page.getByText('Модификаторы сохранены').waitFor();
    expect(await section.getByText('обязательная').count()).toBe(1);
    // Saved as the server keeps it: the option's composition came back with it.
    await expect
      .poll(() => section.getByRole('button', { name: 'Состав варианта 1.2' }).textContent())
      .toBe('Состав (1)');
    await section.getByRole('heading', { name: 'Модификаторы' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 170));
    await page.screenshot({ path: join(shots, 'catalog-menu-modifiers.png') });
    // The option's stock product is named again after the save (the API gives its id only).
    await section.getByRole('button', { name: 'Состав варианта 1.2' }).click();
    const component = section.getByRole('combobox', { name: 'Компонент 1 · вариант 1.2' });
    await expect.poll(() => component.inputValue()).toBe('Сырный соус');
    // A combo slot being drafted (not saved: the wings stay a plain product for the POS below).
    const combo = page.getByRole('region', { name: 'Комбо' });
    await combo.getByRole('button', { name: 'Добавить слот' }).click();
    await combo.getByLabel('Название слота 1').fill('Гарнир');
    await combo.getByRole('combobox', { name: 'Добавить товар в слот 1' }).fill('Картофель');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Картофель фри/ })
      .first()
      .click();
    await combo
      .getByLabel('Товары слота 1')
      .getByText(/Картофель фри/)
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.screenshot({ path: join(shots, 'catalog-menu-combo.png') });

    // The POS asks for the sauce before the wings are a line.
    await page.goto(`${baseURL()}/order/newTest`);
    await page.getByLabel('Найти товар').fill(name);
    await page.locator('.pos-product', { hasText: name }).first().click();
    const sheet = page.getByRole('dialog', { name });
    await sheet.getByRole('button', { name: 'Кетчуп' }).waitFor();
    await sheet.getByRole('button', { name: /Сырный/ }).click();
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('245,00 ₽');
    await page.screenshot({ path: join(shots, 'catalog-menu-pos.png') });
    expect(problems.get(page)).toEqual([]);
  });
});
