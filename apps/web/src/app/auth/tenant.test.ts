import { afterEach, describe, expect, it } from 'vitest';
import { currentTenantId } from './tenant.ts';

describe('currentTenantId', () => {
  afterEach(() => document.head.querySelector('meta[name="connector-tenant"]')?.remove());

  it('prefers the tenant the server named in the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'connector-tenant';
    meta.content = 'beta';
    document.head.append(meta);
    expect(currentTenantId(document, { host: 'acme.localhost:3000' })).toBe('beta');
  });

  it('falls back to the first host label, or the default tenant on localhost', () => {
    expect(currentTenantId(document, { host: 'acme.localhost:3000' })).toBe('acme');
    expect(currentTenantId(document, { host: 'localhost:3000' })).toBe('default');
    expect(currentTenantId(document, { host: '127.0.0.1:4173' })).toBe('default');
  });
});
