import { FieldError, GENERIC_MESSAGES } from '@connector/contracts';
import { z } from 'zod';

/** Status of an `ApiError` when no answer arrived (network down, server unreachable). */
export const NO_ANSWER = 0;

/** A call that did not succeed: the HTTP status (0 without an answer), the message and field errors to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly FieldError[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

const ErrorShape = z.object({
  message: z.string().min(1).optional().catch(undefined),
  errors: z.array(FieldError).optional().catch(undefined),
});

/**
 * Message and field errors of an error answer. Bodies that are not the error envelope (a proxy's
 * HTML page, an empty 502) fall back to the generic message the screens translate.
 */
export function readErrorBody(body: unknown): { message: string; errors: FieldError[] } {
  const parsed = ErrorShape.safeParse(body);
  return {
    message: (parsed.success ? parsed.data.message : undefined) ?? GENERIC_MESSAGES.somethingWrong,
    errors: (parsed.success ? parsed.data.errors : undefined) ?? [],
  };
}

export function errorFromAnswer(status: number, body: unknown): ApiError {
  const { message, errors } = readErrorBody(body);
  return new ApiError(status, message, errors, body);
}
