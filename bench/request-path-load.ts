/** Load for the request-path benchmark: autocannon with bounded connections, a warm-up, then the measurement. */
import { request } from 'node:http';
import autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts: a case with any is not comparable. */
  errors: number;
}

export interface Load {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load first, not measured: JIT, pools and caches settle. */
  warmup: number;
}

export async function measure(url: string, headers: Record<string, string>, load: Load): Promise<Measured> {
  const check = await get(url, headers);
  if (check.status !== 200) throw new Error(`${url}: ${check.status} ${check.body.slice(0, 300)}`);
  const run = (duration: number) => autocannon({ url, headers, connections: load.connections, duration });
  if (load.warmup > 0) await run(load.warmup);
  const result = await run(load.duration);
  return {
    rps: result.requests.total / load.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** One GET with the case's headers (fetch would not send our Host), to fail fast on a wrong set-up. */
export function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers as Record<string, string> }));
    });
    req.on('error', reject);
    req.end();
  });
}
