import { LinearProgress, Paper, Table, TableBody, TableContainer } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/session/index.ts';
import { useConnectedSuppliers } from '../../api/list-connected-suppliers.ts';
import { useRunningSync } from '../../hooks/use-running-sync.ts';
import { useTableState } from '../../hooks/use-table-state.ts';
import { supplier360Url } from '@connector/contracts/providers/ariba';
import { ServerPagination } from '../../../../components/server-pagination.tsx';
import { PAGE_SIZE_VALUES, sortBy, toPageQuery } from '../../lib/table-state.ts';
import { BodyState } from '../table/body-states.tsx';
import { SortHead } from '../table/sort-head.tsx';
import { ConnectedActions } from './connected-actions.tsx';
import { INITIAL_SORT, useConnectedColumns } from './connected-columns.ts';
import { ConnectedFilter } from './connected-filter.tsx';
import { ConnectedRow } from './connected-row.tsx';
import { SyncUnderWayBody } from '../table/sync-under-way.tsx';
import { useConnectedFilter } from './use-connected-filter.ts';
import { useNewAssessment } from './use-new-assessment.tsx';
import { useUnlinkFlow } from './use-unlink-flow.tsx';

/** Connected suppliers, filtered, paged and sorted on the server; filter and page live in the URL. */
export function ConnectedList({ appId }: { appId: string }) {
  const { t } = useTranslation('suppliers');
  const canUnlink = useCan('Connector.AssignBvd');
  const { alerts, columns, sorts } = useConnectedColumns();
  const [state, setState] = useTableState(sorts, INITIAL_SORT);
  const { filter, apply, query, active } = useConnectedFilter(alerts.compliance);
  const list = useConnectedSuppliers(appId, { ...toPageQuery(state), ...query });
  const unlinkFlow = useUnlinkFlow(appId);
  const newAssessment = useNewAssessment(appId, list.data?.realm ?? null);
  const rows = list.data?.data ?? [];
  // Nothing linked yet and no filter: the application’s sync may be bringing the first suppliers.
  const nothingYet = list.isSuccess && rows.length === 0 && !active;
  const sync = useRunningSync(appId, nothingYet);

  return (
    <Paper variant="outlined">
      <ConnectedFilter key={`${filter.supplierName}\n${filter.bvdId}`} applied={filter} onApply={apply} scoreLabels={alerts.compliance} />
      <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      <TableContainer>
        <Table size="small" aria-label={t('connected.label')} aria-busy={list.isFetching}>
          <SortHead columns={columns} sort={state.sort} order={state.order} onSort={(sort) => setState(sortBy(state, sort))} actions stickyActions />
          {rows.length > 0 ? (
            <TableBody>
              {rows.map((supplier) => (
                <ConnectedRow
                  key={supplier.supplierId}
                  supplier={supplier}
                  alerts={alerts}
                  actions={
                    <ConnectedActions
                      supplier={supplier}
                      aribaUrl={list.data ? supplier360Url(list.data, supplier.supplierId) : null}
                      onUnlink={canUnlink ? unlinkFlow.start : null}
                      newAssessments={newAssessment.itemsFor(supplier)}
                    />
                  }
                />
              ))}
            </TableBody>
          ) : nothingYet && sync ? (
            <SyncUnderWayBody run={sync} columns={columns.length + 1} message={t('connected.syncing')} />
          ) : (
            <BodyState
              columns={columns.length + 1}
              placeholderRows={state.pageSize || 5}
              loading={list.isPending}
              error={list.isError && !list.data ? list.error : null}
              onRetry={() => void list.refetch()}
              empty={active ? t('connected.noMatch') : t('connected.empty')}
            />
          )}
        </Table>
      </TableContainer>
      <ServerPagination state={state} pageSizes={PAGE_SIZE_VALUES} total={list.data?.total ?? 0} onChange={setState} namespace="suppliers" />
      {unlinkFlow.dialogs}
      {newAssessment.dialog}
    </Paper>
  );
}
