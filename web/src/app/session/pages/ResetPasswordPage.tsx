import { Button, Callout, H3 } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userMessage } from '../errors';
import { useForm } from '../useForm';
import { collect, newPassword } from '../validation';
import { TextField } from './TextField';

/**
 * /session/reset-password?token=…: the page the reset mail links to (issue 26). The new password
 * follows the sign-up rule; afterwards every session of the account has ended, so the user signs
 * in again with the new one.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ password: '', repeat: '' }, (v) =>
    collect({
      password: newPassword(v.password),
      repeat: v.repeat === v.password ? undefined : 'Пароли не совпадают',
    }),
  );

  const submit = form.handleSubmit(async (v) => {
    setSubmitting(true);
    setServerError(null);
    try {
      await (await import('../remote')).resetPassword(token, v.password);
      setDone(true);
    } catch (error) {
      setServerError(userMessage(error));
    } finally {
      setSubmitting(false);
    }
  });

  if (!token) {
    return (
      <div className="session-status" role="status">
        <H3>Ссылка неполная</H3>
        <p>Откройте ссылку из письма целиком или запросите новую.</p>
        <div className="session-actions">
          <Link to="/session/forgot-password">Запросить ссылку</Link>
        </div>
      </div>
    );
  }

  if (done) {
    return (
      <div className="session-status" role="status">
        <H3>Пароль изменён</H3>
        <p>Войдите с новым паролем. Все прежние входы в эту учётную запись завершены.</p>
        <div className="session-actions">
          <Link to="/session/signin">Войти</Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <H3 className="session-title">Задайте новый пароль</H3>
      <form onSubmit={submit} noValidate aria-label="Смена пароля по ссылке">
        <TextField
          {...form.bind('password')}
          label="Новый пароль"
          type="password"
          icon={<LockIcon />}
          autoComplete="new-password"
        />
        <TextField
          {...form.bind('repeat')}
          label="Повторите пароль"
          type="password"
          icon={<LockIcon />}
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={submitting} disabled={submitting}>
          Сохранить пароль
        </Button>
      </form>
      {serverError && (
        <Callout className="session-error" intent="danger" role="alert" compact>
          {serverError}
          <div>
            <Link to="/session/forgot-password">Запросить новую ссылку</Link>
          </div>
        </Callout>
      )}
      <div className="session-links">
        <Link to="/session/signin">Вернуться ко входу</Link>
      </div>
    </>
  );
}
