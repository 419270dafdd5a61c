import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server for the client's tests: each route answers from a script, every request is recorded. */
export interface Reply {
  status: number;
  body?: unknown;
}

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A fixed reply, a sequence (the last one repeats), or a function of the request. */
export type Script = Reply | Reply[] | ((request: Recorded) => Reply);

export interface ScriptedServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

function replyFor(script: Script | undefined, request: Recorded, served: number): Reply {
  if (!script) return { status: 404, body: { success: false, message: `No route ${request.method} ${request.path}` } };
  if (typeof script === 'function') return script(request);
  if (Array.isArray(script)) return script[Math.min(served, script.length - 1)] ?? { status: 500 };
  return script;
}

/** The script of a request: its exact route, else a route ending in `/*` that is a prefix of its path. */
function routeOf(routes: Record<string, Script>, method: string, path: string): string {
  const exact = `${method} ${path}`;
  if (exact in routes) return exact;
  return Object.keys(routes).find((key) => key.endsWith('/*') && exact.startsWith(key.slice(0, -1))) ?? exact;
}

/**
 * Routes are keyed `METHOD /path` or `METHOD /prefix/*`; the server listens on a free port of
 * the loopback address.
 */
export async function startScriptedServer(routes: Record<string, Script>): Promise<ScriptedServer> {
  const requests: Recorded[] = [];
  const served = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const key = routeOf(routes, recorded.method, recorded.path);
      const reply = replyFor(routes[key], recorded, served.get(key) ?? 0);
      served.set(key, (served.get(key) ?? 0) + 1);
      const payload = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, payload && typeof reply.body !== 'string' ? { 'content-type': 'application/json' } : {});
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An address where nothing listens: a server that was started and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = await startScriptedServer({});
  await server.close();
  return server.url;
}
