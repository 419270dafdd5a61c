import { getCatalystSupplierAssessments } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { pollWhileRunning } from '../lib/assessment-status.ts';
import { supplierAssessments } from '../lib/shown-assessments.ts';

/** `GET catalyst/supplier/{id}/assessment`: the supplier's compliance assessments, read again while one is being scored. */
export function useCatalystSupplierAssessments(appId: string, supplierId: string) {
  return useApiQuery(
    getCatalystSupplierAssessments,
    { params: { appId, supplierId } },
    { refetchInterval: (query) => pollWhileRunning(query.state.data && supplierAssessments(query.state.data)) },
  );
}
