import { Add } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../lib/feedback/index.ts';
import { useCan } from '../../../lib/session/index.ts';
import { useRoles } from '../api/list-roles.ts';
import { toCreateRole } from '../paths.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { RolesTable } from './roles-table.tsx';

/** /admin/roles: the tenant's roles, with + Add Role for those who may create one. */
export default function RolesScreen() {
  const { t } = useTranslation('roles');
  const roles = useRoles();
  const canCreate = useCan('Connector.Roles.Create');
  const canEdit = useCan('Connector.Roles.Edit');
  return (
    <Stack spacing={2}>
      {canCreate && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={toCreateRole()} variant="contained" startIcon={<Add />}>
            {t('list.add')}
          </Button>
        </Stack>
      )}
      {roles.isPending && <Loading />}
      {roles.isError && <LoadFailed error={roles.error} onRetry={() => void roles.refetch()} />}
      {roles.data && <RolesTable roles={roles.data} canEdit={canEdit} />}
    </Stack>
  );
}
