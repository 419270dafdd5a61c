import { endpoints } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import type { Route } from '../../http/route.ts';
import type { QueueHealth } from '../../observability/index.ts';
import type { BreakerRegistry } from '../../providers/index.ts';
import { readiness } from './readiness.ts';

export interface SystemDeps {
  db: Database;
  /** Migrations this build ships; readiness waits until the database has them all. */
  expectedMigrations: number;
}

export interface ReadinessSources {
  /** The job queue, known once the services are built. */
  queue: () => QueueHealth;
  /** The provider circuits the adapters share. */
  circuits: Pick<BreakerRegistry, 'states'>;
}

export function registerSystemRoutes(route: Route, { db, expectedMigrations, queue, circuits }: SystemDeps & ReadinessSources) {
  route(endpoints.getHealth, async () => ({ status: 'ok' as const }));

  route(endpoints.getReady, async ({ request }) => readiness({ db, expectedMigrations, queue, circuits }, request.log));
}
