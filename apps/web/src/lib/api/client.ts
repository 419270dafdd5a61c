import { ASYNC_POLL_MS, CALL_ATTEMPTS, type EndpointData, type EndpointSpec } from '@connector/contracts';
import { applicationExchange, type ApplicationPolicy } from './application.ts';
import { errorFromAnswer, readErrorBody } from './errors.ts';
import { abortableSleep } from './sleep.ts';
import { request, type Answer, type RequestInput, type Transport } from './request.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiResponse,
  ApplicationEndpoint,
  ApplicationResult,
  ArgsTuple,
} from './types.ts';

/** Ten minutes: long enough for the slowest application work, short enough that a screen gives up. */
const ASYNC_TIMEOUT_MS = 10 * 60 * 1000;
const UNAUTHORIZED = 401;

const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** `data` and `message` of a success envelope; a 2xx without `success: true` is still a failure. */
function readSuccess<T>(answer: Answer): ApiResponse<T> | null {
  const body = answer.body as { success?: unknown; message?: unknown; data?: unknown } | undefined;
  if (!isSuccess(answer) || body?.success === false) return null;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  return { data: body?.data as T, ...(message === undefined ? {} : { message }) };
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
    const success = readSuccess<EndpointData<E>>(answer);
    if (!success) throw errorFromAnswer(answer.status, answer.body);
    return success;
  }

  async function callApplication<E extends ApplicationEndpoint>(
    endpoint: E,
    ...[args]: ArgsTuple<E>
  ): Promise<ApplicationResult<EndpointData<E>>> {
    const answer = await exchange(endpoint, args ?? {});
    const success = readSuccess<EndpointData<E>>(answer);
    if (success) return { success: true, ...success };
    return { success: false, status: answer.status, data: answer.body, ...readErrorBody(answer.body) };
  }

  return {
    send,
    callApplication,
    call: async (endpoint, ...args) => (await send(endpoint, ...args)).data,
  };
}
