import type { QueueTiming } from '../src/jobs/index.ts';
import { randomBytes } from 'node:crypto';
import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { seed, type SeedReport } from '../src/seed.ts';
import { users } from '../src/db/schema/index.ts';
import { createLocalDirectory, type DirectoryUser, type NewDirectoryUser } from '../src/modules/identity/index.ts';
import { identityPorts } from './identity-ports.ts';

export const TEST_ADMIN = { email: 'admin@default.local', password: 'Adm1n!passw0rd' } as const;

/** A valid body creating tenant `tenantId`, whose users sign in at `<tenantId>.localhost`. */
export const testTenant = (tenantId: string) => ({
  tenantId,
  name: tenantId,
  address: 'Main street 1',
  city: 'Madrid',
  language: 'en',
  email: `it@${tenantId}.test`,
  webSiteUrl: `https://${tenantId}.test`,
  enabled: true,
  ssoEnabled: false,
});

/** One secrets key per test run, as a server keeps its own across restarts. */
const TEST_SECRETS_KEY = randomBytes(32).toString('base64');

/**
 * The whole server on a test database, seeded as `npm start` seeds it: the default tenant, the
 * standard roles, a known super administrator and the demo application.
 */
export async function buildTestApp(
  db: Database,
  env: Record<string, string> = {},
  { queueTiming }: { queueTiming?: QueueTiming } = {},
): Promise<BuiltApp & { seeded: SeedReport }> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SECRETS_KEY: TEST_SECRETS_KEY,
    WEB_DIST: '/nonexistent-console-build',
    SEED_DEMO: 'true',
    // The tests save provider URLs on the reserved `.example` domain (never called); the simulators come with SEED_DEMO.
    PROVIDER_HOSTS: '*.example',
    // Syncs run when a test asks for one, never on the schedule's clock.
    SUPPLIER_SYNC_MINUTES: '0',
    ...env,
  });
  const built = await buildApp({ config, db, logger: false, ...(queueTiming ? { queueTiming } : {}) });
  return { ...built, seeded: await seed({ config, services: built.services }) };
}

/** Creates a user straight in the directory (bypassing the API) with a known password. */
export async function createTestUser(
  db: Database,
  {
    enabled = true,
    mustChangePassword = false,
    ...user
  }: Partial<NewDirectoryUser> &
    Pick<NewDirectoryUser, 'tenantId' | 'email' | 'password'> & { enabled?: boolean; mustChangePassword?: boolean },
): Promise<DirectoryUser> {
  const created = await createLocalDirectory(identityPorts(db)).createUser({
    firstName: 'Test',
    lastName: 'User',
    roles: [SUPER_ADMIN_ROLE],
    language: 'en',
    country: '',
    locale: '',
    ...user,
  });
  if (enabled && !mustChangePassword) return created;
  await db.forTenant(created.tenantId, (tx) =>
    tx
      .update(users)
      .set({ enabled, mustChangePassword })
      .where(and(eq(users.tenantId, created.tenantId), eq(users.userId, created.userId))),
  );
  return { ...created, enabled, mustChangePassword };
}
