import { LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../../lib/session/index.ts';
import { useConnectedSuppliers } from '../../api/list-connected-suppliers.ts';
import { useTableState } from '../../hooks/use-table-state.ts';
import { supplier360Url } from '../../lib/ariba-link.ts';
import { ServerPagination } from '../../../../components/server-pagination.tsx';
import { initialState, PAGE_SIZE_VALUES, sortBy, toPageQuery } from '../../lib/table-state.ts';
import { BodyState } from '../table/body-states.tsx';
import { SortHead } from '../table/sort-head.tsx';
import { ConnectedActions } from './connected-actions.tsx';
import { ConnectedFilter, type ConnectedFilterValue } from './connected-filter.tsx';
import { useUnlinkFlow } from './use-unlink-flow.tsx';

const SORTS = ['bvdId', 'supplierName', 'supplierId'] as const;
const INITIAL = initialState<(typeof SORTS)[number]>('supplierName', 'asc');

/** Connected suppliers, filtered, paged and sorted on the server; filter and page live in the URL. */
export function ConnectedList({ appId }: { appId: string }) {
  const { t } = useTranslation('suppliers');
  const canUnlink = useCan('Connector.AssignBvd');
  const [params, setParams] = useSearchParams();
  const [state, setState] = useTableState(SORTS, INITIAL);
  const filter: ConnectedFilterValue = { supplierName: params.get('supplierName') ?? '', bvdId: params.get('bvdId') ?? '' };
  const list = useConnectedSuppliers(appId, {
    ...toPageQuery(state),
    ...(filter.supplierName ? { supplierName: filter.supplierName } : {}),
    ...(filter.bvdId ? { bvdId: filter.bvdId } : {}),
  });
  const unlinkFlow = useUnlinkFlow(appId);
  const applyFilter = useCallback(
    (next: ConnectedFilterValue) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of ['supplierName', 'bvdId'] as const) {
            if (next[key]) updated.set(key, next[key]);
            else updated.delete(key);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const columns = [
    { sort: 'bvdId' as const, label: t('columns.bvdId') },
    { sort: 'supplierName' as const, label: t('columns.supplierName') },
    { sort: 'supplierId' as const, label: t('columns.aribaSupplierId') },
  ];
  const rows = list.data?.data ?? [];
  const filtered = filter.supplierName !== '' || filter.bvdId !== '';

  return (
    <Paper variant="outlined">
      <ConnectedFilter key={`${filter.supplierName}\n${filter.bvdId}`} applied={filter} onApply={applyFilter} />
      <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      <TableContainer>
        <Table size="small" aria-label={t('connected.label')} aria-busy={list.isFetching}>
          <SortHead columns={columns} sort={state.sort} order={state.order} onSort={(sort) => setState(sortBy(state, sort))} actions />
          {rows.length > 0 ? (
            <TableBody>
              {rows.map((supplier) => (
                <TableRow key={supplier.supplierId} hover>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{supplier.bvdId}</TableCell>
                  <TableCell>{supplier.supplierName}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{supplier.supplierId}</TableCell>
                  <TableCell align="right" sx={{ py: 0.25 }}>
                    <ConnectedActions
                      supplier={supplier}
                      aribaUrl={list.data ? supplier360Url(list.data, supplier.supplierId) : null}
                      onUnlink={canUnlink ? unlinkFlow.start : null}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          ) : (
            <BodyState
              columns={columns.length + 1}
              placeholderRows={state.pageSize || 5}
              loading={list.isPending}
              error={list.isError && !list.data ? list.error : null}
              onRetry={() => void list.refetch()}
              empty={filtered ? t('connected.noMatch') : t('connected.empty')}
            />
          )}
        </Table>
      </TableContainer>
      <ServerPagination state={state} pageSizes={PAGE_SIZE_VALUES} total={list.data?.total ?? 0} onChange={setState} namespace="suppliers" />
      {unlinkFlow.dialogs}
    </Paper>
  );
}
