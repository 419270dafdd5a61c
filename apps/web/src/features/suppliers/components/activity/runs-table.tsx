import type { SyncRun, SyncRunState } from '@connector/contracts';
import { Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useDateFormat } from '../../hooks/use-date-format.ts';
import { usePersonName } from '../../hooks/use-person-name.ts';
import { MessageRow } from '../table/body-states.tsx';

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
  const titleId = useId();
  const personName = usePersonName();
  const number = new Intl.NumberFormat(i18n.language);
  const headers = [t('activity.started'), t('activity.trigger'), t('activity.state'), ...NUMBERS.map((n) => t(`activity.counts.${n}`)), t('activity.finished')];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
        {t('activity.runsTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => {
                const numeric = index >= 3 && index < 3 + NUMBERS.length;
                return (
                  <TableCell key={header} align={numeric ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: numeric ? 'normal' : 'nowrap', maxWidth: numeric ? 120 : undefined }}>
                    {header}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.length === 0 && (
              <MessageRow columns={headers.length}>
                <Typography sx={{ color: 'text.secondary' }}>{t('activity.noRuns')}</Typography>
              </MessageRow>
            )}
            {runs.map((run) => (
              <Fragment key={run.runId}>
                <TableRow sx={run.error ? { '& > td': { borderBottom: 0 } } : undefined}>
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
                {run.error && (
                  <TableRow>
                    <TableCell colSpan={headers.length} sx={{ pt: 0, color: 'error.main' }}>
                      {t('activity.runError', { error: translateMessage(t, run.error) })}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
