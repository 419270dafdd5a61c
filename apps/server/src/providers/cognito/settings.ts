/** The settings of the Cognito directory (`IDENTITY=cognito`), read by the server's config. */
import { z } from 'zod';

/** The user pool behind one tenant: its people, and the app client the console signs them in with. */
export interface CognitoPool {
  userPoolId: string;
  appClientId: string;
  /** The hosted UI's base URL (the pool's domain, `https://<prefix>.auth.<region>.amazoncognito.com` or a custom one). */
  authDomain: string;
}

export interface CognitoSettings {
  region: string;
  /** Where the Cognito API is called instead of the region's endpoint (the emulator's URL in tests); its tokens' issuer domain too. */
  endpoint: string | undefined;
  /** The pool of each tenant, by tenant id. */
  pools: Readonly<Record<string, CognitoPool>>;
}

const Pool = z
  .object({
    userPoolId: z.string().regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'userPoolId must be a user pool id such as eu-west-1_AbCdEf123'),
    appClientId: z.string().regex(/^[\w+]{1,128}$/, 'appClientId must be an app client id'),
    authDomain: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), 'authDomain must be the hosted UI URL, such as https://acme.auth.eu-west-1.amazoncognito.com')
      .transform((value) => value.replace(/\/+$/, '')),
  })
  .strict();

const Pools = z.record(z.string().regex(/^[a-z0-9]{1,16}$/, 'tenant ids are 1-16 lower case letters or digits'), Pool);

/**
 * Reads `COGNITO_POOLS`: a JSON object naming each tenant's pool,
 * `{"default":{"userPoolId":"…","appClientId":"…","authDomain":"https://…"}}`. Throws a message
 * naming what is wrong.
 */
export function parseCognitoPools(text: string): Record<string, CognitoPool> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('COGNITO_POOLS must be a JSON object of tenant id to {"userPoolId","appClientId","authDomain"}');
  }
  const parsed = Pools.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`COGNITO_POOLS ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The issuer of a pool's tokens: the region's Cognito endpoint, or the override's, followed by the pool id. */
export function poolIssuer({ region, endpoint }: Pick<CognitoSettings, 'region' | 'endpoint'>, userPoolId: string): string {
  const base = endpoint ? endpoint.replace(/\/+$/, '') : `https://cognito-idp.${region}.amazonaws.com`;
  return `${base}/${userPoolId}`;
}
