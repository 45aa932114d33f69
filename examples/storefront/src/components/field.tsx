import type { MessageId } from '@vitrine/messages';
import { formatMessage } from '@vitrine/messages';
import type { InputHTMLAttributes } from 'react';

/** Props of {@link Field}: an input's attributes plus its label and the message id of its error. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly id: string;
  readonly label: string;
  readonly error?: MessageId | undefined;
}

/** A labelled input with its error (a message id of the spec's texts, 000 §5) announced below it. */
export function Field({ id, label, error, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldHint id={errorId} error={error} />
    </div>
  );
}

/** A field's error (a message id, 000 §5) under it, announced when it appears; nothing without one. */
export function FieldHint({ id, error }: { readonly id: string; readonly error: MessageId | undefined }) {
  return error ? (
    <span id={id} className="hint" role="alert">
      {formatMessage(error)}
    </span>
  ) : null;
}
