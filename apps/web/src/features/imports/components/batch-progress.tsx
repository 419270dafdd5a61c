import { IMPORT_MESSAGES, type ImportBatch } from '@connector/contracts';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { BatchCounts } from './batch-counts.tsx';

/** 'Supplier Batch Upload in Progress': rows done and remaining, read again every 2 s; no file can be chosen meanwhile. */
export function BatchProgress({ batch }: { batch: ImportBatch }) {
  const { t, i18n } = useTranslation('imports');
  const number = new Intl.NumberFormat(i18n.language);
  const title = translateMessage(t, IMPORT_MESSAGES.inProgress);
  const value = batch.total > 0 ? Math.min(100, (batch.done / batch.total) * 100) : 0;
  const text = t('progress.text', { done: number.format(batch.done), total: number.format(batch.total) });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {batch.fileName && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {batch.fileName}
            </Typography>
          )}
        </div>
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2">{t('progress.bar')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('progress.remaining', { done: number.format(batch.done), remaining: number.format(batch.remaining) })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={value}
            aria-label={t('progress.bar')}
            aria-valuetext={text}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <BatchCounts batch={batch} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('progress.pickerHidden')}
        </Typography>
      </Stack>
    </Paper>
  );
}
