import type { MessageId } from '@vitrine/messages';

/**
 * A required field's error: 'Field is required.' (000 §5, validation.field_required) when it is
 * left empty (or blank) and the missing fields are shown, i.e. once a submit was refused for them.
 */
export function missingField(showMissing: boolean, value: string | undefined): MessageId | undefined {
  return showMissing && (value ?? '').trim() === '' ? 'validation.field_required' : undefined;
}
