import { useTranslation } from 'react-i18next';
import { useAfterSave } from '../../../components/form/index.ts';
import { useCreateRole } from '../api/create-role.ts';
import { toRoles } from '../paths.ts';
import { RoleForm } from './role-form.tsx';
import { EMPTY_ROLE } from '../lib/role-form-values.ts';

/** /admin/roles/create */
export default function CreateRoleScreen() {
  const { t } = useTranslation('roles');
  const create = useCreateRole();
  const afterSave = useAfterSave(t('form.created'), toRoles());
  return <RoleForm mode="create" defaultValues={EMPTY_ROLE} onSave={async (body) => afterSave(await create.mutateAsync({ body }))} />;
}
