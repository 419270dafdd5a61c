import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useIsSuperAdmin } from '../api/list-users.ts';
import { useTenantOptions } from '../api/list-tenant-options.ts';
import type { UserFormControl } from '../lib/form-values.ts';
import { FormTextField } from '../../../components/form/index.ts';

/** Super administrators create users in any tenant; everyone else only in their own (USR-11). */
export function TenantField({ control, ownTenant }: { control: UserFormControl; ownTenant: string }) {
  const { t } = useTranslation('users');
  const superAdmin = useIsSuperAdmin();
  const tenants = useTenantOptions(superAdmin);
  if (!superAdmin) {
    return <TextField fullWidth label={t('form.tenant')} value={ownTenant} disabled helperText={t('form.ownTenant')} />;
  }
  const options = (tenants.data ?? []).map((tenant) => ({ value: tenant.tenantId, label: tenant.name === tenant.tenantId ? tenant.name : `${tenant.name} (${tenant.tenantId})` }));
  return (
    <FormTextField
      control={control}
      name="tenantId"
      label={t('form.tenant')}
      required
      options={options}
      helperText={tenants.isError ? t('form.tenantsFailed') : undefined}
    />
  );
}
