import { Button, Callout, H3 } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formRefusal } from '../errors';
import { useForm } from '../useForm';
import { collect, email } from '../validation';
import { TextField } from './TextField';

/**
 * /session/forgot-password: mails a one-time reset link (issue 26). The confirmation reads the same
 * whether or not the address has an account: the page must not tell a stranger which e-mails exist.
 */
export default function ForgotPasswordPage() {
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ email: '' }, (v) => collect({ email: email(v.email) }));

  const submit = form.handleSubmit(async (v) => {
    setSubmitting(true);
    setServerError(null);
    try {
      const address = v.email.trim();
      await (await import('../remote')).requestPasswordReset(address);
      setRequestedFor(address);
    } catch (error) {
      // A refusal at `email` shows under the field; anything else on top.
      const refusal = formRefusal(error);
      setRequestedFor(null);
      form.setServerErrors(refusal.fields);
      setServerError(refusal.fields.email ? null : refusal.message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <>
      <H3 className="session-title">Восстановление пароля</H3>
      <p>Укажите email, с которым вы входите в систему: мы пришлём ссылку для нового пароля.</p>
      <form onSubmit={submit} noValidate aria-label="Восстановление пароля">
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          icon={<EnvelopeIcon />}
          autoComplete="email"
        />
        <Button type="submit" intent="primary" size="large" fill loading={submitting} disabled={submitting}>
          Сбросить пароль
        </Button>
      </form>
      {requestedFor && !serverError && (
        <Callout className="session-error" intent="success" role="status" title="Проверьте почту">
          Если {requestedFor} принадлежит учётной записи, на него отправлено письмо со ссылкой для сброса
          пароля. Ссылка действует 30 минут и только один раз. Письма нет? Проверьте папку «Спам» или
          обратитесь к администратору.
        </Callout>
      )}
      {serverError && (
        <Callout className="session-error" intent="danger" role="alert" compact>
          {serverError}
        </Callout>
      )}
      <div className="session-links">
        <Link to="/session/signin">Вернуться ко входу</Link>
      </div>
    </>
  );
}
