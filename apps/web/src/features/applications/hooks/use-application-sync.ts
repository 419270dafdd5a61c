import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session/index.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useApps } from '../api/list-apps.ts';
import { selectionStore } from '../lib/selection-store.ts';
import { useSelectApplication } from './use-select-application.ts';

/**
 * Keeps the stored list in step with the server and makes sure a listed application is chosen:
 * this browser's choice, else on the first load the user's last application (APP-27), else
 * the first of the list.
 */
export function useApplicationSync() {
  const { tenantId } = useSession();
  // Every signed-in user reads the list: the menus follow the selected app's integrations.
  const apps = useApps();
  const user = useCurrentUser();
  const select = useSelectApplication();
  const restored = useRef(false);
  const list = apps.data;
  const userRead = user.isSuccess || user.isError;
  const last = user.data?.lastApplication?.value;

  useEffect(() => {
    if (!list) return;
    selectionStore.setList(tenantId, list);
    const stored = selectionStore.selected(tenantId);
    const current = stored && list.find((entry) => entry.value === stored.value);
    if (current) {
      // A rename or a change of integrations elsewhere shows here.
      if (JSON.stringify(current) !== JSON.stringify(stored)) selectionStore.setSelected(tenantId, current);
      restored.current = true;
      return;
    }
    if (!restored.current && !userRead) return;
    const lastEntry = restored.current ? undefined : list.find((entry) => entry.value === last);
    restored.current = true;
    const fallback = lastEntry ?? list[0] ?? null;
    if (fallback) void select(fallback, { remember: false });
    else selectionStore.setSelected(tenantId, null);
  }, [list, tenantId, userRead, last, select]);

  return { apps, loading: apps.isPending };
}
