import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCreateRole } from '../api/create-role.ts';
import { toRoles } from '../paths.ts';
import { RoleForm } from './role-form.tsx';
import { EMPTY_ROLE } from './role-form-values.ts';

/** /admin/roles/create */
export default function CreateRoleScreen() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateRole();
  return (
    <RoleForm
      mode="create"
      defaultValues={EMPTY_ROLE}
      onSave={async (values) => {
        const { message } = await create.mutateAsync({ body: values });
        toast.success(message ? translateMessage(t, message) : t('form.created'));
        await navigate(toRoles());
      }}
    />
  );
}
