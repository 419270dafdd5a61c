import { ErrorBody, HTTP_MESSAGES } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { badRequest } from './app-error.ts';
import { errorAnswer, errorBody, fieldPath } from './answer.ts';

describe('the error envelope', () => {
  it('cuts field names and messages that echo the request to what its schema allows', () => {
    const errors = Array.from({ length: 500 }, () => ({ field: `body.${'k'.repeat(1000)}`, message: 'm'.repeat(1000) }));
    const body = errorBody(HTTP_MESSAGES.invalidFields, errors);
    expect(ErrorBody.strict().parse(body)).toEqual(body);
    expect(body.errors).toHaveLength(100);
    expect(body.errors?.[0]?.field).toMatch(/^body\.k+…$/);
  });

  it('leaves ordinary errors as they are', () => {
    expect(errorAnswer(badRequest('Bad', [{ field: 'body.name', message: 'Too long' }]))).toEqual({
      status: 400,
      body: { success: false, message: 'Bad', errors: [{ field: 'body.name', message: 'Too long' }] },
      unexpected: false,
    });
  });

  it('names query fields `query`, as the request does', () => {
    expect(fieldPath('querystring', 'search')).toBe('query.search');
    expect(fieldPath('body', 'roles', 0)).toBe('body.roles.0');
  });

  it('answers framing errors raised by Fastify or Node with their own status and message', () => {
    const error = (code: string, statusCode: number) => Object.assign(new Error('raw detail /api/%'), { code, statusCode });
    expect(errorAnswer(error('FST_ERR_BAD_URL', 400)).body).toEqual({ success: false, message: HTTP_MESSAGES.invalidUrl });
    expect(errorAnswer(error('FST_ERR_MAX_PARAM_LENGTH', 414)).body).toEqual({ success: false, message: HTTP_MESSAGES.urlTooLong });
    expect(errorAnswer(error('SOMETHING_NEW', 431))).toMatchObject({ status: 431, body: { message: HTTP_MESSAGES.headersTooLarge } });
    expect(errorAnswer(new Error('boom'))).toMatchObject({ status: 500, unexpected: true });
  });
});
