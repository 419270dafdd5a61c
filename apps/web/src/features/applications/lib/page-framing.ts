import { SELECTED_APP_COOKIE } from '@connector/contracts';

/**
 * The server writes a console page's Content-Security-Policy with the report hosts of every enabled
 * application of its tenant (decision 015): a page frames the reports of whichever application is
 * selected, then or later, without a reload. What a page cannot frame is a host that joined after it
 * loaded (an application enabled, created or moved to another report host since): the browser
 * refuses that frame, and this reloads the page once for it. The screens that frame reports keep
 * their company in the address, so that reload loses nothing.
 */

/** The host the last reload was for: a reload that still refuses it is not repeated. */
const RELOADED_KEY = 'framesReloadedFor';

/** What the browser says of a refused frame (a `SecurityPolicyViolationEvent`, reduced to what is read). */
type Violation = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>;

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/**
 * Reloads the page once when the browser refuses a frame of a host the page's policy does not
 * name. Once per host and tab: the page after the reload is written with the tenant's current
 * applications, and if it still refuses the host (not an enabled application's, or not allowed by
 * the deployment), the frame shows what the browser shows for a refused frame rather than
 * reloading for ever. Without session storage nothing could stop a loop, so nothing reloads.
 */
export function reloadForRefusedFrame(violation: Violation, reload: () => void = () => window.location.reload()): boolean {
  if (violation.effectiveDirective !== 'frame-src') return false;
  const origin = originOf(violation.blockedURI);
  if (origin === null) return false;
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) === origin) return false;
    window.sessionStorage.setItem(RELOADED_KEY, origin);
  } catch {
    return false;
  }
  reload();
  return true;
}

let watching = false;

/**
 * Listens for refused frames, once per page (`reloadForRefusedFrame`). Called by a frame before it
 * exists (a state initialiser), since the listener must be there before the browser refuses it. The
 * page's policy names the hosts of every enabled application of the tenant, so a change of
 * application needs no reload.
 */
export function watchRefusedFrames(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('securitypolicyviolation', (event) => reloadForRefusedFrame(event));
}

/**
 * The server no longer reads the selected application: this drops the cookie (`SELECTED_APP_COOKIE`)
 * that earlier versions kept of it, so that it rides on no request.
 */
export function dropSelectionCookie(): void {
  if (!document.cookie.split(';').some((part) => part.trim().startsWith(`${SELECTED_APP_COOKIE}=`))) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SELECTED_APP_COOKIE}=; path=/; max-age=0; SameSite=Strict${secure}`;
}
