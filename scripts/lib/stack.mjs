import { join } from 'node:path';
import { startChild, stopChild, waitForReady } from './processes.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Runs a workspace on this Node: its TypeScript source with tsx as the loader, or, `compiled`, the
 * JavaScript `npm run build` left in its dist/ (no loader).
 */
function startEntry(workspace, { compiled, env, stdio }) {
  const args = compiled
    ? [join(ROOT, workspace, 'dist', 'main.js')]
    : ['--import', 'tsx', join(ROOT, workspace, 'src', 'main.ts')];
  return startChild(process.execPath, args, { cwd: ROOT, env, stdio });
}

/**
 * Starts the simulators, then the server pointed at them, and waits until both are ready
 * (`/__sim/health`, then `/api/ready`). `env` reaches both processes (PORT, DATA_DIR, ...);
 * `compiled` runs their builds instead of their source. Returns the children, the URLs, how long
 * each took, and `stop()`.
 */
export async function startStack({ port, simPort, compiled = false, env = {}, stdio, readyTimeoutMs = 120_000 }) {
  const simulatorUrl = `http://127.0.0.1:${simPort}`;
  const serverUrl = `http://localhost:${port}`;
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    const simStart = performance.now();
    const simulators = startEntry('apps/simulators', { compiled, env: { ...env, SIM_PORT: String(simPort) }, stdio });
    children.push(simulators);
    await waitForReady(`${simulatorUrl}/__sim/health`, { child: simulators, timeoutMs: readyTimeoutMs });
    const simulatorsMs = performance.now() - simStart;

    const serverStart = performance.now();
    const server = startEntry('apps/server', {
      compiled,
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
