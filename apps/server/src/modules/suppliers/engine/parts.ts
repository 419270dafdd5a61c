import type { Database } from '../../../db/client.ts';
import type { EventPublisher } from '../../../events/index.ts';
import type { AppRuntime, AppRuntimes } from '../../applications/index.ts';
import type { SuppliersRepository } from '../repository/index.ts';
import type { RunsRepository } from '../runs-repository.ts';
import type { SuppliersService } from '../service.ts';

/** What the engine's phases are built from. */
export interface EngineDeps {
  db: Database;
  repository: SuppliersRepository;
  runs: RunsRepository;
  runtimes: AppRuntimes;
  service: SuppliersService;
  /** Where the end of a run is announced (`supplier.synced`). */
  events: EventPublisher;
  log: EngineLog;
}

export interface EngineLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RunKey {
  tenantId: string;
  appId: string;
  runId: string;
}

/** The run cannot go on, for a reason to show in the activity view; retrying would not help. */
export class EngineStop extends Error {}

/** The run was called off (the application was disabled). */
export class EngineCancel extends Error {}

/** Disabling the application stops its run at the next page or batch: read again before each. */
export const ensureEnabled =
  ({ db, runtimes }: Pick<EngineDeps, 'db' | 'runtimes'>) =>
  async (app: AppRuntime): Promise<void> => {
    const now = await db.forTenant(app.tenantId, (tx) => runtimes.load(tx, app.tenantId, app.appId));
    if (!now?.enabled) throw new EngineCancel('The application is disabled');
  };
