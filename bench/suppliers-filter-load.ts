/**
 * Load of the filter benchmark: a list of requests sent with a fixed number in flight over kept-alive
 * loopback connections, each timed on its own (to the tenth of a millisecond, unlike autocannon's
 * whole milliseconds), the first ones as a warm-up.
 */
import { Agent, request } from 'node:http';

export interface Target {
  path: string;
  headers: Record<string, string>;
}

export interface Latencies {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Answers other than 200 and failed connections: a case with any is not comparable. */
  errors: number;
  firstError: string | null;
}

export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function send(agent: Agent, base: URL, target: Target): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path: target.path, headers: target.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One request, answered as JSON: to check a case before loading it. */
export async function fetchJson<T>(baseUrl: string, target: Target): Promise<T> {
  const agent = new Agent({ keepAlive: false });
  try {
    const answer = await send(agent, new URL(baseUrl), target);
    if (answer.status !== 200) throw new Error(`${target.path}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  } finally {
    agent.destroy();
  }
}

/** Sends `targets` in order, `concurrency` at a time; the first `warmup` are not measured. */
export async function load(baseUrl: string, targets: readonly Target[], { concurrency, warmup }: { concurrency: number; warmup: number }): Promise<Latencies> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let next = 0;
  let measuredFrom = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      const target = targets[index] as Target;
      if (index === warmup) measuredFrom = performance.now();
      const started = performance.now();
      const answer = await send(agent, base, target).catch((error: Error) => ({ status: 0, body: error.message }));
      const elapsed = performance.now() - started;
      if (answer.status !== 200) {
        errors += 1;
        firstError ??= `${answer.status} ${target.path}: ${answer.body.slice(0, 200)}`;
      }
      if (index >= warmup) latencies.push(elapsed);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  const wall = performance.now() - measuredFrom;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: (latencies.length / wall) * 1000,
    errors,
    firstError,
  };
}
