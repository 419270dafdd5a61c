import type { ImportBatch } from '@connector/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COUNTS = ['linked', 'unchanged', 'failed'] as const;

/** What a batch did so far: rows linked, rows that changed nothing, rows that failed. */
export function BatchCounts({ batch }: { batch: ImportBatch }) {
  const { t, i18n } = useTranslation('imports');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box component="dl" aria-label={t('batch.countsLabel')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 160px))', gap: 2, m: 0 }}>
      {COUNTS.map((count) => (
        <div key={count}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`batch.counts.${count}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, color: count === 'failed' && batch.failed > 0 ? 'error.main' : undefined }}>
            {number.format(batch[count])}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
