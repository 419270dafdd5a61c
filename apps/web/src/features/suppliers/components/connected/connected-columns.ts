import { useTranslation } from 'react-i18next';
import { useFlaggedActions } from '../../../applications/index.ts';
import { initialState } from '../../lib/table-state.ts';
import type { SortColumn } from '../table/sort-head.tsx';

export type ConnectedSort = 'bvdId' | 'supplierName' | 'supplierId' | 'counter';

/** The sorts the server takes; by compliance alerts only while that column shows. */
const SORTS: readonly ConnectedSort[] = ['bvdId', 'supplierName', 'supplierId', 'counter'];
const SORTS_WITHOUT_ALERTS: readonly ConnectedSort[] = ['bvdId', 'supplierName', 'supplierId'];
export const INITIAL_SORT = initialState<ConnectedSort>('supplierName', 'asc');

/** Which products' alerts the list shows: each only when the selected application has it on (APP-3). */
export interface AlertColumns {
  compliance: boolean;
  supplyChain: boolean;
}

/** The connected list's columns and sorts for the selected application (SUP-19, SUP-21). */
export function useConnectedColumns() {
  const { t } = useTranslation('suppliers');
  const offered = useFlaggedActions();
  const alerts: AlertColumns = { compliance: offered.alertsOfCompliance, supplyChain: offered.alertsOfSupplyChain };
  const columns: SortColumn<ConnectedSort>[] = [
    { sort: 'bvdId', label: t('columns.bvdId') },
    { sort: 'supplierName', label: t('columns.supplierName') },
    { sort: 'supplierId', label: t('columns.aribaSupplierId') },
    ...(alerts.compliance ? [{ sort: 'counter' as const, label: t('columns.complianceAlerts') }] : []),
    // The server sorts by compliance alerts only.
    ...(alerts.supplyChain ? [{ sort: null, label: t('columns.supplyChainAlerts') }] : []),
  ];
  return { alerts, columns, sorts: alerts.compliance ? SORTS : SORTS_WITHOUT_ALERTS };
}
