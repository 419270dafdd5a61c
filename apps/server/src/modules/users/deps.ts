import type { LastApplication } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UsersRepository } from './repository.ts';

/** What holds an account's sign-in back, as identity tells it. */
export interface HeldSignIn {
  lockedAddresses: number;
  slowed: boolean;
  until: Date | null;
}

/**
 * A directory that keeps credentials of its own (a Cognito user pool, docs/decisions/033): told of
 * each change once the user's row is written, in the same transaction, so that its refusal writes
 * nothing. The row stays the record of the profile; the directory holds the password.
 */
export interface AccountDirectory {
  created(user: { tenantId: string; userId: string; email: string; roles: string[]; enabled: boolean; mustChangePassword: boolean }, password: string): Promise<void>;
  setTemporaryPassword(tenantId: string, userId: string, password: string): Promise<void>;
  setEnabled(tenantId: string, userId: string, enabled: boolean): Promise<void>;
  setRoles(tenantId: string, userId: string, roles: readonly string[]): Promise<void>;
  deleted(tenantId: string, userId: string): Promise<void>;
}

export interface UsersServiceDeps {
  db: Database;
  repository: UsersRepository;
  audit: AuditLog;
  /** Role ids among `roleIds` that exist in the tenant. */
  existingRoles(tx: Tx, tenantId: string, roleIds: readonly string[]): Promise<string[]>;
  permissionsOf(caller: Caller): Promise<readonly string[]>;
  /** The application of `tenantId` by this id as the selector lists it, or null when the tenant has none (the applications module answers). */
  applicationEntry(tx: Tx, tenantId: string, appId: string): Promise<LastApplication | null>;
  /** Credentials live with the identity provider: hashing, and ending a user's sessions. */
  identity: {
    hashPassword(password: string): Promise<string>;
    endSessions(userId: string): Promise<void>;
    /** Failed sign-ins holding an account back, read and cleared in the caller's transaction (docs/decisions/016). */
    signInLocks: {
      lockOf(tx: Tx, tenantId: string, email: string): Promise<HeldSignIn>;
      unlock(tx: Tx, tenantId: string, email: string): Promise<void>;
    };
    /** Absent or null: the users table is the directory, passwords are hashed into it. */
    administration?: AccountDirectory | null;
  };
}
