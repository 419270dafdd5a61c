import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import type { ImportBatch, ImportBatchState } from '@connector/contracts';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { BatchCounts } from './batch-counts.tsx';

const STATE_COLOURS: Record<ImportBatchState, 'info' | 'success' | 'warning'> = { running: 'info', done: 'success', stopped: 'warning' };

interface BatchSummaryProps {
  batch: ImportBatch;
  downloading: boolean;
  retrying: boolean;
  onDownload(): void;
  onRetry(): void;
}

/** The latest batch once over: what it did, its results to download, and `Retry failed rows` when some can be. */
export function BatchSummary({ batch, downloading, retrying, onDownload, onRetry }: BatchSummaryProps) {
  const { t, i18n } = useTranslation('imports');
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // A stopped batch also has rows never applied, which the retry applies with the failed ones.
  const canRetry = batch.retryable > 0 || batch.remaining > 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <div>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('batch.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('batch.uploaded', {
                file: batch.fileName ?? t('batch.noFileName'),
                date: date.format(new Date(batch.uploadedAt)),
                user: batch.uploadedBy ?? '—',
                rows: number.format(batch.total),
                count: batch.total,
              })}
            </Typography>
          </div>
          <Chip size="small" variant="outlined" color={STATE_COLOURS[batch.status]} label={t(`batch.states.${batch.status}`)} />
        </Stack>
        <BatchCounts batch={batch} />
        {batch.error && <Alert severity="warning">{translateMessage(t, batch.error)}</Alert>}
        {canRetry && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('batch.retryHint', { count: batch.retryable + batch.remaining, rows: number.format(batch.retryable + batch.remaining) })}
          </Typography>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
          <Button startIcon={<DownloadOutlined />} onClick={onDownload} loading={downloading}>
            {t('batch.download')}
          </Button>
          {canRetry && (
            <Button variant="contained" startIcon={<ReplayIcon />} onClick={onRetry} loading={retrying}>
              {t('batch.retry')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
