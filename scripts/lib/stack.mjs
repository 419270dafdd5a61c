import { join } from 'node:path';
import { startChild, stopChild, waitForReady } from './processes.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Runs a workspace's TypeScript entry point on this Node, with tsx as the loader. */
function startEntry(entry, { env, stdio }) {
  return startChild(process.execPath, ['--import', 'tsx', join(ROOT, entry)], { cwd: ROOT, env, stdio });
}

/**
 * Starts the simulators, then the server pointed at them, and waits until both are ready
 * (`/__sim/health`, then `/api/ready`). `env` reaches both processes (PORT, DATA_DIR, ...).
 * Returns the children, the URLs, how long each took, and `stop()`.
 */
export async function startStack({ port, simPort, env = {}, stdio, readyTimeoutMs = 120_000 }) {
  const simulatorUrl = `http://127.0.0.1:${simPort}`;
  const serverUrl = `http://localhost:${port}`;
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    const simStart = performance.now();
    const simulators = startEntry('apps/simulators/src/main.ts', { env: { ...env, SIM_PORT: String(simPort) }, stdio });
    children.push(simulators);
    await waitForReady(`${simulatorUrl}/__sim/health`, { child: simulators, timeoutMs: readyTimeoutMs });
    const simulatorsMs = performance.now() - simStart;

    const serverStart = performance.now();
    const server = startEntry('apps/server/src/main.ts', {
      env: { ...env, PORT: String(port), SIM_URL: simulatorUrl },
      stdio,
    });
    children.push(server);
    await waitForReady(`${serverUrl}/api/ready`, { child: server, timeoutMs: readyTimeoutMs });
    const serverMs = performance.now() - serverStart;

    return { simulators, server, serverUrl, simulatorUrl, timings: { simulatorsMs, serverMs }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
