import { ARIBA_PATHS, type AribaRegion } from '@connector/contracts/providers/ariba';
import { fillPath, joinUrl } from '../http/paths.ts';

/** Ariba's data centres: us and au by name, every other region is served from eu. */
export function aribaRegion(region: string | undefined): AribaRegion {
  const lower = region?.trim().toLowerCase();
  return lower === 'us' || lower === 'au' ? lower : 'eu';
}

/** The Supplier 360 page of one vendor, in the realm's region. */
export function supplier360Url(pagesBaseUrl: string, region: string | undefined, realm: string, smVendorId: string): string {
  const path = fillPath(ARIBA_PATHS.supplier360, { region: aribaRegion(region), realm, smVendorId });
  return joinUrl(pagesBaseUrl, path).toString();
}
