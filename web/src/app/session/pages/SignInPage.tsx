import { Button, Callout, H3 } from '@blueprintjs/core';
import { EnvelopeIcon, LockIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../context';
import { FormRefusal } from '../errors';
import { useSignupAllowed } from '../signupAllowed';
import { afterSignIn } from '../redirect';
import { useForm } from '../useForm';
import { collect, email, required } from '../validation';
import { TextField } from './TextField';

/** /session/signin (spec sections 2 and 5). */
export default function SignInPage() {
  const { status, signIn, user } = useSession();
  const signupAllowed = useSignupAllowed();
  const [params] = useSearchParams();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ email: '', password: '' }, (v) =>
    collect({ email: email(v.email), password: required(v.password) }),
  );

  // Signing in flips the session; this redirect then carries the user on, as it does for one
  // who opens the sign-in page while already signed in.
  if (status === 'authenticated' && user) {
    const fromState = (location.state as { from?: string } | null)?.from;
    return <Navigate to={afterSignIn(params.get('redirect') ?? fromState, user)} replace />;
  }

  const submit = form.handleSubmit(async ({ email: address, password }) => {
    setSubmitting(true);
    setServerError(null);
    try {
      await signIn(address.trim(), password);
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
      <H3 className="session-title">Вход в систему</H3>
      <form onSubmit={submit} noValidate aria-label="Вход в систему">
        <TextField
          {...form.bind('email')}
          label="Email"
          type="email"
          icon={<EnvelopeIcon />}
          autoComplete="username"
        />
        <TextField
          {...form.bind('password')}
          label="Пароль"
          type="password"
          icon={<LockIcon />}
          autoComplete="current-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={submitting} disabled={submitting}>
          Войти
        </Button>
      </form>
      {serverError && (
        <Callout className="session-error" intent="danger" role="alert" compact>
          {serverError}
        </Callout>
      )}
      <div className="session-links">
        {signupAllowed !== false && <Link to="/session/signup">Регистрация</Link>}
        <Link to="/session/forgot-password">Забыли пароль?</Link>
      </div>
    </>
  );
}
