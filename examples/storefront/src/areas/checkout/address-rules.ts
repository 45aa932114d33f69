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
 * Whether an address has what an order needs: name, street, city, zip and a country code (001 §3
 * Address). The checkout's Place order and Continue, checkout-additional's Pay and my-account's Add
 * address wait for it.
 */
export function isCompleteAddress(address: AddressParts): boolean {
  return [
    address.firstName,
    address.lastName,
    address.address1,
    address.city,
    address.zip,
    address.countryCode,
  ].every((part) => (part ?? '').trim() !== '');
}
