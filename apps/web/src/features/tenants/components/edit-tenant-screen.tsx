import { GENERIC_MESSAGES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading, useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useTenant } from '../api/get-tenant.ts';
import { useRevealTenantSecret } from '../api/reveal-tenant-secret.ts';
import { useUpdateTenant } from '../api/update-tenant.ts';
import { toTenants } from '../paths.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { TenantForm } from './tenant-form.tsx';
import { toFormValues, toUpdateBody } from './tenant-form-values.ts';
import { TenantNotFound } from './tenant-not-found.tsx';

const NOT_FOUND = 404;

/** /admin/tenants/edit/:id */
export default function EditTenantScreen() {
  const { t } = useTranslation('tenants');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const tenant = useTenant(id);
  const update = useUpdateTenant();
  const reveal = useRevealTenantSecret(id);

  if (tenant.isPending) return <Loading />;
  if (tenant.isError) {
    if (tenant.error.status === NOT_FOUND) return <TenantNotFound backTo={toTenants()} />;
    return <LoadFailed error={tenant.error} onRetry={() => void tenant.refetch()} />;
  }
  return (
    <TenantForm
      mode="edit"
      defaultValues={toFormValues(tenant.data)}
      hasSecret={tenant.data.hasAppClientSecret}
      revealSecret={reveal}
      cancelTo={toTenants()}
      onSave={async (values) => {
        const { message } = await update.mutateAsync({ params: { id }, body: toUpdateBody(values) });
        toast.success(translateMessage(t, message ?? GENERIC_MESSAGES.tenantUpdated));
        await navigate(toTenants());
      }}
    />
  );
}
