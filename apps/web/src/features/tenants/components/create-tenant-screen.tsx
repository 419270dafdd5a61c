import { useTranslation } from 'react-i18next';
import { useAfterSave } from '../../../components/form/index.ts';
import { useCreateTenant } from '../api/create-tenant.ts';
import { toTenants } from '../paths.ts';
import { TenantForm } from './tenant-form.tsx';
import { EMPTY_TENANT, toCreateBody, type TenantFormOutput } from '../lib/tenant-form-values.ts';

/** /admin/tenants/create */
export default function CreateTenantScreen() {
  const { t } = useTranslation('tenants');
  const create = useCreateTenant();
  const afterSave = useAfterSave(t('form.created'), toTenants());
  const save = async (values: TenantFormOutput) => afterSave(await create.mutateAsync({ body: toCreateBody(values) }));
  return <TenantForm mode="create" defaultValues={EMPTY_TENANT} cancelTo={toTenants()} onSave={save} />;
}
