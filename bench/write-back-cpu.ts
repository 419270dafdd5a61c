/**
 * CPU time of this process and of its children (the simulators) over a stretch of the benchmark,
 * as a share of one core: a process near 100 % is what holds the rate, not the latency. Read from
 * Linux's /proc; elsewhere the children's share is unknown (NaN).
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function childrenTicks(): number {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.reduce((sum, pid) => {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
  } catch {
    return NaN;
  }
}

export interface CpuShares {
  /** This process: server, job queue, embedded database, references. */
  self: number;
  /** The simulators' process. */
  simulator: number;
}

export function cpuMeter() {
  const started = performance.now();
  const self = process.cpuUsage();
  const children = childrenTicks();
  return {
    stop(): CpuShares {
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(self);
      return { self: (used.user + used.system) / 1e6 / seconds, simulator: (childrenTicks() - children) / TICKS_PER_SECOND / seconds };
    },
  };
}
