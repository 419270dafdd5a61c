import { z } from 'zod';
import { AppPath } from './applications.ts';
import { defineEndpoint } from './http.ts';
import type { Permission } from './permissions.ts';
import { BvdId } from './suppliers.ts';

/**
 * What a person sees of a company: the embedded Orbis report and the BvD ID check of the BvD ID
 * search (CMP-1 to CMP-6; docs/decisions/019-company-views.md).
 */

export const COMPANY_VIEW_MESSAGES = {
  companyNotFound: (bvdId: string) => `No company in Orbis has the BvD ID ${bvdId}`,
  orbisNotConfigured: 'The application has no Orbis API URL: fill its Orbis Configurations',
  /** Past the application's Orbis Calls Per User or Per Application; `Retry-After` says when to ask again. */
  orbisRateLimited: 'Too many calls to Orbis: try again in a moment',
} as const;

/**
 * Who may open the company report: the Orbis tab (`/admin/orbis`) and the BvD ID search, whose
 * result is the report. Other screens offer their report links to these holders only.
 */
export const REPORT_VIEWERS: readonly Permission[] = ['Connector.OrbisTab', 'Connector.Search.ByBvD'];

/** Stands for the company's BvD ID in `OrbisContext.reportUrl`. */
export const REPORT_BVD_ID_PLACEHOLDER = '{bvdId}';

/** Renewal comes this long before a context expires, or at half its life when that is shorter. */
export const CONTEXT_RENEWAL_MARGIN_SECONDS = 60;

export const OrbisContext = z.object({
  /** The short-lived value the report page requires. */
  context: z.string(),
  /** Seconds of life it has left when answered (a kept context has less than Orbis first gave it). */
  expiresIn: z.number().int().min(0),
  /** When it stops opening the report (ISO 8601, the server's clock at issue plus the life Orbis gave it). */
  expiresAt: z.string(),
  /** The report's address with this context, `{bvdId}` standing for the company (`reportUrlFor`). */
  reportUrl: z.string(),
  /** Scheme, host and port the report is served from: what the frame loads. */
  origin: z.string(),
});
export type OrbisContext = z.infer<typeof OrbisContext>;

/** The report address of one company under a context. */
export function reportUrlFor(context: Pick<OrbisContext, 'reportUrl'>, bvdId: string): string {
  return context.reportUrl.replace(REPORT_BVD_ID_PLACEHOLDER, encodeURIComponent(bvdId));
}

/** When a frame should ask for a new context (milliseconds since the epoch). */
export function contextRenewalTime(context: Pick<OrbisContext, 'expiresAt' | 'expiresIn'>): number {
  const margin = Math.min(CONTEXT_RENEWAL_MARGIN_SECONDS, context.expiresIn / 2);
  return Date.parse(context.expiresAt) - margin * 1000;
}

/** A company Orbis knows, as the BvD ID search confirms it before showing its report. */
export const OrbisCompany = z.object({
  bvdId: z.string(),
  name: z.string(),
  status: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});
export type OrbisCompany = z.infer<typeof OrbisCompany>;


export const getOrbisContext = defineEndpoint({
  id: 'getOrbisContext',
  method: 'GET',
  path: '/api/apps/{appId}/orbis/context',
  summary: 'A context for the embedded company report with time left to use, when it expires, and the report address',
  access: 'user',
  permission: REPORT_VIEWERS,
  application: true,
  params: AppPath,
  data: OrbisContext,
});

export const getOrbisCompany = defineEndpoint({
  id: 'getOrbisCompany',
  method: 'GET',
  path: '/api/apps/{appId}/orbis/company/{bvdId}',
  summary: 'Whether Orbis knows a BvD ID, and the company’s name: checked before its report is shown',
  access: 'user',
  permission: REPORT_VIEWERS,
  application: true,
  params: AppPath.extend({ bvdId: BvdId }),
  data: OrbisCompany,
});
