import type { User, UserManager } from 'oidc-client-ts';
import { vi } from 'vitest';

/** The parts of the OpenID client the session actions use, as spies. */
export function fakeUserManager(user: Partial<User> | null = null) {
  const fake = {
    getUser: vi.fn(() => Promise.resolve(user as User | null)),
    removeUser: vi.fn(() => Promise.resolve()),
    signinRedirect: vi.fn(() => Promise.resolve()),
    signinRedirectCallback: vi.fn(() => Promise.resolve({ state: { returnTo: '/admin/users' } } as unknown as User)),
    signinPopup: vi.fn(() => Promise.resolve(user as User)),
    signinPopupCallback: vi.fn(() => Promise.resolve()),
    signoutRedirect: vi.fn(() => Promise.resolve()),
  };
  return { fake, manager: fake as unknown as UserManager };
}
