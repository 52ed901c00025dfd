import { Button, Callout, H3 } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from '../useForm';
import { collect, email } from '../validation';
import { TextField } from './TextField';

/**
 * /session/forgot-password. The product has no mail service, so after a valid request the page
 * says so plainly instead of pretending a letter was sent.
 */
export default function ForgotPasswordPage() {
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const form = useForm({ email: '' }, (v) => collect({ email: email(v.email) }));

  const submit = form.handleSubmit((v) => setRequestedFor(v.email.trim()));

  return (
    <>
      <H3 className="session-title">Восстановление пароля</H3>
      <p>Укажите email, с которым вы входите в систему.</p>
      <form onSubmit={submit} noValidate aria-label="Восстановление пароля">
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          icon={<EnvelopeIcon />}
          autoComplete="email"
        />
        <Button type="submit" intent="primary" size="large" fill>
          Сбросить пароль
        </Button>
      </form>
      {requestedFor && (
        <Callout
          className="session-error"
          intent="warning"
          role="status"
          title="Автоматический сброс недоступен"
        >
          Отправка писем для восстановления пароля пока не подключена, поэтому письмо на {requestedFor} не
          отправлено. Обратитесь к администратору вашей организации: он может задать новый пароль в разделе
          «Пользователи».
        </Callout>
      )}
      <div className="session-links">
        <Link to="/session/signin">Вернуться ко входу</Link>
      </div>
    </>
  );
}
