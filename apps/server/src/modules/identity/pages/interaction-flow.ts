import type { Language } from '@connector/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { default as Provider, InteractionResults } from 'oidc-provider';
import { OIDC_PATH } from '../oidc/provider.ts';
import type { OriginProvider, ProviderRegistry } from '../oidc/registry.ts';
import { changePasswordPage, errorPage, signInPage } from './html.ts';
import { pickLanguage } from './messages.ts';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
export type Params = { uid: string };
type Form = Record<string, string | string[] | undefined>;

/** The request's origin provider and interaction, and the language of its pages. */
export interface LoadedInteraction {
  origin: OriginProvider;
  interaction: Interaction;
  language: Language;
}

export const interactionPath = (uid: string) => `${OIDC_PATH}/interaction/${uid}`;

/** A posted field; one holding a NUL (which no stored value can) counts as not filled in. */
export const field = (form: unknown, name: string): string => {
  const value = (form as Form | undefined)?.[name];
  return typeof value === 'string' && !value.includes('\u0000') ? value : '';
};

/**
 * Sign-in pages are never cached. Nor framed (the embedded console signs in through a popup):
 * their Content-Security-Policy, `X-Frame-Options` and the other security headers are those of
 * every `/oidc` answer (`http/security-headers.ts`).
 */
export const page = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export const signInForm = (reply: FastifyReply, language: Language, uid: string, status: number, extra: { email?: string; error?: string } = {}) =>
  page(reply, status, signInPage(language, { action: `${interactionPath(uid)}/login`, ...extra }));

export const changePasswordForm = (
  reply: FastifyReply,
  language: Language,
  uid: string,
  status: number,
  extra: { error?: string; attempted?: string } = {},
) => page(reply, status, changePasswordPage(language, { action: `${interactionPath(uid)}/password`, ...extra }));

/** Origin provider and interaction of the request, or an answered error page. */
export async function loadInteraction(
  registry: ProviderRegistry,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
): Promise<LoadedInteraction | null> {
  const origin = await registry.forRequest(request);
  if (!origin) {
    page(reply, 404, errorPage(pickLanguage(request.headers['accept-language']) ?? 'en', { message: 'tenantNotFound' }));
    return null;
  }
  let interaction: Interaction | null = null;
  try {
    interaction = await origin.provider.interactionDetails(request.raw, reply.raw);
  } catch {
    interaction = null;
  }
  if (!interaction || interaction.uid !== request.params.uid) {
    page(reply, 400, errorPage(origin.language, { message: 'expired' }));
    return null;
  }
  const language = pickLanguage(interaction.params.ui_locales) ?? origin.language;
  return { origin, interaction, language };
}

/**
 * Ends the interaction with a result; the provider answers with the redirect itself. A sign-in
 * stands alone; the consent that follows it keeps that sign-in (`merge`), or a request with
 * `prompt=login` would ask for the password again after every consent.
 */
export async function finishInteraction(
  origin: OriginProvider,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
  { merge = false }: { merge?: boolean } = {},
) {
  reply.hijack();
  await origin.provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
}

/** First-party client: the consent the provider asks for is given without a screen. */
export async function giveConsent(origin: OriginProvider, interaction: Interaction, request: FastifyRequest, reply: FastifyReply) {
  const { Grant } = origin.provider;
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant =
    (interaction.grantId ? await Grant.find(interaction.grantId) : undefined) ??
    new Grant({ accountId: interaction.session?.accountId, clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  await finishInteraction(origin, request, reply, { consent: interaction.grantId ? {} : { grantId } }, { merge: true });
}
