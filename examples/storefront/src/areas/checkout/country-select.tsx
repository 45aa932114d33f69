import type { MessageId } from '@vitrine/messages';
import { FieldHint } from '../../components/field';
import { TEXTS } from '../../texts';
import { countryName } from './countries';

/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  readonly id: string;
  /** The country code picked, `''` for none yet. */
  readonly value: string;
  /** The codes offered, in the order shown. */
  readonly countries: readonly string[];
  readonly autoComplete: string;
  readonly disabled?: boolean;
  /** The message id of the select's error, shown below it (as a {@link Field}'s). */
  readonly error?: MessageId | undefined;
  readonly onChange: (code: string) => void;
}

/**
 * A labelled country select of an address (001 §3 Address country_code): the codes by their
 * English names, none picked until the shopper picks one.
 */
export function CountrySelect({
  id,
  value,
  countries,
  autoComplete,
  disabled,
  error,
  onChange,
}: CountrySelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field field-country">
      <label htmlFor={id}>{TEXTS.country}</label>
      <select
        id={id}
        name={id}
        value={value}
        required
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="" disabled>
          {TEXTS.country}
        </option>
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </select>
      <FieldHint id={errorId} error={error} />
    </div>
  );
}
