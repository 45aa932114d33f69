import { useDmcaForm } from '@vitrine/react';
import { FormErrorText } from '../../components/form-error';
import { TEXTS } from '../../texts';

type DmcaField = 'name' | 'email' | 'url' | 'message';

/**
 * The intellectual-property report form (000 §2 form-dmca, /policies/ip/form): shown only with the
 * store's visible_link flag (the guard sends others to page-not-found).
 */
export function Component() {
  const form = useDmcaForm();
  const input = (field: DmcaField, label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={`dmca-${field}`}>{label}</label>
      <input
        id={`dmca-${field}`}
        type={type}
        {...(autoComplete ? { autoComplete } : {})}
        value={String(form.values[field] ?? '')}
        onChange={(event) => form.change(field, event.currentTarget.value)}
      />
    </div>
  );
  return (
    <section aria-labelledby="dmca-title">
      <h1 id="dmca-title">{TEXTS.reportForm}</h1>
      {form.status === 'posted' ? (
        <p role="status">{TEXTS.reportSent}</p>
      ) : (
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
          {input('url', TEXTS.infringingUrl, 'url')}
          <div className="field">
            <label htmlFor="dmca-message">{TEXTS.message}</label>
            <textarea
              id="dmca-message"
              rows={5}
              value={String(form.values.message ?? '')}
              onChange={(event) => form.change('message', event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="button" disabled={form.status === 'sending'}>
            {TEXTS.send}
          </button>
          <FormErrorText id="dmca-error" error={form.error} />
        </form>
      )}
    </section>
  );
}
