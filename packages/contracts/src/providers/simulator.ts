import { z } from 'zod';
import { ARIBA_REGISTRATION_STATUSES, QUOTA_WINDOWS } from './ariba.ts';

/** A registration status the simulated realms give their suppliers. */
export const RegistrationStatus = z.enum(ARIBA_REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/**
 * The simulators' own control surface, under `SIM_CONTROL_PREFIX`, without authentication (tests
 * and tooling only). `suppliers` lists suppliers with their truth (GET) and adds some (POST);
 * `reset` puts every realm back as seeded: suppliers, approval tasks, questionnaire answers, risk
 * custom fields and editing flags, and empties the mail sink (faults, quotas, tokens and
 * assessments stay). `mail` lists the messages the mail sink received over SMTP (GET) and forgets
 * them (DELETE).
 */
export const SIM_CONTROL_PREFIX = '/__sim';
export const SIM_CONTROL_PATHS = {
  health: '/health',
  faults: '/faults',
  companies: '/companies',
  suppliers: '/suppliers',
  touchSuppliers: '/suppliers/touch',
  reset: '/reset',
  stats: '/stats',
  aribaTasks: '/ariba/tasks',
  aribaEditing: '/ariba/editing',
  aribaQuotas: '/ariba/quotas',
  revokeAribaTokens: '/ariba/revoke-tokens',
  mail: '/mail',
} as const;

/** The simulated providers, each with its own route prefix and its own fault settings. */
export const SimulatedProvider = z.enum(['ariba', 'orbis', 'catalyst', 'supplychain']);
export type SimulatedProvider = z.infer<typeof SimulatedProvider>;
export const SIMULATED_PROVIDERS = SimulatedProvider.options;

const rate = z.number().min(0).max(1);
const every = z.number().int().min(0).max(1_000_000);

/**
 * Faults injected into one provider's answers. Rates draw from a seeded generator, so the same
 * settings give the same sequence of failures; the `...Every` counters fail exactly every Nth call
 * (0 = off) for tests that must not depend on chance.
 */
export const FaultSettings = z.object({
  latencyMs: z.number().int().min(0).max(120_000),
  errorRate: rate,
  rateLimitRate: rate,
  timeoutRate: rate,
  errorEvery: every,
  rateLimitEvery: every,
  timeoutEvery: every,
  /** Seed of the generator behind the rates; setting faults restarts the sequence. */
  seed: z.number().int(),
});
export type FaultSettings = z.infer<typeof FaultSettings>;

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  rateLimitRate: 0,
  timeoutRate: 0,
  errorEvery: 0,
  rateLimitEvery: 0,
  timeoutEvery: 0,
  seed: 1,
};

/** `POST /__sim/faults`: per provider, only the settings to change. */
export const FaultsUpdate = z.partialRecord(SimulatedProvider, FaultSettings.partial().strict()).refine(
  (value) => Object.keys(value).length > 0,
  'Name at least one provider',
);
export type FaultsUpdate = z.infer<typeof FaultsUpdate>;

export const FaultsState = z.record(SimulatedProvider, FaultSettings);
export type FaultsState = z.infer<typeof FaultsState>;

export const SimHealth = z.object({
  status: z.literal('ok'),
  seed: z.number().int(),
  companies: z.number().int(),
  realms: z.array(z.string()),
  suppliers: z.number().int(),
  /** Suppliers in each realm now, additions included. */
  suppliersByRealm: z.record(z.string(), z.number().int()),
  startupMs: z.number(),
  /** Port of the mail sink's SMTP listener; null when it does not listen (an app built in-process). */
  smtpPort: z.number().int().nullable(),
});
export type SimHealth = z.infer<typeof SimHealth>;

export const SimPageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const SimSuppliersQuery = SimPageQuery.extend({ realm: z.string().min(1).max(100).optional() });

export const SimCompany = z.object({
  bvdId: z.string(),
  name: z.string(),
  previousName: z.string().nullable(),
  legalForm: z.string(),
  addressLine1: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  nationalId: z.string(),
  nationalIdLabel: z.string(),
  status: z.string(),
  entityType: z.string(),
  sizeClass: z.string(),
});
export type SimCompany = z.infer<typeof SimCompany>;

/** How a supplier's record was made to differ from its company, kept for matching tests. */
export const NoiseKind = z.enum([
  'legalFormSpelling',
  'legalFormDropped',
  'abbreviation',
  'typo',
  'upperCase',
  'accentsStripped',
  'postcodeMissing',
  'nationalIdFormatted',
]);
export type NoiseKind = z.infer<typeof NoiseKind>;

export const SimSupplier = z.object({
  realm: z.string(),
  smVendorId: z.string(),
  name: z.string(),
  city: z.string(),
  postcode: z.string().nullable(),
  country: z.string().length(2),
  nationalId: z.string().nullable(),
  /** The company this supplier really is, or null for a supplier Orbis does not know. */
  trueBvdId: z.string().nullable(),
  noise: z.array(NoiseKind),
  registrationStatus: RegistrationStatus,
  lastUpdated: z.string(),
});
export type SimSupplier = z.infer<typeof SimSupplier>;

const realmName = z.string().min(1).max(100);
const changeCount = z.number().int().min(1).max(1000);

/** Fields `POST /__sim/suppliers/touch` can change: a new spelling of the name, another city. */
export const SimTouchField = z.enum(['name', 'city']);
export type SimTouchField = z.infer<typeof SimTouchField>;

/**
 * `POST /__sim/suppliers/touch`: changes suppliers of a realm as a buyer would in Ariba, and sets
 * their `lastUpdated` to now. Either `count` suppliers drawn by the simulator's seeded generator
 * or the `smVendorIds` named. A `registrationStatus` moves them too: into `PendingApproval` with a
 * new pending approval task, out of it with their pending task withdrawn.
 */
