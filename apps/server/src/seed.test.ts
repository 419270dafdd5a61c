import type { User } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../test/answers.ts';
import { testDatabases, type Database } from '../test/databases.ts';
import { bearer, signIn, type Tokens } from '../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN } from '../test/test-app.ts';
import { DEMO_APP_ID } from './modules/applications/index.ts';
import type { FastifyInstance } from 'fastify';

describe.each(testDatabases)('the first super administrator on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let tokens: Tokens;
  beforeAll(async () => {
    db = await database.open();
    ({ app } = await buildTestApp(db));
    tokens = await signIn(app, TEST_ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('has a record valid to save again, as the console does when an application is selected', async () => {
    const { sub } = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    const own = dataOf<User>(await app.inject({ method: 'GET', url: `/api/tenants/default/users/${sub}`, headers: bearer(tokens) }));
    expect(own).toMatchObject({ country: 'GB', locale: 'en-GB' });
    const { firstName, lastName, email, roles, enabled, language, country, locale } = own;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/users/${sub}`,
      headers: bearer(tokens),
      payload: { firstName, lastName, email, roles, enabled, language, country, locale, lastApplication: { value: DEMO_APP_ID, label: 'Demo', type: 'Test' } },
    });
    expect(dataOf<User>(saved).lastApplication).toMatchObject({ value: DEMO_APP_ID });
  });
});
