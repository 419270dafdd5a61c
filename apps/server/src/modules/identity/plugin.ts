import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from './pages/messages.ts';
import { errorPage } from './pages/html.ts';
import { OIDC_PATH } from './oidc/provider.ts';
import { registerInteractions, type InteractionDeps } from './pages/interactions.ts';

/**
 * Mounts the provider at `/oidc` and the sign-in pages under `/oidc/interaction`. The two live in
 * sibling scopes: the pages parse their forms, the provider reads request bodies itself.
 */
export function identityPlugin(deps: InteractionDeps) {
  return async function identity(app: FastifyInstance): Promise<void> {
    await app.register(async (pages) => {
      await pages.register(formbody);
      registerInteractions(pages, deps);
    });

    await app.register(async (protocol) => {
      protocol.removeAllContentTypeParsers();
      // Leave every body unread: the provider parses what each endpoint accepts.
      protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const forward = async (request: FastifyRequest, reply: FastifyReply) => {
        const origin = await deps.registry.forRequest(request);
        if (!origin) {
          const language = pickLanguage(request.headers['accept-language']) ?? 'en';
          return reply.status(404).type('text/html; charset=utf-8').send(errorPage(language, { message: 'tenantNotFound' }));
        }
        reply.hijack();
        // Mounted like `app.use('/oidc', ...)`: the provider routes the rest of the path and finds
        // its mount point by comparing it with `originalUrl`.
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '').slice(OIDC_PATH.length) || '/';
        await origin.handle(raw, reply.raw);
      };
      protocol.all(OIDC_PATH, forward);
      protocol.all(`${OIDC_PATH}/*`, forward);
    });
  };
}
