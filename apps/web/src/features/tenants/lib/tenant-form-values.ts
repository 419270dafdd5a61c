import { AUDIT_RETENTION_DAYS, CreateTenantBody, IDLE_TIMEOUT_MINUTES, LANGUAGES, UpdateTenantBody, type Language, type Tenant } from '@connector/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the form holds; the language starts unchosen on create so that its rule can be seen. */
export type TenantFormValues = Omit<z.input<typeof CreateTenantBody>, 'language'> & { language: Language | '' };
export type TenantFormOutput = z.output<typeof CreateTenantBody>;
export type TenantFormMode = 'create' | 'edit';

/** On edit the unique name and name stay on screen, disabled, and are never sent. */
const EditTenantSchema = UpdateTenantBody.extend({ tenantId: z.string(), name: z.string() });

export function tenantResolver(mode: TenantFormMode): Resolver<TenantFormValues, unknown, TenantFormOutput> {
  const schema = mode === 'create' ? CreateTenantBody : EditTenantSchema;
  // The form's language may be '' before a choice; the schema refuses it with its message.
  return zodResolver(schema) as unknown as Resolver<TenantFormValues, unknown, TenantFormOutput>;
}

export const EMPTY_TENANT: TenantFormValues = {
  tenantId: '',
  name: '',
  address: '',
  city: '',
  language: '',
  email: '',
  webSiteUrl: '',
  enabled: true,
  ssoEnabled: false,
  ssoMetadataUrl: '',
  appClientId: '',
  appClientSecret: '',
  ssoMapping: { Email: '' },
  frameAncestors: [],
  auditRetentionDays: AUDIT_RETENTION_DAYS.default,
  idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES.default,
};

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function toFormValues(tenant: Tenant): TenantFormValues {
  return {
    tenantId: tenant.tenantId,
    name: tenant.name,
    address: tenant.address,
    city: tenant.city,
    language: isLanguage(tenant.language) ? tenant.language : '',
    email: tenant.email,
    webSiteUrl: tenant.webSiteUrl,
    enabled: tenant.enabled,
    ssoEnabled: tenant.ssoEnabled,
    ssoMetadataUrl: tenant.ssoMetadataUrl ?? '',
    appClientId: tenant.appClientId ?? '',
    // Write-only: left empty, the stored secret is kept.
    appClientSecret: '',
    ssoMapping: { Email: tenant.ssoMapping?.Email ?? '' },
    frameAncestors: tenant.frameAncestors,
    auditRetentionDays: tenant.auditRetentionDays,
    idleTimeoutMinutes: tenant.idleTimeoutMinutes,
  };
}

/** The update body: everything but the fields that cannot change after creation. */
export function toUpdateBody(values: TenantFormOutput): UpdateTenantBody {
  const { tenantId: _tenantId, name: _name, ...body } = values;
  return body;
}

/** The create body: client id and secret are set on edit only. */
export function toCreateBody(values: TenantFormOutput): CreateTenantBody {
  const { appClientId: _id, appClientSecret: _secret, ...body } = values;
  return body;
}
