import type { CriterionAgreement } from '@connector/contracts';
import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/format.ts';

/**
 * "Why this match": how each criterion agreed with the company and how much it weighs in the
 * score, heaviest first, so the reason for a score can be read at a glance.
 */
export function WhyMatch({ why, caption }: { why: readonly CriterionAgreement[]; caption: string }) {
  const { t, i18n } = useTranslation('suppliers');
  if (why.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('why.none')}
      </Typography>
    );
  }
  const rows = [...why].sort((a, b) => b.weight - a.weight);
  const percent = (share: number) => formatPercent(i18n.language, share * 100);
  return (
    <Table size="small" aria-label={caption} sx={{ maxWidth: 560, '& td, & th': { borderBottom: 0, py: 0.5 } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ color: 'text.secondary', pl: 0 }}>{t('why.criterion')}</TableCell>
          <TableCell sx={{ color: 'text.secondary' }} align="right">
            {t('why.weight')}
          </TableCell>
          <TableCell sx={{ color: 'text.secondary', width: '50%' }}>{t('why.agreement')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item) => {
          const criterion = t(`why.criteria.${item.criterion}`);
          return (
            <TableRow key={item.criterion}>
              <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 500 }}>
                {criterion}
              </TableCell>
              <TableCell align="right">{percent(item.weight)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <LinearProgress
                    variant="determinate"
                    value={item.agreement * 100}
                    color={item.agreement >= 0.85 ? 'success' : item.agreement >= 0.5 ? 'primary' : 'warning'}
                    aria-label={t('why.agreementOf', { criterion })}
                    sx={{ flex: 1, height: 6, borderRadius: 3 }}
                  />
                  <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
                    {percent(item.agreement)}
                  </Typography>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
