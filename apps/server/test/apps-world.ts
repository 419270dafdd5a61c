/** The world of the applications module's tests: the server on a fresh database with the super administrator signed in. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client.ts';
import type { SeedReport } from '../src/seed.ts';
import type { TestDatabase } from './databases.ts';
import { bearer, signIn, type Tokens } from './sign-in.ts';
import { buildTestApp, TEST_ADMIN } from './test-app.ts';

export interface AppsWorld {
  app: FastifyInstance;
  db: Database;
  seeded: SeedReport;
  tokens: Tokens;
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openAppsWorld(database: TestDatabase, env: Record<string, string> = {}): Promise<AppsWorld> {
  const db = await database.open();
  const { app, seeded } = await buildTestApp(db, env);
  const tokens = await signIn(app, TEST_ADMIN);
  return {
    app,
    db,
    seeded,
    tokens,
    call: (method, url, payload) => app.inject({ method, url, headers: bearer(tokens), ...(payload ? { payload } : {}) }),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Valid connectivity of every section a new application must fill, without the simulators. */
export const VALID_PARAMS = {
  general: { realm: 'acme-T', region: 'eu', aribaApiUrl: 'https://openapi.example/', customOAuthUrl: false },
  moodys: { orbisUrl: 'https://orbis.example/', orbisApiToken: 'orbis-token-1', matchScoreLimit: 85 },
};

export const updateBody = (params: object = VALID_PARAMS, extra: object = {}) => ({ enabled: true, type: 'Test', params, ...extra });
