import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationCalls, setNotifications } from './notification-handlers';
import { findPage, renderApp } from './render';

afterEach(() => {
  setNotifications(0);
  notificationCalls.length = 0;
});

describe('the notification bell', () => {
  it('shows the count, the list with relative times, dismisses one and clears the rest', async () => {
    setNotifications(3);
    const user = userEvent.setup();
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    const bell = await screen.findByRole('button', { name: 'Уведомления: 3' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(panel).getByText('Новый заказ с сайта 261121-001')).toBeTruthy();
    expect(within(panel).getAllByText('5 минут назад')).toHaveLength(3);

    await user.click(
      within(panel).getByRole('button', { name: 'Удалить уведомление «Новый заказ с сайта 261121-002»' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Уведомления: 2' })).toBeTruthy());
    expect(notificationCalls).toEqual([{ operation: 'DismissNotification', variables: { id: '2' } }]);
    expect(within(panel).queryByText('Новый заказ с сайта 261121-002')).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Очистить все' }));
    await within(panel).findByText('Новых уведомлений нет');
    expect(notificationCalls[1]).toEqual({ operation: 'ClearNotifications', variables: { upTo: '3' } });
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeTruthy();
  });

  it('shows the newest 20 of many with the whole count, and more on request', async () => {
    setNotifications(27);
    const user = userEvent.setup();
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    await user.click(await screen.findByRole('button', { name: 'Уведомления: 27' }));
    const panel = await screen.findByRole('dialog', { name: 'Уведомления' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);
    expect(within(panel).getByText('Новый заказ с сайта 261121-0027')).toBeTruthy();
    expect(within(panel).queryByText('Новый заказ с сайта 261121-007')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Показать ещё (7)' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(27));
    expect(within(panel).queryByRole('button', { name: /Показать ещё/ })).toBeNull();
  });

  it('an empty bell has no count and says so', async () => {
    const user = userEvent.setup();
    renderApp('/Settings/Outlets', { as: 'admin' });
    await findPage('Точки продаж');
    await user.click(await screen.findByRole('button', { name: 'Уведомления' }));
    expect(await screen.findByText('Новых уведомлений нет')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Уведомления' })).queryByText(/\d/)).toBeNull();
  });
});
