import { z } from 'zod';
import { LANGUAGES, TENANT_ADDRESS_MAX, TENANT_CITY_MAX, TENANT_FRAME_ANCESTORS_MAX, TENANT_ID_MAX, TENANT_NAME_MAX } from './constants.ts';
import { defineEndpoint, namedTenant } from './http.ts';
import { TENANT_ANSWERS, TENANT_MESSAGES } from './messages.ts';

/** Tenant ids are the first label of the host name: lower case letters and digits. */
export const TenantId = z
  .string()
  .min(1)
  .max(16)
  .regex(/^[a-z0-9]+$/, 'Tenant ids are lower case letters and digits');

/** Sign-in settings of a tenant (AUTH-2). */
export const TenantAuthInfo = z.object({
  region: z.string(),
  userPoolId: z.string(),
  appClientId: z.string(),
  /** Authority URL of the identity service (the OpenID issuer). */
  authDomain: z.string(),
  status: z.enum(['Enabled', 'Disabled']),
  /** Minutes without activity after which the console signs out (read before sign-in, decision 028). */
  idleTimeoutMinutes: z.number().int(),
});
export type TenantAuthInfo = z.infer<typeof TenantAuthInfo>;

export const getTenantAuth = defineEndpoint({
  id: 'getTenantAuth',
  method: 'GET',
  path: '/api/tenants/auth/{tenantId}',
  summary: 'Sign-in settings of a tenant',
  access: 'public',
  permission: null,
  params: z.object({ tenantId: z.string().max(63) }),
  data: TenantAuthInfo,
});

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Tenant of a host name: its first label (`acme.localhost:3000` → `acme`). `localhost`,
 * single-label hosts and IP addresses fall back to the default tenant (AUTH-1).
 */
export function tenantFromHost(host: string, defaultTenant: string): string {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  if (hostname.startsWith('[') || IPV4.test(hostname)) return defaultTenant;
  const labels = hostname.toLowerCase().split('.').filter(Boolean);
  if (labels.length < 2) return defaultTenant;
  return labels[0] ?? defaultTenant;
}

/** Tenant name and unique name: lower case, without spaces or special characters (TEN-6). */
export function normaliseTenantName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const TenantText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const HttpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }))
    .meta({ examples: ['https://acme.example'] });

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DNS_HOST = new RegExp(`^(\\*\\.)?(${LABEL}\\.)*${LABEL}$`);

/**
 * Whether `value` may stand in a tenant's list of sites allowed to frame its console: an origin
 * (scheme, host, optional port; no path) over https, or over http on a loopback address, which
 * browsers treat as secure too (a developer's page). `https://*.example.com` allows subdomains.
 */
