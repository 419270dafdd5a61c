import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../lib/api/index.ts';
import { translateMessage } from '../lib/i18n/index.ts';

/** A query that failed: its message and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: ApiError; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {translateMessage(t, error.message)}
    </Alert>
  );
}
