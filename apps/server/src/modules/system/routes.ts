import { endpoints } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Route } from '../../http/route.ts';

export function registerSystemRoutes(route: Route, { db, expectedMigrations }: { db: Database; expectedMigrations: number }) {
  route(endpoints.getHealth, async () => ({ status: 'ok' as const }));

  route(endpoints.getReady, async ({ request }) => {
    let applied: number;
    try {
      applied = await db.migrationsApplied();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError(503, 'Database is not reachable');
    }
    if (applied < expectedMigrations) throw new AppError(503, 'Database migrations are not applied');
    return { status: 'ready' as const, database: db.kind, migrations: applied };
  });
}
