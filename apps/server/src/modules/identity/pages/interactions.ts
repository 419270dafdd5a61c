import { setTimeout as pause } from 'node:timers/promises';
import { passwordSchema } from '@connector/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionStore } from '../oidc/adapter.ts';
import type { IdentityDirectory } from '../directory.ts';
import type { ProviderRegistry } from '../oidc/registry.ts';
import { originOf, ssoFailed } from '../sso/routes.ts';
import type { TenantSso } from '../sso/tenant-sso.ts';
import { accountOf, type SignInThrottle } from '../throttle.ts';
import { errorPage } from './html.ts';
import {
  changePasswordForm,
  field,
  finishInteraction,
  giveConsent,
  interactionPath,
  loadInteraction,
  page,
  signInForm,
  type Params,
} from './interaction-flow.ts';
import { textsFor } from './messages.ts';

export interface InteractionDeps {
  registry: ProviderRegistry;
  directory: IdentityDirectory;
  throttle: SignInThrottle;
  pending: InteractionStore;
  /** Tenant single sign-on; without it every tenant signs in with passwords. */
  sso?: TenantSso;
}

type StepRequest = FastifyRequest<{ Params: Params }>;

/**
 * The sign-in pages behind `/oidc/interaction/:uid`.
 *
 * Forgery: each step first loads the interaction through the provider, which reads it from the
 * `_interaction` cookie (signed, HttpOnly, SameSite=Lax, path-bound to this uid), and the uid in
 * the URL must equal the cookie's. A cross-site form post carries no such cookie, so a forged
 * request finds no interaction and changes nothing; a separate anti-forgery token would add nothing.
 */
export function registerInteractions(app: FastifyInstance, deps: InteractionDeps): void {
  const base = interactionPath(':uid');
  app.get<{ Params: Params }>(base, (request, reply) => showStep(deps, request, reply));
  app.post<{ Params: Params }>(`${base}/login`, (request, reply) => signInStep(deps, request, reply));
  app.post<{ Params: Params }>(`${base}/password`, (request, reply) => passwordStep(deps, request, reply));
}

/** The page the interaction is at: consent given at once, the new password asked for, or the sign-in form. */
async function showStep({ registry, pending, sso }: InteractionDeps, request: StepRequest, reply: FastifyReply) {
  const loaded = await loadInteraction(registry, request, reply);
  if (!loaded) return reply;
  const { origin, interaction, language } = loaded;
  if (interaction.prompt.name === 'consent') return giveConsent(origin, interaction, request, reply);
  if (interaction.prompt.name !== 'login') return page(reply, 400, errorPage(language));
  if (sso && (await sso.activeFor(origin.tenantId))) {
    // The company's provider asks for the credentials: no password form for this tenant.
    try {
      return reply.redirect(await sso.begin({ origin: originOf(request), tenantId: origin.tenantId, uid: interaction.uid }), 303);
    } catch (error) {
      return ssoFailed(request, reply, origin.tenantId, language, error);
    }
  }
  if (await pending.get(interaction.uid)) return changePasswordForm(reply, language, interaction.uid, 200);
  const hint = interaction.params.login_hint;
  return signInForm(reply, language, interaction.uid, 200, typeof hint === 'string' ? { email: hint } : {});
}

async function signInStep({ registry, directory, throttle, pending, sso }: InteractionDeps, request: StepRequest, reply: FastifyReply) {
  const loaded = await loadInteraction(registry, request, reply);
  if (!loaded) return reply;
  const { origin, interaction, language } = loaded;
  if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(interaction.uid), 303);
  // Refused before any check, so the answer tells nothing of the password either.
  if (sso && (await sso.activeFor(origin.tenantId))) return page(reply, 403, errorPage(language, { message: 'ssoOnly' }));
  const t = textsFor(language);
  const email = field(request.body, 'email').trim().toLowerCase();
  const password = field(request.body, 'password');
  const tooMany = (ms: number) =>
    signInForm(reply, language, interaction.uid, 429, { email, error: t.tooManyAttempts.replace('{minutes}', String(Math.ceil(ms / 60_000))) });

  // Refused per address (this account, or every account), never for the account as a whole.
  const attempt = await throttle.begin(accountOf(origin.tenantId, email), request.ip);
  if (!attempt.allowed) return tooMany(attempt.waitMs);
  // Wrong passwords from several addresses: every attempt on the account waits before the check,
  // the right one too, so how long an answer takes tells nothing.
  if (attempt.pauseMs > 0) await pause(attempt.pauseMs);
  const user = email && password ? await directory.verifyPassword(origin.tenantId, email, password) : null;
  if (!user?.enabled) {
    const blocked = attempt.failed();
    return blocked > 0 ? tooMany(blocked) : signInForm(reply, language, interaction.uid, 400, { email, error: t.invalidCredentials });
  }
  await attempt.succeeded();
  if (user.mustChangePassword) {
    await pending.put(interaction.uid, user.userId, new Date((interaction.exp ?? 0) * 1000));
    return reply.redirect(interactionPath(interaction.uid), 303);
  }
  return finishInteraction(origin, request, reply, { login: { accountId: user.userId } });
}

async function passwordStep({ registry, directory, pending }: InteractionDeps, request: StepRequest, reply: FastifyReply) {
  const loaded = await loadInteraction(registry, request, reply);
  if (!loaded) return reply;
  const { origin, interaction, language } = loaded;
  const userId = interaction.prompt.name === 'login' ? await pending.get(interaction.uid) : null;
  const user = userId ? await directory.findById(origin.tenantId, userId) : null;
  if (!user?.enabled) return reply.redirect(interactionPath(interaction.uid), 303);
  const t = textsFor(language);
  const next = field(request.body, 'newPassword');
  if (!passwordSchema(t.checklistFailed).safeParse(next).success) {
    return changePasswordForm(reply, language, interaction.uid, 400, { error: t.checklistFailed, attempted: next });
  }
  if (next !== field(request.body, 'confirmPassword')) {
    return changePasswordForm(reply, language, interaction.uid, 400, { error: t.passwordsDiffer, attempted: next });
  }
  await directory.changePassword(origin.tenantId, user.userId, next);
  await pending.remove(interaction.uid);
  return finishInteraction(origin, request, reply, { login: { accountId: user.userId } });
}
