import { createServer } from 'node:http';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freePort, runCommand, startChild, stopChild, waitForReady } from './processes.mjs';

const node = process.execPath;

describe('runCommand', () => {
  it('returns the exit code of the command', async () => {
    expect((await runCommand(node, ['-e', 'process.exit(3)'])).code).toBe(3);
    expect((await runCommand(node, ['-e', ''])).code).toBe(0);
  });

  it('stops a command that outlives its time limit and says so', async () => {
    const result = await runCommand(node, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 200 });
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGTERM');
  });

  it('reports a command that cannot start', async () => {
    const result = await runCommand('/no/such/program', []);
    expect(result.error?.message).toMatch(/ENOENT/);
  });
});

describe('waitForReady', () => {
  it('resolves once the URL answers 2xx', async () => {
    const server = createServer((_, res) => res.end('ok'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    await expect(waitForReady(`http://127.0.0.1:${port}/`)).resolves.toBeUndefined();
    server.close();
  });

  it('rejects when the process ends before it is ready', async () => {
    const child = startChild(node, ['-e', 'process.exit(7)'], { stdio: 'ignore' });
    await expect(waitForReady(`http://127.0.0.1:${await freePort()}/`, { child })).rejects.toThrow(/code 7/);
  });

  it('rejects after the time limit', async () => {
    const child = startChild(node, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await expect(waitForReady(`http://127.0.0.1:${await freePort()}/`, { child, timeoutMs: 300 })).rejects.toThrow(
      /not ready within/,
    );
    expect((await stopChild(child)).signal).toBe('SIGTERM');
  });
});
