import { useContactForm } from '@vitrine/react';
import { TEXTS } from '../texts';
import { FormErrorText } from './form-error';

type ContactField = 'name' | 'email' | 'phone' | 'message';

/** The contact form of the contact page template (000 §2); a failure sets its error flag (000 §8). */
export function ContactForm() {
  const form = useContactForm();
  if (form.status === 'posted') return <p role="status">{TEXTS.contactSent}</p>;
  const input = (field: ContactField, label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={`contact-${field}`}>{label}</label>
      <input
        id={`contact-${field}`}
        type={type}
        {...(autoComplete ? { autoComplete } : {})}
        value={String(form.values[field] ?? '')}
        onChange={(event) => form.change(field, event.currentTarget.value)}
      />
    </div>
  );
  return (
    <form
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
          rows={5}
          value={String(form.values.message ?? '')}
          onChange={(event) => form.change('message', event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="button" disabled={form.status === 'sending'}>
        {TEXTS.send}
      </button>
      <FormErrorText id="contact-error" error={form.error} />
    </form>
  );
}
