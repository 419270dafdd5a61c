import { z } from 'zod';

/**
 * Form body of `POST /v2/oauth/token` (client id and secret travel as HTTP Basic): a new token
 * for the client, or a fresh one for a refresh token the last answer carried.
 */
export const AribaTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('client_credentials') }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(500) }),
]);
export type AribaTokenRequest = z.infer<typeof AribaTokenRequest>;

/**
 * The token answer as SAP's samples print it: `access_token`, `refresh_token`, `token_type`
 * `bearer`, `scope` null and `expires_in` seconds; an answer to a refresh adds `timeUpdated`
 * (milliseconds). Fields Ariba may add later are ignored.
 */
export const AribaTokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer', 'token_type must be bearer'),
  scope: z.string().nullish(),
  expires_in: z.number().int().positive(),
  timeUpdated: z.number().optional(),
});
export type AribaTokenResponse = z.infer<typeof AribaTokenResponse>;

/** The token endpoint's refusals (OAuth 2.0's error body). */
export const AribaTokenError = z.looseObject({ error: z.string(), error_description: z.string().optional() });
export type AribaTokenError = z.infer<typeof AribaTokenError>;
