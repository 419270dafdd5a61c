import { ARIBA_PATHS, type AribaRegion } from '@connector/contracts/providers/ariba';

/** Where a supplier lives in Ariba, as the supplier answers say (SUP-22, SUP-28). */
export interface AribaPlace {
  realm: string | null;
  region: string;
  /** The application's Ariba Site URL, when configured. */
  siteUrl: string | null;
}

/** Ariba's data centres: us and au by name, every other region is served from eu (SUP-28). */
export function aribaRegion(region: string | undefined): AribaRegion {
  const lower = region?.trim().toLowerCase();
  return lower === 'us' || lower === 'au' ? lower : 'eu';
}

/** The Supplier 360 host of each data centre, for applications without a Site URL. */
const SUPPLIER_360_HOSTS: Record<AribaRegion, string> = {
  us: 'https://s1.ariba.com',
  eu: 'https://s1-eu.ariba.com',
  au: 'https://s1-au.ariba.com',
};

/** The vendor's Supplier 360 page ('Go to Ariba'); null while the application has no realm. */
export function supplier360Url(place: AribaPlace, smVendorId: string): string | null {
  if (!place.realm) return null;
  const region = aribaRegion(place.region);
  const base = place.siteUrl?.trim() ? place.siteUrl.trim().replace(/\/+$/, '') : SUPPLIER_360_HOSTS[region];
  const path = ARIBA_PATHS.supplier360
    .replace(':region', region)
    .replace(':realm', encodeURIComponent(place.realm))
    .replace(':smVendorId', encodeURIComponent(smVendorId));
  return `${base}${path}`;
}
