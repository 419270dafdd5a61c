import { TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTable } from '../../../components/section-table.tsx';
import { ServerPagination, type PagedState } from '../../../components/server-pagination.tsx';
import { useReasonText } from '../hooks/use-reason-text.ts';
import type { PreviewIssue } from '../lib/check-issues.ts';

/** Pages of the rows, kept in the browser: the check answers every invalid row at once (by number; the values are the file's). */
const PAGE_SIZES = [10, 25, 100];
const FIRST_PAGE: PagedState = { page: 0, pageSize: 10 };

/** The rows that cannot be linked, in file order, with their values and why; paged. */
export function IssuesTable({ issues }: { issues: readonly PreviewIssue[] }) {
  const { t, i18n } = useTranslation('imports');
  const reasonText = useReasonText();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const { page, pageSize } = paging;
  const number = new Intl.NumberFormat(i18n.language);
  const shown = issues.slice(page * pageSize, (page + 1) * pageSize);
  const columns = [
    { label: t('preview.columns.row'), align: 'right' as const },
    ...[t('preview.columns.supplier'), t('preview.columns.bvdId'), t('preview.columns.reason')].map((label) => ({ label })),
  ];

  return (
    <SectionTable
      title={t('preview.issuesTitle')}
      headingLevel="h3"
      columns={columns}
      rowCount={shown.length}
      footer={
        issues.length > FIRST_PAGE.pageSize && (
          <ServerPagination state={paging} pageSizes={PAGE_SIZES} total={issues.length} onChange={setPaging} namespace="imports" />
        )
      }
    >
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
    </SectionTable>
  );
}
