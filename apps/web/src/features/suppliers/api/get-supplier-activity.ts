import { getSupplierActivity, type SupplierActivity } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** How often the activity is read while a run is going. */
export const ACTIVITY_POLL_MS = 2000;

const running = (activity: SupplierActivity | undefined) => activity?.runs.some((run) => run.state === 'running') ?? false;

/** The application's sync-and-match runs, read again every 2 s while one is running. */
export function useSupplierActivity(appId: string | null) {
  return useApiQuery(
    getSupplierActivity,
    { params: { appId: appId ?? '' } },
    { enabled: Boolean(appId), refetchInterval: (query) => (running(query.state.data) ? ACTIVITY_POLL_MS : false) },
  );
}
