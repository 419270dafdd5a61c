import type { SupplierActivity } from '@connector/contracts';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STATES = ['linked', 'pending', 'unmatched', 'failed'] as const;
const COLOURS = { linked: 'success.main', pending: 'info.main', unmatched: 'warning.main', failed: 'error.main' } as const;

/** The application's suppliers by state (docs/decisions/017 "States"). */
export function StateCounts({ counts }: { counts: SupplierActivity['counts'] }) {
  const { t, i18n } = useTranslation('suppliers');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box
      component="dl"
      aria-label={t('activity.countsLabel')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
    >
      {STATES.map((state) => (
        <Paper key={state} variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: COLOURS[state] }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`activity.states.${state}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {number.format(counts[state])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
