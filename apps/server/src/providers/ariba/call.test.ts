import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProviderError } from '../http/errors.ts';
import type { JsonClient, JsonRequest } from '../http/json-client.ts';
import { createAribaCall } from './call.ts';
import type { TokenSource } from './token.ts';

/** A token source handing out t1, t2, … and a client that refuses the tokens listed as revoked. */
function fakes(revoked: string[]) {
  let issued = 0;
  const invalidated: string[] = [];
  let current: string | undefined;
  const tokens: TokenSource = {
    get: async () => (current ??= `t${++issued}`),
    invalidate: (token) => {
      invalidated.push(token);
      if (current === token) current = undefined;
    },
  };
  const sent: JsonRequest<z.ZodType>[] = [];
  const client = {
    request: async (request: JsonRequest<z.ZodType>) => {
      sent.push(request);
      const token = request.headers?.authorization?.replace('Bearer ', '') ?? '';
      if (revoked.includes(token)) throw new ProviderError('Ariba', 'auth', 'Ariba refused the credentials', { status: 401 });
      return 'ok';
    },
  } as unknown as JsonClient;
  return { call: createAribaCall(client, tokens, 'key', 'realm-1'), sent, invalidated, issued: () => issued };
}

describe('authorised Ariba call', () => {
  it('sends the bearer token, the apiKey header and the realm', async () => {
    const { call, sent } = fakes([]);
    await call({ method: 'GET', path: '/x', query: { a: 1 }, schema: z.string() });
    expect(sent[0]?.headers).toMatchObject({ authorization: 'Bearer t1', apiKey: 'key' });
    expect(sent[0]?.query).toEqual({ a: 1, realm: 'realm-1' });
  });

  it('asks the realm a request names instead of the default one', async () => {
    const { call, sent } = fakes([]);
    await call({ method: 'GET', path: '/x', realm: 'realm-2', schema: z.string() });
    expect(sent[0]?.query).toEqual({ realm: 'realm-2' });
    expect(sent[0]).not.toHaveProperty('realm');
  });

  it('renews a refused token once and repeats the call', async () => {
    const { call, sent, invalidated, issued } = fakes(['t1']);
    await expect(call({ method: 'GET', path: '/x', schema: z.string() })).resolves.toBe('ok');
    expect(invalidated).toEqual(['t1']);
    expect(issued()).toBe(2);
    expect(sent.map((r) => r.headers?.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('gives up when the renewed token is refused too', async () => {
    const { call, sent } = fakes(['t1', 't2']);
    await expect(call({ method: 'GET', path: '/x', schema: z.string() })).rejects.toMatchObject({ kind: 'auth' });
    expect(sent).toHaveLength(2);
  });
});
