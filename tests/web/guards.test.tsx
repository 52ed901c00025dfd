import { gql } from '@apollo/client';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../schema/access';
import { connectCashRegister, resetCashRegister, useCashRegister } from '../../web/src/settings/cashRegister';
import { gqlError, tokenFor } from './handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

describe('route guards', () => {
  it('sends a visitor without a token to sign-in, remembering the page', async () => {
    const app = renderApp('/Settings/UserList');
    await screen.findByRole('heading', { name: 'Вход в систему' });
    expect(app.location()).toBe('/session/signin?redirect=%2FSettings%2FUserList');
  });

  it('redirects the root to the home page (and from there to sign-in when signed out)', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Вход в систему' });
    expect(app.location()).toBe('/session/signin');
  });

  it('sends the manager to «Доступ запрещен!» on /Settings/UserList', async () => {
    const app = renderApp('/Settings/UserList', { as: 'manager' });
    await screen.findByText('Доступ запрещен!');
    expect(app.location()).toBe('/session/notAuthRole');

    await userEvent.setup().click(screen.getByRole('button', { name: 'На главную' }));
    await findPage('Статистика заказов');
    expect(app.location()).toBe('/dashboard/statsOrder');
  });

  it('lets the manager open the pages of their keys', async () => {
    const app = renderApp('/order/allOrder', { as: 'manager' });
    await findPage('Все заказы');
    expect(app.location()).toBe('/order/allOrder');
  });

  it('matches paths case-sensitively, as the spec has /klientList/klientList and /klientList/KlientList', async () => {
    expect(ROUTES.filter((r) => r.path.toLowerCase() === '/klientlist/klientlist')).toHaveLength(2);
    const app = renderApp('/CATALOG', { as: 'admin' });
    await screen.findByText('Страница не найдена');
    expect(app.location()).toBe('/session/404');
  });

  it('sends unknown paths to the 404 page, whose button goes home', async () => {
    const app = renderApp('/no/such/page', { as: 'admin' });
    await screen.findByText('Страница не найдена');
    expect(app.location()).toBe('/session/404');
    await userEvent.setup().click(screen.getByRole('button', { name: 'На главную' }));
    await findPage('Статистика заказов');
    expect(app.location()).toBe('/dashboard/statsOrder');
  });

  it('shows a spinner while the stored token is being checked', async () => {
    server.use(graphql.query('Me', () => new Promise(() => undefined)));
    renderApp('/warehouse/Moving', { as: 'admin' });
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeTruthy();
  });

  it('drops an expired token without asking the server', async () => {
    let asked = false;
    server.use(
      graphql.query('Me', () => {
        asked = true;
        return gqlError('no', 'UNAUTHENTICATED');
      }),
    );
    window.localStorage.setItem('accessToken', tokenFor('admin', -60));
    const app = renderApp('/warehouse/Moving');
    await screen.findByRole('heading', { name: 'Вход в систему' });
    expect(asked).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(app.location()).toBe('/session/signin?redirect=%2Fwarehouse%2FMoving');
  });

  it('signs out when the server rejects the stored token', async () => {
    server.use(graphql.query('Me', () => gqlError('Требуется вход', 'UNAUTHENTICATED')));
    renderApp('/warehouse/Moving', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Вход в систему' });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('ends the session when a data call answers UNAUTHENTICATED', async () => {
    server.use(
      graphql.query('MarketingCampaigns', () => HttpResponse.json({ data: { marketingCampaigns: [] } })),
    );
    const app = renderApp('/marketing/Disturbance', { as: 'admin' });
    await screen.findByText('Рассылок пока нет');

    server.use(graphql.query('Health', () => gqlError('Сессия истекла', 'UNAUTHENTICATED')));
    await app.client.query({ query: gql('query Health { health { gateway } }') }).catch(() => undefined);

    await screen.findByRole('heading', { name: 'Вход в систему' });
    expect(app.location()).toBe('/session/signin?redirect=%2Fmarketing%2FDisturbance');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs out from the user menu to a plain sign-in page, leaving no register connected', async () => {
    let loggedOut = false;
    resetCashRegister();
    // The till's register answers (an opaque reply is «there», cashRegister.ts).
    expect(
      await connectCashRegister(
        { address: '10.0.0.5', port: 16732 },
        { fetchImpl: async () => new Response(null) },
      ),
    ).toBe(true);
    const register = renderHook(() => useCashRegister());
    expect(register.result.current.connected).toBe(true);
    server.use(
      graphql.mutation('Logout', () => {
        loggedOut = true;
        return Response.json({ data: { logout: { __typename: 'LogoutPayload', loggedOut: true } } });
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/warehouse/Moving', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: /Пользователь/ }));
    expect(screen.getByText(/Анна Администратор · Суперадминистратор/)).toBeTruthy();
    await user.click(screen.getByText('Выйти'));

    await screen.findByRole('heading', { name: 'Вход в систему' });
    await waitFor(() => expect(app.location()).toBe('/session/signin'));
    expect(loggedOut).toBe(true);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    // The next person at this till connects the register again (the spec's defaults).
    expect(register.result.current).toMatchObject({ open: false, connected: false, errorCode: 201 });
  });
});
