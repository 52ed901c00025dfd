/**
 * The showcase pages of the «Демо» menu (the template's utilities, material, charts, forms, pages
 * and data tables): each opens for any signed-in user and shows the product's own pieces with
 * sample data; the form validates with the shared rules, the table searches 5 000 rows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../../web/src/demo/menu';
import { desktopBox, renderApp } from './render';

const PAGES = [
  ['/demo/utilities', 'Утилиты', 'Деньги: formatRub'],
  ['/demo/material', 'Компоненты', 'Статусы заказа: StatusTag, RefPicker'],
  ['/demo/charts', 'Графики', 'Выручка по дням: MoneyLineChart в ChartCard'],
  ['/demo/forms', 'Формы', 'Форма записи: FieldInput и общий валидатор'],
  ['/demo/pages', 'Страницы', 'Страницы сессии'],
  ['/demo/data-tables', 'Таблицы', 'Таблица списка: ListTable (Blueprint Table2)'],
] as const;

desktopBox(1366, { rect: false });

/** Peonies (every eighth row from the third) whose number starts with 4. */
const countPeonies = () =>
  Array.from({ length: 5000 }, (_, i) => i).filter((i) => i % 8 === 2 && String(i + 1).startsWith('4'))
    .length;

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('showcase pages', { timeout: 30_000 }, () => {
  it('are all in the «Демо» menu', () => {
    const links = DEMO_MENU.children.map((c) => (c.kind === 'link' ? [c.path, c.label] : []));
    for (const [path, title] of PAGES) expect(links).toContainEqual([path, title]);
  });

  it.each(PAGES)('%s renders «%s» for the SA', async (path, title, sample) => {
    renderApp(path, { as: 'admin' });
    await screen.findByRole('heading', { name: title, level: 2 }, { timeout: 10_000 });
    await region(sample);
  });

  it('utilities format with the real helpers', async () => {
    renderApp('/demo/utilities', { as: 'admin' });
    const money = await region('Деньги: formatRub');
    expect(money.textContent).toMatch(/123\s456,78\s₽/);
    const ago = await region('Относительное время: timeAgo');
    expect(ago.textContent).toContain('3 часа назад');
    expect(ago.textContent).toContain('через 2 дня');
  });

  it('the confirm dialog answers «Да» / «Нет»', async () => {
    renderApp('/demo/material', { as: 'admin' });
    const sample = await region('Подтверждение: useConfirm');
    const user = userEvent.setup();
    await user.click(within(sample).getByRole('button', { name: 'Удалить запись…' }));
    await user.click(await screen.findByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(sample.textContent).toContain('Ответ: Нет'));
    await user.click(within(sample).getByRole('button', { name: 'Удалить запись…' }));
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(sample.textContent).toContain('Ответ: Да'));
  });

  it('the form refuses with the shared Russian messages, then passes the editor HTML on', async () => {
    renderApp('/demo/forms', { as: 'admin' });
    const form = await region('Форма записи: FieldInput и общий валидатор');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Проверить' }));
    expect(within(form).getByText('Заполните поле «Название»')).toBeTruthy();
    expect(within(form).getByText('Поле «Email»: некорректный email')).toBeTruthy();
    expect(within(form).getByText(/^Поле «Цена»: от 0 до 10\s000 ₽$/)).toBeTruthy();

    await user.type(within(form).getByLabelText(/Название/), 'Пионы');
    await user.clear(within(form).getByLabelText('Email'));
    await user.clear(within(form).getByLabelText(/Цена/));
    await user.type(within(form).getByLabelText(/Цена/), '350');
    await user.click(within(form).getByRole('button', { name: 'Проверить' }));
    const sent = await within(form).findByText(/"name": "Пионы"/);
    expect(sent.textContent).toContain('"price": 35000');
    expect(sent.textContent).toContain('<h3>Пионы</h3><p>Сезон — <strong>июнь</strong>.</p>');
  });

  it('the table finds rows among 5 000 and renders only those in view', async () => {
    renderApp('/demo/data-tables', { as: 'admin' });
    const sample = await region('Таблица списка: ListTable (Blueprint Table2)');
    expect(within(sample).getByText('5000 из 5000')).toBeTruthy();
    await within(sample).findByText('Роза №1', {}, { timeout: 10_000 });
    expect(sample.querySelectorAll('.bp6-table-cell').length).toBeLessThan(5000);
    fireEvent.change(within(sample).getByRole('textbox', { name: 'Поиск' }), {
      target: { value: 'Пион №4' },
    });
    // «Пион №4», №4x, №4xx, №4xxx among the peonies, every eighth row.
    await within(sample).findByText(`${countPeonies()} из 5000`);
  });
});
