import { formatMessage } from '@vitrine/messages';
import { useNewsletterForm } from '@vitrine/react';
import { useId } from 'react';
import { TEXTS } from '../texts';
import { FormErrorText } from './form-error';

/**
 * The newsletter form of the footer (000 §2): the e-mail is required and must be valid; success
 * shows 'You have been successfully subscribed to our newsletter!'.
 */
export function NewsletterForm() {
  const form = useNewsletterForm();
  const id = useId();
  if (form.status === 'posted') {
    return <p role="status">{formatMessage(form.message ?? 'newsletter.subscribed')}</p>;
  }
  return (
    <form
      className="inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <label htmlFor={id}>{TEXTS.newsletterLabel}</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        value={String(form.values.email ?? '')}
        aria-invalid={form.error !== null}
        aria-describedby={form.error ? `${id}-error` : undefined}
        onChange={(event) => form.change('email', event.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={form.status === 'sending'}>
        {TEXTS.subscribe}
      </button>
      <FormErrorText id={`${id}-error`} error={form.error} />
    </form>
  );
}
