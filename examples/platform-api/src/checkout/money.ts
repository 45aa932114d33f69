import { fromMinorUnits, toMinorUnits } from '@vitrine/core-pricing';

/** Converters between major units (as the API sends amounts) and integer minor units of one currency. */
export interface Money {
  currency: string;
  toMinor(amount: number): number;
  fromMinor(minor: number): number;
}

/** The converters of a currency. */
export function moneyOf(currency: string): Money {
  return {
    currency,
    toMinor: (amount) => toMinorUnits(amount, currency),
    fromMinor: (minor) => fromMinorUnits(minor, currency),
  };
}
