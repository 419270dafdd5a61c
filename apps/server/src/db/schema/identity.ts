import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Storage of the embedded OpenID Provider (sessions, grants, codes, refresh tokens,
 * interactions, dynamic clients). Keyed by model name and id, as the provider's adapter
 * interface asks. Not tenant-scoped by row policy: only the identity module reads it.
 * For the provider's own models `id`, `grant_id`, `user_code` and `uid` hold keyed hashes and
 * `payload` is sealed (docs/decisions/014); `account_id` says whose sign-in a row is.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_account_idx').on(t.accountId),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Server-held key material (signing keys, cookie keys), created on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per account, per client address and per pair of both (docs/decisions/016), in
 * the database so that every server instance counts the same failures. Not tenant-scoped by row
 * policy: the key carries the tenant, and only the identity module reads it.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    /** The account (`tenant:email`) a count holds back, so an unlock finds them all; null for an address's own count. */
    account: text('account'),
    failures: integer('failures').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowEndsAt), index('sign_in_failures_account_idx').on(t.account)],
);
