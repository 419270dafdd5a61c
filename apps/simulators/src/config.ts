import { SIMULATOR_DEFAULTS as D } from '@connector/contracts/providers/defaults';
import { QUOTA_WINDOW_MS, QUOTA_WINDOWS, type QuotaWindow } from '@connector/contracts/providers/ariba';
import {
  NO_FAULTS,
  SIMULATED_PROVIDERS,
  SimQuota,
  type FaultSettings,
  type SimQuotas,
  type SimulatedProvider,
} from '@connector/contracts/providers/simulator';
import { z } from 'zod';

const rate = z.coerce.number().min(0).max(1);
const count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);
const MAX_SUPPLIERS_PER_REALM = 100_000;
/** The mail sink's SMTP port unless `SIM_SMTP_PORT` says otherwise: clear of 3000 and 4010, and of 25. */
const DEFAULT_SMTP_PORT = 2525;

/** `SIM_ARIBA_REALM`: realms separated by commas, each with its own supplier count if wanted. */
const Realms = z
  .string()
  .min(1)
  .transform((value, ctx) => {
    const realms = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const parsed = realms.map((entry) => /^([^:\s]{1,100})(?::(\d{1,6}))?$/.exec(entry));
    const sizes = parsed.map((match) => (match?.[2] === undefined ? undefined : Number(match[2])));
    const names = parsed.map((match) => match?.[1] ?? '');
    if (names.some((name) => name === '') || sizes.some((size) => size !== undefined && size > MAX_SUPPLIERS_PER_REALM)) {
      ctx.addIssue({ code: 'custom', message: `write realm or realm:suppliers (at most ${MAX_SUPPLIERS_PER_REALM}), separated by commas` });
    } else if (new Set(names).size !== names.length || names.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'name each realm once' });
    }
    return names.map((name, i) => ({ name, suppliers: sizes[i] }));
  });

/**
 * `SIM_ARIBA_QUOTA_<WINDOW>`: calls allowed per window (`limit`), or per a shorter window for tests
 * (`limit/windowMs`); `0` or `off` lifts the window's limit.
 */
const quotaVariable = (window: QuotaWindow) =>
  z
    .string()
    .trim()
    .transform((value, ctx): SimQuota | null | undefined => {
      if (value === '') return undefined;
      if (value === '0' || value.toLowerCase() === 'off') return null;
      const found = /^(\d{1,9})(?:\/(\d{1,8}))?$/.exec(value);
      const quota = SimQuota.safeParse({ limit: Number(found?.[1]), windowMs: Number(found?.[2] ?? QUOTA_WINDOW_MS[window]) });
      if (found && quota.success) return quota.data;
      ctx.addIssue({ code: 'custom', message: 'write a limit, limit/windowMs (100 ms to a day), 0 or off' });
      return z.NEVER;
    })
    .optional();

const Env = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(D.port),
  SIM_HOST: z.string().default('127.0.0.1'),
  SIM_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIM_SEED: z.coerce.number().int().min(0).max(2 ** 31 - 1).default(D.seed),
  SIM_COMPANIES: z.coerce.number().int().min(1).max(1_000_000).default(D.companies),
  SIM_SUPPLIERS_PER_REALM: count(D.suppliersPerRealm, MAX_SUPPLIERS_PER_REALM),
  SIM_SUPPLIERS_KNOWN_SHARE: rate.default(D.suppliersKnownShare),
  SIM_ARIBA_CLIENT_ID: z.string().min(1).default(D.ariba.clientId),
  SIM_ARIBA_CLIENT_SECRET: z.string().min(1).default(D.ariba.clientSecret),
  SIM_ARIBA_API_KEY: z.string().min(1).default(D.ariba.apiKey),
  SIM_ARIBA_REALM: Realms.default(D.ariba.realms.map((name) => ({ name, suppliers: undefined }))),
  SIM_ARIBA_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(D.ariba.tokenTtlSeconds),
  SIM_ARIBA_APPROVER_USER: z.string().trim().min(1).max(100).default(D.ariba.approver.user),
  SIM_ARIBA_QUOTA_SECOND: quotaVariable('second'),
  SIM_ARIBA_QUOTA_MINUTE: quotaVariable('minute'),
  SIM_ARIBA_QUOTA_HOUR: quotaVariable('hour'),
  SIM_ARIBA_QUOTA_DAY: quotaVariable('day'),
  SIM_ORBIS_API_TOKEN: z.string().min(1).default(D.orbis.apiToken),
  SIM_ORBIS_MAX_CONCURRENCY: z.coerce.number().int().min(1).default(D.orbis.maxConcurrency),
  SIM_CATALYST_API_KEY: z.string().min(1).default(D.catalyst.apiKey),
  SIM_SUPPLYCHAIN_API_KEY: z.string().min(1).default(D.supplyChain.apiKey),
  /** How long a started assessment stays InProgress before it completes. */
  SIM_ASSESSMENT_DURATION_MS: count(2000, 3_600_000),
  /** How long after an own-entity request Orbis adds the company to its world. */
  SIM_OWN_ENTITY_DELAY_MS: count(5000, 7 * 24 * 3_600_000),
});

/** Fault variables: `SIM_FAULT_<SETTING>` for every provider, `SIM_<PROVIDER>_<SETTING>` for one. */
const FAULT_VARIABLES = {
  latencyMs: ['LATENCY_MS', z.coerce.number().int().min(0).max(120_000)],
  errorRate: ['ERROR_RATE', rate],
  rateLimitRate: ['RATE_LIMIT_RATE', rate],
  timeoutRate: ['TIMEOUT_RATE', rate],
} as const;

