import {
  COMPANY_VIEW_MESSAGES,
  CONTEXT_RENEWAL_MARGIN_SECONDS,
  REPORT_BVD_ID_PLACEHOLDER,
  type OrbisCompany,
  type OrbisContext,
} from '@connector/contracts';
import type { OrbisDataField, OrbisDataRecord } from '@connector/contracts/providers/orbis';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors/index.ts';
import { unavailable, type AppRuntime, type AppRuntimes } from '../applications/index.ts';
import { createAnswerCache, type Kept } from './answer-cache.ts';
import { createRateLimits } from './rate-limits.ts';

/** How long a company's data is kept unless the module is told otherwise: it changes slowly, and a call may cost credit. */
export const COMPANY_DATA_TTL_MS = 5 * 60_000;

/**
 * A kept context is handed out only while it has more life than the frame's renewal margin plus
 * this: a frame asking to renew always gets a new one, even with its clock a little ahead.
 */
export const CONTEXT_SAFETY_MARGIN_SECONDS = 60;

/** Answers and buckets kept per instance at most. */
const MAX_KEPT = 10_000;

const COMPANY_FIELDS: OrbisDataField[] = ['BVDID', 'NAME', 'STATUS', 'CITY', 'COUNTRY_ISO_CODE'];

export interface CompanyViewsDeps {
  db: Database;
  runtimes: AppRuntimes;
  now?: () => number;
  /** How long a company's data is kept (COMPANY_DATA_TTL_MS unless given). */
  companyDataTtlMs?: number | undefined;
}

/** Who asks: the tenant, the application and the signed-in user (or application client). */
export interface Asker {
  tenantId: string;
  appId: string;
  userId: string;
}

/** A context as Orbis issued it, with its absolute expiry: `expiresIn` is worked out when it is handed out. */
type IssuedContext = Omit<OrbisContext, 'expiresIn'>;

/**
 * The report address under `context` (the application's report URL template filled in), with
 * the placeholder where the company's BvD ID goes; the URL's own escaping of it is undone.
 */
function reportTemplate(app: AppRuntime, context: string): string {
  const url = new URL(app.orbisReportUrl(REPORT_BVD_ID_PLACEHOLDER, context));
  return url.toString().replaceAll(encodeURIComponent(REPORT_BVD_ID_PLACEHOLDER), REPORT_BVD_ID_PLACEHOLDER);
}

/** Asks Orbis for a context, kept until it has no more than both margins of life left. */
async function issueContext(app: AppRuntime, now: () => number): Promise<Kept<IssuedContext>> {
  // Counted from before the call, so the answer never promises more life than the context has.
  const asked = now();
  const issued = await app.orbis().contextToken().catch(unavailable);
  let reportUrl: string;
  try {
    reportUrl = reportTemplate(app, issued.Context);
  } catch (error) {
    return unavailable(error);
  }
  const expiresAt = asked + issued.ExpiresIn * 1000;
  const value = { context: issued.Context, expiresAt: new Date(expiresAt).toISOString(), reportUrl, origin: new URL(reportUrl).origin };
  return { value, until: expiresAt - (CONTEXT_RENEWAL_MARGIN_SECONDS + CONTEXT_SAFETY_MARGIN_SECONDS) * 1000 };
}

/**
 * The company report's context and the BvD ID check, from the application's Orbis (decision 019).
 * Answers are kept per application and Orbis source for their validity, identical calls in flight
 * are shared, and the calls that still reach Orbis are limited per user and per application.
 */
export function createCompanyViewsService({ db, runtimes, now = Date.now, companyDataTtlMs = COMPANY_DATA_TTL_MS }: CompanyViewsDeps) {
  const contexts = createAnswerCache<IssuedContext>({ max: MAX_KEPT, now });
  const companies = createAnswerCache<OrbisDataRecord | null>({ max: MAX_KEPT, now });
  const limits = createRateLimits({ max: MAX_KEPT, now });

  /** The application; another tenant's, or none, answers 404. No transaction is held while Orbis answers. */
  async function appOf({ tenantId, appId }: Asker): Promise<AppRuntime> {
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    if (!app) throw notFound();
    return app;
  }

  /**
   * Where an answer of `app`'s Orbis is kept, and the limits a call for it must pass; null for an
   * application without an Orbis API URL, whose call fails before reaching any provider.
   */
  function guardOf(app: AppRuntime, { tenantId, appId, userId }: Asker) {
    const source = app.orbisSource();
    if (source === null) return null;
    const perMinute = app.orbisCallsPerMinute;
    const admit = () =>
      limits.take([
        { key: `${tenantId}:${appId}`, perMinute: perMinute.app },
        { key: `${tenantId}:${appId}:${userId}`, perMinute: perMinute.user },
      ]);
    return { key: `${tenantId}:${appId}:${source}`, admit };
  }

  async function issuedContext(asker: Asker): Promise<IssuedContext> {
    const app = await appOf(asker);
    const guard = guardOf(app, asker);
    const call = () => issueContext(app, now);
    return guard ? contexts.get(guard.key, call, guard.admit) : (await call()).value;
  }

  async function companyRecord(asker: Asker, bvdId: string): Promise<OrbisDataRecord | null> {
    const app = await appOf(asker);
    const guard = guardOf(app, asker);
    const call = async (): Promise<Kept<OrbisDataRecord | null>> => {
      const answer = await app.orbis().companyData([bvdId], COMPANY_FIELDS).catch(unavailable);
      // A BvD ID Orbis does not know is an answer too, kept as long.
      const record = answer.Data.find((r) => r.BVDID?.toUpperCase() === bvdId) ?? null;
      return { value: record, until: now() + companyDataTtlMs };
    };
    return guard ? companies.get(`${guard.key}:${bvdId}:${COMPANY_FIELDS.join(',')}`, call, guard.admit) : (await call()).value;
  }

  return {
    async context(asker: Asker): Promise<OrbisContext> {
      const issued = await issuedContext(asker);
      const expiresIn = Math.max(0, Math.floor((Date.parse(issued.expiresAt) - now()) / 1000));
      return { ...issued, expiresIn };
    },

    async company(asker: Asker, bvdId: string): Promise<OrbisCompany> {
      const record = await companyRecord(asker, bvdId);
      if (!record) throw notFound(COMPANY_VIEW_MESSAGES.companyNotFound(bvdId));
      return {
        bvdId,
        name: record.NAME ?? bvdId,
        status: record.STATUS ?? null,
        city: record.CITY ?? null,
        country: record.COUNTRY_ISO_CODE ?? null,
      };
    },
  };
}

export type CompanyViewsService = ReturnType<typeof createCompanyViewsService>;
