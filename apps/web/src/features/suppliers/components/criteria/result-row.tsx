import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import type { SearchResultRow } from '@connector/contracts';
import { Box, Button, Chip, Collapse, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toOrbisReport } from '../../../company-views/index.ts';
import { formatPercent } from '../../lib/format.ts';
import { RESULT_COLUMNS } from '../../lib/sort-results.ts';
import { STICKY_ACTIONS } from '../table/sort-head.tsx';
import { WhyMatch } from '../why-match.tsx';
import { CompanyRiskBadges } from '../../../assessments/index.ts';

interface ResultRowProps {
  row: SearchResultRow;
  /** The Supplier 360 page of the supplier being linked; none without one. */
  aribaUrl: string | null;
  /** 'Add BvdId', when the screen is the link flow and the user may link. */
  onAdd: ((row: SearchResultRow) => void) | null;
  countryName(code: string): string;
}

/** One company found, with "Why this match" under it on demand. */
export function ResultRow({ row, aribaUrl, onAdd, countryName }: ResultRowProps) {
  const { t, i18n } = useTranslation('suppliers');
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const columns = RESULT_COLUMNS.length + 2;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={whyId}
            aria-label={t('why.toggle', { name: row.Name })}
          >
            {open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {row.BvDId}
          {row.SupplierId && (
            <Box>
              <Chip
                size="small"
                variant="outlined"
                label={t('results.assignedTo', { id: row.SupplierId })}
                // The darker shade keeps the text readable over a hovered row (WCAG 1.4.3).
                sx={{ mt: 0.5, color: 'warning.dark', borderColor: 'warning.main' }}
              />
            </Box>
          )}
          {row.risk && (
            <Box sx={{ mt: 0.5, fontFamily: 'body1.fontFamily' }}>
              <CompanyRiskBadges risk={row.risk} />
            </Box>
          )}
        </TableCell>
        <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPercent(i18n.language, row.Score)}</TableCell>
        <TableCell>{row.Status}</TableCell>
        <TableCell sx={{ minWidth: 180 }}>{row.Name}</TableCell>
        <TableCell>{row.Address_Type}</TableCell>
        <TableCell sx={{ minWidth: 160 }}>{row.Address}</TableCell>
        <TableCell>{row.City}</TableCell>
        <TableCell title={row.Country}>{countryName(row.Country)}</TableCell>
        <TableCell>{row.NationalIdLabel}</TableCell>
        <TableCell sx={{ fontFamily: 'monospace' }}>{row.National_Id}</TableCell>
        <TableCell align="right" sx={[{ py: 0.5 }, STICKY_ACTIONS]}>
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <Tooltip title={t('actions.seeInOrbis')}>
              <IconButton component={RouterLink} to={toOrbisReport(row.BvDId)} aria-label={t('actions.seeInOrbisOf', { name: row.Name })}>
                <PublicOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {aribaUrl && (
              <Tooltip title={t('actions.goToAriba')}>
                <IconButton component="a" href={aribaUrl} target="_blank" rel="noopener noreferrer" aria-label={t('actions.goToAribaNewTab')}>
                  <OpenInNew fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {onAdd && (
              <Button size="small" variant="outlined" onClick={() => onAdd(row)} aria-label={t('actions.addBvdIdOf', { id: row.BvDId })} sx={{ whiteSpace: 'nowrap' }}>
                {t('actions.addBvdId')}
              </Button>
            )}
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={whyId}>
            <Box sx={{ py: 1.5, pl: 7 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {t('why.title')}
              </Typography>
              <WhyMatch why={row.why} caption={t('why.of', { name: row.Name })} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
