import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * Lets one inline script of a page the provider answers run under the Content-Security-Policy the
 * answer already carries (set by the security headers on every `/oidc` answer), by adding the
 * script's hash to `script-src` — what the provider itself does for its own `form_post` pages. Only
 * that exact script is allowed; without a policy there is nothing to add to.
 */
export function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy');
  if (typeof policy !== 'string' || !policy) return;
  const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const at = directives.findIndex((directive) => directive.split(/\s+/)[0]?.toLowerCase() === 'script-src');
  if (at === -1) {
    directives.push(`script-src ${hash}`);
  } else {
    // `'none'` must stand alone: with a hash beside it, it would only confuse the reader.
    const sources = (directives[at] ?? '').split(/\s+/).slice(1).filter((source) => source !== "'none'" && source !== hash);
    directives[at] = ['script-src', ...sources, hash].join(' ');
  }
  ctx.set('content-security-policy', directives.join('; '));
}
