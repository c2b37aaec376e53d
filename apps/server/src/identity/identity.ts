import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Store } from '../store/store.ts';

/**
 * Who is on the other end. Guests now; registered users (issue 8) come in through the same
 * interface: another `Identities` implementation tried before or after the guest one.
 */
export interface Identity {
  /** `g_…` for a guest, `u_…` for a user later; what seats and game records hold. */
  readonly id: string;
  readonly kind: 'guest' | 'user';
  readonly nickname: string;
}

export interface Credentials {
  /** The raw Cookie header (browsers: HttpOnly cookie, sent with the matchmake request). */
  readonly cookie?: string | undefined;
  /** A bearer token (non-browser clients, tests: `client.auth.token`). */
  readonly bearer?: string | undefined;
}

export interface Identities {
  resolve(creds: Credentials): Promise<Identity | null>;
}

export const GUEST_COOKIE = 'stammtisch_guest';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');
export const newId = (prefix: string, bytes = 9): string => `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;

/** A cookie's value; a malformed one (a stray `%` sequence) counts as absent, never as an error. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function credentialsOf(headers: IncomingHttpHeaders, bearer?: string): Credentials {
  const auth = headers.authorization;
  return {
    cookie: headers.cookie,
    bearer: bearer ?? (auth?.startsWith('Bearer ') ? auth.slice(7) : undefined),
  };
}

/** Guests: a nickname and a random device token; the database keeps only the token's hash. */
export class GuestIdentities implements Identities {
  constructor(private readonly store: Store) {}

  async resolve(creds: Credentials): Promise<Identity | null> {
    const token = cookieValue(creds.cookie, GUEST_COOKIE) ?? creds.bearer;
    if (!token || token.length > 128) return null;
    const guest = await this.store.guestByTokenHash(hashToken(token));
    return guest ? { id: guest.id, kind: 'guest', nickname: guest.nickname } : null;
  }

  /** A new guest; the token goes into the cookie and nowhere else. */
  async create(nickname: string, now: number): Promise<{ identity: Identity; token: string }> {
    const token = newToken();
    const id = newId('g_');
    await this.store.createGuest(id, nickname, hashToken(token), now);
    return { identity: { id, kind: 'guest', nickname }, token };
  }

  async rename(identity: Identity, nickname: string, now: number): Promise<Identity> {
    await this.store.renameGuest(identity.id, nickname, now);
    return { ...identity, nickname };
  }
}
