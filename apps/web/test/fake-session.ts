import { vi } from 'vitest';
import type { Session, SessionUser } from '../src/lib/session/index.ts';

export const FAKE_USER: SessionUser = {
  sub: '5b0c7e0a-1d2e-4f30-8a41-9c6d7e8f0a12',
  email: 'ana.ruiz@example.com',
  givenName: 'Ana',
  familyName: 'Ruiz',
  tenantId: 'default',
  roles: ['tenantAdmin'],
  language: 'en',
};

/** A signed-in session with the given permissions; every action is a spy. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'completed',
    tenantId: 'default',
    embedded: false,
    user: FAKE_USER,
    permissions: [],
    signIn: vi.fn(),
    completeSignIn: vi.fn(() => Promise.resolve('/admin')),
    signInPopup: vi.fn(() => Promise.resolve()),
    completePopupSignIn: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}
