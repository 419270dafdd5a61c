import { getSupplierActivity, listConnectedSuppliers, listMissingSuppliers, type SupplierActivity, type SyncRun } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';
import { useCan } from '../../../lib/session/index.ts';
import { ACTIVITY_POLL_MS } from '../api/get-supplier-activity.ts';

const runningOf = (activity: SupplierActivity | undefined): SyncRun | null => activity?.runs.find((run) => run.state === 'running') ?? null;

/** Reads the supplier lists again, every page and application on screen. */
function useReloadLists(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([listConnectedSuppliers, listMissingSuppliers].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) }))),
    [queryClient],
  );
}

/**
 * The application's sync while it runs, for a supplier list with nothing to show yet (on a first
 * start the demo application is synced as the console opens, docs/decisions/017). It is asked only
 * while `listEmpty`, of users who may read the activity, and read every 2 s while a run goes;
 * a run once seen is followed to its end even after suppliers appear. The lists are read again as
 * the run matches more suppliers and once it ends, so the suppliers appear without a reload.
 */
export function useRunningSync(appId: string, listEmpty: boolean): SyncRun | null {
  const canRead = useCan(getSupplierActivity.permission);
  const activity = useApiQuery(
    getSupplierActivity,
    { params: { appId } },
    {
      enabled: (query) => canRead && (listEmpty || runningOf(query.state.data) !== null),
      refetchInterval: (query) => (runningOf(query.state.data) ? ACTIVITY_POLL_MS : false),
    },
  );
  const run = canRead ? runningOf(activity.data) : null;
  const reloadLists = useReloadLists();

  // What the lists may show changes when the run matches more suppliers, and when it ends.
  const progress = run ? `${run.runId}:${run.matched}` : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = progress;
    if (before !== null && before !== progress) void reloadLists();
  }, [progress, reloadLists]);

  return run;
}
