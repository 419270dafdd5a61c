import type { KeptCandidate, MissingSupplier } from '@connector/contracts';
import { LinearProgress, Paper, Table, TableBody, TableContainer } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMissingSuppliers } from '../../api/list-missing-suppliers.ts';
import { useDateFormat } from '../../../../components/use-date-format.ts';
import { useRunningSync } from '../../hooks/use-running-sync.ts';
import { useTableState } from '../../hooks/use-table-state.ts';
import { ServerPagination } from '../../../../components/server-pagination.tsx';
import { initialState, PAGE_SIZE_VALUES, sortBy, toPageQuery } from '../../lib/table-state.ts';
import { useLinkFlow } from '../link/use-link-flow.tsx';
import { SyncUnderWayBody } from '../table/sync-under-way.tsx';
import { BodyState } from '../table/body-states.tsx';
import { SortHead, type SortColumn } from '../table/sort-head.tsx';
import { MISSING_COLUMN_COUNT, MissingRow } from './missing-row.tsx';

const SORTS = ['supplierId', 'supplierName', 'processingDate'] as const;
/** Most recently processed first (docs/decisions/017). */
const INITIAL = initialState<(typeof SORTS)[number]>('processingDate', 'desc');

/** The missing list, paged and sorted on the server; a kept candidate is one click from being linked. */
export function MissingList({ appId }: { appId: string }) {
  const { t } = useTranslation('suppliers');
  const formatDate = useDateFormat();
  const [state, setState] = useTableState(SORTS, INITIAL);
  const list = useMissingSuppliers(appId, toPageQuery(state));
  const linkFlow = useLinkFlow(appId);
  const accept = (supplier: MissingSupplier, candidate: KeptCandidate) =>
    linkFlow.start(supplier, { bvdId: candidate.bvdId, name: candidate.name, city: candidate.city, country: candidate.country, score: candidate.score, risk: candidate.risk });

  const columns: SortColumn<(typeof SORTS)[number]>[] = [
    { sort: 'supplierId', label: t('columns.supplierId') },
    { sort: 'supplierName', label: t('columns.supplierName') },
    { sort: 'processingDate', label: t('columns.processingDate') },
    { sort: null, label: t('columns.candidate') },
  ];
  const rows = list.data?.rows ?? [];
  const nothingYet = list.isSuccess && rows.length === 0;
  const sync = useRunningSync(appId, nothingYet);

  return (
    <Paper variant="outlined">
      <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      <TableContainer>
        <Table size="small" aria-label={t('missing.label')} aria-busy={list.isFetching}>
          <SortHead columns={columns} sort={state.sort} order={state.order} onSort={(sort) => setState(sortBy(state, sort))} actions />
          {rows.length > 0 ? (
            <TableBody>
              {rows.map((supplier) => (
                <MissingRow key={supplier.supplierId} supplier={supplier} formatDate={formatDate} onAccept={accept} />
              ))}
            </TableBody>
          ) : nothingYet && sync ? (
            <SyncUnderWayBody run={sync} columns={MISSING_COLUMN_COUNT} message={t('missing.syncing')} />
          ) : (
            <BodyState
              columns={MISSING_COLUMN_COUNT}
              placeholderRows={state.pageSize || 5}
              loading={list.isPending}
              error={list.isError && !list.data ? list.error : null}
              onRetry={() => void list.refetch()}
              empty={t('missing.empty')}
            />
          )}
        </Table>
      </TableContainer>
      <ServerPagination state={state} pageSizes={PAGE_SIZE_VALUES} total={list.data?.total ?? 0} onChange={setState} namespace="suppliers" />
      {linkFlow.dialogs}
    </Paper>
  );
}
