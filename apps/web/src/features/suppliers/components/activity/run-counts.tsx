import type { SyncRun } from '@connector/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COUNTS = ['pulled', 'linkedAuto', 'waiting', 'failed'] as const;

/** What a run did: vendors pulled, suppliers linked automatically, left for a person, failed. */
export function RunCounts({ run }: { run: SyncRun }) {
  const { t, i18n } = useTranslation('suppliers');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}>
      {COUNTS.map((count) => (
        <div key={count}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`activity.counts.${count}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {number.format(run[count])}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
