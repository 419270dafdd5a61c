import type { SyncRun, SyncRunState } from '@connector/contracts';
import { Chip, TableCell, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTable } from '../../../../components/section-table.tsx';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useDateFormat } from '../../../../components/use-date-format.ts';
import { usePersonName } from '../../hooks/use-person-name.ts';

const STATE_COLOURS: Record<SyncRunState, 'info' | 'success' | 'error' | 'default'> = {
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

const NUMBERS = ['pulled', 'changed', 'linkedAuto', 'waiting', 'failed'] as const;

/** The recent runs, newest first, with what each did and why a failed one stopped. */
export function RunsTable({ runs }: { runs: readonly SyncRun[] }) {
  const { t, i18n } = useTranslation('suppliers');
  const formatDate = useDateFormat();
  const personName = usePersonName();
  const number = new Intl.NumberFormat(i18n.language);
  const columns = [
    ...[t('activity.started'), t('activity.trigger'), t('activity.state')].map((label) => ({ label, nowrap: true })),
    ...NUMBERS.map((n) => ({ label: t(`activity.counts.${n}`), align: 'right' as const, maxWidth: 120 })),
    { label: t('activity.finished'), nowrap: true },
  ];
  return (
    <SectionTable
      title={t('activity.runsTitle')}
      columns={columns}
      rowCount={runs.length}
      empty={<Typography sx={{ color: 'text.secondary' }}>{t('activity.noRuns')}</Typography>}
    >
      {runs.map((run) => (
        <Fragment key={run.runId}>
          <TableRow sx={run.error || run.resumesAt ? { '& > td': { borderBottom: 0 } } : undefined}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(run.startedAt)}</TableCell>
            <TableCell>{run.trigger === 'manual' ? t('activity.manual', { user: run.startedBy ? personName(run.startedBy) : '' }) : t('activity.schedule')}</TableCell>
            <TableCell>
              <Chip size="small" color={STATE_COLOURS[run.state]} variant="outlined" label={t(`activity.runStates.${run.state}`)} />
            </TableCell>
            {NUMBERS.map((count) => (
              <TableCell key={count} align="right">
                {number.format(run[count])}
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{run.finishedAt ? formatDate(run.finishedAt) : '—'}</TableCell>
          </TableRow>
          {run.resumesAt && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ pt: 0, color: 'text.secondary' }}>
                {t('activity.pausedForQuota', { date: formatDate(run.resumesAt) })}
              </TableCell>
            </TableRow>
          )}
          {run.error && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ pt: 0, color: 'error.main' }}>
                <div>{t('activity.runError', { error: translateMessage(t, run.error) })}</div>
              </TableCell>
            </TableRow>
          )}
        </Fragment>
      ))}
    </SectionTable>
  );
}
