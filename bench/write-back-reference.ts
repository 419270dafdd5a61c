/**
 * The bare references of the write-back benchmark, run in this process against the same simulator
 * with no server code: the questionnaire writes the server's Ariba adapter makes (the same path to
 * the vendor's workspace and questionnaire, `?realm=`, headers and bodies, with an Ariba token of
 * the same client) `parallel` at a time, first as one continuous stream (what this machine and
 * simulator allow), then in the write-back's own shape (per 100 suppliers one Orbis data call, then
 * the batch's writes, the next batch only once all are answered), which shows what that shape
 * costs before any database work.
 */
import {
  ARIBA_ANSWERS_PER_CALL,
  ARIBA_PATHS,
  AribaPagedAnswer,
  AribaQnaItem,
  AribaTokenResponse,
  type AribaAnswer,
  type AribaAnswersBody,
} from '@connector/contracts/providers/ariba';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import {
  ORBIS_PATHS,
  ORBIS_TOKEN_HEADER,
  OrbisDataResponse,
  toOrbisDataRecord,
  type OrbisDataField,
  type OrbisDataRecord,
  type OrbisDataRequest,
} from '@connector/contracts/providers/orbis';
import type { MappingContent } from '@connector/contracts';
import type { LinkedSupplier } from './write-back-seed.ts';

const SIM = SIMULATOR_DEFAULTS;
const REALM = SIM.ariba.realms[0];
/** Suppliers per Orbis data call and per stored batch, as the write-back takes them. */
export const BATCH = 100;

/** One supplier's questionnaire writes: the URL and a body per 300 answers; none when it has no answer, as the server sends none. */
interface Write {
  url: string;
  bodies: string[];
}

export interface ReferenceRate {
  /** Suppliers whose answers were sent. */
  suppliers: number;
  seconds: number;
  perSecond: number;
  /** Calls answered other than 200. */
  refused: number;
}

/** A path template with each `:name` filled by one escaped segment, as the server's adapter fills it. */
function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** An Ariba API URL of the simulator, with the realm every API call names. */
function aribaUrl(simulatorUrl: string, path: string, query: Record<string, string> = {}): string {
  return `${simulatorUrl}${SIMULATOR_PREFIXES.ariba}${path}?${new URLSearchParams({ ...query, realm: REALM }).toString()}`;
}

const answersUrl = (simulatorUrl: string, s: LinkedSupplier) =>
  aribaUrl(simulatorUrl, fillPath(ARIBA_PATHS.questionnaireAnswers, { smVendorId: s.supplierId, workspaceId: s.workspaceId, questionnaireId: s.questionnaireId }));

