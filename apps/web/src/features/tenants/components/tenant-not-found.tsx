import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../../components/status-page.tsx';

/** A tenant that does not exist, or that the user may not reach (the server answers 404 alike). */
export function TenantNotFound({ backTo }: { backTo?: string }) {
  const { t } = useTranslation('tenants');
  return (
    <StatusPage
      headline="404"
      message={t('notFound')}
      action={
        backTo && (
          <Button component={RouterLink} to={backTo} variant="outlined">
            {t('backToList')}
          </Button>
        )
      }
    />
  );
}
