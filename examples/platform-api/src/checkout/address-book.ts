/**
 * Reference data of the address helpers: a few zip codes per country and an address book that
 * stands for the address-suggestion service (001 §7 zipcode, here_maps_address_suggestion).
 */

/** Zip codes by country (enough to exercise the zip look-up). */
export const ZIP_CODES: Readonly<Record<string, readonly string[]>> = {
  US: [
    '10001',
    '10018',
    '10118',
    '60601',
    '60606',
    '73301',
    '90001',
    '90012',
    '94103',
    '94105',
    '94107',
    '98101',
  ],
  CA: ['H2X 1Y4', 'M5V 2T6', 'V6B 1A1'],
  GB: ['E1 6AN', 'EC1A 1BB', 'SW1A 1AA', 'W1A 0AX'],
  FR: ['13001', '31000', '69001', '69002', '75001', '75002', '75008', '75011'],
  DE: ['10115', '10117', '20095', '80331'],
  ES: ['08001', '28001', '28013'],
  IT: ['00118', '20121', '50122'],
  JP: ['100-0001', '150-0002'],
};

/** Most zip codes answered for one search. */
export const ZIP_LIMIT = 20;

/** Zip codes of a country starting with `search` (case and spaces ignored). */
export function searchZipCodes(countryCode: string, search: string): string[] {
  const normalize = (value: string) => value.replace(/\s+/g, '').toUpperCase();
  const wanted = normalize(search);
  return (ZIP_CODES[countryCode.trim().toUpperCase()] ?? [])
    .filter((zip) => normalize(zip).startsWith(wanted))
    .slice(0, ZIP_LIMIT);
}

/** A suggested address (the api-client's Address). */
export interface SuggestedAddress {
  address1: string;
  address2: string;
  city: string;
  province: string;
  province_code: string;
  zip: string;
  country: string;
  country_code: string;
}

const address = (
  address1: string,
  city: string,
  zip: string,
  country: string,
  countryCode: string,
  province = '',
  provinceCode = '',
): SuggestedAddress => ({
  address1,
  address2: '',
  city,
  province,
  province_code: provinceCode,
  zip,
  country,
  country_code: countryCode,
});

/** The address book of the suggestion service. */
export const ADDRESS_BOOK: readonly SuggestedAddress[] = [
  address('1 Market Street', 'San Francisco', '94105', 'United States', 'US', 'California', 'CA'),
  address('100 Market Street', 'San Francisco', '94103', 'United States', 'US', 'California', 'CA'),
  address('350 Fifth Avenue', 'New York', '10118', 'United States', 'US', 'New York', 'NY'),
  address('233 South Wacker Drive', 'Chicago', '60606', 'United States', 'US', 'Illinois', 'IL'),
  address('400 Broad Street', 'Seattle', '98101', 'United States', 'US', 'Washington', 'WA'),
  address('10 rue de Rivoli', 'Paris', '75001', 'France', 'FR'),
  address('5 avenue des Champs-Élysées', 'Paris', '75008', 'France', 'FR'),
  address('12 rue de la République', 'Lyon', '69002', 'France', 'FR'),
  address('Unter den Linden 1', 'Berlin', '10117', 'Germany', 'DE'),
  address('10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom', 'GB'),
  address('Gran Vía 1', 'Madrid', '28013', 'Spain', 'ES'),
];

/** ISO 3166 alpha-3 codes the suggestion call may receive, by alpha-2. */
const ALPHA3: Readonly<Record<string, string>> = {
  USA: 'US',
  FRA: 'FR',
  DEU: 'DE',
  GBR: 'GB',
  ESP: 'ES',
  ITA: 'IT',
  CAN: 'CA',
};

/** Most suggestions answered. */
export const SUGGESTION_LIMIT = 5;

/**
 * Addresses whose street, city or zip contains every word of `keyword`, in the given countries
 * (comma-separated alpha-2 or alpha-3 codes; none = every country).
 */
export function suggestAddresses(keyword: string, countries: string | undefined): SuggestedAddress[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const allowed = (countries ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean)
    .map((code) => ALPHA3[code] ?? code);
  return ADDRESS_BOOK.filter((entry) => allowed.length === 0 || allowed.includes(entry.country_code))
    .filter((entry) => {
      const text = `${entry.address1} ${entry.city} ${entry.zip}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .slice(0, SUGGESTION_LIMIT);
}
