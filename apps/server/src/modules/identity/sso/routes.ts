import type { Language } from '@connector/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderRegistry } from '../oidc/registry.ts';
import { errorPage } from '../pages/html.ts';
import { field, finishInteraction, interactionPath, loadInteraction, page, type Params } from '../pages/interaction-flow.ts';
import { pickLanguage } from '../pages/messages.ts';
import { SsoRefusal } from './refusal.ts';
import { OIDC_CALLBACK_PATH, SAML_ACS_PATH, type TenantSso } from './tenant-sso.ts';

export interface SsoRouteDeps {
  registry: ProviderRegistry;
  sso: TenantSso;
}

/** The request's origin as the provider registry names it. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host.toLowerCase()}`;

/**
 * A single sign-on that signed no one in: why goes to the log, the browser learns only that it
 * failed (the answer may come from someone probing the checks).
 */
export function ssoFailed(request: FastifyRequest, reply: FastifyReply, tenantId: string, language: Language, error: unknown) {
  if (error instanceof SsoRefusal) request.log.warn({ tenantId, reason: error.reason, detail: error.detail }, 'single sign-on refused');
  else request.log.error({ tenantId, err: error }, 'single sign-on failed');
  return page(reply, 400, errorPage(language, { message: 'ssoFailed' }));
}

/** The provider's answer has been checked: back to the interaction, whose cookie the browser holds. */
const backToInteraction = (reply: FastifyReply, uid: string) => reply.redirect(`${interactionPath(uid)}/sso`, 303);

/**
 * The routes the company's provider answers on. They carry no interaction cookie (a SAML answer
 * is a cross-site post, and the cookie's path is the interaction's), so what they accept is bound
 * to the interaction by the pending request the server stored when it sent the browser away.
 */
export function registerSsoRoutes(app: FastifyInstance, { registry, sso }: SsoRouteDeps): void {
  const withTenant = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = await registry.forRequest(request);
    if (!origin) page(reply, 404, errorPage(pickLanguage(request.headers['accept-language']) ?? 'en', { message: 'tenantNotFound' }));
    return origin;
  };

  app.post(SAML_ACS_PATH, async (request, reply) => {
    const origin = await withTenant(request, reply);
    if (!origin) return reply;
    const form = { SAMLResponse: field(request.body, 'SAMLResponse'), RelayState: field(request.body, 'RelayState') };
    try {
      return backToInteraction(reply, await sso.completeSaml({ origin: originOf(request), tenantId: origin.tenantId, form }));
    } catch (error) {
      return ssoFailed(request, reply, origin.tenantId, origin.language, error);
    }
  });

  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const origin = await withTenant(request, reply);
    if (!origin) return reply;
    const callbackUrl = new URL(request.url, originOf(request));
    try {
      return backToInteraction(reply, await sso.completeOidc({ origin: originOf(request), tenantId: origin.tenantId, callbackUrl }));
    } catch (error) {
      return ssoFailed(request, reply, origin.tenantId, origin.language, error);
    }
  });

  app.get<{ Params: Params }>(`${interactionPath(':uid')}/sso`, async (request, reply) => {
    const loaded = await loadInteraction(registry, request, reply);
    if (!loaded) return reply;
    const { origin, interaction, language } = loaded;
    if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(interaction.uid), 303);
    const accountId = await sso.takeSignIn(origin.tenantId, interaction.uid);
    if (!accountId) return ssoFailed(request, reply, origin.tenantId, language, new SsoRefusal('request-mismatch', 'no sign-in recorded for the interaction'));
    return finishInteraction(origin, request, reply, { login: { accountId } });
  });
}
