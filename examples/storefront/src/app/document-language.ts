import { languageTag } from '@vitrine/core-pricing';
import { useMoney } from '@vitrine/react';
import { useEffect } from 'react';

/**
 * Keeps the page's `<html lang>` on the shopper's locale (000 §9), so assistive technology reads
 * the shop in the language it is shown in, also after a switch without a reload (decision 0452).
 */
export function useDocumentLanguage(): void {
  const { locale } = useMoney();
  useEffect(() => {
    document.documentElement.lang = languageTag(locale);
  }, [locale]);
}
