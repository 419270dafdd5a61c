/** The signed-in user behind a request: a verified access token, and the account it names as it is now. */
export interface Caller {
  userId: string;
  /** Tenant the user belongs to (token claim). */
  tenantId: string;
  email: string;
  /**
   * The account's roles at this request (facts cache, docs/decisions/014), not those the token was
   * minted with, so a role removed holds at once. An application's: those its token was granted
   * that its client still holds. Shared between requests: never changed.
   */
  roles: string[];
  language: string;
  isSuperAdmin: boolean;
  /**
   * Set when the caller is an application using its credentials (client credentials grant):
   * then `userId` is `app:{appId}`, `email` is empty, and the router keeps it to its own
   * tenant and application (docs/decisions/006).
   */
  appId?: string;
}
