import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFirstScreen, FIRST_SCREEN_BUDGET, firstScreenChunks, formatChunks, precompress } from './web-assets.ts';

/** Text that gzip cannot shrink much, so sizes are predictable. */
const noise = (bytes: number) => Array.from({ length: bytes }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 89))).join('');

describe('the console build’s assets step', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-assets-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'src/main.tsx': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/lazy.tsx'] },
      '_shared.js': { file: 'assets/shared-b.js', imports: ['src/main.tsx'] },
      'src/lazy.tsx': { file: 'assets/lazy-c.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'assets', 'index-a.js'), noise(20_000));
    writeFileSync(join(dist, 'assets', 'shared-b.js'), noise(10_000));
    writeFileSync(join(dist, 'assets', 'lazy-c.js'), noise(50_000));
    writeFileSync(join(dist, 'assets', 'tiny-d.js'), 'x');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry and its static imports, not lazy chunks', () => {
    const chunks = firstScreenChunks(dist);
    expect(chunks.map((chunk) => chunk.file)).toEqual(['assets/index-a.js', 'assets/shared-b.js']);
    expect(chunks[0]?.raw).toBe(20_000);
    expect(chunks[0]?.gzip).toBeGreaterThan(0);
    expect(formatChunks(chunks)).toMatch(/total/);
  });

  it('fails above the budget and passes at or under it', () => {
    const chunks = firstScreenChunks(dist);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    expect(() => checkFirstScreen(chunks, total)).not.toThrow();
    expect(() => checkFirstScreen(chunks, total - 1)).toThrow(/over its budget/);
  });

  it('holds the console to issue 9’s 170 kB by default', () => {
    expect(FIRST_SCREEN_BUDGET).toBeLessThanOrEqual(170 * 1024);
  });

  it('writes brotli and gzip copies of the assets that are worth it', () => {
    expect(precompress(join(dist, 'assets'))).toBe(3);
    const original = readFileSync(join(dist, 'assets', 'lazy-c.js'));
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'lazy-c.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'lazy-c.js.gz')))).toEqual(original);
    expect(() => readFileSync(join(dist, 'assets', 'tiny-d.js.br'))).toThrow();
  });
});
