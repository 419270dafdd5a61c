import { getUser } from '@connector/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../lib/api/index.ts';
import { useSession } from '../lib/session/index.ts';

/**
 * Dates in the user's locale (their profile's, as the application selector already reads it),
 * else in the console's language.
 */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const profile = useApiQuery(
    getUser,
    { params: { tenantId: user?.tenantId ?? '', userId: user?.sub ?? '' } },
    { enabled: Boolean(user), staleTime: Infinity, retry: false },
  );
  const locale = profile.data?.locale ?? i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    }
    return (iso: string) => format.format(new Date(iso));
  }, [locale, i18n.language]);
}
