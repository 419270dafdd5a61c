import type { AlertRefreshRun } from '@connector/contracts';
import { Alert, Chip, TableCell, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTable } from '../../../../components/section-table.tsx';
import { useDateFormat } from '../../../../components/use-date-format.ts';

const STATE_COLOURS: Record<AlertRefreshRun['state'], 'info' | 'success' | 'error'> = { running: 'info', done: 'success', failed: 'error' };

/**
 * The hourly refreshes of the linked suppliers' alert counters: when each ran, how many suppliers
 * it refreshed, and why an attempt failed (the job tries again later; nothing read is lost).
 * Shown only once the application has had one.
 */
export function RefreshesTable({ refreshes }: { refreshes: readonly AlertRefreshRun[] }) {
  const { t, i18n } = useTranslation('suppliers');
  const formatDate = useDateFormat();
  if (refreshes.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const columns = [
    { label: t('activity.started'), nowrap: true },
    { label: t('activity.state'), nowrap: true },
    { label: t('activity.refreshes.suppliers'), align: 'right' as const, maxWidth: 140 },
    { label: t('activity.attempts'), align: 'right' as const, nowrap: true },
    { label: t('activity.refreshes.failures'), align: 'right' as const, nowrap: true },
    { label: t('activity.finished'), nowrap: true },
  ];
  return (
    <SectionTable
      title={t('activity.refreshes.title')}
      columns={columns}
      rowCount={refreshes.length}
      intro={
        <Alert severity={refreshes[0]?.state === 'failed' ? 'warning' : 'info'} sx={{ mx: 2, mb: 1 }}>
          {t('activity.refreshes.explain')}
        </Alert>
      }
    >
      {refreshes.map((run) => (
        <Fragment key={run.runId}>
          <TableRow sx={run.lastError ? { '& > td': { borderBottom: 0 } } : undefined}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(run.startedAt)}</TableCell>
            <TableCell>
              <Chip size="small" color={STATE_COLOURS[run.state]} variant="outlined" label={t(`activity.runStates.${run.state}`)} />
            </TableCell>
            <TableCell align="right">{number.format(run.suppliers)}</TableCell>
            <TableCell align="right">{number.format(run.attempts)}</TableCell>
            <TableCell align="right">{number.format(run.failures)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{run.finishedAt ? formatDate(run.finishedAt) : '—'}</TableCell>
          </TableRow>
          {run.lastError && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ pt: 0, color: run.state === 'failed' ? 'error.main' : 'text.secondary' }}>
                <div>{t('activity.refreshes.lastError', { error: run.lastError })}</div>
              </TableCell>
            </TableRow>
          )}
        </Fragment>
      ))}
    </SectionTable>
  );
}
