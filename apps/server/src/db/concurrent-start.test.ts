import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases.ts';
import { openDatabase } from './client.ts';

const serverUrl = testDatabaseUrl();

/** Several server instances behind a load balancer start at once on one new PostgreSQL database. */
describe.runIf(serverUrl)('instances starting together on PostgreSQL', () => {
  it('all start: one applies the migrations, the others wait and find them applied', async () => {
    const name = `test_start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(serverUrl as string);
      url.pathname = `/${name}`;
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString() })));
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
