import { COMPANY_VIEW_MESSAGES } from '@connector/contracts';
import { AppError } from '../../errors/index.ts';
import { isProviderError } from '../../providers/index.ts';

/** An application whose Orbis API URL is empty: its adapter cannot build an address. */
export const isUnsetUrl = (error: unknown): boolean =>
  error instanceof TypeError && (error as TypeError & { code?: string }).code === 'ERR_INVALID_URL';

/**
 * A provider could not answer, or the application cannot reach it (its Orbis API URL is empty): the request was fine, the service
 * is unavailable (503 with the adapter's message). Anything else is not Orbis's failure.
 */
export function unavailable(error: unknown): never {
  if (isProviderError(error)) throw new AppError(503, error.message);
  if (isUnsetUrl(error)) throw new AppError(503, COMPANY_VIEW_MESSAGES.orbisNotConfigured);
  throw error;
}
