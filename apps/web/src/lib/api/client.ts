import { ASYNC_POLL_MS, CALL_ATTEMPTS, envelope, type EndpointData, type EndpointSpec } from '@connector/contracts';
import { z } from 'zod';
import { applicationExchange, type ApplicationPolicy } from './application.ts';
import { errorFromAnswer, MalformedAnswerError, readErrorBody } from './errors.ts';
import { abortableSleep } from './sleep.ts';
import { request, type Answer, type RequestInput, type Transport } from './request.ts';
import type { ApiClient, ApiClientOptions, ApiResponse, ApplicationEndpoint, ApplicationResult, ArgsTuple } from './types.ts';

/** Ten minutes: long enough for the slowest application work, short enough that a screen gives up. */
const ASYNC_TIMEOUT_MS = 10 * 60 * 1000;
const UNAUTHORIZED = 401;

const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The success envelope of each endpoint, built once: `{ success: true, message?, data }` with its `data` schema. */
const envelopes = new WeakMap<EndpointSpec, z.ZodType>();
function envelopeOf(endpoint: EndpointSpec): z.ZodType {
  let schema = envelopes.get(endpoint);
  if (!schema) envelopes.set(endpoint, (schema = envelope(endpoint.data)));
  return schema;
}

/**
 * `data` and `message` of a success answer, parsed with the endpoint's response schema; null for
 * a failure. A 2xx that does not match the contract is a `MalformedAnswerError`, never a cast.
 */
function readSuccess<E extends EndpointSpec>(endpoint: E, answer: Answer): ApiResponse<EndpointData<E>> | MalformedAnswerError | null {
  const body = answer.body as { success?: unknown } | undefined;
  if (!isSuccess(answer) || body?.success === false) return null;
  const parsed = envelopeOf(endpoint).safeParse(body);
  if (!parsed.success) {
    return new MalformedAnswerError(answer.status, `${endpoint.id}: ${z.prettifyError(parsed.error)}`, answer.body);
  }
  const { data, message } = parsed.data as { data: EndpointData<E>; message?: string };
  return message === undefined ? { data } : { data, message };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport: Transport = {
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getAccessToken: options.getAccessToken,
  };
  const policy: ApplicationPolicy = {
    attempts: Math.max(1, options.attempts ?? CALL_ATTEMPTS),
    pollIntervalMs: options.pollIntervalMs ?? ASYNC_POLL_MS,
    asyncTimeoutMs: options.asyncTimeoutMs ?? ASYNC_TIMEOUT_MS,
    sleep: options.sleep ?? abortableSleep,
  };

  async function exchange(endpoint: EndpointSpec, input: RequestInput): Promise<Answer> {
    const answer = endpoint.application
      ? await applicationExchange(transport, endpoint, input, policy)
      : await request(transport, endpoint, input);
    if (answer.status === UNAUTHORIZED) options.onUnauthorized();
    return answer;
  }

  async function send<E extends EndpointSpec>(endpoint: E, ...[args]: ArgsTuple<E>): Promise<ApiResponse<EndpointData<E>>> {
    const answer = await exchange(endpoint, args ?? {});
    const success = readSuccess(endpoint, answer);
    if (!success) throw errorFromAnswer(answer.status, answer.body);
    if (success instanceof MalformedAnswerError) throw success;
    return success;
  }

  async function callApplication<E extends ApplicationEndpoint>(
    endpoint: E,
    ...[args]: ArgsTuple<E>
  ): Promise<ApplicationResult<EndpointData<E>>> {
    const answer = await exchange(endpoint, args ?? {});
    const success = readSuccess(endpoint, answer);
    if (success instanceof MalformedAnswerError) {
      return { success: false, status: answer.status, data: answer.body, message: success.message, errors: [] };
    }
    if (success) return { success: true, ...success };
    return { success: false, status: answer.status, data: answer.body, ...readErrorBody(answer.body) };
  }

  return {
    send,
    callApplication,
    call: async (endpoint, ...args) => (await send(endpoint, ...args)).data,
  };
}
