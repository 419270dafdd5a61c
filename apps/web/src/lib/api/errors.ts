import { FieldError, GENERIC_MESSAGES } from '@connector/contracts';
import { z } from 'zod';

/** Status of an `ApiError` when no answer arrived (network down, server unreachable). */
export const NO_ANSWER = 0;

/** A call that did not succeed: the HTTP status (0 without an answer), the message and field errors to show. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: readonly FieldError[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/**
 * A success answer that does not match the endpoint's response schema in contracts: a server out
 * of step with this console. Screens show the generic message; `detail` says what was wrong, for
 * the developer's console, and another try would get the same answer.
 */
export class MalformedAnswerError extends ApiError {
  override readonly name: string = 'MalformedAnswerError';
  constructor(
    status: number,
    readonly detail: string,
    body: unknown,
  ) {
    super(status, GENERIC_MESSAGES.somethingWrong, [], body);
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
