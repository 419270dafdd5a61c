import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase, type Database, type Tx } from './client.ts';
import { tenants, users } from './schema/index.ts';
import { seedDataDir, testDatabases } from '../../test/databases.ts';

describe.each(testDatabases)('database on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.allTenants(async (tx) => {
      await tx.insert(tenants).values([
        { tenantId: 'alpha', name: 'alpha' },
        { tenantId: 'beta', name: 'beta' },
      ]);
      await tx.insert(users).values([
        { tenantId: 'alpha', email: 'a@alpha.test', firstName: 'A', lastName: 'A' },
        { tenantId: 'beta', email: 'b@beta.test', firstName: 'B', lastName: 'B' },
      ]);
    });
  });
  afterAll(() => db.close());

  it('records the applied migrations', async () => {
    expect(await db.migrationsApplied()).toBeGreaterThanOrEqual(2);
  });

  it('shows a tenant only its own rows', async () => {
    const rows = await db.forTenant('alpha', (tx) => tx.select().from(users));
    expect(rows.map((r) => r.email)).toEqual(['a@alpha.test']);
  });

  it('fails closed when no tenant is set', async () => {
    const rows = await db.unscoped((tx) => tx.select().from(users));
    expect(rows).toEqual([]);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      db.forTenant('alpha', (tx) =>
        tx.insert(users).values({ tenantId: 'beta', email: 'x@beta.test', firstName: 'X', lastName: 'X' }),
      ),
    ).rejects.toThrow();
    const beta = await db.forTenant('beta', (tx) => tx.select().from(users).where(eq(users.email, 'x@beta.test')));
    expect(beta).toEqual([]);
  });

  it('runs application queries as a role that cannot bypass row security', async () => {
    const result = await db.unscoped((tx) =>
      tx.execute<{ role: string; bypass: boolean }>(
        sql`select current_user as role, rolbypassrls as bypass from pg_roles where rolname = current_user`,
      ),
    );
    expect(result.rows[0]).toEqual({ role: 'connector_app', bypass: false });
  });

  it('lets the all-tenants scope see every tenant', async () => {
    const rows = await db.allTenants((tx) => tx.select().from(tenants));
    expect(rows.map((r) => r.tenantId).sort()).toEqual(['alpha', 'beta']);
  });

  it('refuses a statement through a transaction that has ended, in whatever transaction comes next', async () => {
    let kept: Tx | undefined;
    await db.forTenant('alpha', async (tx) => {
      kept = tx;
      await tx.select().from(users);
    });
    const stray = kept?.select().from(users);
    // Another transaction holds the connection (or PGlite's lock) while the stray statement asks.
    const other = db.forTenant('beta', async (tx) => tx.select().from(users));
    // Drizzle names the statement, the cause says why.
    await expect(stray).rejects.toMatchObject({ cause: { message: expect.stringMatching(/transaction has ended/) } });
    expect((await other).map((r) => r.email)).toEqual(['b@beta.test']);
  });
});

describe('embedded database directory', () => {
  it('belongs to one process at a time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'connector-db-'));
    await seedDataDir(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      // Another owner is simulated by a lock file naming a live process other than this one.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(dir, 'pglite.lock'), String(process.ppid));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded database buffer cache', () => {
  it('starts with the buffer cache asked for', async () => {
    const db = await openDatabase({ kind: 'pglite', dataDir: null, sharedBuffersMb: 48 });
    try {
      const result = await db.allTenants((tx) => tx.execute(sql`show shared_buffers`));
      expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe('48MB');
    } finally {
      await db.close();
    }
  });
});
