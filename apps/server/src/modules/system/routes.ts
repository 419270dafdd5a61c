import { HTTP_MESSAGES, endpoints } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/index.ts';
import type { Route } from '../../http/route.ts';

export interface SystemDeps {
  db: Database;
  /** Migrations this build ships; readiness waits until the database has them all. */
  expectedMigrations: number;
}

export function registerSystemRoutes(route: Route, { db, expectedMigrations }: SystemDeps) {
  route(endpoints.getHealth, async () => ({ status: 'ok' as const }));

  route(endpoints.getReady, async ({ request }) => {
    let applied: number;
    try {
      applied = await db.migrationsApplied();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError(503, HTTP_MESSAGES.databaseUnreachable);
    }
    if (applied < expectedMigrations) throw new AppError(503, HTTP_MESSAGES.migrationsMissing);
    return { status: 'ready' as const, database: db.kind, migrations: applied };
  });
}
