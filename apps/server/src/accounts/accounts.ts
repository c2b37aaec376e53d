import { nameKey } from '@stammtisch/protocol';
import type { Db } from '../store/db.ts';
import { type Identity, newId } from '../identity/identity.ts';
import { type AuthLimitPolicy, AuthLimits, type LimitStore, spent, take } from './limits.ts';
import { type Hasher, Passwords } from './passwords.ts';
import { type SessionPolicy, Sessions } from './sessions.ts';
import { AccountStore } from './store.ts';

/** What an account operation may answer instead of a session: an HTTP status and a message. */
export interface AuthRefusal {
  readonly status: 400 | 401 | 409 | 429;
  readonly error: string;
  readonly message: string;
  readonly retryAfterS?: number;
}

export interface SignedIn {
  readonly identity: Identity;
  readonly token: string;
  /** Registration only: the guest that became this user. */
  readonly upgradedGuest?: boolean;
}

/** The one answer to a wrong password and to an unknown user alike. */
export const BAD_CREDENTIALS: AuthRefusal = { status: 401, error: 'bad-credentials', message: 'wrong username or password' };

const tooMany = (retryAfterS: number): AuthRefusal => ({
  status: 429,
  error: 'rate-limited',
  message: `too many attempts: try again in ${retryAfterS} s`,
  retryAfterS,
});

/** Registration, login and sessions. */
export class Accounts {
  readonly store: AccountStore;
  readonly sessions: Sessions;
  readonly passwords: Passwords;
  readonly limits: AuthLimits;

  constructor(
    db: Db,
    policy: SessionPolicy & AuthLimitPolicy,
    private readonly now: () => number,
    limitStore: LimitStore,
    hasher?: Hasher,
  ) {
    this.store = new AccountStore(db);
    this.sessions = new Sessions(this.store, policy, now);
    this.passwords = new Passwords(hasher);
    this.limits = new AuthLimits(limitStore, policy);
  }

  /**
   * A new account. A guest who registers becomes the user: same player id, so every recorded
   * game, result, point and rating carries over without being copied.
   */
  async register(username: string, password: string, current: Identity | null, ip: string): Promise<SignedIn | AuthRefusal> {
    if (current?.kind === 'user') return { status: 409, error: 'logged-in', message: 'log out before registering another account' };
    for (const limiter of [this.limits.attemptsByIp, this.limits.registrationsByIp]) {
      const v = await take(limiter, ip);
      if (!v.ok) return tooMany(v.retryAfterS);
    }
    const key = nameKey(username);
    if (nameKey(password) === key) return { status: 400, error: 'bad-password', message: 'the password must not be the username' };
    if (await this.store.usernameTaken(key, username)) return { status: 409, error: 'username-taken', message: `the username "${username}" is taken` };
    const now = this.now();
    const guestId = current?.kind === 'guest' ? current.id : null;
    const id = guestId ?? newId('u_');
    const made = await this.store.createUser(
      { id, username, usernameKey: key, passwordHash: await this.passwords.hash(password), createdAt: now },
      guestId,
    );
    if (made === 'taken') return { status: 409, error: 'username-taken', message: `the username "${username}" is taken` };
    const token = await this.sessions.create(id);
    return { identity: { id, kind: 'user', nickname: username }, token, upgradedGuest: guestId !== null };
  }

  /**
   * Unknown user and wrong password get the same answer after the same work (a dummy hash is
   * verified for an unknown name), and count alike against the account's failure budget.
   */
  async login(username: string, password: string, ip: string): Promise<SignedIn | AuthRefusal> {
    const byIp = await take(this.limits.attemptsByIp, ip);
    if (!byIp.ok) return tooMany(byIp.retryAfterS);
    const key = nameKey(username.normalize('NFC').trim());
    const blocked = await spent(this.limits.failuresByAccount, key);
    if (!blocked.ok) return tooMany(blocked.retryAfterS);
    const user = key.length > 0 ? await this.store.userByKey(key) : null;
    const ok = await this.passwords.check(user?.passwordHash ?? null, password);
    if (!ok || !user) {
      await take(this.limits.failuresByAccount, key);
      return BAD_CREDENTIALS;
    }
    await this.limits.failuresByAccount.delete(key);
    const token = await this.sessions.create(user.id);
    return { identity: { id: user.id, kind: 'user', nickname: user.username }, token };
  }
}

export const isRefusal = (x: SignedIn | AuthRefusal): x is AuthRefusal => 'status' in x;
