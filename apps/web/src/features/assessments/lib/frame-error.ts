import type { i18n as I18n, TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

const UNAVAILABLE = 503;

/**
 * What a failed frame call says (ASM-11), as the Orbis report frame says it: the server's message
 * (an unknown assessment, a product without an API URL), except, for a provider that cannot
 * answer, the screen's own words `unavailable` when the catalogues do not know the adapter's
 * detail, which is in English only.
 */
export function frameErrorText(t: TFunction, i18n: I18n, error: ApiError, unavailable: string): string {
  const catalogued = i18n.exists(error.message, { ns: 'messages', keySeparator: false, nsSeparator: false });
  if (error.status === UNAVAILABLE && !catalogued) return unavailable;
  return translateMessage(t, error.message);
}
