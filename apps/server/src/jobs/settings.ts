/** How quickly the queue notices things; the server runs on `QUEUE_TIMING`, tests on shorter times. */
export interface QueueTiming {
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
  /**
   * While a handler runs, pg-boss refreshes its job's heartbeat every half of this, on a timer of
   * its own: the handler does nothing for it. A job not heard from for this long belonged to a
   * process that is gone (killed, crashed, lost its database), and is retried. pg-boss's minimum is 10.
   */
  heartbeatSeconds: number;
  /** How often an instance looks for such jobs, and for attempts past `expireInSeconds`. */
  superviseIntervalSeconds: number;
  /** How often schedules are checked for a due occurrence (at most 45 s). */
  cronMonitorIntervalSeconds: number;
  /** How often a due occurrence is turned into a job (at most 45 s). */
  cronWorkerIntervalSeconds: number;
  /** How long `stop()` waits for aborted handlers to return before failing their jobs anyway. */
  stopTimeoutMs: number;
}

/**
 * A killed process's job runs again about a minute later at most: it is judged dead once its last
 * heartbeat is 30 s old, which the next supervise pass (every 15 s) notices; its first retry then
 * waits 5-10 s (`retryDelay` with backoff) and an idle worker asks within 2 s. A healthy job runs
 * up to its `expireInSeconds` however long that is, since its heartbeat keeps it alive. A shorter
 * heartbeat would judge a process dead after a shorter stall; on PGlite a heartbeat also waits for
 * the transaction in progress, so a single transaction longer than 30 s could make its job look dead.
 */
export const QUEUE_TIMING: QueueTiming = {
  pollingIntervalSeconds: 2,
  heartbeatSeconds: 30,
  superviseIntervalSeconds: 15,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  // Within the 10 s a supervisor gives between SIGTERM and SIGKILL (scripts/lib/processes.mjs).
  stopTimeoutMs: 5_000,
};
