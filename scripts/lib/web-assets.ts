// Build-time work on the console's assets: precompressed copies, and the first screen's budget.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Gzipped JavaScript the entry needs before the first paint: issue 9's 170 kB (167 kB in
 * November 2026, zod's 25 kB for the tenant lookup's parse included). Lower it, never raise it.
 */
export const FIRST_SCREEN_BUDGET = 170 * 1024;

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const gzip = (data: Buffer) => gzipSync(data, { level: 9 });
const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible asset, so the server sends them
 * as they are instead of compressing the same bytes on every request.
 */
export function precompress(assetsDir: string): number {
  let written = 0;
  for (const name of readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(assetsDir, name);
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotli(data));
    writeFileSync(`${path}.gz`, gzip(data));
    written += 1;
  }
  return written;
}

/**
 * The JavaScript of the first screen: the entry chunk and every chunk it imports statically
 * (Vite modulepreloads them all); lazy screens are left out. Read from Vite's manifest.
 */
export function firstScreenChunks(distDir: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  return [...seen]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'))
    .map((file) => {
      const data = readFileSync(join(distDir, file));
      return { file, raw: data.length, gzip: gzip(data).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A table of the chunks and their total, for the build's output and for reports. */
export function formatChunks(chunks: ChunkSize[], budget = FIRST_SCREEN_BUDGET): string {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const rows = chunks.map((c) => `  ${c.file.padEnd(44)} ${kB(c.raw).padStart(10)} ${kB(c.gzip).padStart(10)}`);
  return [
    `  ${'first screen chunk'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`,
    ...rows,
    `  ${'total'.padEnd(44)} ${''.padStart(10)} ${kB(total).padStart(10)}  (budget ${kB(budget)})`,
  ].join('\n');
}

/** Throws when the first screen's gzipped JavaScript is over the budget. */
export function checkFirstScreen(chunks: ChunkSize[], budget = FIRST_SCREEN_BUDGET): void {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  if (total > budget) {
    throw new Error(`The first screen loads ${kB(total)} of gzipped JavaScript, over its budget of ${kB(budget)}`);
  }
}
