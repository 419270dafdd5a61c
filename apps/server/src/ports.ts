/**
 * Where identity meets the modules that own people, tenants and applications: the narrow
 * interfaces each side implements for the other, declared here, in neither module, so that no
 * import (not even a type's) goes round between them. `src/services.ts` wires the implementations:
 * identity is handed the account store (users), the tenants' sign-in states and the applications'
 * states, and the applications module is handed identity's OAuth clients (`AppClients`).
 */

/** A person's account as sign-in sees it. */
export interface AccountProfile {
  userId: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  enabled: boolean;
  language: string;
  mustChangePassword: boolean;
  /** Access tokens issued before this instant open nothing: set when the account is disabled or a sign-in of it ends. */
  tokensValidFrom: Date | null;
}

/** An account as the users module keeps it, with its password hash; `enabled` is the account's own flag. */
export interface StoredAccount extends AccountProfile {
  passwordHash: string | null;
}

/** What a new account holds besides its credential. */
export interface NewAccountFields {
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  language: string;
  country: string;
  locale: string;
}

export interface NewAccount extends NewAccountFields {
  /** Null when the credential lives in a hosted directory (a Cognito user pool), not in the row. */
  passwordHash: string | null;
}

/** The accounts of the embedded directory (the users module). E-mails arrive trimmed and lower case. */
export interface AccountStore {
  findByEmail(tenantId: string, email: string): Promise<StoredAccount | null>;
  findById(tenantId: string, userId: string): Promise<StoredAccount | null>;
  /** The new account; throws when the tenant already has one with that e-mail. */
  create(account: NewAccount): Promise<StoredAccount>;
  /** Stores a password the user chose (null: the hosted directory keeps it) and clears the must-change flag. */
  setPassword(tenantId: string, userId: string, passwordHash: string | null): Promise<void>;
  /** Ends the access tokens issued so far (a new access epoch); identity asks it when a sign-in ends (docs/decisions/014). */
  endAccessTokens(userId: string): Promise<void>;
}

/** What sign-in needs to know of a tenant (the tenants module). */
/**
 * A directory that keeps credentials of its own (a Cognito user pool, docs/decisions/033): the
 * users module tells it of each change once the user's row is written, in the same transaction,
 * so that its refusal writes nothing. The row stays the record of the profile; the directory holds
 * the password. Accounts are named by the console's user id. The embedded directory has none.
 */
export interface AccountDirectory {
  /** A new account; with `mustChangePassword` false its password works as given, else it must be changed at the first sign-in. */
  created(user: { tenantId: string; userId: string; email: string; roles: string[]; enabled: boolean; mustChangePassword: boolean }, password: string): Promise<void>;
  /** A temporary password, to be changed at the next sign-in. */
  setTemporaryPassword(tenantId: string, userId: string, password: string): Promise<void>;
  setEnabled(tenantId: string, userId: string, enabled: boolean): Promise<void>;
  setRoles(tenantId: string, userId: string, roles: readonly string[]): Promise<void>;
  deleted(tenantId: string, userId: string): Promise<void>;
}

export interface TenantStates {
  /** Null when no such tenant exists. */
  signInState(tenantId: string): Promise<{ enabled: boolean; language: string } | null>;
}

/** What an application's token needs to know of its application (the applications module). */
export interface ApplicationStates {
  isEnabled(tenantId: string, appId: string): Promise<boolean>;
}

/**
 * App credentials are OAuth clients of the embedded provider (client_credentials grant, the
 * application's roles as scopes). The identity side implements this; the module only asks.
 */
export interface AppClients {
  /** Creates or rotates the OAuth client of an application; the old secret stops working at once. */
  generate(input: { tenantId: string; appId: string; roles: string[] }): Promise<{ clientId: string; clientSecret: string; roles: string[] }>;
  /** The client of an application, without its secret; null when none was generated. */
  read(input: { tenantId: string; appId: string }): Promise<{ clientId: string; roles: string[] } | null>;
  /** The clear secret, for the explicit reveal call. */
  revealSecret(input: { tenantId: string; appId: string }): Promise<string | null>;
}
