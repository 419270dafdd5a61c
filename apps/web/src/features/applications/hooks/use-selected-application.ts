import { APP_FLAGS, APPLICATIONS_PERMISSION, type App, type AppFlag, type AppListEntry } from '@connector/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useCan, useSession } from '../../../lib/session/index.ts';
import { useApp } from '../api/get-app.ts';
import { dropSelectionCookie } from '../lib/page-framing.ts';
import { selectionStore } from '../lib/selection-store.ts';

export interface SelectedApplication {
  /** The application chosen in the top bar, or null before any is. */
  selected: AppListEntry | null;
  /** The tenant's applications as last read. */
  list: readonly AppListEntry[];
  /** The selected application's configuration, once read. */
  app: App | undefined;
  /**
   * Integrations of the selected application that are on (APP-3), from
   * the tenant's list, which every signed-in user reads; all off without an application or while
   * it is disabled.
   */
  flags: Record<AppFlag, boolean>;
}

/** The integrations an entry has on: none while the application is disabled. */
export function flagsOn(entry: AppListEntry | null | undefined): Record<AppFlag, boolean> {
  return Object.fromEntries(APP_FLAGS.map((flag) => [flag, entry?.enabled === true && entry.flags[flag]])) as Record<AppFlag, boolean>;
}

/** The application the console works on, shared by the top bar and every screen. */
export function useSelectedApplication(): SelectedApplication {
  const { tenantId } = useSession();
  const canRead = useCan(APPLICATIONS_PERMISSION);
  const selected = useSyncExternalStore(selectionStore.subscribe, () => selectionStore.selected(tenantId));
  const list = useSyncExternalStore(selectionStore.subscribe, () => selectionStore.list(tenantId));
  const { data: app } = useApp(selected?.value ?? null, { enabled: canRead });
  const flags = flagsOn(list.find((entry) => entry.value === selected?.value) ?? selected);
  // Drops the selection cookie earlier versions kept (decision 015: the policy no longer reads it).
  useEffect(dropSelectionCookie, []);
  return { selected, list, app, flags };
}
