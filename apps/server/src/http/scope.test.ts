import { defineEndpoint, namedTenant } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Caller } from './caller.ts';
import { resolveTenant } from './scope.ts';

const byBody = defineEndpoint({
  id: 'byBody',
  method: 'POST',
  path: '/api/things',
  summary: 'names its tenant in the body',
  access: 'user',
  permission: null,
  body: z.object({ tenantId: z.string().optional() }),
  tenant: namedTenant('body', 'tenantId', 'Thing was not found'),
  data: z.object({}),
});
const byHost = { ...byBody, tenant: undefined };
const forbidding = { ...byBody, tenant: namedTenant('body', 'tenantId', 'Only your own tenant', 403) };

const person = (tenantId: string, isSuperAdmin = false): Caller => ({
  userId: 'u1',
  tenantId,
  email: 'u1@example.com',
  roles: [],
  language: 'en',
  isSuperAdmin,
});
const asking = (body: object) => ({ params: {}, query: {}, body }) as unknown as FastifyRequest;

describe('the tenancy rule', () => {
  it('is the host tenant when the endpoint names none, or the named field is absent', () => {
    expect(resolveTenant(byHost, asking({ tenantId: 'beta' }), 'acme', person('acme'))).toBe('acme');
    expect(resolveTenant(byBody, asking({}), 'acme', person('acme'))).toBe('acme');
  });

  it('admits the caller’s own tenant and lets super administrators reach any', () => {
    expect(resolveTenant(byBody, asking({ tenantId: 'acme' }), 'acme', person('acme'))).toBe('acme');
    expect(resolveTenant(byBody, asking({ tenantId: 'beta' }), 'acme', person('acme', true))).toBe('beta');
  });

  it('answers another tenant as absent (404), or with the endpoint’s own refusal', () => {
    expect(() => resolveTenant(byBody, asking({ tenantId: 'beta' }), 'acme', person('acme'))).toThrow(
      expect.objectContaining({ status: 404, message: 'Thing was not found' }),
    );
    expect(() => resolveTenant(forbidding, asking({ tenantId: 'beta' }), 'acme', person('acme'))).toThrow(
      expect.objectContaining({ status: 403, message: 'Only your own tenant' }),
    );
  });
});
