import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';
import { toRoles } from '../paths.ts';

/** A role that does not exist in the user's tenant (or that they may not see). */
export function RoleNotFound() {
  const { t } = useTranslation('roles');
  return (
    <StatusPage
      headline="404"
      message={t('notFound')}
      action={
        <Button component={RouterLink} to={toRoles()} variant="outlined">
          {t('backToList')}
        </Button>
      }
    />
  );
}
