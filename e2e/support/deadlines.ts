import { expect } from '@playwright/test';

/**
 * How long the browser tests wait for what takes time, sized for a machine three times slower
 * than a quiet 2-core one (`bash scripts/slow-run.sh` runs them so), and a wait that says what it
 * waited for when the deadline passes.
 *
 * Work the product does in the background is awaited as an event (a run's state, a request's,
 * a batch's) with one of these deadlines, never slept for.
 */
export const DEADLINE = {
  /**
   * A page reached by navigating: the console's code for the screen is fetched and its data read,
   * or a sign-in goes through the provider and back.
   */
  page: 30_000,
  /**
   * A short job: an own-entity check, a batch of a few rows, the Orbis Enhancement after a sync.
   * Each starts within the queue's polling interval and takes seconds on a quiet machine.
   */
  job: 180_000,
  /**
   * A supplier sync of a whole simulated realm (about 1,500 suppliers pulled and matched). Runs
   * of every application go through one worker, so a run may first wait for the one another test
   * worker started.
   */
  sync: 480_000,
} as const;

/**
 * Test timeouts that hold the deadlines above with the rest of the test. The longest test of a
 * quiet run takes under two minutes, with two tests running at once; these leave room for three
 * times that, and only a failing test waits them out.
 */
export const TEST_TIMEOUT = {
  /** Every test that says nothing else (the configuration's `timeout`). */
  default: 300_000,
  /** A test of many stages, each signing someone in (a user's whole lifecycle, the sign-in lock). */
  long: 480_000,
  /** A test that syncs an application and then works on it for a few minutes. */
  withSync: DEADLINE.sync + 300_000,
} as const;

/**
 * Polls `probe` until the matcher chained on the result passes, for at most `timeout`; a failure
 * names `event`, the deadline, and the last value received:
 *
 *   await awaitEvent('the sync run to end', () => runState(), DEADLINE.sync).not.toBe('running');
 *
 * A probe that throws ends the wait at once with its error (for what can no longer happen).
 */
export function awaitEvent<T>(event: string, probe: () => T | Promise<T>, timeout: number = DEADLINE.job) {
  return expect.poll(probe, { message: `waited ${timeout / 1000} s for ${event}`, timeout, intervals: [250, 500, 1_000, 2_000] });
}
