import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretsKey } from '../crypto/secret-box.ts';
import { openDatabase } from './client.ts';
import { DataDirPermissionsError, judgeEntry, OwnerOnlyNodeFS, prepareDataDir } from './data-dir.ts';
import { tenants } from './schema/index.ts';

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const temps: string[] = [];
/** Opening an embedded database unpacks and migrates it: seconds, more on a busy machine. */
const DATABASE_START = 120_000;

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'connector-data-dir-'));
  temps.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every directory and file under `root` (root included) whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== expected) found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

describe('judgeEntry', () => {
  const uid = 1000;
  it('keeps an owner-only entry of the process user', () => {
    expect(judgeEntry({ mode: 0o40700, uid }, uid)).toEqual({ action: 'keep' });
    expect(judgeEntry({ mode: 0o100600, uid }, uid)).toEqual({ action: 'keep' });
  });

  it('tightens group and other access away, keeping what the owner had', () => {
    expect(judgeEntry({ mode: 0o40777, uid }, uid)).toEqual({ action: 'tighten', mode: 0o700 });
    expect(judgeEntry({ mode: 0o100666, uid }, uid)).toEqual({ action: 'tighten', mode: 0o600 });
    expect(judgeEntry({ mode: 0o100640, uid }, uid)).toEqual({ action: 'tighten', mode: 0o600 });
  });

  it('refuses an entry another account owns, whatever its mode', () => {
    expect(judgeEntry({ mode: 0o40777, uid: 0 }, uid)).toEqual({ action: 'refuse', reason: 'owned by uid 0' });
    expect(judgeEntry({ mode: 0o100600, uid: 0 }, uid)).toEqual({ action: 'refuse', reason: 'owned by uid 0' });
  });
});

describe('a fresh data directory', () => {
  it('is owner-only after a start and some writes', { timeout: DATABASE_START }, async () => {
    const dataDir = join(tempDir(), 'data');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await db.allTenants((tx) => tx.insert(tenants).values({ tenantId: 'alpha', name: 'alpha' }));
      // The lock file exists only while the database is open.
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(statSync(join(dataDir, 'pglite', 'PG_VERSION')).isFile()).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('keeps write-ahead log segments written later owner-only', { timeout: DATABASE_START }, async () => {
    const dir = join(tempDir(), 'pglite');
    const client = new PGlite({ fs: new OwnerOnlyNodeFS(dir) });
    try {
      await client.exec('create table t (x text)');
      const walFiles = () => readdirSync(join(dir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
      const before = new Set(walFiles());
      // A switch starts a new 16 MB segment file, as a long run of writes would.
      await client.exec(`insert into t select repeat('x', 100) from generate_series(1, 1000)`);
      await client.query('select pg_switch_wal()');
      await client.exec(`insert into t select repeat('y', 100) from generate_series(1, 1000)`);
      await client.exec('checkpoint');
      expect(walFiles().filter((name) => !before.has(name))).not.toEqual([]);
    } finally {
      await client.close();
    }
    expect(openToOthers(dir)).toEqual([]);
  });

  it('gives the secrets key an owner-only directory when no database lives there', () => {
    const dataDir = join(tempDir(), 'keys-only');
    loadSecretsKey({ secretsKey: undefined, dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe('an existing data directory', () => {
  it('is tightened on start, without following links out of it', () => {
    const root = tempDir();
    const dataDir = join(root, 'data');
    // The layout an earlier version left: directories 755 or looser, files 644 and 666.
    mkdirSync(join(dataDir, 'pglite', 'base', '5'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'base', '5', '1259'), 'rows');
    writeFileSync(join(dataDir, 'secrets.key'), 'key');
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'not ours');
    symlinkSync(outside, join(dataDir, 'link'));
    for (const [path, mode] of [
      [dataDir, 0o777],
      [join(dataDir, 'pglite'), 0o755],
      [join(dataDir, 'pglite', 'base', '5'), 0o775],
      [join(dataDir, 'pglite', 'base', '5', '1259'), 0o666],
      [join(dataDir, 'secrets.key'), 0o644],
      [outside, 0o644],
    ] as const) {
      chmodSync(path, mode);
    }

    prepareDataDir(dataDir);

    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
  });

  it('is tightened when the server opens its database', { timeout: DATABASE_START }, async () => {
    const dataDir = join(tempDir(), 'data');
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'notes'), 'left by an operator', { mode: 0o666 });
    chmodSync(join(dataDir, 'notes'), 0o666);
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await db.close();
    expect(openToOthers(dataDir)).toEqual([]);
  });

  // Only root can give a file to another account; the decision itself is covered above for everyone.
  it.runIf(isRoot)('is refused with a clear message when another account owns part of it', async () => {
    const dataDir = join(tempDir(), 'data');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o777);
    chownSync(join(dataDir, 'pglite'), NOBODY, NOBODY);

    const refusal = await openDatabase({ kind: 'pglite', dataDir }).then(
      () => null,
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(DataDirPermissionsError);
    expect((refusal as Error).message).toBe(
      `The data directory ${dataDir} is not private to the user running the server (uid 0) and cannot be made so: ` +
        `${join(dataDir, 'pglite')} (owned by uid ${NOBODY}). Give the directory and everything in it to that user ` +
        `(chown -R 0 ${dataDir}), or start with another DATA_DIR.`,
    );
    // Nothing was opened or written: no lock, no database files.
    expect(readdirSync(dataDir)).toEqual(['pglite']);
    expect(readdirSync(join(dataDir, 'pglite'))).toEqual([]);
  });
});
