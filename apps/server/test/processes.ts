import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** The repository's root, where a child process runs (tsx resolves the workspace from it). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A process of the test: what it has printed so far can be awaited. */
export interface Started {
  child: ChildProcess;
  /** Resolves with everything the process printed, once that matches `pattern`; rejects if the process exits first. */
  printed(pattern: RegExp): Promise<string>;
}

/**
 * The server processes of a kill test: each a TypeScript entry point run with tsx, killed with
 * SIGKILL, and none left running when the file ends, whatever happened.
 */
export function killableProcesses() {
  const children = new Set<ChildProcess>();
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  return {
    start(script: string, args: readonly string[]): Started {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      children.add(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const printed = (pattern: RegExp) =>
        new Promise<string>((resolve, reject) => {
          const check = () => {
            if (!pattern.test(output)) return;
            child.stdout?.off('data', check);
            child.off('exit', left);
            resolve(output);
          };
          const left = (code: number | null, signal: string | null) =>
            reject(new Error(`The process left (${signal ?? code}) before it printed ${pattern}: ${output}`));
          child.stdout?.on('data', check);
          child.once('exit', left);
          check();
        });
      return { child, printed };
    },

    async kill(child: ChildProcess): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
      children.delete(child);
    },
  };
}

/** A deterministic generator of kill delays in milliseconds, from 0 to `maxMs`, seeded by `seed` (print it on failure). */
export function killDelays(seed: number, maxMs: number): () => number {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * maxMs;
}
