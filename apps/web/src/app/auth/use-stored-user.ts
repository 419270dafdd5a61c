import type { User, UserManager } from 'oidc-client-ts';
import { useEffect, useState } from 'react';

/**
 * The signed-in user kept by the OpenID client: `undefined` while the store is read, null when
 * nobody is signed in. An expired user is renewed with its refresh token when it has one.
 */
export function useStoredUser(manager: UserManager): User | null | undefined {
  const [user, setUser] = useState<User | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    // An event is newer than the first read of the store: a sign-in that completes while the
    // store is read (the callback page) must not be undone by that read's older answer.
    let heardEvent = false;
    const set = (next: User | null) => {
      if (active) setUser(next);
    };
    const unsubscribe = [
      manager.events.addUserLoaded((loaded) => {
        heardEvent = true;
        set(loaded);
      }),
      manager.events.addUserUnloaded(() => {
        heardEvent = true;
        set(null);
      }),
    ];
    void (async () => {
      const stored = await manager.getUser();
      if (heardEvent) return;
      if (stored && stored.expired && stored.refresh_token) {
        set(await manager.signinSilent().catch(() => null));
      } else {
        set(stored && !stored.expired ? stored : null);
      }
    })();
    return () => {
      active = false;
      unsubscribe.forEach((off) => off());
    };
  }, [manager]);

  return user;
}
