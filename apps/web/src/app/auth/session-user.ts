import { CLAIMS, parseRolesClaim } from '@connector/contracts';
import type { SessionUser } from '../../lib/session/index.ts';
import { toLanguage } from '../../lib/i18n/index.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The console's view of the ID token's claims. */
export function sessionUserOf(profile: Record<string, unknown>): SessionUser {
  return {
    sub: text(profile.sub),
    email: text(profile.email),
    givenName: text(profile.given_name),
    familyName: text(profile.family_name),
    tenantId: text(profile[CLAIMS.tenant]),
    roles: parseRolesClaim(profile[CLAIMS.roles]),
    language: toLanguage(profile[CLAIMS.language]),
  };
}

/** Kept here too for the session's own callers; the auth feature owns it (its pages read return paths). */
export { safeReturnPath } from '../../features/auth/index.ts';
