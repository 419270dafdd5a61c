import { GENERIC_MESSAGES, type ErrorBody } from '@connector/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/**
 * One error handler: client mistakes get their status and a message per field; anything else
 * is logged with the request id and answered as a bare 500 without detail.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => ({
        field: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody('Some fields are not valid', errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large and the like.
      return reply.status(status).send(errorBody(clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(GENERIC_MESSAGES.somethingWrong));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    default:
      return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Request body is not valid JSON'
        : 'The request could not be processed';
  }
}

/** The error envelope: `{ success: false, message, errors? }`. */
export function errorBody(message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors?.length ? { success: false, message, errors } : { success: false, message };
}
