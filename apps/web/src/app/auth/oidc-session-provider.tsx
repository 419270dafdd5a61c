import { endpoints, type TenantAuthInfo } from '@connector/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiProvider, apiKey, createApiClient } from '../../lib/api/index.ts';
import { useLanguage } from '../../lib/i18n/index.ts';
import { SessionContext, type AuthStatus, type Session } from '../../lib/session/index.ts';
import { onAuthFailure, unauthorizedHandler } from './auth-failure.ts';
import { isEmbedded } from './embedded.ts';
import { createSessionActions } from './session-actions.ts';
import { sessionUserOf } from './session-user.ts';
import { useStoredUser } from './use-stored-user.ts';
import { createUserManager } from './user-manager.ts';
import { provideWebStorage } from './web-storage.ts';

interface OidcSessionProviderProps {
  tenantId: string;
  settings: TenantAuthInfo;
  children?: ReactNode;
}

/**
 * The session of the console: the tenant's OpenID client, the signed-in user, the permissions
 * of the user's roles, and an API client that sends the user's access token.
 */
export function OidcSessionProvider({ tenantId, settings, children }: OidcSessionProviderProps) {
  const { i18n } = useTranslation();
  // Before the OpenID client and the screens read it: a frame refused storage gets it in memory.
  useState(() => provideWebStorage(window));
  const [embedded] = useState(() => isEmbedded(window));
  // One OpenID client for the page: a second one would miss the first one's sign-in events.
  const { region, userPoolId, authDomain, appClientId } = settings;
  const manager = useMemo(
    () => createUserManager({ region, userPoolId, authDomain, appClientId }, window),
    [region, userPoolId, authDomain, appClientId],
  );
  const actions = useMemo(() => createSessionActions(manager, window, embedded), [manager, embedded]);
  const [callbackFailed, setCallbackFailed] = useState(false);
  const [refused, setRefused] = useState(false);

  const client = useMemo(
    () =>
      createApiClient({
        getAccessToken: async () => (await manager.getUser())?.access_token ?? null,
        // An expired or revoked session: sign in again and come back to this page.
        onUnauthorized: unauthorizedHandler(window, {
          forget: () => manager.removeUser(),
          signIn: actions.signIn,
          fail: () => setRefused(true),
        }),
      }),
    [manager, actions],
  );

  const stored = useStoredUser(manager);
  const user = useMemo(() => (stored ? sessionUserOf(stored.profile) : null), [stored]);
  const roles = user?.roles ?? [];
  const permissions = useQuery({
    queryKey: apiKey(endpoints.getRolePermissions, { body: { roles } }),
    queryFn: ({ signal }) => client.call(endpoints.getRolePermissions, { body: { roles }, signal }),
    enabled: user !== null,
    staleTime: Infinity,
  });

  // The user's own language, fetched when the page is in another one: the console waits for it.
  const languageReady = useLanguage(i18n, user?.language);

  const status: AuthStatus =
    callbackFailed || refused || permissions.isError
      ? 'fail'
      : stored === undefined
        ? 'loading'
        : stored === null
          ? 'idle'
          : permissions.isSuccess && languageReady
            ? 'completed'
            : 'loading';

  useEffect(() => {
    if (status === 'fail') onAuthFailure(window, tenantId, actions.signIn);
  }, [status, tenantId, actions]);

  const completeSignIn = useCallback(
    () =>
      actions.completeSignIn().catch((error: unknown) => {
        setCallbackFailed(true);
        throw error;
      }),
    [actions],
  );

  const session = useMemo<Session>(
    () => ({
      status,
      tenantId,
      embedded,
      user,
      permissions: permissions.data?.permissions ?? [],
      // The tenant's own idle time (docs/decisions/028), read with its sign-in settings.
      idleTimeoutMs: settings.idleTimeoutMinutes * 60_000,
      ...actions,
      completeSignIn,
    }),
    [status, tenantId, embedded, user, permissions.data, settings.idleTimeoutMinutes, actions, completeSignIn],
  );

  return (
    <SessionContext value={session}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SessionContext>
  );
}
