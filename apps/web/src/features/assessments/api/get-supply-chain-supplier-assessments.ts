import { getSupplyChainSupplierAssessments } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { pollWhileRunning } from '../lib/assessment-status.ts';
import { supplierAssessments } from '../lib/shown-assessments.ts';

/** `GET supplyChain/supplier/{id}/assessment`: the supplier's supply chain assessments, read again while one is being scored. */
export function useSupplyChainSupplierAssessments(appId: string, supplierId: string) {
  return useApiQuery(
    getSupplyChainSupplierAssessments,
    { params: { appId, supplierId } },
    { refetchInterval: (query) => pollWhileRunning(query.state.data && supplierAssessments(query.state.data)) },
  );
}
