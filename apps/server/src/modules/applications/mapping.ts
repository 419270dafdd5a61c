import { APP_FLAGS, APP_TYPES, listEntryOf, type App, type AppListEntry, type AppType } from '@connector/contracts';
import { maskParams, type Flags } from './params.ts';
import type { ApplicationRow, ListedApplication } from './repository.ts';

const typeOf = (value: string): AppType => (APP_TYPES as readonly string[]).includes(value) ? (value as AppType) : 'Test';

export function flagsOf(row: Pick<ApplicationRow, 'flags'>): Record<(typeof APP_FLAGS)[number], { enabled: boolean }> {
  return Object.fromEntries(APP_FLAGS.map((flag) => [flag, { enabled: row.flags[flag]?.enabled === true }])) as ReturnType<typeof flagsOf>;
}

export const pickFlags = (source: Flags): Flags =>
  Object.fromEntries(APP_FLAGS.map((flag) => [flag, { enabled: source[flag]?.enabled === true }]));

/** The answer's picked fields: secrets masked, never the sealed values. */
export function toApp(row: ApplicationRow): App {
  return {
    appId: row.appId,
    appName: row.appName,
    tenantId: row.tenantId,
    service: row.service,
    type: typeOf(row.type),
    enabled: row.enabled,
    ...maskParams(row.service, row.params, row.secrets),
    ...flagsOf(row),
    catalystModel: row.catalystModel ?? null,
    supplyChainModel: row.supplyChainModel ?? null,
    orbisJobEmails: row.orbisJobEmails,
  };
}

export const toEntry = (row: ListedApplication): AppListEntry =>
  listEntryOf({ appId: row.appId, appName: row.appName, type: typeOf(row.type), enabled: row.enabled, ...flagsOf(row) });

/** What the audit trail sees: the sealed secrets only as one field marked secret. */
export function auditSnapshot(row: ApplicationRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, appId: _a, tenantId: _t, ...rest } = row;
  return rest;
}

export const AUDIT_SECRET_FIELDS = ['secrets'] as const;
