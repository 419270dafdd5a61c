import { Alert, Button, TableBody, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../lib/api/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { LoadingRows } from '../../../../components/loading-rows.tsx';
import { MessageRow } from '../../../../components/section-table.tsx';

export { MessageRow } from '../../../../components/section-table.tsx';

interface BodyStateProps {
  columns: number;
  /** Rows shown while the first page loads, so the table keeps its height. */
  placeholderRows: number;
  loading: boolean;
  error: ApiError | null;
  onRetry(): void;
  /** What an empty answer shows. */
  empty: ReactNode;
}

/**
 * The body of a table that has no rows to show yet: placeholders while loading, the failure with
 * a retry, or the empty message; null once there are rows.
 */
export function BodyState({ columns, placeholderRows, loading, error, onRetry, empty }: BodyStateProps) {
  const { t } = useTranslation('suppliers');
  if (error) {
    return (
      <TableBody>
        <MessageRow columns={columns}>
          <Alert
            severity="error"
            sx={{ justifyContent: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('table.retry')}
              </Button>
            }
          >
            {translateMessage(t, error.message)}
          </Alert>
        </MessageRow>
      </TableBody>
    );
  }
  if (loading) {
    return <LoadingRows rows={placeholderRows} columns={columns} />;
  }
  return (
    <TableBody>
      <MessageRow columns={columns}>
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      </MessageRow>
    </TableBody>
  );
}
