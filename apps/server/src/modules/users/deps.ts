import type { LastApplication } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AccountDirectory } from '../../ports.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UsersRepository } from './repository.ts';

/** What holds an account's sign-in back, as identity tells it. */
export interface HeldSignIn {
  lockedAddresses: number;
  slowed: boolean;
  until: Date | null;
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
