// @vitest-environment node
import { defineEndpoint, pageQuery } from '@connector/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.ts';
import { ApiError, MalformedAnswerError } from './errors.ts';
import { closedPortUrl, startScriptedServer, type ScriptedServer } from '../../../test/scripted-server.ts';

const getThing = defineEndpoint({
  id: 'getThing',
  method: 'GET',
  path: '/api/things/{thingId}',
  summary: 'One thing',
  access: 'user',
  permission: null,
  params: z.object({ thingId: z.string() }),
  query: pageQuery(['name']),
  data: z.object({ name: z.string() }),
});

const createThing = defineEndpoint({
  id: 'createThing',
  method: 'POST',
  path: '/api/things',
  summary: 'Create a thing',
  access: 'user',
  permission: null,
  body: z.object({ name: z.string() }),
  data: z.object({ id: z.string() }),
});

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(url: string, token: string | null = 'token-1') {
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl: url, getAccessToken: () => token, onUnauthorized });
  return { client, onUnauthorized };
}

describe('createApiClient', () => {
  it('sends the bearer token, builds path and query, and unwraps the envelope', async () => {
    server = await startScriptedServer({
      'GET /api/things/a%20b': { status: 200, body: { success: true, data: { name: 'Thing' } } },
    });
    const { client } = clientFor(server.url);

    const data = await client.call(getThing, {
      params: { thingId: 'a b' },
      query: { page: 2, pageSize: 10, search: undefined, sort: 'name' },
    });

    expect(data).toEqual({ name: 'Thing' });
    const [seen] = server.requests;
    expect(seen?.headers.authorization).toBe('Bearer token-1');
    expect(seen?.headers.accept).toBe('application/json');
    expect(seen?.headers['x-request-guid']).toBeUndefined();
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({ page: '2', pageSize: '10', sort: 'name' });
  });

  it('sends a JSON body and returns the success message with the data', async () => {
    server = await startScriptedServer({
      'POST /api/things': { status: 201, body: { success: true, message: 'Created', data: { id: 't1' } } },
    });
    const { client } = clientFor(server.url, null);

    const answer = await client.send(createThing, { body: { name: 'New' } });

    expect(answer).toEqual({ data: { id: 't1' }, message: 'Created' });
    const [seen] = server.requests;
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.body).toEqual({ name: 'New' });
  });

  it('parses the answer with the endpoint schema: keys outside the contract are dropped', async () => {
    server = await startScriptedServer({
      'GET /api/things/x': { status: 200, body: { success: true, data: { name: 'Thing', secret: 's3' }, extra: true } },
    });
    const { client } = clientFor(server.url);

    await expect(client.send(getThing, { params: { thingId: 'x' } })).resolves.toEqual({ data: { name: 'Thing' } });
  });

  it.each([
    ['data of the wrong shape', { success: true, data: { name: 42 } }, 'name'],
    ['no data', { success: true }, 'data'],
    ['no envelope', '<html>Welcome</html>', 'getThing'],
  ])('rejects a success answer with %s as a MalformedAnswerError, without retrying', async (_case, body, named) => {
    server = await startScriptedServer({ 'GET /api/things/x': { status: 200, body } });
    const { client, onUnauthorized } = clientFor(server.url);

    const error = await client.call(getThing, { params: { thingId: 'x' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: 'Something went wrong, try again', errors: [], body });
    expect((error as MalformedAnswerError).detail).toContain('getThing');
    expect((error as MalformedAnswerError).detail).toContain(named);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
  });

  it('turns an error envelope into an ApiError with its field errors', async () => {
    const errors = [{ field: 'body.name', message: 'Please Add Name *' }];
    server = await startScriptedServer({
      'POST /api/things': { status: 400, body: { success: false, message: 'Invalid input', errors } },
    });
    const { client, onUnauthorized } = clientFor(server.url);

    const error = await client.call(createThing, { body: { name: '' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', errors });
    expect((error as ApiError).body).toEqual({ success: false, message: 'Invalid input', errors });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the generic message when the error answer is not an envelope', async () => {
    server = await startScriptedServer({ 'POST /api/things': { status: 502, body: '<html>Bad gateway</html>' } });
    const { client } = clientFor(server.url);

    await expect(client.call(createThing, { body: { name: 'x' } })).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong, try again',
      errors: [],
      body: '<html>Bad gateway</html>',
    });
  });

  it('calls onUnauthorized on a 401 and throws', async () => {
    server = await startScriptedServer({
      'GET /api/things/x': { status: 401, body: { success: false, message: 'Unauthorized' } },
    });
    const { client, onUnauthorized } = clientFor(server.url);

    await expect(client.call(getThing, { params: { thingId: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    const { client } = clientFor(await closedPortUrl());

    await expect(client.call(createThing, { body: { name: 'x' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Something went wrong, try again',
    });
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    server = await startScriptedServer({ 'POST /api/things': { status: 200, body: { success: true, data: { id: 'x' } } } });
    const { client } = clientFor(server.url);
    const controller = new AbortController();
    controller.abort();

    await expect(client.call(createThing, { body: { name: 'x' }, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