export function isFrameAncestorOrigin(value: string): boolean {
  if (value.length > 300) return false;
  const match = /^(https?):\/\/([^/:?#@\s]+|\[::1\])(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, scheme, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (LOOPBACK_HOST.test(host)) return true;
  return scheme === 'https' && DNS_HOST.test(host);
}

/** Origins a tenant lets frame its console (CSP `frame-ancestors`); blank entries are dropped. */
export const FrameAncestors = z
  .array(z.string({ error: TENANT_MESSAGES.frameAncestor }), { error: TENANT_MESSAGES.frameAncestor })
  .meta({ examples: [['https://portal.acme.example']] })
  .transform((list) => list.map((value) => value.trim().toLowerCase().replace(/\/$/, '')).filter((value) => value !== ''))
  .pipe(
    z
      .array(z.string().refine(isFrameAncestorOrigin, TENANT_MESSAGES.frameAncestor))
      .max(TENANT_FRAME_ANCESTORS_MAX, TENANT_MESSAGES.frameAncestorsMax),
  );

/** How many days a tenant's audit events are kept before the retention job removes them (decision 027). */
export const AUDIT_RETENTION_DAYS = { default: 400, min: 30, max: 3650 } as const;

/** Minutes without activity after which the console signs a person out (decision 028). */
export const IDLE_TIMEOUT_MINUTES = { default: 30, min: 5, max: 720 } as const;

export const TENANT_RETENTION_MESSAGES = {
  days: `Keep audit events between ${AUDIT_RETENTION_DAYS.min} and ${AUDIT_RETENTION_DAYS.max} days`,
  superAdminOnly: 'Only a super administrator can change how long audit events are kept',
  idleMinutes: `Sign out after between ${IDLE_TIMEOUT_MINUTES.min} and ${IDLE_TIMEOUT_MINUTES.max} minutes without activity`,
} as const;

const AuditRetentionDays = z
  .number({ error: TENANT_RETENTION_MESSAGES.days })
  .int(TENANT_RETENTION_MESSAGES.days)
  .min(AUDIT_RETENTION_DAYS.min, TENANT_RETENTION_MESSAGES.days)
  .max(AUDIT_RETENTION_DAYS.max, TENANT_RETENTION_MESSAGES.days);

const IdleTimeoutMinutes = z
  .number({ error: TENANT_RETENTION_MESSAGES.idleMinutes })
  .int(TENANT_RETENTION_MESSAGES.idleMinutes)
  .min(IDLE_TIMEOUT_MINUTES.min, TENANT_RETENTION_MESSAGES.idleMinutes)
  .max(IDLE_TIMEOUT_MINUTES.max, TENANT_RETENTION_MESSAGES.idleMinutes);

/** Tenant form fields (TEN-5); name and unique name are normalised before validation. */
export const TenantFields = z.object({
  name: z.string({ error: TENANT_MESSAGES.name }).transform(normaliseTenantName).pipe(TenantText(TENANT_MESSAGES.name, TENANT_NAME_MAX)),
  address: TenantText(TENANT_MESSAGES.address, TENANT_ADDRESS_MAX),
  city: TenantText(TENANT_MESSAGES.city, TENANT_CITY_MAX),
  language: z.enum(LANGUAGES, { error: TENANT_MESSAGES.language }),
  email: z
    .string({ error: TENANT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email(TENANT_MESSAGES.email))
    .meta({ examples: ['it@acme.example'] }),
  webSiteUrl: HttpUrl(TENANT_MESSAGES.webSiteUrl),
  enabled: z.boolean(),
  ssoEnabled: z.boolean(),
  ssoMetadataUrl: z.union([z.literal(''), HttpUrl('Must be an URL')]).optional(),
  appClientId: z.string().trim().max(128).optional(),
  /** Write-only: omitted or empty keeps the stored secret. */
  appClientSecret: z.string().max(256).optional(),
  ssoMapping: z.object({ Email: z.string().trim().max(128).optional() }).optional(),
  /** Sites allowed to frame the console; omitted keeps the stored list (none on create). */
  frameAncestors: FrameAncestors.optional(),
  /** Omitted keeps the stored value (the default on create); only super administrators change it. */
  auditRetentionDays: AuditRetentionDays.optional(),
  /** Omitted keeps the stored value (the default on create). */
  idleTimeoutMinutes: IdleTimeoutMinutes.optional(),
});

export const CreateTenantBody = TenantFields.extend({
  tenantId: z
    .string({ error: TENANT_MESSAGES.tenantId })
    .transform(normaliseTenantName)
    .pipe(TenantText(TENANT_MESSAGES.tenantId, TENANT_ID_MAX)),
});
export type CreateTenantBody = z.infer<typeof CreateTenantBody>;
export const UpdateTenantBody = TenantFields.omit({ name: true });
export type UpdateTenantBody = z.infer<typeof UpdateTenantBody>;

export const Tenant = z.object({
  tenantId: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  language: z.string(),
  email: z.string(),
  webSiteUrl: z.string(),
  enabled: z.boolean(),
  ssoEnabled: z.boolean(),
  ssoMetadataUrl: z.string().nullable(),
  appClientId: z.string().nullable(),
  /** Whether a client secret is stored; the secret itself only through the reveal call. */
  hasAppClientSecret: z.boolean(),
  ssoMapping: z.object({ Email: z.string().optional() }).nullable(),
  /** Origins allowed to frame the tenant's console; empty: none. */
  frameAncestors: z.array(z.string()),
  /** Days its audit events are kept. */
  auditRetentionDays: z.number().int(),
  /** Minutes without activity after which the console signs its people out. */
  idleTimeoutMinutes: z.number().int(),
});
export type Tenant = z.infer<typeof Tenant>;

const TenantParams = z.object({ id: TenantId });

export const listTenants = defineEndpoint({
  id: 'listTenants',
  method: 'GET',
  path: '/api/tenants',
  summary: 'Every tenant (super administrators)',
  access: 'user',
  permission: 'Connector.Tenants.List',
  data: z.array(Tenant),
});

export const createTenant = defineEndpoint({
  id: 'createTenant',
  method: 'POST',
  path: '/api/tenants',
  summary: 'Create a tenant with what it needs to sign in',
  access: 'user',
  permission: 'Connector.Tenants.Create',
  body: CreateTenantBody,
  data: Tenant,
});

export const getTenant = defineEndpoint({
  id: 'getTenant',
  method: 'GET',
  path: '/api/tenants/{id}',
  summary: 'One tenant',
  access: 'user',
  permission: 'Connector.Tenants.List',
  params: TenantParams,
  tenant: namedTenant('params', 'id', TENANT_ANSWERS.notFound),
  data: Tenant,
});

export const updateTenant = defineEndpoint({
  id: 'updateTenant',
  method: 'PUT',
  path: '/api/tenants/{id}',
  summary: 'Update a tenant',
  access: 'user',
  permission: 'Connector.Tenants.Edit',
  params: TenantParams,
  body: UpdateTenantBody,
  tenant: namedTenant('params', 'id', TENANT_ANSWERS.notFound),
  data: Tenant,
});

export const revealTenantSecret = defineEndpoint({
  id: 'revealTenantSecret',
  method: 'GET',
  path: '/api/tenants/{id}/appClientSecret',
  summary: 'The tenant’s SSO client secret in clear, for tenant editors',
  access: 'user',
  permission: 'Connector.Tenants.Edit',
  params: TenantParams,
  tenant: namedTenant('params', 'id', TENANT_ANSWERS.notFound),
  data: z.object({ appClientSecret: z.string().nullable() }),
});

/** My account: the caller's own tenant (TEN-4). */
export const getOwnTenant = defineEndpoint({
  id: 'getOwnTenant',
  method: 'GET',
  path: '/api/tenant/configuration',
  summary: 'The caller’s own tenant',
  access: 'user',
  permission: 'Connector.Configurations.TenantConfiguration.List',
  data: Tenant,
});

export const updateOwnTenant = defineEndpoint({
  id: 'updateOwnTenant',
  method: 'PUT',
  path: '/api/tenant/configuration',
  summary: 'Update the caller’s own tenant',
  access: 'user',
  permission: 'Connector.Configurations.TenantConfiguration.Edit',
  body: UpdateTenantBody,
  data: Tenant,
});

export const revealOwnTenantSecret = defineEndpoint({
  id: 'revealOwnTenantSecret',
  method: 'GET',
  path: '/api/tenant/configuration/appClientSecret',
  summary: 'The caller’s own tenant SSO client secret in clear',
  access: 'user',
  permission: 'Connector.Configurations.TenantConfiguration.Edit',
  data: z.object({ appClientSecret: z.string().nullable() }),
});
