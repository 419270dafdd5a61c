/**
 * Claims the console's access and ID tokens carry besides the standard ones.
 * Roles may arrive as a list or as a bracketed string such as `[tenantAdmin, userBvd]`.
 */
export const CLAIMS = {
  tenant: 'custom:tenantId',
  roles: 'custom:roles',
  language: 'locale',
} as const;

/** Splits a roles claim: an array, or a bracketed / comma-separated string (AUTH-7). */
export function parseRolesClaim(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.filter((r): r is string => typeof r === 'string').map((r) => r.trim()).filter(Boolean);
  }
  if (typeof value !== 'string') return [];
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
}

/** Scopes the console asks for; `api` names the console API resource. */
export const CONSOLE_SCOPES = 'openid profile email offline_access';
export const API_AUDIENCE = 'urn:connector:api';
