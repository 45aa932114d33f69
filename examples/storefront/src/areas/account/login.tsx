import { formatMessage } from '@vitrine/messages';
import { routePath } from '@vitrine/core-shop';
import { useCustomer } from '@vitrine/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/field';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { TEXTS } from '../../texts';
import { useFreshFormErrors } from './fresh-form-errors';

/**
 * Login (000 §2 "Account": one screen with a forgot mode). A successful login goes to my-account;
 * a successful reset request shows the password-sent state. Success and failure texts are the
 * core's notifications (000 §8 'You are logged in!', 'Error while sign-in').
 */
export function Component() {
  const customer = useCustomer();
  const navigate = useNavigate();
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useFreshFormErrors('login');
  useFreshFormErrors('resetRequest');
  // 000 §5 Login: e-mail and password required (the e-mail alone in forgot mode).
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstInvalid(form);
  const login = async (event: FormEvent) => {
    event.preventDefault();
    const result = await customer.login({ email, password });
    if (result.ok) await navigate(routePath('my-account'), { replace: true });
    else failed();
  };
  const requestReset = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await customer.requestPasswordReset({ email })).ok) failed();
  };
  const switchMode = (next: boolean) => {
    customer.resetForm(next ? 'resetRequest' : 'login');
    setForgot(next);
  };
  if (forgot) {
    const errors = customer.fieldErrors('resetRequest');
    return (
      <section className="form" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{TEXTS.forgotTitle}</h1>
        {customer.passwordSent ? (
          <p role="status">{TEXTS.passwordSent}</p>
        ) : (
          <form ref={form} onSubmit={requestReset} noValidate>
            <Field
              id="forgot-email"
              label={TEXTS.email}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <button type="submit" className="button" disabled={customer.submitting === 'resetRequest'}>
              {TEXTS.sendResetLink}
            </button>
          </form>
        )}
        <p>
          <button type="button" className="link-button" onClick={() => switchMode(false)}>
            {TEXTS.backToLogin}
          </button>
        </p>
      </section>
    );
  }
  const errors = customer.fieldErrors('login');
  return (
    <section className="form" aria-labelledby="login-title">
      <h1 id="login-title">{TEXTS.login}</h1>
      <form ref={form} onSubmit={login} noValidate>
        <Field
          id="login-email"
          label={TEXTS.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Field
          id="login-password"
          label={TEXTS.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={customer.submitting === 'login'}>
          {TEXTS.login}
        </button>
      </form>
      <p>
        <button type="button" className="link-button" onClick={() => switchMode(true)}>
          {TEXTS.forgotPassword}
        </button>
      </p>
      <p>
        <Link to={routePath('register')}>{formatMessage('account.create')}</Link>
      </p>
    </section>
  );
}
