const KEY = 'signInRetryAt';
/** A failure this soon after the last automatic retry stops retrying, so a lasting fault cannot loop. */
const QUIET_MS = 30_000;

/** Whether a failed sign-in may send the user to sign in again now; records the attempt. */
export function shouldRetryAfterFailure(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < QUIET_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}
