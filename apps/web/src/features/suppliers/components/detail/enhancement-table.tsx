import type { Supplier } from '@connector/contracts';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The Orbis Enhancement (CMP-11, decision 019): the company's answers to the questions, or
 * that the enhancement has not run, as for an unlinked supplier or one linked a moment ago.
 */
export function EnhancementTable({ entries }: { entries: Supplier['orbisEnhancement'] }) {
  const { t } = useTranslation('suppliers');
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: { xs: 2, md: 3 }, pt: 2, pb: 1 }}>
        {t('detail.enhancement')}
      </Typography>
      {entries.length === 0 ? (
        <Typography sx={{ px: { xs: 2, md: 3 }, pb: 3, color: 'text.secondary' }}>{t('detail.noEnhancement')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '35%', pl: { md: 3 } }}>{t('detail.question')}</TableCell>
                <TableCell>{t('detail.answer')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, index) => (
                <TableRow key={`${index}:${entry.label}`}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary', fontWeight: 500, pl: { md: 3 } }}>
                    {entry.label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.answer}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
