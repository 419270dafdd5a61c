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
    /** The realm user the External Approval API acts as, and its password adapter. */
    approver: { user: 'connector.approver', passwordAdapter: 'PasswordAdapter1' },
    /**
     * Calls each API allows per window (`SIM_ARIBA_QUOTA_<WINDOW>`): generous, so that only a test
     * that lowers them meets them; every answer reports them in Ariba's rate-limit headers.
     */
    quotas: { second: 2_000, minute: 100_000, hour: 2_000_000, day: 20_000_000 },
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
