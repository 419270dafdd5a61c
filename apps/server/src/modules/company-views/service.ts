import { COMPANY_VIEW_MESSAGES, REPORT_BVD_ID_PLACEHOLDER, type OrbisCompany, type OrbisContext } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors/index.ts';
import type { OrbisAdapter } from '../../providers/index.ts';
import { unavailable, type AppRuntimes } from '../applications/index.ts';


export interface CompanyViewsDeps {
  db: Database;
  runtimes: AppRuntimes;
  now?: () => number;
}

/** The report address under `context`, with the placeholder where the company's BvD ID goes. */
function reportTemplate(orbis: OrbisAdapter, context: string): string {
  const url = new URL(orbis.reportUrl(REPORT_BVD_ID_PLACEHOLDER, context));
  const escaped = encodeURIComponent(REPORT_BVD_ID_PLACEHOLDER);
  const path = url.pathname.endsWith(escaped) ? `${url.pathname.slice(0, -escaped.length)}${REPORT_BVD_ID_PLACEHOLDER}` : url.pathname;
  return `${url.origin}${path}${url.search}`;
}

/** The company report's context and the BvD ID check, from the application's Orbis. */
export function createCompanyViewsService({ db, runtimes, now = Date.now }: CompanyViewsDeps) {
  /** The application's Orbis; an application of another tenant, or none, answers 404. No transaction is held while Orbis answers. */
  async function orbisOf(tenantId: string, appId: string): Promise<OrbisAdapter> {
    const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
    if (!app) throw notFound();
    return app.orbis();
  }

  return {
    async context(tenantId: string, appId: string): Promise<OrbisContext> {
      const orbis = await orbisOf(tenantId, appId);
      // Counted from before the call, so the answer never promises more life than the context has.
      const asked = now();
      const issued = await orbis.contextToken().catch(unavailable);
      let reportUrl: string;
      try {
        reportUrl = reportTemplate(orbis, issued.Context);
      } catch (error) {
        return unavailable(error);
      }
      return {
        context: issued.Context,
        expiresIn: issued.ExpiresIn,
        expiresAt: new Date(asked + issued.ExpiresIn * 1000).toISOString(),
        reportUrl,
        origin: new URL(reportUrl).origin,
      };
    },

    async company(tenantId: string, appId: string, bvdId: string): Promise<OrbisCompany> {
      const orbis = await orbisOf(tenantId, appId);
      const answer = await orbis.companyData([bvdId], ['BVDID', 'NAME', 'STATUS', 'CITY', 'COUNTRY_ISO_CODE']).catch(unavailable);
      const record = answer.Data.find((r) => r.BVDID?.toUpperCase() === bvdId);
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
