import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import type { UpdateUserBody } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUser } from '../api/get-user.ts';
import { useIsSuperAdmin } from '../api/list-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { toFormValues, updateUserResolver } from '../lib/form-values.ts';
import { toUsers } from '../paths.ts';
import { SignInLockNotice } from './sign-in-lock-notice.tsx';
import { UserForm } from './user-form.tsx';
import { RecordHistory } from '../../audit/index.ts';

/** `/admin/users/edit/{userId}/{tenantId}`. */
export default function EditUserScreen() {
  const { t } = useTranslation('users');
  const { userId = '', tenantId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useOutcomeToast();
  const user = useUser(tenantId, userId);
  const update = useUpdateUser();
  const superAdmin = useIsSuperAdmin();

  if (user.isError) {
    return (
      <Alert
        severity={user.error.status === 404 ? 'warning' : 'error'}
        action={
          <Button color="inherit" size="small" component={Link} to={toUsers()}>
            {t('form.backToList')}
          </Button>
        }
      >
        {t(user.error.status === 404 ? 'form.notFound' : 'form.loadFailed')}
      </Alert>
    );
  }
  if (!user.data) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 880 }} aria-busy="true" aria-label={t('form.loading')}>
        <Stack spacing={2.5}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      </Paper>
    );
  }

  const save = async (body: UpdateUserBody) => {
    const { message } = await update.mutateAsync({ params: { userId }, body: { ...body, tenantId } });
    feedback.success(message, t('form.updated'));
    await navigate(toUsers());
  };
  return (
    <>
      {superAdmin && <SignInLockNotice tenantId={tenantId} userId={userId} />}
      <UserForm
        key={`${tenantId}/${userId}`}
        mode="edit"
        defaultValues={toFormValues(user.data)}
        resolver={updateUserResolver}
        onSubmit={save}
      />
      <RecordHistory entity="user" entityId={userId} />
    </>
  );
}
