import { CONTEXT_RENEWAL_MARGIN_SECONDS, type AssessmentFrame } from '@connector/contracts';

/** A renewal that is due already, as after a failed one, waits this long: never a tight loop. */
export const MIN_FRAME_RENEWAL_MS = 5_000;

/**
 * The address a product frame loads (ASM-11); null unless it is an http(s) page of the origin
 * the answer names, so a frame never loads a script URL or a page elsewhere.
 */
export function frameSource(frame: Pick<AssessmentFrame, 'url' | 'origin'>): string | null {
  let url: URL;
  try {
    url = new URL(frame.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === frame.origin ? url.href : null;
}

/**
 * When a frame's page should be asked for again (milliseconds since the epoch), as the Orbis
 * report's context is renewed: a minute before `expiresAt`, or at half life for a shorter one,
 * counted from `receivedAt`, when the answer came.
 */
export function frameRenewalTime(frame: Pick<AssessmentFrame, 'expiresAt'>, receivedAt: number): number {
  const expires = Date.parse(frame.expiresAt);
  const margin = Math.max(0, Math.min(CONTEXT_RENEWAL_MARGIN_SECONDS * 1000, (expires - receivedAt) / 2));
  return expires - margin;
}

/**
 * `refetchInterval` of a frame's query: the time left until its renewal, at least
 * `MIN_FRAME_RENEWAL_MS` (so a failed renewal is tried again shortly); none before a first answer,
 * where the user asks again.
 */
export function frameRenewalDelay(frame: Pick<AssessmentFrame, 'expiresAt'> | undefined, receivedAt: number, now = Date.now()): number | false {
  if (!frame) return false;
  const at = frameRenewalTime(frame, receivedAt);
  if (Number.isNaN(at)) return false;
  return Math.max(at - now, MIN_FRAME_RENEWAL_MS);
}
