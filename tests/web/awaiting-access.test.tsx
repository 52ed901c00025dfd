/**
 * Issue 16 item 2 in the web app: an account no route admits waits on «Доступ ожидает
 * подтверждения администратором» whatever page it asks for, and sends no data query; a closed
 * public sign-up (ALLOW_SIGNUP off) shows its message instead of the form.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { USERS } from './handlers';
import { renderApp } from './render';
import { server } from './setup';

const WAITING = 'Доступ ожидает подтверждения администратором';

/** Names of the GraphQL operations the page sends while the test runs. */
function recordOperations(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/graphql')) return;
    const body = (await request.clone().json()) as { operationName?: string; query?: string };
    seen.push(body.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '?');
  });
  return seen;
}

describe('an account awaiting access', () => {
  it.each(['/', '/order/allOrder', '/reference/KlientDirectory', '/Settings/UserList'])(
    'sees the waiting page at %s and asks for nothing but its profile',
    async (path) => {
      const operations = recordOperations();
      const app = renderApp(path, { as: 'guest' });
      await screen.findByRole('heading', { name: WAITING });
      expect(app.location()).toBe('/session/awaiting');
      expect(screen.getByText(USERS.guest.email)).toBeTruthy();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(new Set(operations)).toEqual(new Set(['Me']));
      server.events.removeAllListeners();
    },
  );

  it('«Проверить снова» opens the app once an administrator has granted access', async () => {
    const user = userEvent.setup();
    const app = renderApp('/order/allOrder', { as: 'guest' });
    await screen.findByRole('heading', { name: WAITING });

    await user.click(screen.getByRole('button', { name: 'Проверить снова' }));
    await screen.findByText('Права пока не выданы.');

    server.use(
      graphql.query('Me', () =>
        HttpResponse.json({ data: { me: { ...USERS.guest, role: 'MANAGER', accessPage: ['ANALITIKA'] } } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Проверить снова' }));
    await waitFor(() => expect(app.location()).not.toBe('/session/awaiting'));
  });

  it('a staff account never sees the waiting page', async () => {
    const app = renderApp('/session/awaiting', { as: 'manager' });
    await waitFor(() => expect(app.location()).not.toBe('/session/awaiting'));
  });
});

describe('public sign-up switched off', () => {
  it('shows «Регистрация отключена администратором» instead of the form, and sign-in drops the link', async () => {
    server.use(graphql.query('SignupAllowed', () => HttpResponse.json({ data: { signupAllowed: false } })));
    renderApp('/session/signup');
    await screen.findByRole('heading', { name: 'Регистрация отключена администратором' });
    expect(screen.queryByRole('form', { name: 'Регистрация' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Войти' }));
    await screen.findByRole('heading', { name: 'Вход в систему' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Регистрация' })).toBeNull());
  });
});
