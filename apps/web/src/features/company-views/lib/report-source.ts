import { reportUrlFor, type OrbisContext } from '@connector/contracts';

/**
 * The address the frame loads for one company; null unless it is an http(s) page of the origin
 * the context names, so a frame never loads a script URL or a page elsewhere.
 */
export function reportSource(context: Pick<OrbisContext, 'reportUrl' | 'origin'>, bvdId: string): string | null {
  let url: URL;
  try {
    url = new URL(reportUrlFor(context, bvdId));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === context.origin ? url.href : null;
}
