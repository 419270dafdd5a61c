import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { hasLanguage, switchLanguage } from './i18n.ts';
import { DEFAULT_LANGUAGE, toLanguage } from './language.ts';

/**
 * Puts the page in `language` (one the console does not speak means English; none leaves the
 * page as it is), fetching its texts first. False while they are on their way, so a screen shows its spinner rather than
 * English that then changes; when the fetch fails the page stays in English.
 */
export function useLanguage(i18n: I18n, language: string | null | undefined): boolean {
  const wanted = language ? (toLanguage(language) ?? DEFAULT_LANGUAGE) : null;
  const inPlace = wanted === null || (hasLanguage(i18n, wanted) && i18n.language === wanted);
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(wanted);
    };
    switchLanguage(i18n, wanted).then(settle, settle);
    return () => {
      current = false;
    };
  }, [i18n, wanted]);

  return inPlace || settled === wanted;
}
