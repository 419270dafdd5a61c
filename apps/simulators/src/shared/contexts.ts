import { randomBytes } from 'node:crypto';

/** Short-lived values that let a browser frame open the company report without the ApiToken. */
export class ReportContexts {
  private readonly contexts = new Map<string, number>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  issue(): { context: string; expiresIn: number } {
    const context = randomBytes(18).toString('base64url');
    this.contexts.set(context, this.now() + this.ttlSeconds * 1000);
    return { context, expiresIn: this.ttlSeconds };
  }

  isValid(context: string): boolean {
    const expiresAt = this.contexts.get(context);
    if (expiresAt === undefined) return false;
    if (expiresAt > this.now()) return true;
    this.contexts.delete(context);
    return false;
  }
}
