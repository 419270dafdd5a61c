import type { SyncRun } from '@connector/contracts';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../../components/use-date-format.ts';
import { usePersonName } from '../../hooks/use-person-name.ts';
import { RunCounts } from './run-counts.tsx';

function Bar({ label, done, total }: { label: string; done: number; total: number | null }) {
  const { t, i18n } = useTranslation('suppliers');
  const number = new Intl.NumberFormat(i18n.language);
  const known = total !== null && total > 0;
  const value = known ? Math.min(100, (done / total) * 100) : 0;
  const text = known ? t('activity.progress', { done: number.format(done), total: number.format(total) }) : number.format(done);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Stack>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={value}
        aria-label={label}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** A run going on: vendors pulled from Ariba and suppliers matched so far, read again every 2 s. */
export function RunProgress({ run }: { run: SyncRun }) {
  const { t } = useTranslation('suppliers');
  const formatDate = useDateFormat();
  const personName = usePersonName();
  return (
    <Paper variant="outlined" component="section" aria-label={t('activity.running')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('activity.running')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {run.startedBy
          ? t('activity.startedBy', { date: formatDate(run.startedAt), user: personName(run.startedBy) })
          : t('activity.startedBySchedule', { date: formatDate(run.startedAt) })}
      </Typography>
      <Stack spacing={2}>
        {run.resumesAt && (
          <Alert severity="info" role="status">
            {t('activity.pausedForQuota', { date: formatDate(run.resumesAt) })}
          </Alert>
        )}
        <Bar label={t('activity.pulledBar')} done={run.pulled} total={run.total} />
        <Bar label={t('activity.matchedBar')} done={run.matched} total={run.toMatch} />
        <RunCounts run={run} />
      </Stack>
    </Paper>
  );
}
