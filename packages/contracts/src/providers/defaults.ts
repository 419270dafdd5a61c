/**
 * Credentials and settings the simulators accept when nothing else is configured. Kept here so the
 * server's demo application can be wired to the simulators with the very same values.
 */
export const SIMULATOR_DEFAULTS = {
  port: 4010,
  seed: 20240601,
  companies: 20_000,
  suppliersPerRealm: 2_500,
  /** Share of a realm's suppliers that are companies of the world; Orbis knows none of the rest. */
  suppliersKnownShare: 0.85,
  ariba: {
    clientId: 'sim-ariba-client',
    clientSecret: 'sim-ariba-secret',
    apiKey: 'sim-ariba-api-key',
    /** One or more realms, comma-separated in `SIM_ARIBA_REALM`; the token carries all of them. */
    realms: ['connector-T'],
    region: 'eu',
    tokenTtlSeconds: 1440,
  },
  orbis: {
    apiToken: 'sim-orbis-token',
    maxConcurrency: 8,
    contextTtlSeconds: 3600,
  },
  catalyst: { apiKey: 'sim-catalyst-key' },
  supplyChain: { apiKey: 'sim-supplychain-key' },
} as const;

/** Route prefix of each simulated provider inside the one simulator process. */
export const SIMULATOR_PREFIXES = {
  ariba: '/ariba',
  orbis: '/orbis',
  catalyst: '/catalyst',
  supplychain: '/supplychain',
} as const;
