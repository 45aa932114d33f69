import { useCustomer } from '@vitrine/react';
import { type FormEvent, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Field } from '../../components/field';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { TEXTS } from '../../texts';
import { useFreshFormErrors } from './fresh-form-errors';

/**
 * Reset password from the e-mailed link (000 §2 /reset-password/{customerID}/{resetToken}?email=…):
 * success shows 'Your password has been reset successfully! You are logged in!' and goes to
 * my-account (the core's notification and navigation, 000 §8).
 */
export function Component() {
  const { customerID, resetToken } = useParams();
  const [query] = useSearchParams();
  const customer = useCustomer();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeat] = useState('');
  const errors = customer.fieldErrors('resetPassword');
  useFreshFormErrors('resetPassword');
  // 000 §5 Reset password: both passwords required.
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstInvalid(form);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await customer.resetPassword({
      customerId: customerID,
      resetToken,
      password,
      repeatPassword,
    });
    if (!result.ok) failed();
  };
  return (
    <section className="form" aria-labelledby="reset-title">
      <h1 id="reset-title">{TEXTS.resetTitle}</h1>
      {query.get('email') ? <p className="muted">{query.get('email')}</p> : null}
      <form ref={form} onSubmit={submit} noValidate>
        <Field
          id="reset-password"
          label={TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Field
          id="reset-repeat"
          label={TEXTS.repeatPassword}
          type="password"
          autoComplete="new-password"
          required
          value={repeatPassword}
          error={errors.repeatPassword}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={customer.submitting === 'resetPassword'}>
          {TEXTS.resetTitle}
        </button>
      </form>
    </section>
  );
}
