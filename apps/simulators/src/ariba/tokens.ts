import { randomUUID } from 'node:crypto';

interface AccessToken {
  expiresAt: number;
  realms: readonly string[];
}

interface RefreshToken {
  /** When the access token issued with it expires: a refresh is allowed from two minutes before. */
  accessExpiresAt: number;
  realms: readonly string[];
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type RefreshRefusal = 'unknown' | 'too-early';

/** SAP refreshes a token only once it has expired or expires within two minutes. */
export const REFRESH_WINDOW_MS = 120_000;

/**
 * Tokens handed out by `POST /v2/oauth/token`: each access token is valid for its realms until it
 * expires, and comes with a refresh token that can be used once. A refreshed pair leaves the old
 * access token valid until its own expiry, so callers that still hold it are not cut off early.
 */
export class AribaTokens {
  private readonly access = new Map<string, AccessToken>();
  private readonly refresh = new Map<string, RefreshToken>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  issue(realms: readonly string[]): TokenPair {
    this.forgetExpired();
    const accessToken = randomUUID();
    const refreshToken = randomUUID();
    const expiresAt = this.now() + this.ttlSeconds * 1000;
    this.access.set(accessToken, { expiresAt, realms });
    this.refresh.set(refreshToken, { accessExpiresAt: expiresAt, realms });
    return { accessToken, refreshToken, expiresIn: this.ttlSeconds };
  }

  /** A new pair for a refresh token this issued, once its access token is expired or nearly so. */
  refreshWith(refreshToken: string): TokenPair | RefreshRefusal {
    const known = this.refresh.get(refreshToken);
    if (!known) return 'unknown';
    if (this.now() < known.accessExpiresAt - REFRESH_WINDOW_MS) return 'too-early';
    this.refresh.delete(refreshToken);
    return this.issue(known.realms);
  }

  /** The token's realms, or null when it is unknown or expired. */
  realmsOf(token: string): readonly string[] | null {
    const issued = this.access.get(token);
    if (!issued) return null;
    if (issued.expiresAt <= this.now()) {
      this.access.delete(token);
      return null;
    }
    return issued.realms;
  }

  revokeAll() {
    this.access.clear();
    this.refresh.clear();
  }

  /** Expired access tokens are never answered again; dropping them keeps a long run's memory flat. */
  private forgetExpired() {
    const now = this.now();
    for (const [token, issued] of this.access) if (issued.expiresAt <= now) this.access.delete(token);
  }
}
