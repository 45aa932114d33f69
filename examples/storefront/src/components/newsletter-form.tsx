import { formatMessage } from '@vitrine/messages';
import { useNewsletterForm } from '@vitrine/react';
import { useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../server/hydration';
import { TEXTS } from '../texts';
import { useFocusFirstInvalid } from './focus-first-invalid';
import { FormErrorText } from './form-error';
import { SubmitButton } from './submit-button';

const FIELDS = ['email'] as const;

/**
 * The newsletter form of the footer (000 §2): the e-mail is required and must be valid; success
 * shows 'You have been successfully subscribed to our newsletter!'.
 */
export function NewsletterForm() {
  const form = useNewsletterForm();
  const id = useId();
  // In every page's footer, server-rendered ones too: submitted once the code runs (decision 0466).
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, FIELDS, form.change);
  const failed = useFocusFirstInvalid(element);
  if (form.status === 'posted') {
    return <p role="status">{formatMessage(form.message ?? 'newsletter.subscribed')}</p>;
  }
  return (
    <form
      ref={element}
      className="inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit().then((result) => {
          if (!result.ok) failed();
        });
      }}
    >
      <label htmlFor={id}>{TEXTS.newsletterLabel}</label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={String(form.values.email ?? '')}
        aria-invalid={form.error !== null}
        aria-describedby={form.error ? `${id}-error` : undefined}
        onChange={(event) => form.change('email', event.currentTarget.value)}
      />
      <SubmitButton busy={form.status === 'sending'}>{TEXTS.subscribe}</SubmitButton>
      <FormErrorText id={`${id}-error`} error={form.error} />
    </form>
  );
}
