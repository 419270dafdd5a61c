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
