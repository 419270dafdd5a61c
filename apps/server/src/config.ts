import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
// From the providers, not the identity module: the configuration loads first and must not evaluate
// a module's whole graph before the server's (measured: a fifth of `/api/health`'s rate; docs/decisions/032).
import { entryForOrigin, parseCognitoPools, parseHostEntries, type CognitoSettings, type HostEntry } from './providers/index.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A relay's URL names a host and speaks SMTP; nodemailer would read other schemes as other transports. */
const isSmtpUrl = (value: string) =>
  URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) && new URL(value).hostname !== '';
const SMTP_URL_MESSAGE = 'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://127.0.0.1:2525';
const MAIL_FROM_MESSAGE = 'MAIL_FROM must be an address, or a name and an address: Connector Console <no-reply@example.com>';
/**
 * `address@host`, or `Name <address@host>`: one line, so it cannot add headers to a message, and
 * one address, so no comma or semicolon in the name.
 */
const MAIL_FROM = /^(?:[^<>,;\r\n]{1,100} )?<[^\s<>@]{1,64}@[^\s<>@]{1,255}>$|^[^\s<>@]{1,64}@[^\s<>@]{1,255}$/;

/** Empty is unset, so that a script can turn a setting off by setting it to nothing. */
const emptyIsUnset = (value: string | undefined) => (value === '' ? undefined : value);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9]{1,16}$/, 'DEFAULT_TENANT must be 1-16 lower case letters or digits')
    .default('default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  SIM_URL: z.string().url().default('http://127.0.0.1:4010'),
  // Empty is unset, so `SMTP_URL=` turns mail off where a script would set it.
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isSmtpUrl(value), SMTP_URL_MESSAGE),
  MAIL_FROM: z.string().trim().regex(MAIL_FROM, MAIL_FROM_MESSAGE).default('Connector Console <no-reply@connector.localhost>'),
  SEED_DEMO: z.stringbool().default(false),
  TRUST_PROXY: z.stringbool().default(false),
  SECRETS_KEY: z.string().optional(),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(25_000),
  ASYNC_OUTCOME_TTL_MS: z.coerce.number().int().min(1000).default(24 * 60 * 60 * 1000),
  SUPPLIER_SYNC_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60),
  /** How long Orbis company data is kept per application before it is asked again (0: never kept). */
  ORBIS_COMPANY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  // At most 5000: a chunk's audit entries are one insert of 8 parameters a row (PostgreSQL allows 65,535).
  IMPORT_CHUNK_ROWS: z.coerce.number().int().min(1).max(5000).default(2000),
  // Empty is unset, as for SMTP_URL. 0 takes any free port (tests).
  METRICS_PORT: z
    .string()
    .optional()
    .transform((value) => (value === '' || value === undefined ? undefined : Number(value)))
    .refine((value) => value === undefined || (Number.isInteger(value) && value >= 0 && value <= 65535), 'METRICS_PORT must be a port number (0-65535)'),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // The OpenTelemetry names: an OTLP/HTTP collector's base URL (traces go to <url>/v1/traces). Empty is unset.
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^https?:\/\//.test(value) && URL.canParse(value), 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL'),
  OTEL_SERVICE_NAME: z.string().min(1).default('connector-console'),
  // The embedded database reserves its whole buffer cache in memory when it starts: small by
  // default, so that the server stays within its memory bound (docs/decisions/032-memory.md).
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(16).max(2048).default(32),
  PGLITE_OPTIMIZING_COMPILER: z.stringbool().default(false),
  // Where people and their passwords live (docs/decisions/033-cognito-directory.md).
  IDENTITY: z.enum(['local', 'cognito'], 'IDENTITY must be local or cognito').default('local'),
  COGNITO_REGION: z
    .string()
    .optional()
    .transform(emptyIsUnset)
    .refine((value) => value === undefined || /^[a-z0-9-]{1,32}$/.test(value), 'COGNITO_REGION must be a region name such as eu-west-1'),
  COGNITO_ENDPOINT: z
    .string()
    .optional()
    .transform(emptyIsUnset)
    .refine((value) => value === undefined || (/^https?:\/\//.test(value) && URL.canParse(value)), 'COGNITO_ENDPOINT must be an http:// or https:// URL'),
  COGNITO_POOLS: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      try {
        return parseCognitoPools(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  PROVIDER_HOSTS: z
    .string()
    .default('')
    .transform((text, context) => {
      try {
        return parseHostEntries(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
}).superRefine((e, context) => {
  if (e.IDENTITY !== 'cognito') return;
  if (!e.COGNITO_REGION) context.addIssue({ code: 'custom', path: ['COGNITO_REGION'], message: 'COGNITO_REGION is required with IDENTITY=cognito' });
  if (!e.COGNITO_POOLS?.[e.DEFAULT_TENANT]) {
    const message = `COGNITO_POOLS must name the user pool of the default tenant "${e.DEFAULT_TENANT}" with IDENTITY=cognito`;
    context.addIssue({ code: 'custom', path: ['COGNITO_POOLS'], message });
  }
});

/** The embedded directory, or a Cognito user pool per tenant. */
export type IdentityConfig = { kind: 'local' } | ({ kind: 'cognito' } & CognitoSettings);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  defaultTenant: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDist: string;
  simulatorUrl: string;
  /** The mail relay (`smtp://` or `smtps://`, credentials in the URL); unset = mail is off (mail/mailer.ts). */
  smtpUrl: string | undefined;
  /** Sender of every message: an address, or `Name <address>`. */
  mailFrom: string;
  /** Whether the first start also creates the demo application wired to the simulators (`npm start`). */
  seedDemo: boolean;
  trustProxy: boolean;
  /** Base64 of 32 bytes; when absent, generated into DATA_DIR on first start. */
  secretsKey: string | undefined;
  /** An application call running longer answers 504 and goes on (the 504 protocol). */
  gatewayTimeoutMs: number;
  /** How long the outcome of an application call stays readable under its guid. */
  asyncOutcomeTtlMs: number;
  /** Minutes between scheduled supplier syncs of an application; 0 syncs only on demand. */
  supplierSyncMinutes: number;
  /** How long Orbis company data is kept per application (docs/decisions/019). */
  orbisCompanyCacheSeconds: number;
  /** Rows a supplier import applies per transaction (docs/decisions/021). */
  importChunkRows: number;
  /** The embedded database's buffer cache, in MB (docs/decisions/011, 032). */
  pgliteSharedBuffersMb: number;
  /**
   * Whether V8 may recompile the embedded database's hottest WebAssembly with its optimizing
   * compiler: less CPU a query, for about 100 MB more memory and a peak of about 600 MB while it
   * compiles (docs/decisions/032-memory.md). Off: its baseline compiler only.
   */
  pgliteOptimizingCompiler: boolean;
  /**
   * Where the outside services may be called (`PROVIDER_HOSTS`), plus the simulators' origin when
   * the demo is seeded (`SEED_DEMO`, as `npm start` and the browser tests run).
   */
  providerHosts: HostEntry[];
  /** Where the Prometheus endpoint listens (`/metrics`); unset = no metrics are kept at all (docs/decisions/029). */
  metricsPort: number | undefined;
  /** The metrics endpoint's address: loopback unless a scraper elsewhere must reach it. */
  metricsHost: string;
  /** Where traces are sent over OTLP/HTTP; unset = the tracing SDK is not even loaded (docs/decisions/029). */
  otlpEndpoint: string | undefined;
  /** The `service.name` of the traces. */
  serviceName: string;
  /** Where people and their credentials live (`IDENTITY`; docs/decisions/033-cognito-directory.md). */
  identity: IdentityConfig;
};

function identityOf(e: z.infer<typeof Env>): IdentityConfig {
  if (e.IDENTITY === 'local') return { kind: 'local' };
  return { kind: 'cognito', region: e.COGNITO_REGION as string, endpoint: e.COGNITO_ENDPOINT, pools: e.COGNITO_POOLS ?? {} };
}

/** Reads the environment once; the only place that looks at `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    defaultTenant: e.DEFAULT_TENANT,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    simulatorUrl: e.SIM_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    secretsKey: e.SECRETS_KEY,
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS,
    asyncOutcomeTtlMs: e.ASYNC_OUTCOME_TTL_MS,
    supplierSyncMinutes: e.SUPPLIER_SYNC_MINUTES,
    orbisCompanyCacheSeconds: e.ORBIS_COMPANY_CACHE_SECONDS,
    importChunkRows: e.IMPORT_CHUNK_ROWS,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: e.OTEL_SERVICE_NAME,
    pgliteOptimizingCompiler: e.PGLITE_OPTIMIZING_COMPILER,
    providerHosts: e.SEED_DEMO ? [...e.PROVIDER_HOSTS, entryForOrigin(e.SIM_URL)] : e.PROVIDER_HOSTS,
    identity: identityOf(e),
  };
}
