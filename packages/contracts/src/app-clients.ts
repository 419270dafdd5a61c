import { z } from 'zod';
import { APP_MESSAGES, APPLICATIONS_PERMISSION as PERMISSION, AppId } from './applications.ts';
import { defineEndpoint, namedTenant } from './http.ts';
import { TenantId } from './tenants.ts';

/** App credentials (APP-20, APP-21): OAuth clients of the tenant's provider (decision 006). */

/** OAuth client of an application (APP-20); the secret only when revealed or just generated. */
export const AppClient = z.object({
  clientId: z.string(),
  oauthUrl: z.string(),
  roles: z.array(z.string()),
  clientSecret: z.string().nullable(),
});
export type AppClient = z.infer<typeof AppClient>;

/** Scopes of every app client: the role whose permissions an integration needs (decision 005). */
export const APP_CLIENT_ROLES = ['userBvd'] as const;

const AppClientParams = z.object({ tenantId: TenantId, appId: AppId });

export const getAppClient = defineEndpoint({
  id: 'getAppClient',
  method: 'GET',
  path: '/api/tenants/{tenantId}/appClient/{appId}',
  summary: 'Credentials of an application, secret masked; null when none were generated',
  access: 'user',
  permission: PERMISSION,
  params: AppClientParams,
  tenant: namedTenant('params', 'tenantId', APP_MESSAGES.notFound),
  data: z.object({ appClient: AppClient.nullable() }),
});

export const generateAppClient = defineEndpoint({
  id: 'generateAppClient',
  method: 'POST',
  path: '/api/tenants/appClient',
  summary: 'Generate or rotate the credentials of an application; the old secret stops working',
  access: 'user',
  permission: PERMISSION,
  body: AppClientParams,
  tenant: namedTenant('body', 'tenantId', APP_MESSAGES.notFound),
  data: z.object({ appClient: AppClient }),
});

export const revealAppClientSecret = defineEndpoint({
  id: 'revealAppClientSecret',
  method: 'GET',
  path: '/api/tenants/{tenantId}/appClient/{appId}/secret',
  summary: 'The client secret of an application in clear',
  access: 'user',
  permission: PERMISSION,
  params: AppClientParams,
  tenant: namedTenant('params', 'tenantId', APP_MESSAGES.notFound),
  data: z.object({ clientSecret: z.string().nullable() }),
});
