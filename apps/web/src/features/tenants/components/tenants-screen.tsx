import { Add } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../lib/feedback/index.ts';
import { useCan } from '../../../lib/session/index.ts';
import { useTenants } from '../api/list-tenants.ts';
import { toCreateTenant } from '../paths.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { TenantsTable } from './tenants-table.tsx';

/** /admin/tenants: every tenant, with Add Tenant for those who may create one. */
export default function TenantsScreen() {
  const { t } = useTranslation('tenants');
  const tenants = useTenants();
  const canCreate = useCan('Connector.Tenants.Create');
  const canEdit = useCan('Connector.Tenants.Edit');
  return (
    <Stack spacing={2}>
      {canCreate && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={toCreateTenant()} variant="contained" startIcon={<Add />}>
            {t('list.add')}
          </Button>
        </Stack>
      )}
      {tenants.isPending && <Loading />}
      {tenants.isError && <LoadFailed error={tenants.error} onRetry={() => void tenants.refetch()} />}
      {tenants.data && <TenantsTable tenants={tenants.data} canEdit={canEdit} />}
    </Stack>
  );
}
