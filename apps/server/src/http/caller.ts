/** The signed-in user behind a request, as read from a verified access token. */
export interface Caller {
  userId: string;
  /** Tenant the user belongs to (token claim). */
  tenantId: string;
  email: string;
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
