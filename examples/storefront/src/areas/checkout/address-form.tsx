import { applySuggestion, type CheckoutAddress, type CheckoutFacade } from '@vitrine/core-checkout';
import type { MessageId } from '@vitrine/messages';
import { useEffect, useId, useState } from 'react';
import { FieldHint } from '../../components/field';
import { missingField } from '../../components/required-fields';
import { TEXTS } from '../../texts';
import { requiredAddressFields } from './address-rules';
import { countryName } from './countries';
import { CountrySelect } from './country-select';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** A unique prefix of the inputs' ids (`shipping`, `billing`). */
  readonly id: string;
  readonly value: CheckoutAddress;
  readonly onChange: (next: CheckoutAddress) => void;
  /** The countries the shopper may pick (codes). */
  readonly countries: readonly string[];
  /** The checkout, for the zip-code look-up and the address suggestions (001 §7). */
  readonly facade: CheckoutFacade;
  readonly disabled?: boolean;
  /**
   * Whether each required field left empty says so ('Field is required.', 000 §5), with
   * aria-invalid: once the form was submitted incomplete (001 §3 Address; docs/decisions/0655).
   */
  readonly showMissing?: boolean;
}

/** How long typing rests before a look-up is asked. */
const LOOKUP_DELAY_MS = 300;

/** Calls `effect` once `value` rested for {@link LOOKUP_DELAY_MS}; the last answer wins. */
function useLookup<T>(key: string, run: () => Promise<T | undefined>, skip: boolean): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: T } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the look-up is keyed by `key`
  useEffect(() => {
    if (skip) return;
    let current = true;
    const timer = setTimeout(() => {
      void run().then((value) => {
        if (current && value !== undefined) setAnswer({ key, value });
      });
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, skip]);
  return answer?.key === key ? answer.value : undefined;
}

/**
 * An address form (001 §3 Address): name, company, street with address suggestions, city, country
 * from the shop's shipping countries, state, zip code with the platform's zip-code look-up, phone.
 */
export function AddressForm({
  id,
  value,
  onChange,
  countries,
  facade,
  disabled = false,
  showMissing = false,
}: AddressFormProps) {
  const listId = useId();
  // The fields the address's country needs are required (001 §3 Address; docs/decisions/0655).
  const required: ReadonlySet<string> = new Set(requiredAddressFields(value.countryCode));
  const missing = (name: keyof CheckoutAddress): MessageId | undefined =>
    required.has(name) ? missingField(showMissing, String(value[name] ?? '')) : undefined;
  const set = (field: keyof CheckoutAddress) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const keyword = value.address1?.trim() ?? '';
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const suggestions = useLookup(
    `${keyword}|${countries.length < 20 ? countries.join(',') : ''}`,
    async () => {
      const found = await facade.addressSuggestions(keyword, countries.length < 20 ? countries : undefined);
      return found.ok ? found.value : undefined;
    },
    keyword.length < 3 || keyword === picked,
  );
  const zip = value.zip?.trim() ?? '';
  const country = value.countryCode ?? '';
  const zips = useLookup(
    `${country}|${zip}`,
    async () => {
      const found = await facade.zipCodes(country, zip);
      return found.ok ? found.value : undefined;
    },
    zip.length < 2 || country === '',
  );
  const field = (
    name: keyof CheckoutAddress,
    label: string,
    options: { autoComplete?: string; type?: string } = {},
  ) => {
    const error = missing(name);
    return (
      <div className={`field field-${name}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={`${id}-${name}`}
          type={options.type ?? 'text'}
          value={String(value[name] ?? '')}
          onChange={set(name)}
          required={required.has(name)}
          autoComplete={options.autoComplete ? `${id} ${options.autoComplete}` : undefined}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        <FieldHint id={`${id}-${name}-error`} error={error} />
      </div>
    );
  };
  const zipError = missing('zip');
  const shownSuggestions = suggestions && keyword !== picked ? suggestions.slice(0, 5) : [];
  return (
    <div className="address-form">
      <div className="field-row">
        {field('firstName', TEXTS.firstName, { autoComplete: 'given-name' })}
        {field('lastName', TEXTS.lastName, { autoComplete: 'family-name' })}
      </div>
      {field('company', TEXTS.company, { autoComplete: 'organization' })}
      {field('address1', TEXTS.address1, { autoComplete: 'address-line1' })}
      {shownSuggestions.length > 0 ? (
        <ul className="address-suggestions" aria-label={TEXTS.addressSuggestions}>
          {shownSuggestions.map((suggestion) => {
            const label = [suggestion.address1, suggestion.city, suggestion.zip, suggestion.countryCode]
              .filter(Boolean)
              .join(', ');
            return (
              <li key={label}>
                <button
                  type="button"
                  className="suggestion"
                  onClick={() => {
                    const next = applySuggestion(value, suggestion);
                    setPicked(next.address1?.trim());
                    onChange(next);
                  }}
                >
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {field('address2', TEXTS.address2, { autoComplete: 'address-line2' })}
      <div className="field-row">
        {field('city', TEXTS.city, { autoComplete: 'address-level2' })}
        <div className="field field-zip">
          <label htmlFor={`${id}-zip`}>{TEXTS.zip}</label>
          <input
            id={`${id}-zip`}
            name={`${id}-zip`}
            value={value.zip ?? ''}
            onChange={set('zip')}
            required={required.has('zip')}
            autoComplete={`${id} postal-code`}
            list={`${listId}-zips`}
            disabled={disabled}
            aria-invalid={zipError !== undefined}
            aria-describedby={zipError ? `${id}-zip-error` : undefined}
          />
          <FieldHint id={`${id}-zip-error`} error={zipError} />
          <datalist id={`${listId}-zips`}>
            {(zips ?? []).slice(0, 10).map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
        </div>
      </div>
      <div className="field-row">
        <CountrySelect
          id={`${id}-countryCode`}
          value={value.countryCode ?? ''}
          countries={countries}
          autoComplete={`${id} country`}
          {...(disabled === undefined ? {} : { disabled })}
          error={missing('countryCode')}
          onChange={(code) =>
            onChange({
              ...value,
              countryCode: code,
              country: countryName(code),
              province: '',
              provinceCode: '',
            })
          }
        />
        {field('province', TEXTS.province, { autoComplete: 'address-level1' })}
      </div>
      {field('phone', TEXTS.phone, { autoComplete: 'tel', type: 'tel' })}
    </div>
  );
}
