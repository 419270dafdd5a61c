import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors/index.ts';
import type { AppClients } from '../../ports.ts';
import { createIdentityRepository, type IdentityRepository } from './repository.ts';

/** The client as the token verifier needs it: never its secret. */
export interface AppClientRecord {
  clientId: string;
  tenantId: string;
  appId: string;
  roles: string[];
  /** Changes on every generation: tokens carry it, so rotating ends the tokens of the old secret. */
  credentialsId: string;
}

/** Client metadata beyond the protocol's own, as the provider keeps it on the client. */
export const APP_CLIENT_METADATA = ['tenantId', 'appId', 'roles', 'credentialsId'] as const;

/** Provider storage model; the rows sit in `oidc_payloads` beside the provider's other models. */
const MODEL = 'Client';
/** A role becomes a scope value: no spaces nor anything else a role id cannot hold. */
const SCOPE_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_ROLES = 50;
const MAX_ID = 128;

interface StoredClient extends AppClientRecord {
  sealedSecret: string;
  updatedAt: string;
}

/**
 * One client per application, its id derived from tenant and application: generating again
 * is an upsert of the same row, so two concurrent generations leave one client, not two.
 */
export function appClientId(tenantId: string, appId: string): string {
  return createHash('sha256').update(JSON.stringify([tenantId, appId])).digest('hex').slice(0, 32);
}

/** The roles an application may hold, as scope values; the super administrator's never. */
function grantableRoles(roles: readonly string[]): string[] {
  const unique = [...new Set(roles.map((r) => r.trim()))].filter((r) => r && r !== SUPER_ADMIN_ROLE);
  const invalid = unique.filter((r) => !SCOPE_VALUE.test(r));
  if (invalid.length) throw badRequest(`These roles cannot be given to an application: ${invalid.join(', ')}`);
  if (unique.length > MAX_ROLES) throw badRequest(`An application holds at most ${MAX_ROLES} roles`);
  return unique;
}

function checkIds(tenantId: string, appId: string): void {
  if (!tenantId || !appId || tenantId.length > MAX_ID || appId.length > MAX_ID) throw badRequest('Unknown application');
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function parseStored(payload: Record<string, unknown>): StoredClient | undefined {
  const { clientId, tenantId, appId, roles, credentialsId, sealedSecret, updatedAt } = payload;
  if (
    typeof clientId !== 'string' ||
    typeof tenantId !== 'string' ||
    typeof appId !== 'string' ||
    typeof credentialsId !== 'string' ||
    typeof sealedSecret !== 'string' ||
    typeof updatedAt !== 'string' ||
    !isStrings(roles)
  ) {
    return undefined;
  }
  return { clientId, tenantId, appId, roles, credentialsId, sealedSecret, updatedAt };
}

const record = ({ clientId, tenantId, appId, roles, credentialsId }: StoredClient): AppClientRecord => ({
  clientId,
  tenantId,
  appId,
  roles,
  credentialsId,
});

/** Reads the stored client of `tenantId`; another tenant's client is nobody's here. */
type LoadClient = (tenantId: string, clientId: string) => Promise<StoredClient | undefined>;

interface StoreDeps {
  db: Database;
  secrets: SecretBox;
  repository: IdentityRepository;
}

export function createAppClientStore({
  db,
  secrets,
  repository = createIdentityRepository(),
}: {
  db: Database;
  secrets: SecretBox;
  repository?: IdentityRepository;
}) {
  const load: LoadClient = async (tenantId, clientId) => {
    if (!clientId || clientId.length > MAX_ID) return undefined;
    const row = await db.unscoped((tx) => repository.findPayload(tx, MODEL, { id: clientId }));
    const stored = row ? parseStored(row.payload) : undefined;
    return stored?.tenantId === tenantId ? stored : undefined;
  };

  return {
    clients: applicationClients({ db, secrets, repository }, load),

    /** The client behind an access token, for the verifier; undefined when gone or another tenant's. */
    find: (tenantId: string, clientId: string): Promise<AppClientRecord | undefined> =>
      // Read by every call with an application's token: from the facts cache (db/facts.ts).
      db.facts.memo(`app-client:${tenantId}:${clientId}`, async () => {
        const stored = await load(tenantId, clientId);
        return stored ? record(stored) : undefined;
      }),

    /** The provider's `Client` storage for one tenant (`clientAdapter`). */
    adapterFor(tenantId: string): Adapter {
      return clientAdapter(tenantId, load, secrets);
    },
  };
}

/** The clients as the applications module manages them: generated, read, and their secret shown. */
function applicationClients({ db, secrets, repository }: StoreDeps, load: LoadClient): AppClients {
  async function loadOfApp(tenantId: string, appId: string): Promise<StoredClient | undefined> {
    checkIds(tenantId, appId);
    const stored = await load(tenantId, appClientId(tenantId, appId));
    return stored?.appId === appId ? stored : undefined;
  }

  return {
    async generate({ tenantId, appId, roles }) {
      checkIds(tenantId, appId);
      const granted = grantableRoles(roles);
      const clientId = appClientId(tenantId, appId);
      const clientSecret = randomBytes(32).toString('base64url');
      const stored: StoredClient = {
        clientId,
        tenantId,
        appId,
        roles: granted,
        credentialsId: randomUUID(),
        sealedSecret: secrets.seal(clientSecret),
        updatedAt: new Date().toISOString(),
      };
      const values = { payload: { ...stored }, grantId: null, userCode: null, uid: null, expiresAt: null, consumedAt: null };
      await db.unscoped((tx) => repository.upsertPayload(tx, MODEL, clientId, values));
      return { clientId, clientSecret, roles: granted };
    },
    async read({ tenantId, appId }) {
      const stored = await loadOfApp(tenantId, appId);
      return stored ? { clientId: stored.clientId, roles: stored.roles } : null;
    },
    async revealSecret({ tenantId, appId }) {
      const stored = await loadOfApp(tenantId, appId);
      return stored ? secrets.open(stored.sealedSecret) : null;
    },
  };
}

/**
 * The provider's `Client` storage for one tenant: it finds that tenant's clients only, with the
 * secret opened for the comparison the provider makes. Clients are written by `generate`
 * alone (dynamic registration is off), so the writing methods are never called.
 */
function clientAdapter(tenantId: string, load: LoadClient, secrets: SecretBox): Adapter {
  const readOnly = async (): Promise<never> => {
    throw new Error('application clients are written through generate()');
  };
  return {
    async find(id): Promise<AdapterPayload | undefined> {
      const stored = await load(tenantId, id);
      if (!stored) return undefined;
      return {
        client_id: stored.clientId,
        client_secret: secrets.open(stored.sealedSecret),
        client_name: `Application ${stored.appId}`,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
        tenantId: stored.tenantId,
        appId: stored.appId,
        roles: stored.roles,
        credentialsId: stored.credentialsId,
      } satisfies Record<(typeof APP_CLIENT_METADATA)[number], unknown> & AdapterPayload;
    },
    upsert: readOnly,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    consume: readOnly,
    destroy: readOnly,
    revokeByGrantId: readOnly,
  };
}

export type AppClientStore = ReturnType<typeof createAppClientStore>;
