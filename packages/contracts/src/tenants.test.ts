import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TENANT_MESSAGES } from './messages.ts';
import { FrameAncestors, isFrameAncestorOrigin } from './tenants.ts';

describe('sites allowed to frame the console', () => {
  it.each([
    'https://portal.example.com',
    'https://portal.example.com:8443',
    'https://*.ariba.example',
    'http://localhost:5173',
    'http://127.0.0.1:4000',
    'https://[::1]:8443',
  ])('takes %s', (origin) => expect(isFrameAncestorOrigin(origin)).toBe(true));

  it.each([
    'http://portal.example.com',
    'https://portal.example.com/',
    'https://portal.example.com/path',
    'https://portal.example.com?q',
    'https://portal.example.com#f',
    'https://user@portal.example.com',
    'https://portal.example.com:0',
    'https://portal.example.com:70000',
    'https://*',
    'https://a.*.example.com',
    'https://exa mple.com',
    "https://a.example.com 'unsafe-inline'",
    'https://a.example.com;script-src',
    'ftp://files.example.com',
    'portal.example.com',
    "'self'",
    '*',
    '',
  ])('refuses %j', (value) => expect(isFrameAncestorOrigin(value)).toBe(false));

  it('never lets through anything that would end or extend a CSP directive', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (isFrameAncestorOrigin(value)) expect(value).toMatch(/^[a-z0-9:/.*[\]-]+$/);
      }),
    );
  });

  it('normalises entries, drops blank ones, and names a bad one by its index', () => {
    expect(FrameAncestors.parse([' https://Portal.Example.com/ ', '', '  '])).toEqual(['https://portal.example.com']);
    const result = FrameAncestors.safeParse(['https://ok.example.com', 'http://bad.example.com']);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: [1], message: TENANT_MESSAGES.frameAncestor }]);
  });
});
