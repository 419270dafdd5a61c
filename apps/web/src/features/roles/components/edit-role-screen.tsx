import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAfterSave } from '../../../components/form/index.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useRole } from '../api/get-role.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { toRoles } from '../paths.ts';
import { RoleForm } from './role-form.tsx';
import { toFormValues, toUpdateBody } from '../lib/role-form-values.ts';
import { RecordHistory } from '../../audit/index.ts';

/** /admin/roles/edit/:roleId */
export default function EditRoleScreen() {
  const { t } = useTranslation('roles');
  const { roleId = '' } = useParams();
  const role = useRole(roleId);
  const update = useUpdateRole();
  const afterSave = useAfterSave(t('form.updated'), toRoles());
  const save = async (values: Parameters<typeof toUpdateBody>[0]) =>
    afterSave(await update.mutateAsync({ params: { roleId }, body: toUpdateBody(values) }));
  return (
    <QueryView query={role} notFound={<NotFound message={t('notFound')} back={{ to: toRoles(), label: t('backToList') }} />}>
      {(data) => (
        <>
          <RoleForm mode="edit" defaultValues={toFormValues(data)} onSave={save} />
          <RecordHistory entity="role" entityId={roleId} />
        </>
      )}
    </QueryView>
  );
}
