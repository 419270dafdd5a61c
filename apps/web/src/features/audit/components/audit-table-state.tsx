import { Alert, Button, TableBody, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../../../components/loading-rows.tsx';
import { MessageRow } from '../../../components/section-table.tsx';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

interface AuditTableStateProps {
  columns: number;
  /** Placeholder rows while the first page loads, so the table keeps its height. */
  rows: number;
  loading: boolean;
  error: ApiError | null;
  onRetry(): void;
  empty: string;
}

/** What the table shows while it has no events: placeholders, the failure with a retry, or why it is empty. */
export function AuditTableState({ columns, rows, loading, error, onRetry, empty }: AuditTableStateProps) {
  const { t } = useTranslation('audit');
  if (loading) return <LoadingRows rows={Math.min(rows, 10)} columns={columns} />;
  return (
    <TableBody>
      <MessageRow columns={columns}>
        {error ? (
          <Alert
            severity="error"
            sx={{ justifyContent: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('list.retry')}
              </Button>
            }
          >
            {translateMessage(t, error.message)}
          </Alert>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        )}
      </MessageRow>
    </TableBody>
  );
}
