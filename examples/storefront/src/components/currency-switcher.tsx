import { useMoney } from '@vitrine/react';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';

/**
 * The currency switcher, shown only where the shop has several currencies, its own included
 * (000 §9 multi-currency): a new currency re-renders every price at once (they all format through
 * `useMoney`), and the shop's currency can always be picked back.
 */
export function CurrencySwitcher() {
  // `currencies` holds the shop's own currency too (core-pricing's pickableCurrencies, 000 §9).
  const { currency, currencies: pickable, setCurrency } = useMoney();
  const hydrated = useHydrated();
  if (pickable.length < 2) return null;
  return (
    <label className="currency-switcher">
      <span className="visually-hidden">{TEXTS.currency}</span>
      <select
        value={currency}
        disabled={!hydrated}
        onChange={(event) => setCurrency(event.currentTarget.value)}
      >
        {pickable.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
