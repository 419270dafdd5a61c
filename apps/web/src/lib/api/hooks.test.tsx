import { defineEndpoint } from '@connector/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.ts';
import { ApiProvider } from './context.tsx';
import { useApiMutation, useApiQuery } from './hooks.ts';
import { createQueryClient } from './query.ts';
import { startScriptedServer, type ScriptedServer } from '../../../test/scripted-server.ts';

const getGreeting = defineEndpoint({
  id: 'getGreeting',
  method: 'GET',
  path: '/api/greetings/{lang}',
  summary: 'A greeting',
  access: 'user',
  permission: null,
  params: z.object({ lang: z.string() }),
  data: z.object({ text: z.string() }),
});

const saveGreeting = defineEndpoint({
  id: 'saveGreeting',
  method: 'PUT',
  path: '/api/greetings/{lang}',
  summary: 'Save a greeting',
  access: 'user',
  permission: null,
  params: z.object({ lang: z.string() }),
  body: z.object({ text: z.string() }),
  data: z.object({ text: z.string() }),
});

function Greeting() {
  const greeting = useApiQuery(getGreeting, { params: { lang: 'es' } });
  const save = useApiMutation(saveGreeting);
  if (greeting.isError) return <p>{greeting.error.message}</p>;
  if (!greeting.data) return <p>loading</p>;
  return (
    <>
      <p>{greeting.data.text}</p>
      <button onClick={() => save.mutate({ params: { lang: 'es' }, body: { text: 'Buenas' } })}>save</button>
      {save.data?.message && <p>{save.data.message}</p>}
    </>
  );
}

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function renderWithApi(url: string) {
  const client = createApiClient({ baseUrl: url, getAccessToken: () => 'token-1', onUnauthorized: vi.fn() });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider client={client}>
        <Greeting />
      </ApiProvider>
    </QueryClientProvider>,
  );
}

describe('useApiQuery and useApiMutation', () => {
  it('render data from the server and show its success message', async () => {
    server = await startScriptedServer({
      'GET /api/greetings/es': { status: 200, body: { success: true, data: { text: 'Hola' } } },
      'PUT /api/greetings/es': { status: 200, body: { success: true, message: 'Saved', data: { text: 'Buenas' } } },
    });
    renderWithApi(server.url);

    expect(await screen.findByText('Hola')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.requests.map((request) => [request.method, request.headers.authorization])).toEqual([
      ['GET', 'Bearer token-1'],
      ['PUT', 'Bearer token-1'],
    ]);
    expect(server.requests[1]?.body).toEqual({ text: 'Buenas' });
  });

  it('shows the server message of a 404 without retrying', async () => {
    server = await startScriptedServer({
      'GET /api/greetings/es': { status: 404, body: { success: false, message: 'No greeting' } },
    });
    renderWithApi(server.url);

    expect(await screen.findByText('No greeting')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });
});
