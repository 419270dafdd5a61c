import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The answer is a 400 naming `field` with exactly `message`. */
export function expectFieldError(response: LightMyRequestResponse, field: string, message: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ success: boolean; errors?: { field: string; message: string }[] }>();
  expect(body.success).toBe(false);
  expect(body.errors).toContainEqual({ field, message });
}

/** The `data` member of a success answer, after checking its status. */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}
