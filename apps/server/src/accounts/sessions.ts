import { hashToken, type Identity, newToken } from '../identity/identity.ts';
import type { AccountStore } from './store.ts';

export const SESSION_COOKIE = 'stammtisch_session';

export interface SessionPolicy {
  /** Idle expiry: a session unused this long is over; each use renews it (sliding). */
  readonly sessionTtlMs: number;
  /** Absolute limit from login, however often the session is used. */
  readonly sessionMaxMs: number;
}

/**
 * Login sessions: a random 256-bit token in an HttpOnly cookie; the database keeps only its
 * SHA-256. Sliding expiry, renewed at most every `ttl/30` (so a busy client does not write on
 * every request), never beyond `sessionMaxMs` after login.
 */
export class Sessions {
  constructor(
    private readonly store: AccountStore,
    private readonly policy: SessionPolicy,
    private readonly now: () => number,
  ) {}

  async create(userId: string): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.store.deleteExpiredSessions(now);
    await this.store.createSession(hashToken(token), userId, now, now + Math.min(this.policy.sessionTtlMs, this.policy.sessionMaxMs));
    return token;
  }

  /** The user behind a live session, or null (an expired session is deleted on sight). */
  async resolve(token: string): Promise<Identity | null> {
    if (token.length > 128) return null;
    const hash = hashToken(token);
    const s = await this.store.session(hash);
    if (!s) return null;
    const now = this.now();
    if (now >= s.expiresAt) {
      await this.store.deleteSession(hash);
      return null;
    }
    if (now - s.refreshedAt >= this.policy.sessionTtlMs / 30) {
      const expiresAt = Math.min(now + this.policy.sessionTtlMs, s.createdAt + this.policy.sessionMaxMs);
      await this.store.refreshSession(hash, s.userId, now, expiresAt);
    }
    return { id: s.userId, kind: 'user', nickname: s.username };
  }

  end(token: string): Promise<void> {
    return this.store.deleteSession(hashToken(token));
  }
}
