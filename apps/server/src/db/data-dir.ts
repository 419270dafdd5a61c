import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * DATA_DIR holds the embedded database (password hashes, grants, roles) and the generated secrets
 * key, so no account but the one running the server may read or write anything in it: directories
 * 700, files 600, all owned by the process user. See docs/decisions/011-data-directory.md.
 */
const GROUP_AND_OTHER = 0o077;
const OWNER_BITS = 0o700;
/** How many offending paths a refusal names; the rest are counted. */
const NAMED_PATHS = 5;

export interface EntryStat {
  mode: number;
  uid: number;
}

export type Verdict = { action: 'keep' } | { action: 'tighten'; mode: number } | { action: 'refuse'; reason: string };

/**
 * What to do with one entry of the data directory. An entry another account owns is refused even
 * when its mode looks tight: its owner can open it again at any time, and chowning it away would
 * lock out whoever set the directory up.
 */
export function judgeEntry(entry: EntryStat, processUid: number): Verdict {
  if (entry.uid !== processUid) return { action: 'refuse', reason: `owned by uid ${entry.uid}` };
  if ((entry.mode & GROUP_AND_OTHER) === 0) return { action: 'keep' };
  return { action: 'tighten', mode: entry.mode & OWNER_BITS };
}

export class DataDirPermissionsError extends Error {
  constructor(dataDir: string, processUid: number, refused: readonly string[]) {
    const named = refused.slice(0, NAMED_PATHS).join('; ');
    const more = refused.length > NAMED_PATHS ? ` and ${refused.length - NAMED_PATHS} more` : '';
    super(
      `The data directory ${dataDir} is not private to the user running the server (uid ${processUid}) ` +
        `and cannot be made so: ${named}${more}. Give the directory and everything in it to that user ` +
        `(chown -R ${processUid} ${dataDir}), or start with another DATA_DIR.`,
    );
    this.name = 'DataDirPermissionsError';
  }
}

/**
 * Creates `dataDir` owner-only, or tightens an existing one (a data directory from an earlier
 * version, or one an operator loosened): group and other access is removed from every directory
 * and file. Refuses with DataDirPermissionsError when an entry belongs to another account or its
 * mode cannot be changed.
 */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_BITS });
  // Modes and owners mean nothing on Windows; access there follows the directory's ACL.
  if (process.platform === 'win32' || !process.getuid) return;
  const processUid = process.getuid();
  const refused: string[] = [];
  // Iterative and top-down: a directory is closed before its entries are listed, so nobody else
  // can swap an entry between the listing and the chmod.
  const pending: { path: string; stats: Stats }[] = [{ path: dataDir, stats: statSync(dataDir) }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, stats } = next;
    // Only directories and files; a link is neither followed nor changed (PGlite makes none).
    if (!stats.isDirectory() && !stats.isFile()) continue;
    const verdict = judgeEntry(stats, processUid);
    if (verdict.action === 'refuse') {
      refused.push(`${path} (${verdict.reason})`);
      continue;
    }
    if (verdict.action === 'tighten') {
      const failure = tryChmod(path, verdict.mode);
      if (failure) {
        refused.push(`${path} (mode ${(stats.mode & 0o777).toString(8)}, ${failure})`);
        continue;
      }
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) {
        const entry = join(path, name);
        // A running PGlite may drop a file meanwhile (a recycled WAL segment): nothing to tighten.
        const entryStats = lstatSync(entry, { throwIfNoEntry: false });
        if (entryStats) pending.push({ path: entry, stats: entryStats });
      }
    }
  }
  if (refused.length > 0) throw new DataDirPermissionsError(dataDir, processUid, refused.sort());
}

function tryChmod(path: string, mode: number): string | null {
  try {
    chmodSync(path, mode);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'EPERM' || code === 'EACCES' || code === 'EROFS') return `chmod failed: ${code}`;
    throw error;
  }
}

/**
 * PGlite's files on disk, owner-only. Emscripten's file system bypasses the process umask: it
 * creates every host file with 0777 and then chmods it to the mode asked for inside the wasm
 * sandbox, which is 0666 for the initial database PGlite unpacks and 0644 for files PostgreSQL
 * opens with fopen (emscripten's own umask is 022). Masking group and other bits where emscripten
 * hands modes to the host makes every file 600 and every directory 700, now and later (WAL
 * segments, relation files, caches).
 */
export class OwnerOnlyNodeFS extends NodeFS {
  constructor(dir: string) {
    // NodeFS would create its root with the process umask.
    mkdirSync(dir, { recursive: true, mode: OWNER_BITS });
    super(dir);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [(mod: { NODEFS: unknown }) => maskHostModes(mod.NODEFS as NodeFsType), ...(emscriptenOpts.preRun ?? [])];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** The parts of emscripten's NODEFS type that hand a mode to the host file system. */
interface NodeFsType {
  node_ops: {
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
    setattr(node: unknown, attr: { mode?: number }): void;
  };
  stream_ops: { setattr?(stream: unknown, attr: { mode?: number }): void };
}

const masked = new WeakSet<object>();

function maskHostModes(nodefs: NodeFsType): void {
  // One NODEFS per PGlite module instance; wrapping it twice would be harmless, but pointless.
  if (masked.has(nodefs.node_ops)) return;
  masked.add(nodefs.node_ops);
  const mask = (mode: number) => mode & ~GROUP_AND_OTHER;
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const mknod = nodeOps.mknod.bind(nodeOps);
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mask(mode), dev);
  const setattr = nodeOps.setattr.bind(nodeOps);
  nodeOps.setattr = (node, attr) => setattr(node, attr.mode == null ? attr : { ...attr, mode: mask(attr.mode) });
  const streamSetattr = streamOps.setattr?.bind(streamOps);
  if (streamSetattr) {
    streamOps.setattr = (stream, attr) => streamSetattr(stream, attr.mode == null ? attr : { ...attr, mode: mask(attr.mode) });
  }
}
