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

/** The port the simulators' mail sink took, from their health check (it may have been any free one). */
async function smtpPortOf(simulatorUrl) {
  const response = await fetch(`${simulatorUrl}/__sim/health`, { signal: AbortSignal.timeout(5000) });
  const { smtpPort } = await response.json();
  if (!Number.isInteger(smtpPort)) throw new Error('the simulators report no mail sink');
  return smtpPort;
}

/**
 * Starts the simulators, then the server pointed at them, and waits until both are ready
 * (`/__sim/health`, then `/api/ready`). `env` reaches both processes (PORT, DATA_DIR, ...);
 * `compiled` runs their builds instead of their source. The server sends its mail to the
 * simulators' mail sink (on `smtpPort`, any free port when 0) unless `env` names an `SMTP_URL`
 * (empty: mail off). Returns the children, the URLs, how long each took, and `stop()`.
 */
export async function startStack({ port, simPort, smtpPort = 0, compiled = false, env = {}, stdio, readyTimeoutMs = 120_000 }) {
  const simulatorUrl = `http://127.0.0.1:${simPort}`;
  const serverUrl = `http://localhost:${port}`;
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    const simStart = performance.now();
    const simulators = startEntry('apps/simulators', {
      compiled,
      env: { ...env, SIM_PORT: String(simPort), SIM_SMTP_PORT: String(smtpPort) },
      stdio,
    });
    children.push(simulators);
    await waitForReady(`${simulatorUrl}/__sim/health`, { child: simulators, timeoutMs: readyTimeoutMs });
    const simulatorsMs = performance.now() - simStart;
    const smtpUrl = env.SMTP_URL ?? `smtp://127.0.0.1:${await smtpPortOf(simulatorUrl)}`;

    const serverStart = performance.now();
    const server = startEntry('apps/server', {
      compiled,
      env: { ...env, PORT: String(port), SIM_URL: simulatorUrl, SMTP_URL: smtpUrl },
      stdio,
    });
    children.push(server);
    await waitForReady(`${serverUrl}/api/ready`, { child: server, timeoutMs: readyTimeoutMs });
    const serverMs = performance.now() - serverStart;

    return { simulators, server, serverUrl, simulatorUrl, smtpUrl, timings: { simulatorsMs, serverMs }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
