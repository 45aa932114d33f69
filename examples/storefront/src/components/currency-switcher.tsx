import { useMoney } from '@vitrine/react';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';

/**
 * The currency switcher, shown only where the shop has several currencies (000 §9 multi-currency):
 * a new currency re-renders every price at once (they all format through `useMoney`).
 */
export function CurrencySwitcher() {
  const { currency, currencies, setCurrency } = useMoney();
  const hydrated = useHydrated();
  if (currencies.length < 2) return null;
  return (
    <label className="currency-switcher">
      <span className="visually-hidden">{TEXTS.currency}</span>
      <select
        value={currency}
        disabled={!hydrated}
        onChange={(event) => setCurrency(event.currentTarget.value)}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
