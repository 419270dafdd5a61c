/**
 * The world of the administration modules' tests: one server with two tenants (`default`,
 * `beta`) and a signed-in user per kind of caller.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DirectoryUser } from '../src/modules/identity/index.ts';
import type { Database } from '../src/db/client.ts';
import type { QueueTiming } from '../src/jobs/index.ts';
import { users as usersTable } from '../src/db/schema/index.ts';
import type { TestDatabase } from './databases.ts';
import { bearer, signIn, type Tokens } from './sign-in.ts';
import { buildTestApp, TEST_ADMIN, testTenant } from './test-app.ts';

export type Actor = 'superAdmin' | 'tenantAdmin' | 'userBvd' | 'tenantEditor' | 'betaAdmin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const PASSWORD = 'Str0ng!pass';

/** A role of `default` that may read and edit tenants without being a super administrator. */
export const TENANT_EDITOR_ROLE = {
  roleId: 'tenantEditor',
  name: 'tenanteditor',
  description: 'Edits tenants',
  permissions: ['Connector.Tenants.List', 'Connector.Tenants.Edit', 'Connector.Users.List', 'Connector.Roles.List'],
};
/** A role that exists only in `beta`. */
export const BETA_ROLE = { roleId: 'betaOnly', name: 'betaonly', description: 'Beta readers', permissions: ['Connector.Users.List'] };

/** A valid body creating tenant `tenantId`. */
export const validTenant = testTenant;

export const validUser = (email: string, tenantId = 'default') => ({
  firstName: 'Test',
  lastName: 'Person',
  email,
  password: PASSWORD,
  roles: ['userBvd'],
  enabled: true,
  tenantId,
  language: 'en',
  country: 'ES',
  locale: 'es-ES',
});

export const hostOf = (actor: Actor | null) => (actor === 'betaAdmin' ? 'beta.localhost' : 'localhost');

export interface World {
  app: FastifyInstance;
  db: Database;
  users: Record<Actor | 'betaUser', DirectoryUser>;
  tokens: Record<Actor, Tokens>;
  /** Calls the API as `actor` (null: without a token) on the actor's own host unless `host` is given. */
  call(actor: Actor | null, method: Method, url: string, payload?: object, host?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Builds the server on a fresh database, creates `beta` through the API and signs everyone in.
 * `queueTiming`: how quickly its job queue picks up jobs, for tests that wait for one.
 */
export async function openWorld(
  database: TestDatabase,
  { queueTiming, env = {} }: { queueTiming?: QueueTiming; env?: Record<string, string> } = {},
): Promise<World> {
  const db = await database.open();
  const { app, services } = await buildTestApp(db, env, queueTiming ? { queueTiming } : {});
  const tokens = {} as Record<Actor, Tokens>;
  const call: World['call'] = (actor, method, url, payload, host = hostOf(actor)) =>
    app.inject({
      method,
      url,
      headers: actor ? bearer(tokens[actor], host) : { host },
      ...(payload ? { payload } : {}),
    });
  const ensure = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`setup failed: ${answer.statusCode} ${answer.body}`);
  };

  tokens.superAdmin = await signIn(app, TEST_ADMIN);
  await ensure(call('superAdmin', 'POST', '/api/tenants', validTenant('beta')));
  await ensure(call('superAdmin', 'POST', '/api/roles', TENANT_EDITOR_ROLE));
  // Through the server's own directory: the embedded one, or the Cognito pools `env` names.
  const { directory } = services.identity;
  const person = (tenantId: string, email: string, roles: string[]) =>
    directory.createUser({ tenantId, email, password: PASSWORD, roles, firstName: 'Test', lastName: email.split('@')[0] ?? '', language: 'en', country: '', locale: '' });
  const users = {
    superAdmin: (await directory.findByEmail('default', TEST_ADMIN.email)) as DirectoryUser,
    tenantAdmin: await person('default', 'admin2@default.local', ['tenantAdmin']),
    userBvd: await person('default', 'bvd@default.local', ['userBvd']),
    tenantEditor: await person('default', 'editor@default.local', ['tenantEditor']),
    betaAdmin: await person('beta', 'admin@beta.local', ['tenantAdmin']),
    betaUser: await person('beta', 'user@beta.local', ['userBvd']),
  };
  for (const actor of ['tenantAdmin', 'userBvd', 'tenantEditor', 'betaAdmin'] as const) {
    tokens[actor] = await signIn(app, { email: users[actor].email, password: PASSWORD, host: hostOf(actor) });
  }
  await ensure(call('betaAdmin', 'POST', '/api/roles', BETA_ROLE));
  return {
    app,
    db,
    users,
    tokens,
    call,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface SeedUser {
  firstName: string;
  lastName: string;
  email: string;
  roles?: string[];
  enabled?: boolean;
}

/** Many users at once, straight into the table and without passwords: fast fixtures for lists. */
export async function insertUsers(db: Database, tenantId: string, rows: SeedUser[]): Promise<void> {
  await db.forTenant(tenantId, (tx) => tx.insert(usersTable).values(rows.map((row) => ({ roles: ['userBvd'], ...row, tenantId }))));
}
