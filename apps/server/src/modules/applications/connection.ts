import { aribaOAuthOriginFor } from '@connector/contracts/providers/ariba';
import { CONNECTION_ERROR, type ConnectivityProvider, type ConnectivitySection, type FieldValues, type TestConnectionResult } from '@connector/contracts';
import {
  BreakerRegistry,
  createAribaAdapter,
  createCatalystAdapter,
  createOrbisAdapter,
  createOutboundFetch,
  createSupplyChainAdapter,
  testConnection,
  type ConnectionResult,
  type HostPolicy,
  type OutboundOptions,
  type ProviderError,
} from '../../providers/index.ts';

export interface ConnectionInput {
  section: ConnectivitySection;
  /** The section's values, secrets in clear. */
  values: FieldValues;
  /** General Configurations: realm, region and the Ariba URLs. */
  general: FieldValues;
  region: string | undefined;
}

/** Runs the connection test of one section; never throws for an outside failure. */
export type ConnectionTester = (input: ConnectionInput) => Promise<TestConnectionResult>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

interface Check {
  connectionCheck(): Promise<void>;
}

/**
 * The Ariba API host, and the OAuth host: the one General Configurations names, else the data
 * centre's OAuth host of a known Ariba API host (they differ by region), else the API host itself.
 */
export function aribaUrls(general: FieldValues): { api: string; oauth: string | undefined } {
  const api = text(general.aribaApiUrl);
  const oauth = general.customOAuthUrl === true && text(general.aribaOAuthUrl) ? text(general.aribaOAuthUrl) : aribaOAuthOriginFor(api);
  return { api, oauth };
}

/**
 * Where each secret of a provider travels: the base URL it is sent to. A stored secret may only
 * go back to the host it was saved with (see `connectivity.ts`). An optional product left without
 * a URL is not called, so its secret goes nowhere.
 */
export function secretDestinations(provider: ConnectivityProvider, values: FieldValues, general: FieldValues): { secret: string; url: string }[] {
  switch (provider) {
    case 'ariba': {
      const { api, oauth } = aribaUrls(general);
      return [
        { secret: 'apiKey', url: api },
        { secret: 'clientSecret', url: oauth ?? api },
      ];
    }
    case 'orbis':
      return [{ secret: 'orbisApiToken', url: text(values.orbisUrl) }];
    case 'catalyst':
      return text(values.catalystUrl) ? [{ secret: 'catalystApiKey', url: text(values.catalystUrl) }] : [];
    case 'supplyChain':
      return text(values.supplyChainUrl) ? [{ secret: 'supplyChainApiKey', url: text(values.supplyChainUrl) }] : [];
  }
}

/** The adapter a provider of a section is reached with, or null when the section leaves it unset. */
function adapterFor(provider: ConnectivityProvider, { values, general, region }: ConnectionInput, timeoutMs: number, fetch: typeof globalThis.fetch): Check | null {
  // A test is one honest attempt: no retries, and a breaker of its own so earlier traffic cannot short-circuit it.
  const common = { timeoutMs, retry: { maxAttempts: 0 }, breakers: new BreakerRegistry(), fetch };
  switch (provider) {
    case 'ariba': {
      const { api, oauth } = aribaUrls(general);
      return createAribaAdapter({
        ...common,
        baseUrl: api,
        ...(oauth ? { oauthBaseUrl: oauth } : {}),
        clientId: text(values.clientId),
        clientSecret: typeof values.clientSecret === 'string' ? values.clientSecret : '',
        apiKey: typeof values.apiKey === 'string' ? values.apiKey : '',
        realm: text(general.realm),
        region: region ?? text(general.region),
      });
    }
    case 'orbis':
      return createOrbisAdapter({ ...common, baseUrl: text(values.orbisUrl), apiToken: String(values.orbisApiToken ?? '') });
    case 'catalyst':
      return text(values.catalystUrl)
        ? createCatalystAdapter({ ...common, baseUrl: text(values.catalystUrl), apiKey: String(values.catalystApiKey ?? '') })
        : null;
    case 'supplyChain':
      return text(values.supplyChainUrl)
        ? createSupplyChainAdapter({ ...common, baseUrl: text(values.supplyChainUrl), apiKey: String(values.supplyChainApiKey ?? '') })
        : null;
  }
}

async function check(build: () => Check | null, onFailure: (error: ProviderError) => void): Promise<ConnectionResult | null> {
  try {
    const adapter = build();
    return adapter ? await testConnection(adapter, onFailure) : null;
  } catch {
    // Not a provider failure (an unusable URL, say): the generic answer of APP-17.
    return { ok: false, provider: 'Ariba', kind: 'rejected', message: CONNECTION_ERROR.error_description };
  }
}

export interface ConnectionTesterSettings {
  /** The deployment's allow-list: every call of a test goes through it. */
  hosts: HostPolicy;
  timeoutMs?: number;
  /** How addresses are resolved and sockets opened; tests pass spies. */
  outbound?: OutboundOptions;
  /** Where the full reason of a failed test goes: the answer itself only says it could not connect. */
  log?: { info(details: object, message: string): void };
}

/**
 * Tests every provider of the section at once and answers the first failure in the section's
 * order, with the adapter's message (written for administrators, never an upstream body; the
 * same for every failure that could tell a closed port from an open one).
 */
export function createConnectionTester({ hosts, timeoutMs = 10_000, outbound, log }: ConnectionTesterSettings): ConnectionTester {
  const fetch = createOutboundFetch(hosts, outbound);
  const onFailure = (error: ProviderError) =>
    log?.info({ provider: error.provider, kind: error.kind, status: error.status, err: error.cause ?? error }, 'connection test failed');
  return async (input) => {
    const providers = input.section.providers ?? [];
    const results = await Promise.all(providers.map((provider) => check(() => adapterFor(provider, input, timeoutMs, fetch), onFailure)));
    const failure = results.find((result) => result !== null && !result.ok);
    if (!failure || failure.ok) return { valid: true };
    return { valid: false, error: { error: CONNECTION_ERROR.error, error_description: failure.message } };
  };
}
