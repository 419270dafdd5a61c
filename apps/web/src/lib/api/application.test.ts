// @vitest-environment node
import { defineEndpoint } from '@connector/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.ts';
import { closedPortUrl, startScriptedServer, type ScriptedServer } from '../../../test/scripted-server.ts';

const startWork = defineEndpoint({
  id: 'startWork',
  method: 'POST',
  path: '/api/work',
  summary: 'Application work',
  access: 'user',
  permission: null,
  application: true,
  body: z.object({ size: z.number() }),
  data: z.object({ done: z.number() }),
});

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(url: string, extra: { asyncTimeoutMs?: number } = {}) {
  const sleeps: number[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: url,
    getAccessToken: () => 'token-1',
    onUnauthorized,
    pollIntervalMs: 40,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...extra,
  });
  return { client, sleeps, onUnauthorized };
}

const guidsOf = (s: ScriptedServer) => s.requests.map((request) => request.headers['x-request-guid']);

describe('application calls', () => {
  it('sends one fresh request guid per call', async () => {
    server = await startScriptedServer({ 'POST /api/work': { status: 200, body: { success: true, data: { done: 1 } } } });
    const { client } = clientFor(server.url);

    await expect(client.call(startWork, { body: { size: 1 } })).resolves.toEqual({ done: 1 });
    await client.call(startWork, { body: { size: 1 } });

    const [first, second] = guidsOf(server);
    expect(first).toMatch(GUID);
    expect(second).toMatch(GUID);
    expect(second).not.toBe(first);
  });

  it('retries a 5xx with the same guid and resolves with the answer that succeeds', async () => {
    server = await startScriptedServer({
      'POST /api/work': [
        { status: 503, body: { success: false, message: 'Busy' } },
        { status: 200, body: { success: true, message: 'Started', data: { done: 2 } } },
      ],
    });
    const { client, sleeps } = clientFor(server.url);

    const result = await client.callApplication(startWork, { body: { size: 2 } });

    expect(result).toEqual({ success: true, message: 'Started', data: { done: 2 } });
    expect(new Set(guidsOf(server)).size).toBe(1);
    expect(sleeps).toEqual([250]);
  });

  it('stops after three attempts and resolves success false with message and data', async () => {
    const failure = { success: false, message: 'Upstream failed' };
    server = await startScriptedServer({ 'POST /api/work': { status: 500, body: failure } });
    const { client, sleeps } = clientFor(server.url);

    const result = await client.callApplication(startWork, { body: { size: 3 } });

    expect(result).toEqual({ success: false, status: 500, message: 'Upstream failed', data: failure, errors: [] });
    expect(server.requests).toHaveLength(3);
    const guids = guidsOf(server);
    expect(guids[0]).toMatch(GUID);
    expect(new Set(guids).size).toBe(1);
    expect(sleeps).toEqual([250, 500]);
  });

  it('throws an ApiError from call once the attempts are spent', async () => {
    server = await startScriptedServer({ 'POST /api/work': { status: 500, body: { success: false, message: 'Upstream failed' } } });
    const { client } = clientFor(server.url);

    await expect(client.call(startWork, { body: { size: 1 } })).rejects.toMatchObject({ status: 500, message: 'Upstream failed' });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry an answer the server gave on purpose', async () => {
    const errors = [{ field: 'body.size', message: 'Too big' }];
    server = await startScriptedServer({ 'POST /api/work': { status: 400, body: { success: false, message: 'Invalid', errors } } });
    const { client } = clientFor(server.url);

    const result = await client.callApplication(startWork, { body: { size: 9 } });

    expect(result).toMatchObject({ success: false, status: 400, message: 'Invalid', errors });
    expect(server.requests).toHaveLength(1);
  });

  it('polls the async request after a 504 and resolves with the outcome', async () => {
    const done = { success: true, message: 'Finished', data: { done: 7 } };
    server = await startScriptedServer({
      'POST /api/work': { status: 504, body: { success: false, message: 'Gateway timeout' } },
      'GET /api/asyncRequest/*': [
        { status: 200, body: { success: true, data: { state: 'pending' } } },
        { status: 200, body: { success: true, data: { state: 'pending' } } },
        { status: 200, body: { success: true, data: { state: 'done', status: 200, body: done } } },
      ],
    });
    const { client, sleeps } = clientFor(server.url);

    const result = await client.callApplication(startWork, { body: { size: 7 } });

    expect(result).toEqual({ success: true, message: 'Finished', data: { done: 7 } });
    const [call, ...polls] = server.requests;
    const guid = call?.headers['x-request-guid'];
    expect(guid).toMatch(GUID);
    expect(polls.map((poll) => `${poll.method} ${poll.path}`)).toEqual(Array(3).fill(`GET /api/asyncRequest/${guid}`));
    expect(polls.every((poll) => poll.headers.authorization === 'Bearer token-1')).toBe(true);
    expect(sleeps).toEqual([40, 40, 40]);
  });

  it('resolves a failed outcome of a timed-out call as success false', async () => {
    const failure = { success: false, message: 'Supplier not found' };
    server = await startScriptedServer({
      'POST /api/work': { status: 504 },
      'GET /api/asyncRequest/*': { status: 200, body: { success: true, data: { state: 'done', status: 404, body: failure } } },
    });
    const { client } = clientFor(server.url);

    const result = await client.callApplication(startWork, { body: { size: 1 } });

    expect(result).toEqual({ success: false, status: 404, message: 'Supplier not found', data: failure, errors: [] });
  });

  it('gives up polling at the time limit', async () => {
    server = await startScriptedServer({
      'POST /api/work': { status: 504 },
      'GET /api/asyncRequest/*': { status: 200, body: { success: true, data: { state: 'pending' } } },
    });
    const { client } = clientFor(server.url, { asyncTimeoutMs: 200 });

    const result = await client.callApplication(startWork, { body: { size: 1 } });

    expect(result).toMatchObject({ success: false, status: 504, message: 'Something went wrong, try again' });
    expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(5);
  });

  it('stops polling when the caller aborts', async () => {
    const controller = new AbortController();
    server = await startScriptedServer({
      'POST /api/work': { status: 504 },
      'GET /api/asyncRequest/*': () => {
        controller.abort();
        return { status: 200, body: { success: true, data: { state: 'pending' } } };
      },
    });
    const { client } = clientFor(server.url);

    await expect(client.callApplication(startWork, { body: { size: 1 }, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('retries a network failure and resolves success false after three attempts', async () => {
    const { client, sleeps } = clientFor(await closedPortUrl());

    const result = await client.callApplication(startWork, { body: { size: 1 } });

    expect(result).toEqual({
      success: false,
      status: 0,
      message: 'Something went wrong, try again',
      data: undefined,
      errors: [],
    });
    expect(sleeps).toEqual([250, 500]);
  });

  it('resolves a success answer that breaks the contract as success false with the generic message', async () => {
    const body = { success: true, data: { done: 'seven' } };
    server = await startScriptedServer({ 'POST /api/work': { status: 200, body } });
    const { client } = clientFor(server.url);
    const result = await client.callApplication(startWork, { body: { size: 1 } });
    expect(result).toEqual({ success: false, status: 200, message: 'Something went wrong, try again', data: body, errors: [] });
    expect(server.requests).toHaveLength(1);
  });

  it('calls onUnauthorized on a 401 without retrying', async () => {
    server = await startScriptedServer({ 'POST /api/work': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    const { client, onUnauthorized } = clientFor(server.url);

    const result = await client.callApplication(startWork, { body: { size: 1 } });

    expect(result).toMatchObject({ success: false, status: 401, message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(server.requests).toHaveLength(1);
  });
});
