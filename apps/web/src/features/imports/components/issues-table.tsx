import type { ImportIssue } from '@connector/contracts';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerPagination, type PagedState } from '../../../components/server-pagination.tsx';
import { useReasonText } from '../hooks/use-reason-text.ts';

/** Pages of the rows, kept in the browser: the check answers every invalid row at once. */
const PAGE_SIZES = [10, 25, 100];
const FIRST_PAGE: PagedState = { page: 0, pageSize: 10 };

/** The rows that cannot be linked, in file order, with their values and why; paged. */
export function IssuesTable({ issues }: { issues: readonly ImportIssue[] }) {
  const { t, i18n } = useTranslation('imports');
  const reasonText = useReasonText();
  const titleId = useId();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const { page, pageSize } = paging;
  const number = new Intl.NumberFormat(i18n.language);
  const shown = issues.slice(page * pageSize, (page + 1) * pageSize);
  const headers = [t('preview.columns.row'), t('preview.columns.supplier'), t('preview.columns.bvdId'), t('preview.columns.reason')];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
        {t('preview.issuesTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} align={index === 0 ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((issue) => (
              <TableRow key={issue.row}>
                <TableCell align="right" sx={{ width: 80 }}>
                  {number.format(issue.row)}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{issue.smVendorId || '—'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{issue.BvDId || '—'}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{reasonText(issue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {issues.length > FIRST_PAGE.pageSize && (
        <ServerPagination state={paging} pageSizes={PAGE_SIZES} total={issues.length} onChange={setPaging} namespace="imports" />
      )}
    </Paper>
  );
}
