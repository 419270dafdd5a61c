import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from './pages/messages.ts';
import { errorPage } from './pages/html.ts';
import { OIDC_PATH } from './oidc/provider.ts';
import { registerInteractions, type InteractionDeps } from './pages/interactions.ts';
import { registerSsoRoutes } from './sso/routes.ts';
import type { TenantSso } from './sso/tenant-sso.ts';

const SESSION_END = `${OIDC_PATH}/session/end`;

/**
 * Whether a post comes from a page of the request's own origin, by what the browser says: Fetch
 * Metadata, or else `Origin`. A request naming neither cannot be told apart and passes.
 */
function postedByOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin === undefined || origin === `${request.protocol}://${request.host}`;
}

/**
 * Ending a session is a change only the console's own pages ask for (docs/decisions/014). A form
 * another site posts here carries no session cookie (SameSite=Lax) and so ends nothing, but the
 * provider answers it with a fresh session and its cookie; no sign-out needs another site's post,
 * so it is refused before the provider sees it.
 */
function forgedSignOut(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  const endsSession = path === SESSION_END || path.startsWith(`${SESSION_END}/`);
  return request.method === 'POST' && endsSession && !postedByOwnPage(request);
}

/** Registration options of the identity plugin. */
export interface IdentityPluginOptions {
  /** Tenant single sign-on (`sso/`): its routes under `/oidc/sso`, and the sign-in pages send its tenants to their provider. */
  sso?: TenantSso;
}

/**
 * Mounts the provider at `/oidc` and the sign-in pages under `/oidc/interaction`. The two live in
 * sibling scopes: the pages parse their forms, the provider reads request bodies itself.
 */
export function identityPlugin(deps: InteractionDeps) {
  return async function identity(app: FastifyInstance, { sso = deps.sso }: IdentityPluginOptions = {}): Promise<void> {
    await app.register(async (pages) => {
      await pages.register(formbody);
      registerInteractions(pages, { ...deps, sso });
      if (sso) registerSsoRoutes(pages, { registry: deps.registry, sso });
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
        if (forgedSignOut(request)) {
          return reply.status(403).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(errorPage(origin.language));
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
