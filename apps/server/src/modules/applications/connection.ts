import { CONNECTION_ERROR, type ConnectivityProvider, type ConnectivitySection, type FieldValues, type TestConnectionResult } from '@connector/contracts';
import {
  BreakerRegistry,
  createAribaAdapter,
  createCatalystAdapter,
  createOrbisAdapter,
  createSupplyChainAdapter,
  testConnection,
  type ConnectionResult,
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

/** The adapter a provider of a section is reached with, or null when the section leaves it unset. */
function adapterFor(provider: ConnectivityProvider, { values, general, region }: ConnectionInput, timeoutMs: number): Check | null {
  // A test is one honest attempt: no retries, and a breaker of its own so earlier traffic cannot short-circuit it.
  const common = { timeoutMs, retry: { maxAttempts: 0 }, breakers: new BreakerRegistry() };
  switch (provider) {
    case 'ariba':
      return createAribaAdapter({
        ...common,
        baseUrl: text(general.aribaApiUrl),
        ...(general.customOAuthUrl === true && text(general.aribaOAuthUrl) ? { oauthBaseUrl: text(general.aribaOAuthUrl) } : {}),
        clientId: text(values.clientId),
        clientSecret: typeof values.clientSecret === 'string' ? values.clientSecret : '',
        apiKey: typeof values.apiKey === 'string' ? values.apiKey : '',
        realm: text(general.realm),
        region: region ?? text(general.region),
      });
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

async function check(build: () => Check | null): Promise<ConnectionResult | null> {
  try {
    const adapter = build();
    return adapter ? await testConnection(adapter) : null;
  } catch {
    // Not a provider failure (an unusable URL, say): the generic answer of spec 2 §8.
    return { ok: false, provider: 'Ariba', kind: 'rejected', message: CONNECTION_ERROR.error_description };
  }
}

/**
 * Tests every provider of the section at once and answers the first failure in the section's
 * order, with the adapter's message (written for administrators, never an upstream body).
 */
export function createConnectionTester({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): ConnectionTester {
  return async (input) => {
    const providers = input.section.providers ?? [];
    const results = await Promise.all(providers.map((provider) => check(() => adapterFor(provider, input, timeoutMs))));
    const failure = results.find((result) => result !== null && !result.ok);
    if (!failure || failure.ok) return { valid: true };
    return { valid: false, error: { error: CONNECTION_ERROR.error, error_description: failure.message } };
  };
}
