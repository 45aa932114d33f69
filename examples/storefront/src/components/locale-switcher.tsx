import { useMoney } from '@vitrine/react';
import { useId, useState } from 'react';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';

/**
 * The names already asked for. The first `Intl.DisplayNames` of a page loads the language names
 * (about 70 ms in Chromium on a fast machine, four times that on a slow phone); later ones cost
 * almost nothing.
 */
const localeNames = new Map<string, string>();

/** A locale's name in its own language (`français (France)`), else its code; once per page. */
function localeName(code: string): string {
  let name = localeNames.get(code);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    } catch {
      name = code;
    }
    localeNames.set(code, name);
  }
  return name;
}

/**
 * The locale switcher, shown only where the shop has several locales (000 §1, §3 multi-locale
 * settings: multiLocale, supported_locales). The choice goes to the sdk's `pricing.setLocale`,
 * which keeps it in the locale cookie (000 §9, with its lifetime): every price and description on
 * the page changes at once, without loading the page again (decisions 0451, 0452).
 */
export function LocaleSwitcher() {
  const { locale, locales, setLocale } = useMoney();
  const id = useId();
  const hydrated = useHydrated();
  // Hydrating a server-rendered page, the names are the server's, already on the page: they are
  // kept as they are (suppressHydrationWarning, one level deep) and written again only once the
  // shopper reaches for the list, so that hydrating does not wait for the language names' data
  // (decision 0469). On the server and in a page rendered in the browser they are written at once.
  const [hydratedLocales, setHydratedLocales] = useState(() =>
    !hydrated && typeof document !== 'undefined' ? locales.join() : undefined,
  );
  // Only the list hydrated, and only until it changes once: a list that came back to it would be
  // written by React, with the codes.
  const serverNames = hydratedLocales !== undefined && hydratedLocales === locales.join();
  if (hydratedLocales !== undefined && !serverNames) setHydratedLocales(undefined);
  const reach = serverNames ? () => setHydratedLocales(undefined) : undefined;
  if (locales.length < 2) return null;
  return (
    <span className="locale-switcher">
      <label htmlFor={id} className="visually-hidden">
        {TEXTS.language}
      </label>
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(event) => setLocale(event.currentTarget.value)}
        onFocus={reach}
        onPointerDown={reach}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code} suppressHydrationWarning={serverNames}>
            {serverNames ? code : localeName(code)}
          </option>
        ))}
      </select>
    </span>
  );
}
