import type { CreateUserBody } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/index.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useIsSuperAdmin } from '../api/list-users.ts';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { createUserResolver, emptyUser } from '../lib/form-values.ts';
import { toUsers } from '../paths.ts';
import { UserForm } from './user-form.tsx';

/** `/admin/users/create`. */
export default function CreateUserScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const feedback = useOutcomeToast();
  const create = useCreateUser();
  const superAdmin = useIsSuperAdmin();
  const ownTenant = useSession().user?.tenantId ?? '';
  const save = async (body: CreateUserBody) => {
    const { message } = await create.mutateAsync({ body });
    feedback.success(message, t('form.created'));
    await navigate(toUsers());
  };
  // A super administrator chooses the tenant; anyone else creates users in their own.
  return <UserForm mode="create" defaultValues={emptyUser(superAdmin ? '' : ownTenant)} resolver={createUserResolver} onSubmit={save} />;
}
