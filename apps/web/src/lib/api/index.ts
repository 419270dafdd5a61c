export { createApiClient } from './client.ts';
export { ApiProvider, useApi } from './context.tsx';
export { ApiError, MalformedAnswerError, NO_ANSWER } from './errors.ts';
export {
  apiKey,
  useApiMutation,
  useApiQuery,
  type ApiKey,
  type ApiMutationOptions,
  type ApiQueryOptions,
  type MutationVariables,
} from './hooks.ts';
export { createQueryClient, shouldRetryQuery } from './query.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ApiResponse,
  ApplicationEndpoint,
  ApplicationResult,
  ArgsTuple,
  CallArgs,
  RequestArgs,
  SendBody,
  SendQuery,
} from './types.ts';
