/** Business constants, written once (API-15). */
export const TOAST_MS = 2000;
export const TOAST_ERROR_MS = 6000;
export const PAGE_SIZES = [5, 10, 25, 'All'] as const;
export const DEFAULT_PAGE_SIZE = 5;

/** Application calls: attempts in total, and the async poll interval after a 504. */
export const CALL_ATTEMPTS = 3;
export const ASYNC_POLL_MS = 5000;
/** Queries on tenant and role screens are retried up to twice unless the status is 404. */
export const QUERY_RETRIES = 2;

export const NAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const TENANT_ID_MAX = 16;
export const TENANT_NAME_MAX = 16;
export const TENANT_ADDRESS_MAX = 50;
export const TENANT_CITY_MAX = 16;
/** Sites a tenant may let frame its console (the CSP `frame-ancestors` list). */
export const TENANT_FRAME_ANCESTORS_MAX = 20;
export const ROLE_NAME_MAX = 16;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LINK_RELOAD_MS = 1500;
export const LINK_DIALOG_SWITCH_MS = 500;
export const CATALYST_MENU_DELAY_MS = 1000;
export const EMBED_FRAME_HEIGHT_PX = 800;
export const LOGIN_POPUP = { width: 520, height: 570 } as const;

export const SUPER_ADMIN_ROLE = 'superAdmin';
export const TENANT_ADMIN_ROLE = 'tenantAdmin';
export const USER_BVD_ROLE = 'userBvd';

/**
 * The selected application's id, mirrored from local storage into a cookie of the console's host:
 * a console page's Content-Security-Policy lets it frame only that application's provider pages.
 */
export const SELECTED_APP_COOKIE = 'connector-app';

/** Local-storage keys shared by the console's screens (AUTH-8 to AUTH-10, APP-27). */
export const STORAGE_KEYS = {
  externalLogin: 'externalLogin',
  loggingOut: 'loggingOut',
  selectedApplication: (tenantId: string) => `selectedApplication:${tenantId}`,
  applicationList: (tenantId: string) => `applicationList:${tenantId}`,
  clientWidth: 'clientWidth',
} as const;
