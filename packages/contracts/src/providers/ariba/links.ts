import type { AribaRegion } from './common.ts';

/**
 * The Supplier 360 page of a vendor ("OPEN IN ARIBA", SUP-28), as a URL template: `{site}` (the
 * application's Ariba Site URL, or the buyer host of its region), `{region}`, `{realm}` and
 * `{smVendorId}` are filled in. SAP publishes no deep link: this default is assumed, and each
 * application may set its own template.
 */
export const SUPPLIER_360_DEFAULT_TEMPLATE = '{site}/Supplier360/{region}/{realm}/{smVendorId}';

/** The buyer host of each region, for applications without a Site URL. */
export const ARIBA_SITE_HOSTS: Record<AribaRegion, string> = {
  us: 'https://s1.ariba.com',
  eu: 'https://s1-eu.ariba.com',
  au: 'https://s1-au.ariba.com',
};

/** Ariba's data centres: us and au by name, every other region is served from eu (SUP-28). */
export function aribaRegion(region: string | null | undefined): AribaRegion {
  const lower = region?.trim().toLowerCase();
  return lower === 'us' || lower === 'au' ? lower : 'eu';
}

/** Where a supplier lives in Ariba, as the application says. */
export interface AribaPlace {
  realm: string | null;
  region: string;
  /** The application's Ariba Site URL, when configured. */
  siteUrl: string | null;
  /** The application's Supplier 360 URL template; null for the default. */
  supplier360Template?: string | null;
}

const SUPPLIER_360_PLACEHOLDER = /\{(site|region|realm|smVendorId)\}/g;

/** The vendor's Supplier 360 page; null while the application has no realm. */
export function supplier360Url(place: AribaPlace, smVendorId: string): string | null {
  if (!place.realm) return null;
  const region = aribaRegion(place.region);
  const site = place.siteUrl?.trim() ? place.siteUrl.trim().replace(/\/+$/, '') : ARIBA_SITE_HOSTS[region];
  const values = { site, region, realm: encodeURIComponent(place.realm), smVendorId: encodeURIComponent(smVendorId) };
  const template = place.supplier360Template?.trim() || SUPPLIER_360_DEFAULT_TEMPLATE;
  return template.replace(SUPPLIER_360_PLACEHOLDER, (_, name: keyof typeof values) => values[name]);
}
