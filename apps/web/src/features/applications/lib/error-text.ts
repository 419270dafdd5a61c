import { APP_MESSAGES } from '@connector/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

/**
 * What a failed application call shows (APP-24): the server's message, else its field
 * messages joined, else the call's own fallback. The client's generic text for an answer
 * without a message counts as none.
 */
export function failureText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const generic = error.body === undefined || !hasMessage(error.body);
    if (!generic) return translateMessage(t, error.message);
    const joined = error.errors.map((item) => translateMessage(t, item.message)).join(', ');
    if (joined) return joined;
  }
  return translateMessage(t, fallback);
}

function hasMessage(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

export const FALLBACKS = {
  load: APP_MESSAGES.somethingWrong,
  create: APP_MESSAGES.somethingWrong,
  save: APP_MESSAGES.saveFailed,
  rename: APP_MESSAGES.renameFailed,
} as const;
