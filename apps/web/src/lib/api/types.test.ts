// @vitest-environment node
import { endpoints, type Tenant, type User } from '@connector/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiKey } from './hooks.ts';
import type { ApiClient, CallArgs, MutationVariables } from './index.ts';

describe('argument types from the catalogue', () => {
  it('requires exactly what an endpoint needs', () => {
    expectTypeOf<CallArgs<typeof endpoints.getTenant>>().toHaveProperty('params').toEqualTypeOf<{ id: string }>();
    // Paged lists may leave their defaulted query keys out.
    expectTypeOf<{ params: { tenantId: string } }>().toExtend<CallArgs<typeof endpoints.listTenantUsers>>();
    expectTypeOf<{ query: { pageSize: 10 } }>().toExtend<CallArgs<typeof endpoints.listAllUsers>>();
    expectTypeOf<{ params: { id: 1 } }>().not.toExtend<CallArgs<typeof endpoints.getTenant>>();
    expectTypeOf<{ body: { name: string } }>().not.toExtend<CallArgs<typeof endpoints.getTenant>>();
    expectTypeOf<MutationVariables<typeof endpoints.revealOwnTenantSecret>>().toExtend<void | object>();
    expectTypeOf<ApiClient['call']>().toBeFunction();
    expect(apiKey(endpoints.listTenants)).toEqual(['listTenants']);
  });

  it('infers the data of a call', () => {
    const _typed = (client: ApiClient) => ({
      tenant: client.call(endpoints.getTenant, { params: { id: 'acme' } }),
      tenants: client.call(endpoints.listTenants),
      users: client.call(endpoints.listAllUsers, { query: { page: 1 } }),
    });
    expectTypeOf<ReturnType<typeof _typed>>().toEqualTypeOf<{
      tenant: Promise<Tenant>;
      tenants: Promise<Tenant[]>;
      users: Promise<{ rows: User[]; total: number; moreThanTotal: boolean }>;
    }>();
    expect(apiKey(endpoints.getTenant, { params: { id: 'acme' } })).toEqual(['getTenant', { params: { id: 'acme' } }]);
  });
});
