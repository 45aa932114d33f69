import { PASSWORD_PATH } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { useShop, useStorefront } from '@vitrine/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TEXTS } from '../../texts';

/**
 * The store password page of 000 §2 (blank layout): an empty password counts as incorrect; success
 * goes to the query's `to` (default /). The check and the return are core-shop's (decision 0129).
 */
export function Component() {
  const { storePassword } = useStorefront();
  const { shop } = useShop();
  const [query] = useSearchParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const to = query.get('to') ?? '/';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await storePassword.submit(password, to === PASSWORD_PATH ? '/' : to);
    setBusy(false);
    setError(result.ok ? null : (result.error.text ?? formatMessage(result.error.message)));
  };
  return (
    <section className="message-screen form" aria-labelledby="password-title">
      <h1 id="password-title">{shop?.name ?? TEXTS.passwordTitle}</h1>
      <p>{TEXTS.passwordTitle}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="store-password">{TEXTS.passwordLabel}</label>
          <input
            id="store-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error !== null}
            aria-describedby={error ? 'store-password-error' : undefined}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {error ? (
            <p id="store-password-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {TEXTS.enter}
        </button>
      </form>
    </section>
  );
}
