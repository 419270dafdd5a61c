import { AppListEntry, STORAGE_KEYS } from '@connector/contracts';
import { z } from 'zod';

/**
 * The selected application and the application list, kept per tenant in local storage
 * (APP-27) so every screen and the top bar agree, and a reload keeps the choice.
 */
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return fallback;
  }
  // The same text gives the same object, so React sees no change where there is none.
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  let value = fallback;
  if (raw !== null) {
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) value = parsed.data;
    } catch {
      // A value written by hand or an older console is ignored.
    }
  }
  snapshots.set(key, { raw, value });
  return value;
}

function write(key: string, value: unknown): void {
  const raw = value === null ? null : JSON.stringify(value);
  try {
    if (window.localStorage.getItem(key) === raw) return;
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } finally {
    for (const listener of listeners) listener();
  }
}

const EntryList = z.array(AppListEntry);
const NONE: AppListEntry[] = [];

export const selectionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab of the same tenant switching application is followed too.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  selected: (tenantId: string) => read(STORAGE_KEYS.selectedApplication(tenantId), AppListEntry.nullable(), null),
  list: (tenantId: string) => read(STORAGE_KEYS.applicationList(tenantId), EntryList, NONE),
  setSelected: (tenantId: string, entry: AppListEntry | null) => write(STORAGE_KEYS.selectedApplication(tenantId), entry),
  setList: (tenantId: string, list: readonly AppListEntry[]) => write(STORAGE_KEYS.applicationList(tenantId), list),
};
