import { formatMessage } from '@vitrine/messages';
import { routePath } from '@vitrine/core-shop';
import { useCustomer } from '@vitrine/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/field';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { TEXTS } from '../../texts';
import { useFreshFormErrors } from './fresh-form-errors';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', repeatPassword: '' };

/**
 * Register, "Create Account" (000 §2, §5): the rules of 000 §5 per field; success logs in
 * ('You are logged in!') and goes to my-account; a reply about the password clears both password
 * fields (000 §5).
 */
export function Component() {
  return (
    <section className="form" aria-labelledby="register-title">
      <h1 id="register-title">{formatMessage('account.create')}</h1>
      <RegisterForm idPrefix="register" />
    </section>
  );
}

/**
 * The register form (000 §5), on the register page and in the sign-up modal (000 §4): success goes
 * to my-account after `onRegistered` (the modal closes itself there).
 */
export function RegisterForm({
  idPrefix,
  onRegistered,
}: {
  /** Prefix of the fields' ids: unique on the page. */
  readonly idPrefix: string;
  readonly onRegistered?: () => void;
}) {
  const customer = useCustomer();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const errors = customer.fieldErrors('register');
  useFreshFormErrors('register');
  // 000 §5 Register: every field required.
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstInvalid(form);
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((all) => ({ ...all, [field]: value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await customer.register(values);
    if (result.ok) {
      onRegistered?.();
      await navigate(routePath('my-account'), { replace: true });
      return;
    }
    if (result.error.clearPasswords) setValues((all) => ({ ...all, password: '', repeatPassword: '' }));
    failed();
  };
  return (
    <>
      <form ref={form} onSubmit={submit} noValidate>
        <Field
          id={`${idPrefix}-first`}
          label={TEXTS.firstName}
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={set('firstName')}
        />
        <Field
          id={`${idPrefix}-last`}
          label={TEXTS.lastName}
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={set('lastName')}
        />
        <Field
          id={`${idPrefix}-email`}
          label={TEXTS.email}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <Field
          id={`${idPrefix}-password`}
          label={TEXTS.passwordLabel}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <Field
          id={`${idPrefix}-repeat`}
          label={TEXTS.repeatPassword}
          type="password"
          autoComplete="new-password"
          required
          value={values.repeatPassword}
          error={errors.repeatPassword}
          onChange={set('repeatPassword')}
        />
        <button type="submit" className="button" disabled={customer.submitting === 'register'}>
          {formatMessage('account.create')}
        </button>
      </form>
      <p>
        <Link to={routePath('login')}>{TEXTS.login}</Link>
      </p>
    </>
  );
}
