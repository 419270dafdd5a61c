import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCreateTenant } from '../api/create-tenant.ts';
import { toTenants } from '../paths.ts';
import { TenantForm } from './tenant-form.tsx';
import { EMPTY_TENANT, toCreateBody } from './tenant-form-values.ts';

/** /admin/tenants/create */
export default function CreateTenantScreen() {
  const { t } = useTranslation('tenants');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateTenant();
  return (
    <TenantForm
      mode="create"
      defaultValues={EMPTY_TENANT}
      cancelTo={toTenants()}
      onSave={async (values) => {
        const { message } = await create.mutateAsync({ body: toCreateBody(values) });
        toast.success(message ? translateMessage(t, message) : t('form.created'));
        await navigate(toTenants());
      }}
    />
  );
}
