/** The parts of an address an order needs, as the checkout's and the account's forms hold them. */
export interface AddressParts {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly address1?: string | undefined;
  readonly city?: string | undefined;
  readonly zip?: string | undefined;
  readonly countryCode?: string | undefined;
}

/**
 * The countries with no postal code system (docs/decisions/0655; the spec's Address has a zip but
 * names no field rule): their addresses are complete without one. ISO 3166-1 alpha-2.
 */
const COUNTRIES_WITHOUT_ZIP: ReadonlySet<string> = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM ' +
    'KN KP LC ML MO MR MS MW NR NU QA RW SB SC SL SO SR SS ST SY TD TF TG TK TL TO TT TV TZ UG VU YE ZW'
  ).split(' '),
);

/** Whether an address in `countryCode` needs a zip: every country but those without postal codes. */
export function needsZip(countryCode: string | undefined): boolean {
  return !COUNTRIES_WITHOUT_ZIP.has((countryCode ?? '').trim().toUpperCase());
}

/**
 * The fields an address in `countryCode` needs: name, street, city, a country code and, where the
 * country has postal codes, a zip (001 §3 Address; docs/decisions/0655). The one rule: the
 * checkout's, checkout-additional's and my-account's address forms mark these fields required
 * (and 'Field is required.' when left empty), and {@link isCompleteAddress} checks them.
 */
export function requiredAddressFields(countryCode: string | undefined): readonly (keyof AddressParts)[] {
  return [
    'firstName',
    'lastName',
    'address1',
    'city',
    ...(needsZip(countryCode) ? (['zip'] as const) : []),
    'countryCode',
  ];
}

/**
 * Whether an address has what an order needs, each of its {@link requiredAddressFields} (001 §3
 * Address; docs/decisions/0655). The checkout's Place order and Continue, checkout-additional's
 * Pay and my-account's Add address wait for it.
 */
export function isCompleteAddress(address: AddressParts): boolean {
  return requiredAddressFields(address.countryCode).every((field) => (address[field] ?? '').trim() !== '');
}
