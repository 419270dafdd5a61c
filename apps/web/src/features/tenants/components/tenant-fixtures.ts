import type { Tenant } from '@connector/contracts';

export const ACME: Tenant = {
  tenantId: 'acme',
  name: 'acme',
  address: '1 Market Street',
  city: 'Madrid',
  language: 'es',
  email: 'admin@acme.example',
  webSiteUrl: 'https://acme.example',
  enabled: true,
  ssoEnabled: false,
  ssoMetadataUrl: null,
  appClientId: 'acme-client',
  hasAppClientSecret: true,
  ssoMapping: null,
};

export const TENANT_EDITOR = ['Connector.Tenants.List', 'Connector.Tenants.Create', 'Connector.Tenants.Edit'];
