import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import SearchIcon from '@mui/icons-material/Search';
import type { KeptCandidate, MissingSupplier } from '@connector/contracts';
import { Box, Button, Chip, Collapse, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPercent } from '../../lib/format.ts';
import { toSearchByCriteria } from '../../paths.ts';
import { WhyMatch } from '../why-match.tsx';
import { CompanyRiskBadges } from '../../../assessments/index.ts';

/** Columns of the row: id, name, processing date, kept candidate, actions. */
export const MISSING_COLUMN_COUNT = 5;

interface MissingRowProps {
  supplier: MissingSupplier;
  formatDate(iso: string): string;
  onAccept(supplier: MissingSupplier, candidate: KeptCandidate): void;
}

/** A supplier waiting for a BvD ID: 'Search and Link', and the best candidate kept by the matching, with 'Accept'. */
export function MissingRow({ supplier, formatDate, onAccept }: MissingRowProps) {
  const { t, i18n } = useTranslation('suppliers');
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const { candidate } = supplier;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell sx={{ fontFamily: 'monospace' }}>{supplier.supplierId}</TableCell>
        <TableCell>
          {supplier.supplierName}
          {supplier.state === 'failed' && (
            <Chip size="small" variant="outlined" label={t('missing.failed')} sx={{ ml: 1, color: 'error.dark', borderColor: 'error.main' }} />
          )}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{supplier.processingDate ? formatDate(supplier.processingDate) : '—'}</TableCell>
        <TableCell sx={{ minWidth: 240 }}>
          {candidate ? (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {candidate.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {candidate.bvdId}
                </Box>
                {' · '}
                {t('missing.score', { score: formatPercent(i18n.language, candidate.score) })}
              </Typography>
              <CompanyRiskBadges risk={candidate.risk} />
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="contained" onClick={() => onAccept(supplier, candidate)} aria-label={t('missing.acceptOf', { bvdId: candidate.bvdId, name: supplier.supplierName })}>
                  {t('missing.accept')}
                </Button>
                <Button
                  size="small"
                  onClick={() => setOpen((value) => !value)}
                  aria-expanded={open}
                  aria-controls={whyId}
                  startIcon={open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                >
                  {t('why.title')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('missing.noCandidate')}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right">
          <Button
            component={RouterLink}
            to={toSearchByCriteria(supplier.supplierId)}
            variant="outlined"
            size="small"
            startIcon={<SearchIcon />}
            aria-label={t('missing.searchAndLinkOf', { name: supplier.supplierName })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('missing.searchAndLink')}
          </Button>
        </TableCell>
      </TableRow>
      {candidate && (
        <TableRow>
          <TableCell colSpan={MISSING_COLUMN_COUNT} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
            <Collapse in={open} timeout="auto" unmountOnExit id={whyId}>
              <Box sx={{ py: 1.5 }}>
                <WhyMatch why={candidate.why} caption={t('why.of', { name: candidate.name })} />
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
