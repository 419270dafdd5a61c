import { IMPORT_REASONS, type ImportCheck } from '@connector/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const COUNTS = [
  { key: 'total', colour: 'text.secondary' },
  { key: 'toLink', colour: 'success.main' },
  { key: 'toRelink', colour: 'info.main' },
  { key: 'unchanged', colour: 'text.disabled' },
  { key: 'invalid', colour: 'error.main' },
] as const;

/** How the file's rows would be applied: counts by kind, and the reasons of those that would not. */
export function CheckSummary({ check }: { check: ImportCheck }) {
  const { t, i18n } = useTranslation('imports');
  const number = new Intl.NumberFormat(i18n.language);
  const reasonsId = useId();
  const reasons = IMPORT_REASONS.filter((reason) => check.reasons[reason] > 0);
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        aria-label={t('preview.countsLabel')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, m: 0 }}
      >
        {COUNTS.map(({ key, colour }) => (
          <Paper key={key} variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: colour }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`preview.counts.${key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {number.format(check[key])}
            </Typography>
          </Paper>
        ))}
      </Box>
      {reasons.length > 0 && (
        <div>
          <Typography id={reasonsId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('preview.reasonsTitle')}
          </Typography>
          <Box component="dl" aria-labelledby={reasonsId} sx={{ m: 0 }}>
            {reasons.map((reason) => (
              <Stack key={reason} direction="row" spacing={1} sx={{ py: 0.25 }}>
                <Typography component="dt" variant="body2">
                  {t(`reasons.${reason}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {number.format(check.reasons[reason])}
                </Typography>
              </Stack>
            ))}
          </Box>
        </div>
      )}
    </Stack>
  );
}
