import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Loading, useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useRole } from '../api/get-role.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { toRoles } from '../paths.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { RoleForm } from './role-form.tsx';
import { toFormValues, toUpdateBody } from './role-form-values.ts';
import { RoleNotFound } from './role-not-found.tsx';

const NOT_FOUND = 404;

/** /admin/roles/edit/:roleId */
export default function EditRoleScreen() {
  const { t } = useTranslation('roles');
  const { roleId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const role = useRole(roleId);
  const update = useUpdateRole();

  if (role.isPending) return <Loading />;
  if (role.isError) {
    if (role.error.status === NOT_FOUND) return <RoleNotFound />;
    return <LoadFailed error={role.error} onRetry={() => void role.refetch()} />;
  }
  return (
    <RoleForm
      mode="edit"
      defaultValues={toFormValues(role.data)}
      onSave={async (values) => {
        const { message } = await update.mutateAsync({ params: { roleId }, body: toUpdateBody(values) });
        toast.success(message ? translateMessage(t, message) : t('form.updated'));
        await navigate(toRoles());
      }}
    />
  );
}
