import { randomBytes } from 'node:crypto';

interface IssuedToken {
  expiresAt: number;
  realms: readonly string[];
}

/** Access tokens handed out by `POST /v2/oauth/token`, each valid for its realms until it expires. */
export class AribaTokens {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  issue(realms: readonly string[]): { token: string; expiresIn: number } {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { expiresAt: this.now() + this.ttlSeconds * 1000, realms });
    return { token, expiresIn: this.ttlSeconds };
  }

  /** The token's realms, or null when it is unknown or expired. */
  realmsOf(token: string): readonly string[] | null {
    const issued = this.tokens.get(token);
    if (!issued) return null;
    if (issued.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return null;
    }
    return issued.realms;
  }

  revokeAll() {
    this.tokens.clear();
  }
}
