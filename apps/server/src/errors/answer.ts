import { FieldError, GENERIC_MESSAGES, HTTP_MESSAGES, type ErrorBody } from '@connector/contracts';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** What any failure answers: its status and the error envelope; `unexpected` ones deserve a log line. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  unexpected: boolean;
}

/** Most field errors one answer lists; a body can hold far more mistakes than anyone reads. */
const FIELD_ERRORS_MAX = 100;
const FIELD_MAX = FieldError.shape.field.maxLength ?? 200;
const FIELD_MESSAGE_MAX = FieldError.shape.message.maxLength ?? 500;

/**
 * The error envelope: `{ success: false, message, errors? }`. Field names and messages echo the
 * request (keys of any length), so they are cut to what the envelope's schema allows: an answer
 * that did not fit it could not be sent at all.
 */
export function errorBody(message: string, errors?: ErrorBody['errors']): ErrorBody {
  if (!errors?.length) return { success: false, message };
  const fitting = errors.slice(0, FIELD_ERRORS_MAX).map((error) => ({
    field: cut(error.field, FIELD_MAX),
    message: cut(error.message, FIELD_MESSAGE_MAX),
  }));
  return { success: false, message, errors: fitting };
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Where a field sits in the request, as every error names it: `params.x`, `query.x`, `body.x`,
 * `headers.x` (the request's own member names; Fastify's validation says `querystring`).
 */
export function fieldPath(where: string, ...path: (string | number)[]): string {
  return [where === 'querystring' ? 'query' : where, ...path].join('.');
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
      field: fieldPath(where, ...v.instancePath.split('/').filter(Boolean)),
      message: v.message ?? HTTP_MESSAGES.invalidValue,
    }));
    return known(400, errorBody(HTTP_MESSAGES.invalidFields, errors));
  }
  const status = statusOf(error);
  // Malformed JSON, unsupported media type, body too large and the like.
  if (status >= 400 && status < 500) return known(status, errorBody(clientMessage(error, status)));
  return { status: 500, body: errorBody(GENERIC_MESSAGES.somethingWrong), unexpected: true };
}

const known = (status: number, body: ErrorBody): ErrorAnswer => ({ status, body, unexpected: false });

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

/** Fastify's and Node's own client errors, in the product's words (theirs may echo the input). */
function clientMessage(error: unknown, status: number): string {
  switch ((error as { code?: unknown }).code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return HTTP_MESSAGES.unsupportedContentType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return HTTP_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return HTTP_MESSAGES.emptyBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return HTTP_MESSAGES.invalidJson;
    case 'FST_ERR_BAD_URL':
      return HTTP_MESSAGES.invalidUrl;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return HTTP_MESSAGES.urlTooLong;
    default:
      if (error instanceof SyntaxError) return HTTP_MESSAGES.invalidJson;
      return STATUS_MESSAGES[status] ?? HTTP_MESSAGES.unprocessable;
  }
}

/** Messages of the statuses a request's framing can earn, whatever raised them. */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  408: HTTP_MESSAGES.requestTimeout,
  413: HTTP_MESSAGES.bodyTooLarge,
  414: HTTP_MESSAGES.urlTooLong,
  415: HTTP_MESSAGES.unsupportedContentType,
  431: HTTP_MESSAGES.headersTooLarge,
};
