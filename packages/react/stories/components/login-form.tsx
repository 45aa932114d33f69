import { formatMessage } from '@vitrine/messages';
import { useCustomer } from '@vitrine/react';
import { useState } from 'react';
import { TEXTS } from '../texts';

/**
 * A login form (000 §5 Login), built only on `useCustomer`: the field errors of the core's
 * validation under each field, the failed sign-in's text (the server's, else 'Error while
 * sign-in'), and once signed in who it is and log out.
 */
export function LoginForm() {
  const { status, customer, submitting, error, fieldErrors, login, logout } = useCustomer();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  if (status === 'restoring') return <p>{TEXTS.loading}</p>;
  if (status === 'signed-in') {
    return (
      <section>
        <p role="status">{TEXTS.signedInAs(customer?.email ?? '')}</p>
        <button type="button" onClick={() => void logout()}>
          {TEXTS.logout}
        </button>
      </section>
    );
  }
  const fields = fieldErrors('login');
  const failed = error !== null && error.code !== 'INVALID_INPUT';
  return (
    <form
      aria-label={TEXTS.login}
      onSubmit={(event) => {
        event.preventDefault();
        void login({ email, password });
      }}
    >
      <p>
        <label htmlFor="login-email">{TEXTS.email}</label>
        <input
          id="login-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {fields.email ? <span role="alert">{formatMessage(fields.email)}</span> : null}
      </p>
      <p>
        <label htmlFor="login-password">{TEXTS.password}</label>
        <input
          id="login-password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {fields.password ? <span role="alert">{formatMessage(fields.password)}</span> : null}
      </p>
      {failed ? (
        <p role="alert">{error.serverText ?? (error.message ? formatMessage(error.message) : error.code)}</p>
      ) : null}
      <button type="submit" disabled={submitting === 'login'}>
        {TEXTS.login}
      </button>
    </form>
  );
}
