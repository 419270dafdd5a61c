import type { HostRefusal } from './host-policy.ts';

/**
 * An outside call the deployment's policy does not allow; thrown before anything is sent to the
 * refused host. `host` is what was refused, for the logs only.
 */
export class OutboundRefusal extends Error {
  constructor(
    readonly reason: HostRefusal | 'redirect',
    readonly host: string,
  ) {
    super(`Outside call to ${host} refused (${reason})`);
    this.name = 'OutboundRefusal';
  }
}

/** The refusal somewhere in an error's causes (fetch wraps socket errors in its own). */
export function outboundRefusalIn(error: unknown): OutboundRefusal | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof OutboundRefusal) return current;
  }
  return undefined;
}