export const SimTouchSuppliersBody = z
  .object({
    realm: realmName,
    count: changeCount.optional(),
    smVendorIds: z.array(z.string().min(1).max(20)).min(1).max(1000).optional(),
    fields: z.array(SimTouchField).min(1).max(SimTouchField.options.length).default(['city']),
    registrationStatus: RegistrationStatus.optional(),
  })
  .strict()
  .refine((body) => (body.count === undefined) !== (body.smVendorIds === undefined), 'Give either count or smVendorIds');
export type SimTouchSuppliersBody = z.input<typeof SimTouchSuppliersBody>;

export const SimTouchSuppliersResult = z.object({
  realm: z.string(),
  /** The new `lastUpdated` of every touched supplier. */
  lastUpdated: z.string(),
  smVendorIds: z.array(z.string()),
  suppliers: z.array(SimSupplier),
});
export type SimTouchSuppliersResult = z.infer<typeof SimTouchSuppliersResult>;

/**
 * `POST /__sim/suppliers`: new suppliers at the end of a realm, written like the seeded ones and
 * last updated now. `knownShare` is the share that are companies of the world (default as seeded).
 */
export const SimAddSuppliersBody = z
  .object({
    realm: realmName,
    count: changeCount,
    knownShare: z.number().min(0).max(1).optional(),
    registrationStatus: RegistrationStatus.optional(),
  })
  .strict();
export type SimAddSuppliersBody = z.input<typeof SimAddSuppliersBody>;

export const SimAddSuppliersResult = z.object({ realm: z.string(), suppliers: z.array(SimSupplier) });
export type SimAddSuppliersResult = z.infer<typeof SimAddSuppliersResult>;

export function simPage<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int(), items: z.array(item) });
}
export const SimCompaniesPage = simPage(SimCompany);
export type SimCompaniesPage = z.infer<typeof SimCompaniesPage>;
export const SimSuppliersPage = simPage(SimSupplier);
export type SimSuppliersPage = z.infer<typeof SimSuppliersPage>;

/** A simulated approval task's state: pending until a client approves or denies it. */
export const SimApprovalStatus = z.enum(['Pending', 'Approved', 'Denied']);
export type SimApprovalStatus = z.infer<typeof SimApprovalStatus>;

/** An External Approval task of a supplier registration, as the simulated realm keeps it. */
export const SimApprovalTask = z.object({
  realm: z.string(),
  uniqueName: z.string(),
  workspaceId: z.string(),
  smVendorId: z.string(),
  title: z.string(),
  status: SimApprovalStatus,
  createdDate: z.string(),
  actionDate: z.string().nullable(),
  comment: z.string().nullable(),
  /** Who decided it (the `user` of the action), null while pending. */
  decidedBy: z.string().nullable(),
});
export type SimApprovalTask = z.infer<typeof SimApprovalTask>;

/** `GET /__sim/ariba/tasks`: approval tasks in every state, for tests of what a client decided. */
export const SimTasksQuery = SimPageQuery.extend({
  realm: realmName.optional(),
  status: SimApprovalStatus.optional(),
  smVendorId: z.string().min(1).max(20).optional(),
});
export const SimTasksPage = simPage(SimApprovalTask);
export type SimTasksPage = z.infer<typeof SimTasksPage>;

/**
 * `POST /__sim/ariba/editing`: the supplier starts (or stops) acting on its questionnaires, as
 * one editing its answers in Ariba does; meanwhile writes to them answer 403.
 */
export const SimEditingBody = z
  .object({ realm: realmName, smVendorId: z.string().min(1).max(20), editing: z.boolean() })
  .strict();
export type SimEditingBody = z.infer<typeof SimEditingBody>;

/**
 * One window of the simulated Ariba's quota: calls allowed, and how long the window lasts (its
 * real length by default; tests shorten the hour to see a run pause and resume).
 */
export const SimQuota = z.object({ limit: z.number().int().min(1).max(100_000_000), windowMs: z.number().int().min(100).max(86_400_000) });
export type SimQuota = z.infer<typeof SimQuota>;

/**
 * The simulated Ariba's quotas by window, counted apart for each API (each has its own application
 * key) and realm; a window left out is unlimited. `POST /__sim/ariba/quotas` makes the body the
 * quotas in force and restarts every counter; `DELETE` puts back the environment's.
 */
export const SimQuotas = z.partialRecord(z.enum(QUOTA_WINDOWS), SimQuota);
export type SimQuotas = z.infer<typeof SimQuotas>;

/**
 * `GET /__sim/stats`: calls seen per provider, Ariba tokens issued by either grant (adapters'
 * caching tests), and calls the simulated Ariba refused with 429 because a quota was used up (not
 * the fault injector's 429s).
 */
export const SimStats = z.object({
  requests: z.record(SimulatedProvider, z.number().int()),
  aribaTokensIssued: z.number().int(),
  aribaRateLimited: z.number().int(),
});
export type SimStats = z.infer<typeof SimStats>;

/**
 * One message the mail sink received. `from` is the From header as written (name and address);
 * `to` every recipient of the SMTP envelope, To, Cc and Bcc alike; `html` null for a text-only message.
 */
export const SimMail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  receivedAt: z.string(),
});
export type SimMail = z.infer<typeof SimMail>;

/** `GET /__sim/mail`: newest first; `to` keeps the messages to that address (any case). */
export const SimMailQuery = SimPageQuery.extend({ to: z.string().min(1).max(320).optional() });
export const SimMailPage = simPage(SimMail);
export type SimMailPage = z.infer<typeof SimMailPage>;
