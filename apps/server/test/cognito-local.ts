/**
 * A Cognito emulator (`cognito-local`) for the tests of the Cognito directory: a real child
 * process on a free loopback port, in a temporary directory of its own, stopped when the file ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll } from 'vitest';

/** How long the emulator may take to answer its health check (it starts in about a second). */
const READY_WITHIN_MS = 30_000;
/** Pause between two health checks while it starts: the port opens only once it listens. */
const POLL_MS = 50;

/** The emulator's region: its pool ids read `local_…`. */
export const EMULATOR_REGION = 'local';

export interface TenantPool {
  userPoolId: string;
  appClientId: string;
  authDomain: string;
}

export interface CognitoEmulator {
  /** Its base URL, `http://127.0.0.1:<port>`: the `COGNITO_ENDPOINT` and its tokens' issuer domain. */
  endpoint: string;
  client: CognitoIdentityProviderClient;
  /** A fresh pool with the console's custom roles attribute and a public app client. */
  createPool(name: string): Promise<TenantPool>;
  /** The server's settings for a Cognito directory with a fresh pool for each of `tenantIds`. */
  identityEnv(tenantIds: readonly string[]): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves once the emulator answers its health check; rejects if it exits first or never answers. */
async function untilReady(child: ChildProcess, endpoint: string, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`cognito-local left before it was ready: ${output()}`);
    const healthy = await fetch(`${endpoint}/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await delay(POLL_MS);
  }
  throw new Error(`cognito-local did not answer within ${READY_WITHIN_MS} ms: ${output()}`);
}

/**
 * The SDK signs every request; the emulator accepts any credentials. Set here so that the SDK's
 * chain stops at the environment and never asks anything beyond the loopback.
 */
function useEmulatorCredentials(): void {
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

/** Starts the emulator; `stop()` ends it and removes its directory (see `cognitoLocal` for a test file's). */
export async function startCognitoLocal(): Promise<CognitoEmulator> {
  useEmulatorCredentials();
  const dir = mkdtempSync(join(tmpdir(), 'cognito-local-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  mkdirSync(join(dir, '.cognito'));
  const config = { ServerConfig: { hostname: '127.0.0.1', port }, TokenConfig: { IssuerDomain: endpoint }, UserPoolDefaults: { UsernameAttributes: [] } };
  writeFileSync(join(dir, '.cognito', 'config.json'), JSON.stringify(config));
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], { cwd: dir, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilReady(child, endpoint, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  const client = new CognitoIdentityProviderClient({ region: EMULATOR_REGION, endpoint });
  async function createPool(name: string): Promise<TenantPool> {
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: name,
        AliasAttributes: ['email'],
        Schema: [
          { Name: 'roles', AttributeDataType: 'String', Mutable: true },
          { Name: 'tenantId', AttributeDataType: 'String', Mutable: false },
        ],
      }),
    );
    const userPoolId = pool.UserPool?.Id as string;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: `${name}-console`,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    return { userPoolId, appClientId: app.UserPoolClient?.ClientId as string, authDomain: `https://${name}.auth.example` };
  }

  return {
    endpoint,
    client,
    createPool,
    async identityEnv(tenantIds) {
      const pools = Object.fromEntries(await Promise.all(tenantIds.map(async (tenantId) => [tenantId, await createPool(tenantId)] as const)));
      return { IDENTITY: 'cognito', COGNITO_REGION: EMULATOR_REGION, COGNITO_ENDPOINT: endpoint, COGNITO_POOLS: JSON.stringify(pools) };
    },
    stop,
  };
}

/**
 * The emulator of a test file: started by the first test that asks for it, stopped when the file
 * ends whatever happened. Call it while the file is collected (it registers an `afterAll`).
 */
export function cognitoLocal(): () => Promise<CognitoEmulator> {
  let started: Promise<CognitoEmulator> | undefined;
  afterAll(async () => {
    if (started) await (await started.catch(() => null))?.stop();
  });
  return () => (started ??= startCognitoLocal());
}

/** The directories the user-administration tests run on. */
export type DirectoryKind = 'local' | 'cognito';

/** Each database with each directory: the embedded one, and Cognito pools on the emulator. */
export const withDirectories = <D extends { name: string }>(databases: readonly D[]) =>
  databases.flatMap((database) =>
    (['local', 'cognito'] as const).map((directory) => ({ name: `${database.name} with the ${directory} directory`, database, directory })),
  );

/** The server's settings for `directory`: nothing for the embedded one, fresh pools of `default` and `beta` for Cognito. */
export async function directoryEnv(directory: DirectoryKind, emulator: () => Promise<CognitoEmulator>): Promise<Record<string, string>> {
  return directory === 'cognito' ? (await emulator()).identityEnv(['default', 'beta']) : {};
}
