/** The signed-in user behind a request, as read from a verified access token. */
export interface Caller {
  userId: string;
  /** Tenant the user belongs to (token claim). */
  tenantId: string;
  email: string;
  roles: string[];
  language: string;
  isSuperAdmin: boolean;
}
