import { randomUUID } from 'node:crypto';
import type { SimMail } from '@connector/contracts/providers/simulator';

/** How many messages the sink keeps by default: enough for any test run, small enough to forget. */
export const MAILBOX_CAPACITY = 500;

export type IncomingMail = Omit<SimMail, 'id' | 'receivedAt'>;

/**
 * The messages the mail sink received, newest first, in memory only. Beyond its capacity the
 * oldest go, so a long `npm start` session cannot grow without bound.
 */
export class Mailbox {
  private messages: SimMail[] = [];

  constructor(
    private readonly capacity = MAILBOX_CAPACITY,
    private readonly now: () => number = Date.now,
  ) {}

  add(mail: IncomingMail): SimMail {
    const stored: SimMail = { id: randomUUID(), ...mail, receivedAt: new Date(this.now()).toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    return stored;
  }

  /** Newest first; `to` keeps the messages with that recipient, compared in any case. */
  list(to?: string): SimMail[] {
    if (to === undefined) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((mail) => mail.to.some((address) => address.toLowerCase() === wanted));
  }

  clear(): void {
    this.messages = [];
  }
}
