import { useDmcaForm } from '@vitrine/react';
import { useRef } from 'react';
import { useIdleWhenLeft } from '../../components/contact-form';
import { FormErrorText } from '../../components/form-error';
import { SubmitButton } from '../../components/submit-button';
import { useTypedBeforeHydration } from '../../server/hydration';
import { TEXTS } from '../../texts';

const FIELDS = ['name', 'email', 'url', 'message'] as const;
type DmcaField = (typeof FIELDS)[number];

/**
 * The intellectual-property report form (000 §2 form-dmca, /policies/ip/form): shown only with the
 * store's visible_link flag (the guard sends others to page-not-found). In the contact form's states
 * (000 §4 "posted (success, form reset)"): posted, it thanks the shopper above the emptied form,
 * ready for another report, and a new visit starts with the form.
 */
export function Component() {
  const form = useDmcaForm();
  // On a server-rendered page: submitted once the code runs (decision 0466).
  const element = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(element, FIELDS, form.change);
  useIdleWhenLeft(form);
  // The report's e-mail is required (docs/decisions/0128); the rest is sent when filled in.
  const input = (field: DmcaField, label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={`dmca-${field}`}>{label}</label>
      <input
        id={`dmca-${field}`}
        name={field}
        type={type}
        {...(autoComplete ? { autoComplete } : {})}
        required={field === 'email'}
        value={String(form.values[field] ?? '')}
        onChange={(event) => form.change(field, event.currentTarget.value)}
      />
    </div>
  );
  return (
    <section aria-labelledby="dmca-title">
      <h1 id="dmca-title">{TEXTS.reportForm}</h1>
      {form.status === 'posted' ? <p role="status">{TEXTS.reportSent}</p> : null}
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
        {input('url', TEXTS.infringingUrl, 'url')}
        <div className="field">
          <label htmlFor="dmca-message">{TEXTS.message}</label>
          <textarea
            id="dmca-message"
            name="message"
            rows={5}
            value={String(form.values.message ?? '')}
            onChange={(event) => form.change('message', event.currentTarget.value)}
          />
        </div>
        <SubmitButton busy={form.status === 'sending'}>{TEXTS.send}</SubmitButton>
        <FormErrorText id="dmca-error" error={form.error} />
      </form>
    </section>
  );
}
