import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useCan } from '../../../lib/session/index.ts';
import { useRoles } from '../api/list-roles.ts';
import { toCreateRole } from '../paths.ts';
import { RolesTable } from './roles-table.tsx';

/** /admin/roles: the tenant's roles, with + Add Role for those who may create one. */
export default function RolesScreen() {
  const { t } = useTranslation('roles');
  const roles = useRoles();
  const add = useCan('Connector.Roles.Create') ? { to: toCreateRole(), label: t('list.add') } : undefined;
  const canEdit = useCan('Connector.Roles.Edit');
  return <ListScreen query={roles} add={add}>{(data) => <RolesTable roles={data} canEdit={canEdit} />}</ListScreen>;
}
