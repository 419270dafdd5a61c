/**
 * The embedded Orbis company report ("OPEN IN ORBIS"), as a URL template: `{orbisUrl}` (the
 * application's Orbis API URL, without its trailing slash), `{bvdId}` and `{context}` (the value
 * of the context call, for pages that need it) are filled in. Nothing about the report page is
 * published: this default is the simulator's, and each application may point it at its own
 * Orbis site (decision 036).
 */
export const ORBIS_REPORT_DEFAULT_TEMPLATE = '{orbisUrl}/Companies/report/{bvdId}?context={context}';

const PLACEHOLDER = /\{(orbisUrl|bvdId|context)\}/g;

export interface OrbisReportPlace {
  orbisUrl: string;
  bvdId: string;
  context: string;
}

/** The report page of a company; each value is URL-encoded but the Orbis URL. */
export function orbisReportUrl(template: string | null | undefined, { orbisUrl, bvdId, context }: OrbisReportPlace): string {
  const values = { orbisUrl: orbisUrl.trim().replace(/\/+$/, ''), bvdId: encodeURIComponent(bvdId), context: encodeURIComponent(context) };
  return (template?.trim() || ORBIS_REPORT_DEFAULT_TEMPLATE).replace(PLACEHOLDER, (_, name: keyof typeof values) => values[name]);
}

/** Whether a template needs the context value (a call to Orbis) to be filled. */
export const needsContext = (template: string | null | undefined) => (template?.trim() || ORBIS_REPORT_DEFAULT_TEMPLATE).includes('{context}');
