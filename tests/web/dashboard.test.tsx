import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, endOfWeek, format, startOfWeek } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPresetChoice } from '../../web/src/orders/presets';
import { graphql, HttpResponse } from 'msw';
import type { OverviewByShopQuery } from '../../web/src/graphql';
import { dashboardCalls, dashboardHandlers, mode, overview } from './dashboard-handlers';
import { seedOrderLists } from './orders-handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

beforeEach(() => {
  window.sessionStorage.clear();
  resetPresetChoice();
  dashboardCalls.length = 0;
  mode.stats = 'data';
  server.use(...dashboardHandlers);
});

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const user = () => userEvent.setup();
const region = (name: string) => screen.getByRole('region', { name });

/** The rows of a card's table view (the «Таблица» toggle), as cell texts with plain spaces. */
async function tableOf(card: string) {
  await user().click(within(region(card)).getByRole('radio', { name: 'Таблица' }));
  const table = await within(region(card)).findByRole('table', { name: card });
  return within(table)
    .getAllByRole('row')
    .map((r) =>
      [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
}

const lastStats = () => dashboardCalls.filter((c) => c.operation === 'OrderStats').at(-1)?.variables;

describe('/dashboard/statsOrder', { timeout: 30_000 }, () => {
  it('today by default, totals and every breakdown as a table; presets send their range', async () => {
    renderApp('/dashboard/statsOrder', { as: 'manager' });
    await findPage('Статистика заказов');
    const today = iso(new Date());
    const totals = await screen.findByLabelText('Итоги периода');
    // Today: 3 orders, none cancelled, 3 000,00 ₽, average check 1 000,00 ₽.
    expect(totals.textContent?.replace(/\s+/g, ' ')).toMatch(/Выручка3 000,00 ₽/);
    expect(totals.textContent?.replace(/\s+/g, ' ')).toMatch(/Средний чек1 000,00 ₽/);
    expect(lastStats()).toEqual({
      preset: 'SPECIFY',
      range: { start: today, stop: today },
      shopType: 'flower_shop',
    });
    // The manager has no shop switch: their own shop type as a tag.
    expect(screen.queryByRole('radiogroup', { name: 'Тип магазина' })).toBeNull();
    expect(screen.getByText('Цветочный магазин')).toBeTruthy();

    expect(await tableOf('По каналам продаж')).toEqual([
      ['Канал', 'Заказов', 'Отменено', 'Выручка', 'Средний чек', 'Доля выручки'],
      ['Сайт', '2', '0', '2 250,00 ₽', '1 125,00 ₽', '75 %'],
      ['Не указан', '1', '0', '750,00 ₽', '750,00 ₽', '25 %'],
      ['Итого', '3', '0', '3 000,00 ₽', '1 000,00 ₽', '100 %'],
    ]);
    expect((await tableOf('Топ-10 товаров')).slice(1)).toEqual([
      ['1', 'Букет «Нежность»', '4', '14 000,00 ₽'],
      ['2', 'Роза Red Naomi', '25', '6 250,00 ₽'],
    ]);
    expect((await tableOf('По статусам')).slice(1, 3).map((r) => r.slice(0, 3))).toEqual([
      ['Выполнен', '3', '3 000,00 ₽'],
      ['Отменён', '0', '450,00 ₽'],
    ]);

    // Неделя: Monday to Sunday; the per-day table has a row for each of the seven days.
    await user().click(screen.getByRole('button', { name: 'Неделя' }));
    const monday = startOfWeek(new Date(), { weekStartsOn: 1 });
    await waitFor(() =>
      expect(lastStats()).toMatchObject({
        range: { start: iso(monday), stop: iso(endOfWeek(new Date(), { weekStartsOn: 1 })) },
      }),
    );
    await waitFor(() =>
      expect(document.querySelector('.dash-page')?.getAttribute('aria-busy')).toBe('false'),
    );
    const days = await tableOf('Выручка по дням');
    expect(days).toHaveLength(1 + 7 + 1);
    expect(days[1][0]).toBe(format(monday, 'dd.MM.yyyy'));
    expect(days[2]).toEqual([format(addDays(monday, 1), 'dd.MM.yyyy'), '4', '1', '3 100,00 ₽', '1 033,33 ₽']);
    expect(days.at(-1)![0]).toBe('Итого');
  });

  it('says so when the period has no orders, and offers a retry when the server fails', async () => {
    mode.stats = 'empty';
    renderApp('/dashboard/statsOrder', { as: 'admin' });
    expect(await screen.findByText('Заказов за этот период нет')).toBeTruthy();

    mode.stats = 'error';
    await user().click(screen.getByRole('button', { name: 'Вчера' }));
    expect(await screen.findByText('Не удалось загрузить статистику')).toBeTruthy();
    expect(screen.getByText('CRM недоступна')).toBeTruthy();
    mode.stats = 'data';
    await user().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText('Итоги периода')).toBeTruthy();
  });

  it('a superadmin switches the shop type, «Все магазины» counts both', async () => {
    renderApp('/dashboard/statsOrder', { as: 'admin' });
    await screen.findByLabelText('Итоги периода');
    await user().click(screen.getByRole('radio', { name: 'Фастфуд' }));
    await waitFor(() => expect(lastStats()).toMatchObject({ shopType: 'fastfood' }));
    // Fast food adds the kitchen's preparation time of the same period (docs/kitchen.md).
    const prep = await screen.findByRole('table', { name: 'Время приготовления' });
    expect(
      within(prep)
        .getAllByRole('row')
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual([
      ['Дата', 'Станция', 'Заказов', 'В среднем', 'Дольше всего'],
      [format(new Date(), 'dd.MM.yyyy'), 'Весь заказ', '2', '5:00', '6:00'],
      ['', 'Гриль', '2', '5:00', '6:00'],
      ['', 'Фритюр', '1', '2:00', '2:00'],
    ]);
    await user().click(screen.getByRole('radio', { name: 'Все магазины' }));
    expect(screen.queryByRole('region', { name: 'Время приготовления' })).toBeNull();
    await waitFor(() => expect(lastStats()).toMatchObject({ shopType: null }));
  });
});

describe('overview dashboards', { timeout: 30_000 }, () => {
  it('/dashboard/default: today, yesterday, week, month and the 30-day table', async () => {
    renderApp('/dashboard/default', { as: 'fastfood' });
    await findPage('Панель управления');
    const todayCard = await screen.findByRole('group', { name: 'Сегодня' });
    expect(todayCard.textContent?.replace(/\s+/g, ' ')).toMatch(/12 345,00 ₽.*Заказов15.*Отменено1/);
    expect(screen.getByRole('group', { name: 'Этот месяц' }).textContent).toMatch(
      /01\.11\.2026 – 30\.11\.2026/,
    );
    expect(dashboardCalls.at(-1)).toEqual({
      operation: 'OrderOverview',
      variables: { shopType: 'fastfood' },
    });
    const trend = await tableOf('Выручка за 30 дней');
    expect(trend).toHaveLength(31);
    expect(trend[30][0]).toBe('21.11.2026');
    expect((await tableOf('Сегодня по статусам')).slice(1)).toEqual([
      ['Новый', '5', '4 000,00 ₽', '33,3 %'],
      ['Выполнен', '10', '8 345,00 ₽', '66,7 %'],
    ]);
  });

  it('/dashboard/alternative: both shop types side by side', async () => {
    renderApp('/dashboard/alternative', { as: 'admin' });
    await findPage('Аналитика');
    const table = await screen.findByRole('table', { name: 'Сравнение магазинов' });
    const today = within(table).getAllByRole('row')[1];
    expect(today.textContent?.replace(/\s+/g, ' ')).toBe(
      'Сегодня12 345,00 ₽15 заказов24 690,00 ₽30 заказов37 035,00 ₽45 заказов',
    );
    expect((await tableOf('Доля выручки за месяц')).slice(1).map((r) => r.at(-1))).toEqual([
      '33,3 %',
      '66,7 %',
    ]);
  });

  it('/dashboard/alternative: one shop type failing shows its error in its place, the other its figures', async () => {
    server.use(
      graphql.query<OverviewByShopQuery>('OverviewByShop', () =>
        HttpResponse.json({
          data: { flowers: overview('flower_shop') as never, fastfood: null },
          errors: [
            { message: 'CRM недоступна', path: ['fastfood'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
          ],
        }),
      ),
    );
    renderApp('/dashboard/alternative', { as: 'admin' });
    await findPage('Аналитика');
    const failed = await screen.findByRole('region', { name: 'Фастфуд: ошибка' });
    expect(failed.textContent).toContain('Фастфуд: не удалось загрузить статистику');
    expect(failed.textContent).toContain('CRM недоступна');
    const table = await screen.findByRole('table', { name: 'Сравнение магазинов' });
    expect(within(table).getAllByRole('row')[1].textContent?.replace(/\s+/g, ' ')).toBe(
      'Сегодня12 345,00 ₽15 заказов——',
    );
    expect((await tableOf('Доля выручки за месяц')).slice(1).map((r) => r.at(-1))).toEqual(['100 %']);
  });

  it('/dashboard/inventory-management: site orders per day and the list, newest first', async () => {
    seedOrderLists();
    renderApp('/dashboard/inventory-management', { as: 'admin' });
    await findPage('Заказы с сайта');
    expect(await screen.findByText('Каналы: Сайт')).toBeTruthy();
    const list = await screen.findByRole('table', { name: 'Список заказов с сайта' });
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent?.replace(/\s+/g, ' ')).toMatch(
      /Клиентова Анна 2.*Роза Red Naomi × 2.*5 000,00 ₽Карта.*Принят/,
    );
    const asked = Object.fromEntries(dashboardCalls.map((c) => [c.operation, c.variables]));
    expect(asked.SiteOrders).toMatchObject({ preset: 'SPECIFY', shopType: 'flower_shop' });
    // The list is paged on the server: the period's last page of the site's channels.
    expect(asked.SiteOrderPage).toMatchObject({
      last: 50,
      filter: { range: asked.SiteOrders.range, sourceIds: ['1'], shopType: 'flower_shop' },
    });
  });

  it('a manager without admin level is not let into the overview', async () => {
    const { location } = renderApp('/dashboard/default', { as: 'manager' });
    await waitFor(() => expect(location()).toBe('/session/notAuthRole'));
  });
});
