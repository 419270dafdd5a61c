import { AsyncOutcome, getAsyncRequest, REQUEST_GUID_HEADER, type EndpointSpec } from '@connector/contracts';
import { ApiError, NO_ANSWER } from './errors.ts';
import { request, type Answer, type RequestInput, type Transport } from './request.ts';

export interface ApplicationPolicy {
  attempts: number;
  pollIntervalMs: number;
  asyncTimeoutMs: number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** First pause between attempts; it doubles after each failure. */
const BACKOFF_MS = 250;
const GATEWAY_TIMEOUT = 504;

/** Network failures and 5xx other than 504 may succeed on a second try; 504 has its own protocol. */
const isTransient = (answer: Answer) => answer.status === NO_ANSWER || (answer.status >= 500 && answer.status !== GATEWAY_TIMEOUT);

async function exchange(transport: Transport, endpoint: EndpointSpec, input: RequestInput): Promise<Answer> {
  try {
    return await request(transport, endpoint, input);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: undefined };
    throw error;
  }
}

/**
 * Waits for the outcome of a call that answered 504: the server keeps working and stores the
 * outcome under the request guid. Failed polls are tolerated until the time limit, since the
 * work itself goes on regardless of them.
 */
async function awaitOutcome(transport: Transport, guid: string, policy: ApplicationPolicy, signal?: AbortSignal): Promise<Answer> {
  const polls = Math.max(1, Math.ceil(policy.asyncTimeoutMs / policy.pollIntervalMs));
  let last: Answer = { status: GATEWAY_TIMEOUT, body: undefined };
  for (let poll = 0; poll < polls; poll++) {
    await policy.sleep(policy.pollIntervalMs, signal);
    signal?.throwIfAborted();
    last = await exchange(transport, getAsyncRequest, { params: { guid }, signal });
    if (isTransient(last) || last.status === GATEWAY_TIMEOUT) continue;
    if (last.status >= 300) return last;
    const outcome = AsyncOutcome.safeParse((last.body as { data?: unknown } | undefined)?.data);
    if (!outcome.success) return { status: NO_ANSWER, body: last.body };
    if (outcome.data.state === 'done') return { status: outcome.data.status, body: outcome.data.body };
  }
  return { status: GATEWAY_TIMEOUT, body: last.body };
}

/**
 * An application call (API-5 to API-7): one request guid for every attempt, so
 * the server never repeats the work; up to `attempts` tries on transient failures with a
 * doubling pause; a 504 switches to polling the outcome. Resolves with the final answer.
 */
export async function applicationExchange(
  transport: Transport,
  endpoint: EndpointSpec,
  input: RequestInput,
  policy: ApplicationPolicy,
): Promise<Answer> {
  const guid = crypto.randomUUID();
  const attempt = { ...input, headers: { ...input.headers, [REQUEST_GUID_HEADER]: guid } };
  let answer: Answer = { status: NO_ANSWER, body: undefined };
  for (let tried = 1; tried <= policy.attempts; tried++) {
    if (tried > 1) {
      await policy.sleep(BACKOFF_MS * 2 ** (tried - 2), input.signal);
      input.signal?.throwIfAborted();
    }
    answer = await exchange(transport, endpoint, attempt);
    if (answer.status === GATEWAY_TIMEOUT) return awaitOutcome(transport, guid, policy, input.signal);
    if (!isTransient(answer)) return answer;
  }
  return answer;
}
