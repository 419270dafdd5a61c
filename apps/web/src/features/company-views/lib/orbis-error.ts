import type { i18n as I18n, TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

const UNAVAILABLE = 503;

/**
 * What a failed call to Orbis says: the server's message when the catalogues know it (an
 * application without an Orbis URL), else, for a provider that cannot answer, the screen's own
 * words `unavailable`, since the adapter's detail is in English only.
 */
export function orbisErrorText(t: TFunction, i18n: I18n, error: ApiError, unavailable: string): string {
  const catalogued = i18n.exists(error.message, { ns: 'messages', keySeparator: false, nsSeparator: false });
  if (error.status === UNAVAILABLE && !catalogued) return unavailable;
  return translateMessage(t, error.message);
}
