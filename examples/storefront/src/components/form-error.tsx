import type { FormError } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { TEXTS } from '../texts';

/** The text of a shop form's error: the spec's message, the server's text, or the form's failure text. */
export function formErrorText(error: FormError): string {
  if ('message' in error) return formatMessage(error.message);
  if (error.text) return error.text;
  return TEXTS.formFailed;
}

/** A form's error under its fields, announced when it appears. */
export function FormErrorText({ id, error }: { readonly id: string; readonly error: FormError | null }) {
  if (error === null) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {formErrorText(error)}
    </p>
  );
}
