import { useMoney, useShop } from '@vitrine/react';
import { LOCALE_COOKIE } from '@vitrine/sdk';
import { documentCookies } from '@vitrine/sdk/browser';
import { useId } from 'react';
import { TEXTS } from '../texts';

/** A locale's name in its own language (`français (France)`), else its code. */
function localeName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The locale switcher, shown only where the shop has several locales (000 §1, §3 multi-locale
 * settings: multiLocale, supported_locales). The choice is kept in the locale cookie (000 §9, with
 * its lifetime) and the page loads again in it, so every price, description and text changes at
 * once: the sdk resolves the locale once per page (000 §9 "locale likewise when none is stored"),
 * decision 0451.
 */
export function LocaleSwitcher() {
  const { shop } = useShop();
  const { locale } = useMoney();
  const id = useId();
  const settings = shop?.multiCurrency;
  const locales = settings?.multiLocale ? settings.supportedLocales : [];
  if (locales.length < 2) return null;
  return (
    <span className="locale-switcher">
      <label htmlFor={id} className="visually-hidden">
        {TEXTS.language}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (chosen === locale) return;
          documentCookies().set(LOCALE_COOKIE, chosen);
          window.location.reload();
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeName(code)}
          </option>
        ))}
      </select>
    </span>
  );
}
