import { getCatalystAssessment } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { pollWhileRunning } from '../lib/assessment-status.ts';

/**
 * `GET catalyst/assesment?assessmentGuid=`: one compliance assessment as the product has it now
 * (the one the screen's `id` or `newId` names); none without an id. Read again until it is scored.
 */
export function useCatalystAssessment(appId: string, assessmentGuid: string | null) {
  return useApiQuery(
    getCatalystAssessment,
    { params: { appId }, query: { assessmentGuid: assessmentGuid ?? '' } },
    { enabled: assessmentGuid !== null, refetchInterval: (query) => pollWhileRunning(query.state.data && [query.state.data]) },
  );
}
