/**
 * Test support of this module: the server on a fresh database with the super administrator
 * signed in. Production code never imports this file.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, buildTestApp, signIn, TEST_ADMIN, type Tokens } from '../../auth/testing.ts';
import type { SeedReport } from '../../seed.ts';
import type { Database } from '../../db/client.ts';
import type { TestDatabase } from '../../db/test-databases.ts';

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

export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

/** Valid connectivity of every section a new application must fill, without the simulators. */
export const VALID_PARAMS = {
  general: { realm: 'acme-T', region: 'eu', aribaApiUrl: 'https://openapi.example/', customOAuthUrl: false },
  moodys: { orbisUrl: 'https://orbis.example/', orbisApiToken: 'orbis-token-1', matchScoreLimit: 85 },
};

export const updateBody = (params: object = VALID_PARAMS, extra: object = {}) => ({ enabled: true, type: 'Test', params, ...extra });
