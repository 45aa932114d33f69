import {
  type CustomOption,
  type CustomOptionError,
  type CustomOptionFieldValue,
  choiceValue,
  type UploadedFile,
} from '@vitrine/core-custom-options';
import type { CustomOptionsState } from '@vitrine/react';
import { type ReactNode, type Ref, useRef } from 'react';
import { TEXTS } from '../texts';
import { Image } from './image';

function textValue(value: CustomOptionFieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function uploadedFile(value: CustomOptionFieldValue | undefined): UploadedFile | null {
  return value !== null && value !== undefined && typeof value === 'object' && 'url' in value ? value : null;
}

function listValue(value: CustomOptionFieldValue | undefined): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/**
 * A file option's field (000 §5). A chosen file or a refused or failed one can be removed: the
 * core keeps an upload error until the file is removed (decision 0115 "file.remove clears it"),
 * and a cleared or cancelled file dialog tells the page nothing, so without the Remove button an
 * optional option whose upload failed ('Upload file failed. Please try again') would block add to
 * cart for good.
 */
function FileField({
  option,
  state,
  id,
  label,
  required,
  error,
  describedBy,
  below,
}: {
  readonly option: CustomOption;
  readonly state: CustomOptionsState;
  readonly id: string;
  readonly label: string;
  readonly required: boolean;
  readonly error: CustomOptionError | undefined;
  readonly describedBy: string | undefined;
  readonly below: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploaded = uploadedFile(state.values[option.id]);
  // Not for the required hint alone ('Please upload a file.'): then there is nothing to remove.
  const removable = uploaded !== null || (error !== undefined && error.key !== 'required_upload');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!state.form) return;
          if (!file) {
            void state.form.removeFile(option.id);
            return;
          }
          void state.form
            .selectFile(option.id, { name: file.name, size: file.size, type: file.type, data: file })
            .then((result) => {
              // A refused or failed file is let go, so picking the same file again is a change
              // and tries again (000 §5 upload_fail: "Upload file failed. Please try again").
              // A pick another pick replaced (or a stopped form) keeps the field: it holds the
              // later file (decision 0624).
              if (!result.ok && result.error.code !== 'superseded' && result.error.code !== 'stopped')
                input.value = '';
            });
        }}
      />
      {uploaded ? <span className="small">✓ {uploaded.name}</span> : null}
      {removable ? (
        <button
          type="button"
          className="link-button"
          aria-label={TEXTS.removeNamed(option.name)}
          disabled={!state.form}
          onClick={() => {
            const input = inputRef.current;
            if (input) {
              // The field lets the file go too, so picking it again is a change and tries again.
              input.value = '';
              input.focus();
            }
            void state.form?.removeFile(option.id);
          }}
        >
          {TEXTS.remove}
        </button>
      ) : null}
      {below}
    </div>
  );
}

/** One option's field, its hint (000 §3 hint) and its error, by type (000 §3 the six types). */
function OptionField({
  option,
  state,
}: {
  readonly option: CustomOption;
  readonly state: CustomOptionsState;
}) {
  const id = `copt-${option.id}`;
  const value = state.values[option.id];
  const error = state.errors[option.id];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [option.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  // 000 §5 "A required option that is empty blocks the operation and shows its hint": the control
  // says it is required (`required`; the ' *' of its label is text, in its name, so the shop's CSS
  // mark of a required field is not added to it) and, while its hint shows, invalid. A group's
  // every control does, so a refused add can take the keyboard to the first (useFocusFirstInvalid).
  const required = option.validations?.required === true;
  const invalid = error !== undefined;
  const change = (next: CustomOptionFieldValue) => void state.form?.change(option.id, next);
  const label = `${option.name}${required ? ' *' : ''}`;
  const below = (
    <>
      {option.hint ? (
        <span id={hintId} className="muted small">
          {option.hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="hint" role="alert">
          {error.message}
        </span>
      ) : null}
    </>
  );
  switch (option.type) {
    case 'text':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="text"
            value={textValue(value)}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => change(event.currentTarget.value)}
          />
          {below}
        </div>
      );
    case 'select':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            value={textValue(value)}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => change(event.currentTarget.value)}
          >
            <option value="">—</option>
            {option.values?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.text ?? choice.value}
              </option>
            ))}
          </select>
          {below}
        </div>
      );
    case 'radio':
    case 'picture':
      return (
        <fieldset className="field" aria-describedby={describedBy}>
          <legend>{label}</legend>
          <div className="swatches">
            {option.values?.map((choice) => (
              <label key={choice.value} className="swatch">
                <input
                  type="radio"
                  name={id}
                  value={choice.value}
                  checked={textValue(value) === choiceValue(option, choice)}
                  required={required}
                  aria-invalid={invalid}
                  onChange={() => change(choiceValue(option, choice))}
                />
                {option.type === 'picture' && choice.image ? (
                  <span className="swatch-picture">
                    <Image src={choice.image} alt="" sizes="40px" />
                  </span>
                ) : null}
                {choice.text ?? choice.value}
              </label>
            ))}
          </div>
          {below}
        </fieldset>
      );
    case 'checkbox': {
      const chosen = listValue(value);
      return (
        <fieldset className="field" aria-describedby={describedBy}>
          <legend>{label}</legend>
          <div className="swatches">
            {option.values?.map((choice) => (
              <label key={choice.value} className="swatch">
                <input
                  type="checkbox"
                  value={choice.value}
                  checked={chosen.includes(choice.value)}
                  // Not `required`: a checkbox's asks for that very box, where the group needs
                  // one of them; its legend's ' *' says it.
                  aria-invalid={invalid}
                  onChange={(event) =>
                    change(
                      event.currentTarget.checked
                        ? [...chosen, choice.value]
                        : chosen.filter((item) => item !== choice.value),
                    )
                  }
                />
                {choice.text ?? choice.value}
              </label>
            ))}
          </div>
          {below}
        </fieldset>
      );
    }
    case 'file':
      return (
        <FileField
          option={option}
          state={state}
          id={id}
          label={label}
          required={required}
          error={error}
          describedBy={describedBy}
          below={below}
        />
      );
  }
}

/**
 * The custom-option form of a product page (000 §5): every type, the options shown by their
 * parent conditions, each with its hint and the error the core shows for it (a required option
 * left empty, a file too large, characters not allowed). A `<form>` (`ref`), so a refused add
 * can focus its first invalid field (useFocusFirstInvalid); the page's buttons submit it, the
 * browser's own checks and submit do nothing.
 */
export function CustomOptionsForm({
  state,
  ref,
}: {
  readonly state: CustomOptionsState;
  readonly ref?: Ref<HTMLFormElement>;
}) {
  if (state.options.length === 0) return null;
  return (
    <form
      ref={ref}
      className="custom-options"
      aria-busy={state.uploading}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {state.options.map((option) => (
        <OptionField key={option.id} option={option} state={state} />
      ))}
    </form>
  );
}
