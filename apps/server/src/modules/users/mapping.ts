import type { User } from '@connector/contracts';
import type { UserRow } from './repository.ts';

export function toUser(row: UserRow): User {
  return {
    userId: row.userId,
    tenantId: row.tenantId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles,
    enabled: row.enabled,
    language: row.language,
    country: row.country,
    locale: row.locale,
    lastApplication: row.lastApplication ?? null,
  };
}

/** What the audit trail sees of a user: no timestamps, no search keys the database derives. */
export const auditSnapshot = (row: UserRow) => {
  const { passwordHash, createdAt: _c, updatedAt: _u, tokensValidFrom: _v, searchName: _n, searchNameReversed: _r, searchDomain: _d, ...rest } = row;
  return { ...rest, password: passwordHash };
};
