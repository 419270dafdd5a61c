import { SELECTED_APP_COOKIE } from '@connector/contracts';

/**
 * The server writes a console page's Content-Security-Policy for the application its cookie names
 * (`SELECTED_APP_COOKIE`): the page may frame that application's report host and no other. The
 * selection lives in local storage; this mirrors it into the cookie, and tells a frame whether the
 * page it runs in was written for its application.
 */

function cookieApplication(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === SELECTED_APP_COOKIE && value) return decodeURIComponent(value);
  }
  return null;
}

/** The application this page's policy was written for: the cookie as the page loaded. */
const pageApplication = typeof document === 'undefined' ? null : cookieApplication();

/** The application the last reload was for, while that reload has not yet given a page written for it. */
const RELOADED_KEY = 'framesReloadedFor';

function settleReload(): void {
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) === pageApplication) window.sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // No session storage: nothing was kept.
  }
}
if (typeof window !== 'undefined') settleReload();

/** Keeps the cookie equal to the selected application, so the next page is written for it. */
export function mirrorSelection(appId: string | null): void {
  if (cookieApplication() === appId) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    appId === null
      ? `${SELECTED_APP_COOKIE}=; path=/; max-age=0; SameSite=Strict${secure}`
      : `${SELECTED_APP_COOKIE}=${encodeURIComponent(appId)}; path=/; max-age=31536000; SameSite=Strict${secure}`;
}

/**
 * Whether this page may frame `appId`'s reports. When it was written for another application (the
 * selection changed since it loaded), the page reloads once, now with the cookie naming `appId`,
 * and this answers false meanwhile. A second failed try (cookies refused) answers true: the frame
 * then shows what the browser shows for a refused frame rather than reloading forever.
 */
export function pageFramesApplication(appId: string, reload = () => window.location.reload()): boolean {
  if (pageApplication === appId) return true;
  let tried: string | null = null;
  try {
    tried = window.sessionStorage.getItem(RELOADED_KEY);
    window.sessionStorage.setItem(RELOADED_KEY, appId);
  } catch {
    return true;
  }
  if (tried === appId) return true;
  mirrorSelection(appId);
  // A frame of another site keeps no cookie: reloading would give the same page for ever.
  if (cookieApplication() !== appId) return true;
  reload();
  return false;
}
