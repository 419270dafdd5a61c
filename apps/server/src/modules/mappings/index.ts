import { MAPPING_TYPES, type MappingType } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { FactCache } from '../../db/facts.ts';
import { DEMO_MAPPINGS } from './defaults.ts';
import type { EventPublisher } from '../../events/index.ts';
import type { Caller } from '../../http/caller.ts';
import { modulePlugin } from '../../http/module.ts';
import type { AppRuntimes } from '../applications/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createMappingsRepository, type MappingKey } from './repository.ts';
import { registerMappingRoutes } from './routes.ts';
import { createMappingsService, type MappingApps } from './service.ts';
import { createMappingTools, type MappingToolsDeps } from './tools.ts';

export { criteriaFrom, orbisFieldsOf, questionnaireAnswers, riskValues, type RegistrationAnswers, type RiskRecords, type WrittenAnswer } from './apply.ts';
export { DEFAULT_ORBIS_SEARCH, DEMO_MAPPINGS } from './defaults.ts';
export type { MappingKey } from './repository.ts';
export type { MappingApps } from './service.ts';
export type { PreviewSupplier } from './tools.ts';

export interface MappingsModuleOptions extends Pick<MappingToolsDeps, 'supplierOf' | 'tenantEmails' | 'saveJobSettings'> {
  db: Database;
  audit: AuditLog;
  /** Where an activation is announced (`mapping.activated`). */
  events: EventPublisher;
  runtimes: AppRuntimes;
  apps: MappingApps;
  permissionsOf(caller: Caller): Promise<readonly string[]>;
}

/**
 * Integration mappings: the versions of each type per application, the lists their editors offer,
 * and the preview of what a version would write (docs/decisions/025-mappings.md). The work they
 * drive reads the active version through `createActiveMappings`.
 */
export const mappingsModule = modulePlugin<MappingsModuleOptions>(async (route, options) => {
  const { db, audit, events, runtimes, apps, permissionsOf, supplierOf, tenantEmails, saveJobSettings } = options;
  const mappings = createMappingsService({ db, repository: createMappingsRepository(), audit, events, apps, permissionsOf });
  registerMappingRoutes(route, mappings, createMappingTools({ db, runtimes, mappings, supplierOf, tenantEmails, saveJobSettings }));
});

/**
 * The active version of a type, or null when none is: what the connector's work obeys (read in
 * `tx`). With the facts cache it is read once until a mapping changes (migration 0022's triggers).
 */
export function createActiveMappings(facts?: FactCache) {
  const repository = createMappingsRepository();
  return (tx: Tx, key: MappingKey) => {
    const read = () => repository.active(tx, key);
    return facts ? facts.memo(`mapping-active:${key.tenantId}:${key.appId}:${key.mappingType}`, read) : read();
  };
}
export type ActiveMappings = ReturnType<typeof createActiveMappings>;

/**
 * First start (seed.ts): the demo application's mappings, one active version of each type that
 * has none yet (decision 025), so a newcomer sees answers written back without configuring.
 */
export function createDemoMappings(db: Database) {
  const repository = createMappingsRepository();
  return async (tenantId: string, appId: string): Promise<MappingType[]> =>
    db.forTenant(tenantId, async (tx) => {
      const seeded: MappingType[] = [];
      for (const mappingType of MAPPING_TYPES) {
        const key = { tenantId, appId, mappingType };
        if (await repository.set(tx, key)) continue;
        await repository.saveVersion(tx, key, 0, DEMO_MAPPINGS[mappingType], null);
        await repository.claim(tx, key, 0, 0);
        seeded.push(mappingType);
      }
      return seeded;
    });
}
