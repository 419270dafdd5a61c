import { act, renderHook, waitFor } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { useStoredUser } from './use-stored-user.ts';

/** An OpenID client whose store answers when the test says, and whose events the test raises. */
function slowStore() {
  let answer!: (user: User | null) => void;
  const read = new Promise<User | null>((resolve) => (answer = resolve));
  const loaded: ((user: User) => void)[] = [];
  const manager = {
    getUser: () => read,
    signinSilent: () => Promise.resolve(null),
    events: {
      addUserLoaded: (listener: (user: User) => void) => {
        loaded.push(listener);
        return () => loaded.splice(loaded.indexOf(listener), 1);
      },
      addUserUnloaded: () => () => {},
    },
  } as unknown as UserManager;
  return { manager, answer, load: (user: User) => loaded.forEach((listener) => listener(user)) };
}

const signedIn = { profile: { sub: 'u1' }, expired: false } as unknown as User;

describe('useStoredUser', () => {
  it('is undefined while the store is read, then the stored user', async () => {
    const store = slowStore();
    const { result } = renderHook(() => useStoredUser(store.manager));
    expect(result.current).toBeUndefined();
    await act(async () => store.answer(signedIn));
    expect(result.current).toBe(signedIn);
  });

  it('keeps a user signed in during the first read when that read answers nobody', async () => {
    const store = slowStore();
    const { result } = renderHook(() => useStoredUser(store.manager));
    act(() => store.load(signedIn));
    await act(async () => store.answer(null));
    await waitFor(() => expect(result.current).toBe(signedIn));
  });
});
