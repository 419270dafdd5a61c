/**
 * What the write-back's batches spend their time on, seen from outside the server: every outbound
 * call of this process (the server's adapters use undici) is timed through undici's diagnostics
 * channels, so no server code is changed or wrapped. A batch starts with its Orbis data call; the
 * Ariba questionnaire writes follow; the time from the batch's last write to the next batch's Orbis
 * call is what the server spends on the database (storing the batch, reading the next one).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import { ORBIS_PATHS } from '@connector/contracts/providers/orbis';

interface UndiciRequest {
  method: string;
  path: string;
}

interface Call {
  kind: 'orbis' | 'write';
  start: number;
  end: number;
}

/** Means per batch, in milliseconds. */
export interface BatchPhases {
  batches: number;
  /** The Orbis data call, from its request to its whole answer. */
  orbis: number;
  /** From the Orbis answer to the first write sent: the answers mapped. */
  mapping: number;
  /** From the first write sent to the last one answered. */
  writes: number;
  /** From the last write answered to the next batch's Orbis call: the batch stored and the next one read. */
  database: number;
  /** One write, from its request to its answer (the simulated latency plus both sides' handling). */
  writeCall: number;
}

/**
 * The answers call's path with any vendor, workspace and questionnaire (each `:name` of the
 * template one segment), after the base URL's own path and before the query.
 */
const WRITE_PATH = new RegExp(`${ARIBA_PATHS.questionnaireAnswers.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
const kindOf = ({ method, path }: UndiciRequest): Call['kind'] | null => {
  if (method !== 'POST') return null;
  if (path.split('?')[0]?.endsWith(ORBIS_PATHS.data)) return 'orbis';
  return WRITE_PATH.test(path) ? 'write' : null;
};

/** Starts recording this process's outbound Orbis data calls and questionnaire writes. */
export function traceCalls() {
  const open = new WeakMap<object, Call>();
  const calls: Call[] = [];
  const onCreate = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    const kind = kindOf(request);
    if (kind) open.set(request, { kind, start: performance.now(), end: NaN });
  };
  const onDone = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    const call = open.get(request);
    if (!call) return;
    open.delete(request);
    call.end = performance.now();
    calls.push(call);
  };
  subscribe('undici:request:create', onCreate);
  subscribe('undici:request:trailers', onDone);
  subscribe('undici:request:error', onDone);
  return {
    stop(): BatchPhases {
      unsubscribe('undici:request:create', onCreate);
      unsubscribe('undici:request:trailers', onDone);
      unsubscribe('undici:request:error', onDone);
      return phasesOf(calls);
    },
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);

function phasesOf(calls: Call[]): BatchPhases {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const batches: { orbis: Call; writes: Call[] }[] = [];
  for (const call of sorted) {
    if (call.kind === 'orbis') batches.push({ orbis: call, writes: [] });
    else batches.at(-1)?.writes.push(call);
  }
  const full = batches.filter((b) => b.writes.length > 0);
  const firstWrite = (b: (typeof full)[number]) => Math.min(...b.writes.map((w) => w.start));
  const lastWrite = (b: (typeof full)[number]) => Math.max(...b.writes.map((w) => w.end));
  return {
    batches: full.length,
    orbis: mean(full.map((b) => b.orbis.end - b.orbis.start)),
    mapping: mean(full.map((b) => firstWrite(b) - b.orbis.end)),
    writes: mean(full.map((b) => lastWrite(b) - firstWrite(b))),
    database: mean(full.slice(0, -1).map((b, i) => (full[i + 1] as (typeof full)[number]).orbis.start - lastWrite(b))),
    writeCall: mean(full.flatMap((b) => b.writes.map((w) => w.end - w.start))),
  };
}
