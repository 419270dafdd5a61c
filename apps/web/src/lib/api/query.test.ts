// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError, MalformedAnswerError } from './errors.ts';
import { createQueryClient, shouldRetryQuery } from './query.ts';

describe('shouldRetryQuery', () => {
  it('retries failures up to twice', () => {
    const error = new ApiError(500, 'Server error');
    expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, false]);
    expect(shouldRetryQuery(0, new ApiError(0, 'No answer'))).toBe(true);
  });

  it('never retries an answer that breaks the contract', () => {
    expect(shouldRetryQuery(0, new MalformedAnswerError(200, 'getThing: data missing', {}))).toBe(false);
  });

  it.each([400, 401, 403, 404])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, 'Final'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  const fetchWith = async (error: ApiError) => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(error));
    await expect(client.fetchQuery({ queryKey: ['thing', error.status], queryFn, retryDelay: 0 })).rejects.toBe(error);
    return queryFn.mock.calls.length;
  };

  it('does not retry a 404', async () => {
    expect(await fetchWith(new ApiError(404, 'Not found'))).toBe(1);
  });

  it('retries a 500 twice', async () => {
    expect(await fetchWith(new ApiError(500, 'Server error'))).toBe(3);
  });

  it('does not retry mutations', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new ApiError(500, 'Server error')));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledOnce();
  });
});
