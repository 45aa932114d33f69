import { useContactForm } from '@vitrine/react';
import { useEffect, useRef } from 'react';
import { useTypedBeforeHydration } from '../server/hydration';
import { TEXTS } from '../texts';
import { FormErrorText } from './form-error';
import { SubmitButton } from './submit-button';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type ContactField = (typeof FIELDS)[number];

/**
 * A posted shop form (000 §4 "Contact form: idle, sending, posted (success, form reset) or error")
 * is left idle when its page is left: the form's state is the storefront's, one for the page
 * session, and a new visit starts with the form, not the thank-you of a message sent before.
 */
export function useIdleWhenLeft(form: { readonly status: string; readonly reset: () => void }): void {
  // What is current when the page is left (the status and reset of the last render).
  const current = useRef(form);
  current.current = form;
  useEffect(
    () => () => {
      if (current.current.status === 'posted') current.current.reset();
    },
    [],
  );
}

/**
 * The contact form of the contact page template (000 §2); a failure sets its error flag (000 §8).
 * Posted, it thanks the shopper above the emptied form (000 §4 "posted (success, form reset)"),
 * ready for another message; typing one leaves the thank-you.
 */
export function ContactForm() {
  const form = useContactForm();
  // On a server-rendered page: submitted once the code runs (decision 0466).
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, FIELDS, form.change);
  useIdleWhenLeft(form);
  const input = (field: ContactField, label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={`contact-${field}`}>{label}</label>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        {...(autoComplete ? { autoComplete } : {})}
        value={String(form.values[field] ?? '')}
        onChange={(event) => form.change(field, event.currentTarget.value)}
      />
    </div>
  );
  return (
    <>
      {form.status === 'posted' ? <p role="status">{TEXTS.contactSent}</p> : null}
      <form
        ref={element}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {input('name', TEXTS.name, 'text', 'name')}
        {input('email', TEXTS.email, 'email', 'email')}
        {input('phone', TEXTS.phone, 'tel', 'tel')}
        <div className="field">
          <label htmlFor="contact-message">{TEXTS.message}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            value={String(form.values.message ?? '')}
            onChange={(event) => form.change('message', event.currentTarget.value)}
          />
        </div>
        <SubmitButton busy={form.status === 'sending'}>{TEXTS.send}</SubmitButton>
        <FormErrorText id="contact-error" error={form.error} />
      </form>
    </>
  );
}
