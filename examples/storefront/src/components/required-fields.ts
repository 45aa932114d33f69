import type { MessageId } from '@vitrine/messages';
import { type MouseEvent, type RefObject, useRef, useState } from 'react';
import { useFocusFirstInvalid } from './focus-first-invalid';

/**
 * A required field's error: 'Field is required.' (000 §5, validation.field_required) when it is
 * left empty (or blank) and the missing fields are shown, i.e. once a submit was refused for them.
 */
export function missingField(showMissing: boolean, value: string | undefined): MessageId | undefined {
  return showMissing && (value ?? '').trim() === '' ? 'validation.field_required' : undefined;
}

/** What {@link useRequiredFields} gives a form. */
export interface RequiredFields {
  /** The form's ref, where the first field marked invalid is looked for. */
  readonly form: RefObject<HTMLFormElement | null>;
  /** Whether each required field left empty says so ({@link missingField}): once a submit was refused. */
  readonly showMissing: boolean;
  /**
   * Whether the submit must stop because a required field is empty: it then marks the empty
   * fields and the keyboard goes to the first of them (useFocusFirstInvalid).
   */
  readonly refused: () => boolean;
  /**
   * The submit button's click: refused, it stops the submit there, before the browser's own
   * checks of the form (an e-mail's, a card's fields) that would stop it first with words of their own.
   */
  readonly press: (event: MouseEvent) => void;
  /** After a submit went through: the fields are no longer marked. */
  readonly reset: () => void;
}

/**
 * A form whose submit button is pressable before its required fields are filled, and says what is
 * missing when pressed (or on Enter in a field): each required field left empty says 'Field is
 * required.' (000 §5) with aria-invalid, the first gets the focus, and nothing is sent. A dead
 * disabled button gave no word of what was missing (WCAG 3.3.1). `incomplete`: whether a required
 * field is empty now.
 */
export function useRequiredFields(incomplete: boolean): RequiredFields {
  const [showMissing, setShowMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstInvalid(form);
  const refused = () => {
    if (!incomplete) return false;
    setShowMissing(true);
    failed();
    return true;
  };
  return {
    form,
    showMissing,
    refused,
    press: (event) => {
      if (refused()) event.preventDefault();
    },
    reset: () => setShowMissing(false),
  };
}
