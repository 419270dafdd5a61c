import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionContext } from '../lib/session/index.ts';
import { fakeSession } from './fake-session.ts';
import { renderWithProviders } from './render-console.tsx';

/** Test fakes of feature screens: a scripted API and the screens on a memory router. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}
export interface FakeReply {
  status: number;
  body?: unknown;
}
type Handler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export const ok = (data: unknown, message?: string): FakeReply => ({ status: 200, body: { success: true, data, message } });
export const failure = (status: number, message: string, errors?: { field: string; message: string }[]): FakeReply => ({
  status,
  body: { success: false, message, errors },
});

/** A fetch answering `METHOD /path` from `routes` (404 otherwise) and recording every request. */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : '';
    const request = { method: init?.method ?? 'GET', path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`] ?? failure(404, `No route ${request.method} ${request.path}`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  };
  return { fetch, requests, sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}

interface ScreenRoute {
  /** Below `/admin`. */
  path: string;
  element: ReactNode;
}

/** Screens at their `/admin` paths for a session holding `permissions`. */
export function renderScreens(
  routes: ScreenRoute[],
  { path, permissions = [], fetch, language = 'en' }: { path: string; permissions?: string[]; fetch: typeof globalThis.fetch; language?: string },
) {
  const router = createMemoryRouter(
    routes.map((route) => ({ path: `/admin/${route.path}`, element: route.element })),
    { initialEntries: [path] },
  );
  const view = renderWithProviders(
    <SessionContext value={fakeSession({ permissions })}>
      <RouterProvider router={router} />
    </SessionContext>,
    { fetch, language },
  );
  return { ...view, router, user: userEvent.setup() };
}
