import { ASSESSMENT_MESSAGES } from '@connector/contracts';
import { ApiError } from '../../../lib/api/index.ts';

/**
 * What a failed start says (ASM-7): the server's words when they name a field of the request
 * (an unknown model, a malformed BvD ID), else `Something went wrong, try again`. Contract
 * messages, to be shown through `translateMessage`.
 */
export function startFailureMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) return [...new Set(error.errors.map((fieldError) => fieldError.message))];
  return [ASSESSMENT_MESSAGES.startFailed];
}
