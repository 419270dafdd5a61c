/**
 * The Cognito user pools' admin API, through the official SDK: the calls the Cognito directory
 * makes (docs/decisions/033-cognito-directory.md). Its endpoint is the operator's setting
 * (`COGNITO_REGION`, or `COGNITO_ENDPOINT`), not a tenant's, so it is not held to `PROVIDER_HOSTS`;
 * credentials come from the SDK's usual chain.
 */
import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';

/**
 * The SDK, loaded with the first call: only a deployment with IDENTITY=cognito makes one, and the
 * SDK's modules are a large share of the server's code and memory otherwise (docs/decisions/032).
 */
let sdk: Promise<typeof CognitoSdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-cognito-identity-provider'));

/** One account of one pool. */
export interface PoolAccount {
  userPoolId: string;
  username: string;
}

/** Answers to a sign-in that all mean "not with these credentials", whatever the reason. */
const REFUSED_SIGN_IN = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');
const target = ({ userPoolId, username }: PoolAccount) => ({ UserPoolId: userPoolId, Username: username });

export function createCognitoAdmin({ region, endpoint }: { region: string; endpoint?: string | undefined }) {
  let made: CognitoSdk.CognitoIdentityProviderClient | undefined;
  /** The SDK (its commands) and the one client of this directory, made at the first call. */
  const connect = async () => {
    const sdk = await loadSdk();
    made ??= new sdk.CognitoIdentityProviderClient({ region, ...(endpoint ? { endpoint } : {}) });
    return { sdk, client: made };
  };

  const setPassword = async (account: PoolAccount, password: string, permanent: boolean) => {
    const { sdk, client } = await connect();
    await client.send(new sdk.AdminSetUserPasswordCommand({ ...target(account), Password: password, Permanent: permanent }));
  };

  return {
    /** A new account in FORCE_CHANGE_PASSWORD with `temporaryPassword`; Cognito sends no message of its own. */
    async createUser(account: PoolAccount, temporaryPassword: string, attributes: Record<string, string>): Promise<void> {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.AdminCreateUserCommand({
          ...target(account),
          TemporaryPassword: temporaryPassword,
          MessageAction: 'SUPPRESS',
          UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
        }),
      );
    },
    /** `permanent` false: a temporary password, to be changed at the next sign-in (FORCE_CHANGE_PASSWORD). */
    setPassword,
    async setEnabled(account: PoolAccount, enabled: boolean): Promise<void> {
      const { sdk, client } = await connect();
      await client.send(enabled ? new sdk.AdminEnableUserCommand(target(account)) : new sdk.AdminDisableUserCommand(target(account)));
    },
    async setAttributes(account: PoolAccount, attributes: Record<string, string>): Promise<void> {
      const UserAttributes = Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
      const { sdk, client } = await connect();
      await client.send(new sdk.AdminUpdateUserAttributesCommand({ ...target(account), UserAttributes }));
    },
    /** Deletes the account; one already gone is no error. */
    async deleteUser(account: PoolAccount): Promise<void> {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.AdminDeleteUserCommand(target(account)));
      } catch (error) {
        if (nameOf(error) !== 'UserNotFoundException') throw error;
      }
    },
    /**
     * Checks a password (ADMIN_USER_PASSWORD_AUTH, which the app client must allow): null when
     * refused; `mustChange` when it is a temporary one (the NEW_PASSWORD_REQUIRED challenge).
     */
    async checkPassword(account: PoolAccount, appClientId: string, password: string): Promise<{ mustChange: boolean } | null> {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.AdminInitiateAuthCommand({
            UserPoolId: account.userPoolId,
            ClientId: appClientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: account.username, PASSWORD: password },
          }),
        );
        const mustChange = answer.ChallengeName === 'NEW_PASSWORD_REQUIRED';
        return mustChange || answer.AuthenticationResult ? { mustChange } : null;
      } catch (error) {
        if (REFUSED_SIGN_IN.has(nameOf(error))) return null;
        throw error;
      }
    },
  };
}

export type CognitoAdmin = ReturnType<typeof createCognitoAdmin>;
