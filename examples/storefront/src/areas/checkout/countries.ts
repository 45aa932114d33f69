/**
 * The country codes of ISO 3166-1 alpha-2, for a shop that ships to the rest of the world (001 §3
 * Available shipping countries `rest_of_world`); named once here, shown by their English names.
 */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO ' +
  'IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE ' +
  'PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST ' +
  'SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS ' +
  'YE YT ZA ZM ZW'
).split(' ');

const names = new Map<string, string>();

/** The English name of a country code (the code itself where the runtime has no name). */
export function countryName(code: string): string {
  const known = names.get(code);
  if (known) return known;
  let name = code;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    // An unknown code keeps itself.
  }
  names.set(code, name);
  return name;
}

/**
 * The countries a shopper may pick, sorted by name: the shop's list, or every country when the
 * shop ships to the rest of the world (its listed codes first in the platform's answer).
 */
export function shippingCountryOptions(countries: {
  readonly type: string;
  readonly countryCodes: readonly string[];
}): readonly string[] {
  const codes =
    countries.type === 'rest_of_world'
      ? [...new Set([...countries.countryCodes, ...ISO_COUNTRY_CODES])]
      : countries.countryCodes;
  return [...codes].sort((a, b) => countryName(a).localeCompare(countryName(b)));
}

let everyCountry: readonly string[] | undefined;

/** Every country, sorted by name: where a billing or a saved address may be (001 §3 Address). */
export function anyCountryOptions(): readonly string[] {
  everyCountry ??= shippingCountryOptions({ type: 'rest_of_world', countryCodes: [] });
  return everyCountry;
}
