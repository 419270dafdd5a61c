/**
 * The bare references of the write-back benchmark, run in this process against the same simulator
 * with no server code: the same questionnaire writes (same bodies, an Ariba token of the same
 * client) `parallel` at a time, first as one continuous stream (what this machine and simulator
 * allow), then in the write-back's own shape (per 100 suppliers one Orbis data call, then the
 * batch's writes, the next batch only once all are answered), which shows what that shape costs
 * before any database work.
 */
import { ARIBA_PATHS, AribaTokenResponse } from '@connector/contracts/providers/ariba';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import { ORBIS_PATHS, ORBIS_TOKEN_HEADER, OrbisDataResponse, toOrbisDataRecord, type OrbisDataField, type OrbisDataRecord } from '@connector/contracts/providers/orbis';
import type { MappingContent } from '@connector/contracts';
import type { LinkedSupplier } from './write-back-seed.ts';

const SIM = SIMULATOR_DEFAULTS;
/** Suppliers per Orbis data call and per stored batch, as the write-back takes them. */
export const BATCH = 100;

/** One questionnaire write: its URL and its JSON body. */
interface Write {
  url: string;
  body: string;
}

export interface ReferenceRate {
  writes: number;
  seconds: number;
  perSecond: number;
  /** Answers other than 200. */
  refused: number;
}

/** An Ariba access token of the demo's client, as the server's adapter asks for one. */
async function aribaToken(simulatorUrl: string): Promise<string> {
  const basic = Buffer.from(`${SIM.ariba.clientId}:${SIM.ariba.clientSecret}`).toString('base64');
  const response = await fetch(`${simulatorUrl}${SIMULATOR_PREFIXES.ariba}${ARIBA_PATHS.token}`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return AribaTokenResponse.parse(await response.json()).access_token;
}

function orbisData(simulatorUrl: string, bvdIds: string[], fields: OrbisDataField[]): Promise<Response> {
  return fetch(`${simulatorUrl}${SIMULATOR_PREFIXES.orbis}${ORBIS_PATHS.data}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ORBIS_TOKEN_HEADER]: SIM.orbis.apiToken },
    body: JSON.stringify({ WHERE: [{ BvDID: bvdIds }], SELECT: fields }),
  });
}

/** Each row's Orbis value to every question mapped to it; an empty value writes nothing (decision 025). */
function answersOf(mapping: MappingContent, record: OrbisDataRecord | undefined) {
  return mapping.rows.flatMap((row) => {
    const answer = record?.[row.field]?.trim() ?? '';
    return answer ? row.values.map((question) => ({ externalQuestionId: question, questionLabel: row.label || question, answer })) : [];
  });
}

/**
 * The writes the write-back makes for `suppliers` under `mapping`, read from the simulated Orbis
 * before any latency is set (1,000 companies a call), with an Ariba token of the demo's client.
 */
export async function prepareWrites(simulatorUrl: string, suppliers: readonly LinkedSupplier[], mapping: MappingContent) {
  const fields = [...new Set(mapping.rows.map((row) => row.field))] as OrbisDataField[];
  const records = new Map<string, OrbisDataRecord>();
  for (let i = 0; i < suppliers.length; i += 1000) {
    const answer = OrbisDataResponse.parse(await (await orbisData(simulatorUrl, suppliers.slice(i, i + 1000).map((s) => s.bvdId), fields)).json());
    for (const record of (answer.Data ?? []).map(toOrbisDataRecord)) records.set(record.BVDID?.toUpperCase() ?? '', record);
  }
  const token = await aribaToken(simulatorUrl);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, apiKey: SIM.ariba.apiKey };
  const base = `${simulatorUrl}${SIMULATOR_PREFIXES.ariba}`;
  const writes: Write[] = suppliers.map((s) => ({
    url: `${base}${ARIBA_PATHS.questionnaireAnswers.replace(':smVendorId', encodeURIComponent(s.supplierId))}?realm=${encodeURIComponent(SIM.ariba.realms[0])}`,
    body: JSON.stringify({ questionnaireId: s.questionnaireId, answers: answersOf(mapping, records.get(s.bvdId.toUpperCase())) }),
  }));
  const answers = writes.reduce((n, w) => n + (JSON.parse(w.body) as { answers: unknown[] }).answers.length, 0);
  return { writes, headers, fields, answers };
}

type Prepared = Awaited<ReturnType<typeof prepareWrites>>;

/** `writes`, `parallel` in flight; answers the ones refused. */
async function send(writes: readonly Write[], headers: Prepared['headers'], parallel: number): Promise<number> {
  let next = 0;
  let refused = 0;
  const worker = async () => {
    for (let w = writes[next++]; w; w = writes[next++]) {
      const response = await fetch(w.url, { method: 'POST', headers, body: w.body });
      await response.arrayBuffer();
      if (response.status !== 200) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return refused;
}

const rateOf = (writes: number, started: number, refused: number): ReferenceRate => {
  const seconds = (performance.now() - started) / 1000;
  return { writes, seconds, perSecond: (writes - refused) / seconds, refused };
};

/** Every write, `parallel` in flight, one stream: the most this machine and simulator allow. */
export async function bareWrites({ writes, headers }: Prepared, parallel: number): Promise<ReferenceRate> {
  const started = performance.now();
  return rateOf(writes.length, started, await send(writes, headers, parallel));
}

/** The write-back's shape without the server: per batch one Orbis data call, then its writes, `parallel` in flight. */
export async function batchedWrites(simulatorUrl: string, prepared: Prepared, suppliers: readonly LinkedSupplier[], parallel: number): Promise<ReferenceRate> {
  const started = performance.now();
  let refused = 0;
  for (let i = 0; i < prepared.writes.length; i += BATCH) {
    const data = await orbisData(simulatorUrl, suppliers.slice(i, i + BATCH).map((s) => s.bvdId), prepared.fields);
    await data.arrayBuffer();
    if (data.status !== 200) throw new Error(`the Orbis data call answered ${data.status}`);
    refused += await send(prepared.writes.slice(i, i + BATCH), prepared.headers, parallel);
  }
  return rateOf(prepared.writes.length, started, refused);
}
