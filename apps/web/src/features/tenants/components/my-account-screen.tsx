import { GENERIC_MESSAGES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { Loading, useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/session/index.ts';
import { useOwnTenant } from '../api/get-own-tenant.ts';
import { useRevealOwnTenantSecret } from '../api/reveal-tenant-secret.ts';
import { useUpdateOwnTenant } from '../api/update-own-tenant.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { TenantForm } from './tenant-form.tsx';
import { toFormValues, toUpdateBody } from './tenant-form-values.ts';

/** /admin/tenant/configuration: the tenant edit form for the user's own tenant. */
export default function MyAccountScreen() {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const tenant = useOwnTenant();
  const update = useUpdateOwnTenant();
  const reveal = useRevealOwnTenantSecret();
  const canEdit = useCan('Connector.Configurations.TenantConfiguration.Edit');

  if (tenant.isPending) return <Loading />;
  if (tenant.isError) return <LoadFailed error={tenant.error} onRetry={() => void tenant.refetch()} />;
  return (
    <TenantForm
      // A fresh form after each save, so it shows what the server stored.
      key={tenant.dataUpdatedAt}
      mode="edit"
      defaultValues={toFormValues(tenant.data)}
      readOnly={!canEdit}
      hasSecret={tenant.data.hasAppClientSecret}
      revealSecret={canEdit ? reveal : undefined}
      onSave={async (values) => {
        const { message } = await update.mutateAsync({ body: toUpdateBody(values) });
        toast.success(translateMessage(t, message ?? GENERIC_MESSAGES.tenantUpdated));
      }}
    />
  );
}
