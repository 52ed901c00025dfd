import { Button, Callout, Checkbox, H3 } from '@blueprintjs/core';
import { EnvelopeIcon, LockIcon, UserIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../context';
import { FormRefusal } from '../errors';
import { useSignupAllowed } from '../signupAllowed';
import { useForm } from '../useForm';
import { collect, email, required } from '../validation';
import { TextField } from './TextField';

interface SignUpValues extends Record<string, string | boolean> {
  username: string;
  email: string;
  password: string;
  agreement: boolean;
}

/** /session/signup: the agreement box is shown but, as the spec says, not enforced. */
export default function SignUpPage() {
  const { status, signUp } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({ username: '', email: '', password: '', agreement: false }, (v) =>
    collect({ username: required(v.username), email: email(v.email), password: required(v.password) }),
  );

  const allowed = useSignupAllowed();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  if (allowed === false) {
    return (
      <div className="session-status" role="status">
        <H3>Регистрация отключена администратором</H3>
        <p>Учётные записи сотрудников создаёт администратор магазина. Обратитесь к нему за доступом.</p>
        <div className="session-actions">
          <Link to="/session/signin">Войти</Link>
        </div>
      </div>
    );
  }

  const submit = form.handleSubmit(async (v) => {
    setSubmitting(true);
    setServerError(null);
    try {
      await signUp({ username: v.username.trim(), email: v.email.trim(), password: v.password });
    } catch (error) {
      // A refusal at a field shows under it; one without a field (a wrong pair) on top.
      const fields = error instanceof FormRefusal ? error.fields : {};
      form.setServerErrors(fields);
      setServerError(Object.keys(fields).length > 0 ? null : (error as Error).message);
      setSubmitting(false);
    }
  });

  return (
    <>
      <H3 className="session-title">Регистрация</H3>
      <form onSubmit={submit} noValidate aria-label="Регистрация">
        <TextField
          {...form.bind('username')}
          label="Имя пользователя"
          icon={<UserIcon />}
          autoComplete="name"
        />
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          icon={<EnvelopeIcon />}
          autoComplete="email"
        />
        <TextField
          {...form.bind('password')}
          label="Пароль"
          type="password"
          icon={<LockIcon />}
          autoComplete="new-password"
        />
        <Checkbox
          label="Я принимаю условия использования"
          checked={form.values.agreement}
          onChange={(e) => form.set('agreement', e.currentTarget.checked)}
        />
        <Button type="submit" intent="primary" size="large" fill loading={submitting} disabled={submitting}>
          Зарегистрироваться
        </Button>
      </form>
      {serverError && (
        <Callout className="session-error" intent="danger" role="alert" compact>
          {serverError}
        </Callout>
      )}
      <div className="session-links">
        <span>
          Уже есть аккаунт? <Link to="/session/signin">Войти</Link>
        </span>
      </div>
    </>
  );
}
