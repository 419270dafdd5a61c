import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} Exit
 * @typedef {import('node:child_process').ChildProcess & { exited: Promise<Exit> }} Child
 * @typedef {{ cwd?: string, env?: Record<string, string | undefined>, stdio?: import('node:child_process').StdioOptions }} ChildOptions
 */

/** Grace period between SIGTERM and SIGKILL when stopping a child. */
const STOP_GRACE_MS = 10_000;

/** This process's environment with `extra` on top; an `undefined` value removes the variable. */
function childEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

/**
 * Starts a long-running child in its own process group, so that signals reach it only through
 * us (and a whole tree — npm, tsx, node — can be stopped at once).
 */
/** @param {string} command @param {string[]} args @param {ChildOptions} [options] @returns {Child} */
export function startChild(command, args, { cwd, env, stdio = ['ignore', 'inherit', 'inherit'] } = {}) {
  const child = /** @type {Child} */ (spawn(command, args, { cwd, env: childEnv(env), stdio, detached: true }));
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  return child;
}

/** Sends `signal` to the child's process group; a group that is already gone is fine. */
export function signalChild(child, signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** SIGTERM, then SIGKILL if the child has not left after the grace period. */
/** @param {Child} child @returns {Promise<Exit>} */
export async function stopChild(child, graceMs = STOP_GRACE_MS) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  signalChild(child, 'SIGTERM');
  const timer = setTimeout(() => signalChild(child, 'SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

/**
 * Runs a command to completion with output shown; never throws. A run longer than `timeoutMs`
 * is stopped and reported as timed out.
 */
/** @param {string} command @param {string[]} args @param {ChildOptions & { timeoutMs?: number }} [options] */
export async function runCommand(command, args, { cwd, env, timeoutMs } = {}) {
  const child = startChild(command, args, { cwd, env });
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          void stopChild(child);
        }, timeoutMs);
  const forward = (signal) => signalChild(child, signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const result = await child.exited;
  clearTimeout(timer);
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  return { ...result, timedOut };
}

/** A TCP port that was free a moment ago on the loopback interface. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Resolves once `url` answers 2xx. Rejects if the child exits first or after `timeoutMs`.
 * Readiness is a state, not an event, so it is polled at a short interval.
 */
/** @param {string} url @param {{ child?: Child, timeoutMs?: number, intervalMs?: number }} [options] */
export async function waitForReady(url, { child, timeoutMs = 120_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.exited.then((result) => {
    exited = result;
  });
  for (;;) {
    if (exited) {
      const how = exited.error ? exited.error.message : `code ${exited.code ?? exited.signal}`;
      throw new Error(`process ended (${how}) before ${url} was ready`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
