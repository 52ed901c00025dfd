import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { listPayload } from './lists-handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

async function openSignIn(path = '/session/signin') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Вход в систему' });
  return app;
}

describe('sign-in page', () => {
  it('shows «Обязательное поле» for empty fields and «Некорректный email» for a bad address', async () => {
    const user = userEvent.setup();
    await openSignIn();

    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByText('Некорректный email')).toBeTruthy();
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'x');
    expect(screen.queryByText('Некорректный email')).toBeNull();
    expect(screen.queryByText('Обязательное поле')).toBeNull();
  });

  it('links to sign-up and forgot-password', async () => {
    await openSignIn();
    expect(screen.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe('/session/signup');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe(
      '/session/forgot-password',
    );
  });

  it('disables the button while submitting, then shows the server message and re-enables it', async () => {
    const user = userEvent.setup();
    await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    const button = screen.getByRole('button', { name: /Войти/ }) as HTMLButtonElement;
    await user.click(button);

    await waitFor(() => expect(button.disabled).toBe(true));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Неверный email или пароль');
    expect(button.disabled).toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it("shows the gateway's «too many attempts» refusal, which arrives as HTTP 429", async () => {
    const message = 'Слишком много попыток входа. Повторите через 42 с.';
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json(
          { data: null, errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: 42 } }] },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
    );
    const user = userEvent.setup();
    await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('stores the token and lands on the remembered target', async () => {
    const user = userEvent.setup();
    const app = renderApp('/order/allOrder');
    // The route's screen module (a real one since issue 4) loads before the guard redirects.
    await screen.findByRole('heading', { name: 'Вход в систему' }, { timeout: 5000 });
    expect(app.location()).toBe('/session/signin?redirect=%2Forder%2FallOrder');

    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await findPage('Все заказы');
    expect(app.location()).toBe('/order/allOrder');
    expect(window.localStorage.getItem('accessToken')).toMatch(/^ey/);
  });

  it('goes to the home page when nothing was remembered, and ignores off-site redirects', async () => {
    const user = userEvent.setup();
    const app = renderApp('/session/signin?redirect=//evil.example');
    await screen.findByRole('heading', { name: 'Вход в систему' });

    await user.type(screen.getByLabelText('Email'), 'manager@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'manager123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await findPage('Статистика заказов');
    expect(app.location()).toBe('/dashboard/statsOrder');
  });
});

describe('sign-up and forgot-password pages', () => {
  it('validates sign-up fields and does not enforce the agreement box', async () => {
    const user = userEvent.setup();
    const app = renderApp('/session/signup');
    await screen.findByRole('heading', { name: 'Регистрация' });

    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(3);

    await user.type(screen.getByLabelText('Имя пользователя'), 'Новый');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    // A new GUEST account has no page keys: it waits for an administrator (issue 16 item 2).
    await screen.findByRole('heading', { name: 'Доступ ожидает подтверждения администратором' });
    expect(app.location()).toBe('/session/awaiting');
    expect(window.localStorage.getItem('accessToken')).toBeTruthy();
  });

  it('shows the server message under the e-mail when it is taken (the payload names input.email)', async () => {
    const user = userEvent.setup();
    renderApp('/session/signup');
    await screen.findByRole('heading', { name: 'Регистрация' });
    await user.type(screen.getByLabelText('Имя пользователя'), 'Анна');
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('email-error')?.textContent).toBe(
      'Пользователь с таким email уже существует',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // Typing in the field takes its server message away.
    await user.type(email, 'x');
    expect(document.getElementById('email-error')).toBeNull();
  });

  it('asks the server for a reset link and answers the same whatever the e-mail', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('RequestPasswordReset', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            requestPasswordReset: {
              __typename: 'RequestPasswordResetPayload',
              requested: true,
              userErrors: [],
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/session/forgot-password');
    await screen.findByRole('heading', { name: 'Восстановление пароля' });

    await user.click(screen.getByRole('button', { name: 'Сбросить пароль' }));
    expect(screen.getByText('Обязательное поле')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'bad');
    expect(screen.getByText('Некорректный email')).toBeTruthy();
    expect(asked).toEqual([]);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Сбросить пароль' }));
    const status = await screen.findByRole('status', undefined, { timeout: 5000 });
    expect(status.textContent).toContain('Если admin@example.com принадлежит учётной записи');
    expect(asked).toEqual([{ email: 'admin@example.com' }]);
  });

  it('sets a new password from the link and refuses a used one with the server reason', async () => {
    let used = false;
    server.use(
      graphql.mutation('ResetPassword', ({ variables }) => {
        if (used || variables.token !== 'tok-1') {
          return HttpResponse.json({
            data: {
              resetPassword: listPayload('ResetPasswordPayload', 'reset', null, [
                {
                  field: ['token'],
                  code: 'INVALID',
                  message: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую',
                },
              ]),
            },
          });
        }
        used = true;
        return HttpResponse.json({
          data: { resetPassword: listPayload('ResetPasswordPayload', 'reset', true) },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/session/reset-password?token=tok-1');
    await screen.findByRole('heading', { name: 'Задайте новый пароль' });
    await user.type(screen.getByLabelText('Новый пароль'), '123');
    await user.type(screen.getByLabelText('Повторите пароль'), '123');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByText('Пароль: не короче 8 символов')).toBeTruthy();
    await user.clear(screen.getByLabelText('Новый пароль'));
    await user.type(screen.getByLabelText('Новый пароль'), 'new-secret');
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    await user.clear(screen.getByLabelText('Повторите пароль'));
    await user.type(screen.getByLabelText('Повторите пароль'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByRole('heading', { name: 'Пароль изменён' }, { timeout: 5000 });
  });
});