/** An Ariba access token of the demo's client, as the server's adapter asks for one. */
async function aribaToken(simulatorUrl: string): Promise<string> {
  const basic = Buffer.from(`${SIM.ariba.clientId}:${SIM.ariba.clientSecret}`).toString('base64');
  const response = await fetch(`${simulatorUrl}${SIMULATOR_PREFIXES.ariba}${ARIBA_PATHS.token}`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return AribaTokenResponse.parse(await response.json()).access_token;
}

function orbisData(simulatorUrl: string, bvdIds: string[], fields: OrbisDataField[]): Promise<Response> {
  return fetch(`${simulatorUrl}${SIMULATOR_PREFIXES.orbis}${ORBIS_PATHS.data}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', [ORBIS_TOKEN_HEADER]: SIM.orbis.apiToken },
    body: JSON.stringify({ WHERE: [{ BvDID: bvdIds }], SELECT: fields } satisfies OrbisDataRequest),
  });
}

/** The fields the write-back's data call selects (the server's `orbisFieldsOf`): BVDID first, even when a row asks it again. */
const orbisFields = (mapping: MappingContent): OrbisDataField[] => [
  'BVDID',
  ...new Set(mapping.rows.filter((row) => row.values.length > 0).map((row) => row.field as OrbisDataField)),
];

/** Each row's Orbis value to every question mapped to it, by correlation id; an empty value writes nothing (decision 025). */
function answersOf(mapping: MappingContent, record: OrbisDataRecord | undefined): AribaAnswer[] {
  return mapping.rows.flatMap((row) => {
    const answer = record?.[row.field]?.trim() ?? '';
    return answer ? row.values.map((question) => ({ externalSystemCorrelationId: question, answer })) : [];
  });
}

function bodiesOf(answers: AribaAnswer[]): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < answers.length; i += ARIBA_ANSWERS_PER_CALL) {
    bodies.push(JSON.stringify({ answers: answers.slice(i, i + ARIBA_ANSWERS_PER_CALL) } satisfies AribaAnswersBody));
  }
  return bodies;
}

/**
 * Before anything is measured: the first supplier's Orbis questionnaire is where the seed says
 * (the simulator answers 420–422 otherwise) and asks every question the mapping writes to (it
 * refuses a write naming another with 400), read through `qna` as the server reads answers.
 */
async function checkQuestionnaire(simulatorUrl: string, headers: Record<string, string>, supplier: LinkedSupplier, mapping: MappingContent) {
  const { supplierId: smVendorId, workspaceId, questionnaireId } = supplier;
  const url = aribaUrl(simulatorUrl, fillPath(ARIBA_PATHS.questionnaireQna, { smVendorId, workspaceId, questionnaireId }), { $top: '100' });
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`the questionnaire ${workspaceId}/${questionnaireId} of ${smVendorId} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const asked = new Set(AribaPagedAnswer.parse(await response.json()).map((item) => AribaQnaItem.parse(item).externalSystemCorrelationId));
  const missing = [...new Set(mapping.rows.flatMap((row) => row.values))].filter((question) => !asked.has(question));
  if (missing.length > 0) throw new Error(`the Orbis questionnaire of ${smVendorId} has no question ${missing.join(', ')}: the mapping writes to it`);
}

/**
 * The writes the write-back makes for `suppliers` under `mapping`, read from the simulated Orbis
 * before any latency is set (1,000 companies a call), with an Ariba token of the demo's client.
 */
export async function prepareWrites(simulatorUrl: string, suppliers: readonly LinkedSupplier[], mapping: MappingContent) {
  const fields = orbisFields(mapping);
  const records = new Map<string, OrbisDataRecord>();
  for (let i = 0; i < suppliers.length; i += 1000) {
    const answer = OrbisDataResponse.parse(await (await orbisData(simulatorUrl, suppliers.slice(i, i + 1000).map((s) => s.bvdId), fields)).json());
    for (const record of (answer.Data ?? []).map(toOrbisDataRecord)) records.set(record.BVDID?.toUpperCase() ?? '', record);
  }
  const token = await aribaToken(simulatorUrl);
  const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}`, apiKey: SIM.ariba.apiKey };
  if (suppliers[0]) await checkQuestionnaire(simulatorUrl, headers, suppliers[0], mapping);
  let answers = 0;
  const writes: Write[] = suppliers.map((s) => {
    const written = answersOf(mapping, records.get(s.bvdId.toUpperCase()));
    answers += written.length;
    return { url: answersUrl(simulatorUrl, s), bodies: bodiesOf(written) };
  });
  return { writes, headers, fields, answers };
}

type Prepared = Awaited<ReturnType<typeof prepareWrites>>;

/** `writes`, `parallel` suppliers in flight, each one's calls one after another as the adapter makes them; answers the calls refused. */
async function send(writes: readonly Write[], headers: Prepared['headers'], parallel: number): Promise<number> {
  let next = 0;
  let refused = 0;
  const worker = async () => {
    for (let w = writes[next++]; w; w = writes[next++]) {
      for (const body of w.bodies) {
        const response = await fetch(w.url, { method: 'POST', headers, body });
        await response.arrayBuffer();
        if (response.status !== 200) refused += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return refused;
}

const rateOf = (suppliers: number, started: number, refused: number): ReferenceRate => {
  const seconds = (performance.now() - started) / 1000;
  return { suppliers, seconds, perSecond: (suppliers - refused) / seconds, refused };
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
    // Each company once, as the write-back asks.
    const data = await orbisData(simulatorUrl, [...new Set(suppliers.slice(i, i + BATCH).map((s) => s.bvdId))], prepared.fields);
    await data.arrayBuffer();
    if (data.status !== 200) throw new Error(`the Orbis data call answered ${data.status}`);
    refused += await send(prepared.writes.slice(i, i + BATCH), prepared.headers, parallel);
  }
  return rateOf(prepared.writes.length, started, refused);
}
