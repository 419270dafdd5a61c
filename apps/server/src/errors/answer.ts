import { GENERIC_MESSAGES, HTTP_MESSAGES, type ErrorBody } from '@connector/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** What any failure answers: its status and the error envelope; `unexpected` ones deserve a log line. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  unexpected: boolean;
}

/** The error envelope: `{ success: false, message, errors? }`. */
export function errorBody(message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors?.length ? { success: false, message, errors } : { success: false, message };
}

/**
 * The one mapping of thrown errors to answers, for immediate answers and for the stored outcomes
 * of the 504 protocol alike: client mistakes keep their status and name their fields; anything
 * else is a bare 500 without detail.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) return known(error.status, errorBody(error.message, error.errors));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const errors = error.validation.map((v) => ({
      field: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? HTTP_MESSAGES.invalidValue,
    }));
    return known(400, errorBody(HTTP_MESSAGES.invalidFields, errors));
  }
  const status = statusOf(error);
  // Malformed JSON, unsupported media type, body too large and the like.
  if (status >= 400 && status < 500) return known(status, errorBody(clientMessage(error)));
  return { status: 500, body: errorBody(GENERIC_MESSAGES.somethingWrong), unexpected: true };
}

const known = (status: number, body: ErrorBody): ErrorAnswer => ({ status, body, unexpected: false });

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

function clientMessage(error: unknown): string {
  switch ((error as { code?: unknown }).code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return HTTP_MESSAGES.unsupportedContentType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return HTTP_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return HTTP_MESSAGES.emptyBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return HTTP_MESSAGES.invalidJson;
    default:
      return error instanceof SyntaxError ? HTTP_MESSAGES.invalidJson : HTTP_MESSAGES.unprocessable;
  }
}
