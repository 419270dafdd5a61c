import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { allowInlineScript } from './inline-script.ts';

/** Just the two calls the function makes on the provider's context. */
function contextWith(policy: string | undefined) {
  const headers: Record<string, string> = policy === undefined ? {} : { 'content-security-policy': policy };
  const ctx = {
    response: { get: (name: string) => headers[name] ?? '' },
    set: (name: string, value: string) => {
      headers[name] = value;
    },
  } as unknown as KoaContextWithOIDC;
  return { ctx, policy: () => headers['content-security-policy'] };
}

const SCRIPT = "document.getElementById('op.logoutForm').submit()";
const HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

describe('allowInlineScript', () => {
  it("replaces script-src 'none' with the script's hash and leaves every other directive", () => {
    const page = contextWith("default-src 'none';script-src 'none';style-src 'unsafe-inline';frame-ancestors 'none'");
    allowInlineScript(page.ctx, SCRIPT);
    expect(page.policy()).toBe(`default-src 'none'; script-src ${HASH}; style-src 'unsafe-inline'; frame-ancestors 'none'`);
  });

  it('adds to the sources already allowed, once', () => {
    const page = contextWith("script-src 'self'");
    allowInlineScript(page.ctx, SCRIPT);
    allowInlineScript(page.ctx, SCRIPT);
    expect(page.policy()).toBe(`script-src 'self' ${HASH}`);
  });

  it('names the script when only default-src governs scripts', () => {
    const page = contextWith("default-src 'none'");
    allowInlineScript(page.ctx, SCRIPT);
    expect(page.policy()).toBe(`default-src 'none'; script-src ${HASH}`);
  });

  it('sets no policy where there was none', () => {
    const page = contextWith(undefined);
    allowInlineScript(page.ctx, SCRIPT);
    expect(page.policy()).toBeUndefined();
  });
});
