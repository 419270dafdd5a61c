import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_DOCUMENT } from './security-headers.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built console: static assets, and `index.html` for every console route with the
 * request's tenant written into a meta tag, so the console knows its tenant before any call.
 */
export async function registerConsole(
  app: FastifyInstance,
  { webDist, tenantOfRequest }: { webDist: string; tenantOfRequest(request: FastifyRequest): string },
): Promise<void> {
  let indexHtml: string | null = null;
  try {
    indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
    // Assets have content hashes in their names: a browser may keep them for a year. The build
    // wrote brotli and gzip copies beside them; the one the request accepts is sent, else the file.
    await app.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      index: false,
      wildcard: false,
      preCompressed: true,
      maxAge: ONE_YEAR_MS,
      immutable: true,
    });
  } catch {
    app.log.warn(`console not built (no ${join(webDist, 'index.html')}): run npm run build -w apps/web`);
  }

  const serveConsole = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The console is not built. Run: npm run build -w apps/web');
    }
    const tenant = escapeAttribute(tenantOfRequest(request));
    const html = indexHtml.replace('<head>', `<head>\n    <meta name="connector-tenant" content="${tenant}">`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };

  // Marked as console pages: their Content-Security-Policy names who may frame them (`security-headers.ts`).
  const page = { config: CONSOLE_DOCUMENT };
  app.get('/', page, serveConsole);
  for (const prefix of ['/admin', '/auth', '/e']) {
    app.get(prefix, page, serveConsole);
    app.get(`${prefix}/*`, page, serveConsole);
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
