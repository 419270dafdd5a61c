import { setTimeout as pause } from 'node:timers/promises';
import { passwordSchema, type Language } from '@connector/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { default as Provider, InteractionResults } from 'oidc-provider';
import type { InteractionStore } from '../oidc/adapter.ts';
import type { IdentityDirectory } from '../directory.ts';
import { pickLanguage, textsFor } from './messages.ts';
import { changePasswordPage, errorPage, signInPage } from './html.ts';
import { OIDC_PATH } from '../oidc/provider.ts';
import type { OriginProvider, ProviderRegistry } from '../oidc/registry.ts';
import { accountOf, type SignInThrottle } from '../throttle.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type Params = { uid: string };
type Form = Record<string, string | string[] | undefined>;

export interface InteractionDeps {
  registry: ProviderRegistry;
  directory: IdentityDirectory;
  throttle: SignInThrottle;
  pending: InteractionStore;
}

/** A posted field; one holding a NUL (which no stored value can) counts as not filled in. */
const field = (form: unknown, name: string): string => {
  const value = (form as Form | undefined)?.[name];
  return typeof value === 'string' && !value.includes('\u0000') ? value : '';
};

/**
 * Sign-in pages are never cached. Nor framed (the embedded console signs in through a popup):
 * their Content-Security-Policy, `X-Frame-Options` and the other security headers are those of
 * every `/oidc` answer (`http/security-headers.ts`).
 */
const page = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The sign-in pages behind `/oidc/interaction/:uid`.
 *
 * Forgery: each step first loads the interaction through the provider, which reads it from the
 * `_interaction` cookie (signed, HttpOnly, SameSite=Lax, path-bound to this uid), and the uid in
 * the URL must equal the cookie's. A cross-site form post carries no such cookie, so a forged
 * request finds no interaction and changes nothing; a separate anti-forgery token would add nothing.
 */
export function registerInteractions(app: FastifyInstance, deps: InteractionDeps): void {
  const { registry, directory, throttle, pending } = deps;
  const base = `${OIDC_PATH}/interaction/:uid`;

  /** Origin provider and interaction of the request, or an answered error page. */
  async function load(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
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

  /** Ends the interaction with a result; the provider answers with the redirect itself. */
  async function finish(origin: OriginProvider, request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    reply.hijack();
    await origin.provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  }

  /** First-party client: the consent the provider asks for is given without a screen. */
  async function consent(origin: OriginProvider, interaction: Interaction, request: FastifyRequest, reply: FastifyReply) {
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
    await finish(origin, request, reply, { consent: interaction.grantId ? {} : { grantId } });
  }

  const signIn = (reply: FastifyReply, language: Language, uid: string, status: number, extra: { email?: string; error?: string } = {}) =>
    page(reply, status, signInPage(language, { action: `${OIDC_PATH}/interaction/${uid}/login`, ...extra }));
  const changePassword = (reply: FastifyReply, language: Language, uid: string, status: number, extra: { error?: string; attempted?: string } = {}) =>
    page(reply, status, changePasswordPage(language, { action: `${OIDC_PATH}/interaction/${uid}/password`, ...extra }));

  app.get<{ Params: Params }>(base, async (request, reply) => {
    const loaded = await load(request, reply);
    if (!loaded) return reply;
    const { origin, interaction, language } = loaded;
    if (interaction.prompt.name === 'consent') return consent(origin, interaction, request, reply);
    if (interaction.prompt.name !== 'login') return page(reply, 400, errorPage(language));
    if (await pending.get(interaction.uid)) return changePassword(reply, language, interaction.uid, 200);
    const hint = interaction.params.login_hint;
    return signIn(reply, language, interaction.uid, 200, typeof hint === 'string' ? { email: hint } : {});
  });

  app.post<{ Params: Params }>(`${base}/login`, async (request, reply) => {
    const loaded = await load(request, reply);
    if (!loaded) return reply;
    const { origin, interaction, language } = loaded;
    if (interaction.prompt.name !== 'login') return reply.redirect(`${OIDC_PATH}/interaction/${interaction.uid}`, 303);
    const t = textsFor(language);
    const email = field(request.body, 'email').trim().toLowerCase();
    const password = field(request.body, 'password');
    const tooMany = (ms: number) =>
      signIn(reply, language, interaction.uid, 429, { email, error: t.tooManyAttempts.replace('{minutes}', String(Math.ceil(ms / 60_000))) });

    // Refused per address (this account, or every account), never for the account as a whole.
    const attempt = await throttle.begin(accountOf(origin.tenantId, email), request.ip);
    if (!attempt.allowed) return tooMany(attempt.waitMs);
    // Wrong passwords from several addresses: every attempt on the account waits before the check,
    // the right one too, so how long an answer takes tells nothing.
    if (attempt.pauseMs > 0) await pause(attempt.pauseMs);
    const user = email && password ? await directory.verifyPassword(origin.tenantId, email, password) : null;
    if (!user?.enabled) {
      const blocked = attempt.failed();
      return blocked > 0 ? tooMany(blocked) : signIn(reply, language, interaction.uid, 400, { email, error: t.invalidCredentials });
    }
    await attempt.succeeded();
    if (user.mustChangePassword) {
      await pending.put(interaction.uid, user.userId, new Date((interaction.exp ?? 0) * 1000));
      return reply.redirect(`${OIDC_PATH}/interaction/${interaction.uid}`, 303);
    }
    return finish(origin, request, reply, { login: { accountId: user.userId } });
  });

  app.post<{ Params: Params }>(`${base}/password`, async (request, reply) => {
    const loaded = await load(request, reply);
    if (!loaded) return reply;
    const { origin, interaction, language } = loaded;
    const userId = interaction.prompt.name === 'login' ? await pending.get(interaction.uid) : null;
    const user = userId ? await directory.findById(origin.tenantId, userId) : null;
    if (!user?.enabled) return reply.redirect(`${OIDC_PATH}/interaction/${interaction.uid}`, 303);
    const t = textsFor(language);
    const next = field(request.body, 'newPassword');
    if (!passwordSchema(t.checklistFailed).safeParse(next).success) {
      return changePassword(reply, language, interaction.uid, 400, { error: t.checklistFailed, attempted: next });
    }
    if (next !== field(request.body, 'confirmPassword')) {
      return changePassword(reply, language, interaction.uid, 400, { error: t.passwordsDiffer, attempted: next });
    }
    await directory.changePassword(origin.tenantId, user.userId, next);
    await pending.remove(interaction.uid);
    return finish(origin, request, reply, { login: { accountId: user.userId } });
  });
}
