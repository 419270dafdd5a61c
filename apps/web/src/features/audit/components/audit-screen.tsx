import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import { LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { useSession } from '../../../lib/session/index.ts';
import { useAuditEvents } from '../api/list-audit-events.ts';
import { useAuditTenants } from '../api/list-audit-tenants.ts';
import { toAuditQuery } from '../lib/filter.ts';
import { useAuditFilter } from '../lib/use-audit-filter.ts';
import { useLogPages } from '../lib/use-log-pages.ts';
import { AuditFilter } from './audit-filter.tsx';
import { AuditPager } from './audit-pager.tsx';
import { AUDIT_COLUMNS, AuditRow } from './audit-row.tsx';
import { AuditTableState } from './audit-table-state.tsx';
import { ExportButtons } from './export-buttons.tsx';

/** /admin/audit: every change in the tenant, newest first, filtered and paged on the server, exportable. */
export default function AuditScreen() {
  const { t } = useTranslation('audit');
  const { user } = useSession();
  const superAdmin = user?.roles.includes(SUPER_ADMIN_ROLE) ?? false;
  const tenants = useAuditTenants(superAdmin);
  const formatDate = useDateFormat();
  const { filter, apply } = useAuditFilter();
  const query = toAuditQuery(filter);
  const pages = useLogPages(JSON.stringify(query));
  const list = useAuditEvents({ ...query, pageSize: pages.pageSize, ...(pages.cursor ? { cursor: pages.cursor } : {}) });
  const data = list.data;
  const filtered = Object.keys(query).some((key) => key !== 'tenantId');

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ExportButtons query={query} />
      </Stack>
      <Paper variant="outlined">
        <AuditFilter
          key={JSON.stringify(filter)}
          applied={filter}
          onApply={apply}
          tenants={superAdmin ? (tenants.data ?? []) : null}
          ownTenant={user?.tenantId ?? ''}
        />
        <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
        {/* Reachable from the keyboard: its rows hold nothing focusable, and a narrow screen scrolls it sideways. */}
        <TableContainer tabIndex={0} role="group" aria-label={t('list.label')}>
          <Table size="small" aria-label={t('list.label')} aria-busy={list.isFetching}>
            <TableHead>
              <TableRow>
                {AUDIT_COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600 }}>
                    {t(`list.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {data && data.rows.length > 0 ? (
              <TableBody>
                {data.rows.map((event) => (
                  <AuditRow key={event.id} event={event} formatDate={formatDate} />
                ))}
              </TableBody>
            ) : (
              <AuditTableState
                columns={AUDIT_COLUMNS.length}
                rows={pages.pageSize}
                loading={list.isPending}
                error={list.isError && !data ? list.error : null}
                onRetry={() => void list.refetch()}
                empty={filtered ? t('list.noMatch') : t('list.empty')}
              />
            )}
          </Table>
        </TableContainer>
        <AuditPager
          page={pages.page}
          pageSize={pages.pageSize}
          rows={data?.rows.length ?? 0}
          total={data?.total ?? 0}
          moreThanTotal={data?.moreThanTotal ?? false}
          hasOlder={Boolean(data?.nextCursor)}
          onFirst={pages.first}
          onNewer={pages.newer}
          onOlder={() => data?.nextCursor && pages.older(data.nextCursor)}
          onPageSize={pages.setPageSize}
        />
      </Paper>
    </Stack>
  );
}