export interface SimulatorConfig {
  port: number;
  host: string;
  /**
   * The mail sink's SMTP port, on `host`: `SIM_SMTP_PORT`, else 2525, else any free port (0) when
   * `SIM_PORT` is 0, so processes that each took a free HTTP port never compete for one mail port.
   */
  smtpPort: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  seed: number;
  companies: number;
  suppliersPerRealm: number;
  knownShare: number;
  ariba: {
    clientId: string;
    clientSecret: string;
    apiKey: string;
    realms: string[];
    /** Suppliers of each realm: its own count from `SIM_ARIBA_REALM`, or `suppliersPerRealm`. */
    realmSizes: Record<string, number>;
    tokenTtlSeconds: number;
    /** The realm user the External Approval API acts as, and its password adapter. */
    approver: { user: string; passwordAdapter: string };
    /** Calls each API allows per realm and window; a window left out is unlimited. */
    quotas: SimQuotas;
  };
  orbis: { apiToken: string; maxConcurrency: number };
  catalyst: { apiKey: string };
  supplyChain: { apiKey: string };
  assessmentDurationMs: number;
  ownEntityDelayMs: number;
  faults: Record<SimulatedProvider, FaultSettings>;
}

function fail(messages: string[]): never {
  throw new Error(`Invalid simulator configuration:\n${messages.map((m) => `  ${m}`).join('\n')}`);
}

function faultsFrom(env: NodeJS.ProcessEnv): Record<SimulatedProvider, FaultSettings> {
  const errors: string[] = [];
  const read = (name: string, schema: z.ZodType<number>): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) errors.push(`${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.success ? parsed.data : undefined;
  };
  const faults = Object.fromEntries(
    SIMULATED_PROVIDERS.map((provider) => {
      const settings: FaultSettings = { ...NO_FAULTS };
      for (const [key, [suffix, schema]] of Object.entries(FAULT_VARIABLES) as [keyof typeof FAULT_VARIABLES, (typeof FAULT_VARIABLES)[keyof typeof FAULT_VARIABLES]][]) {
        const value = read(`SIM_${provider.toUpperCase()}_${suffix}`, schema) ?? read(`SIM_FAULT_${suffix}`, schema);
        if (value !== undefined) settings[key] = value;
      }
      return [provider, settings];
    }),
  ) as Record<SimulatedProvider, FaultSettings>;
  if (errors.length > 0) fail(errors);
  return faults;
}

/** Each window's quota: the variable's when set (null lifts it), else the default over its real length. */
function quotasFrom(e: z.infer<typeof Env>): SimQuotas {
  const set: Record<QuotaWindow, SimQuota | null | undefined> = {
    second: e.SIM_ARIBA_QUOTA_SECOND,
    minute: e.SIM_ARIBA_QUOTA_MINUTE,
    hour: e.SIM_ARIBA_QUOTA_HOUR,
    day: e.SIM_ARIBA_QUOTA_DAY,
  };
  const quotas: SimQuotas = {};
  for (const window of QUOTA_WINDOWS) {
    const quota = set[window] === undefined ? { limit: D.ariba.quotas[window], windowMs: QUOTA_WINDOW_MS[window] } : set[window];
    if (quota) quotas[window] = quota;
  }
  return quotas;
}

/** Reads the environment once; the only place that looks at `process.env`. */
export function loadSimulatorConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const e = parsed.data;
  return {
    port: e.SIM_PORT,
    host: e.SIM_HOST,
    smtpPort: e.SIM_SMTP_PORT ?? (e.SIM_PORT === 0 ? 0 : DEFAULT_SMTP_PORT),
    logLevel: e.LOG_LEVEL,
    seed: e.SIM_SEED,
    companies: e.SIM_COMPANIES,
    suppliersPerRealm: e.SIM_SUPPLIERS_PER_REALM,
    knownShare: e.SIM_SUPPLIERS_KNOWN_SHARE,
    ariba: {
      clientId: e.SIM_ARIBA_CLIENT_ID,
      clientSecret: e.SIM_ARIBA_CLIENT_SECRET,
      apiKey: e.SIM_ARIBA_API_KEY,
      realms: e.SIM_ARIBA_REALM.map((r) => r.name),
      realmSizes: Object.fromEntries(e.SIM_ARIBA_REALM.map((r) => [r.name, r.suppliers ?? e.SIM_SUPPLIERS_PER_REALM])),
      tokenTtlSeconds: e.SIM_ARIBA_TOKEN_TTL_SECONDS,
      approver: { user: e.SIM_ARIBA_APPROVER_USER, passwordAdapter: D.ariba.approver.passwordAdapter },
      quotas: quotasFrom(e),
    },
    orbis: { apiToken: e.SIM_ORBIS_API_TOKEN, maxConcurrency: e.SIM_ORBIS_MAX_CONCURRENCY },
    catalyst: { apiKey: e.SIM_CATALYST_API_KEY },
    supplyChain: { apiKey: e.SIM_SUPPLYCHAIN_API_KEY },
    assessmentDurationMs: e.SIM_ASSESSMENT_DURATION_MS,
    ownEntityDelayMs: e.SIM_OWN_ENTITY_DELAY_MS,
    faults: faultsFrom(env),
  };
}
