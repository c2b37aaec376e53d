import type { Db } from '../store/db.ts';
import { lookalikeKey } from './lookalikes.ts';

/** Users and sessions in the database; rows mapped to the server's own terms here. */

export interface UserRecord {
  readonly id: string;
  readonly username: string;
  readonly usernameKey: string;
  readonly passwordHash: string;
  readonly createdAt: number;
}

export interface SessionRecord {
  readonly userId: string;
  readonly username: string;
  readonly createdAt: number;
  readonly refreshedAt: number;
  readonly expiresAt: number;
}

/** A unique or primary key was violated (SQLite and PostgreSQL say it differently). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export class AccountStore {
  constructor(readonly db: Db) {}

  async userByKey(key: string): Promise<UserRecord | null> {
    const r = await this.db.selectFrom('users').selectAll().where('username_key', '=', key).executeTakeFirst();
    return r ? { id: r.id, username: r.username, usernameKey: r.username_key, passwordHash: r.password_hash, createdAt: Number(r.created_at) } : null;
  }

  /**
   * A new user. With `guestId` the guest becomes the user: the account takes the guest's player
   * id (every seat, result, point and rating stays where it is) and the guest's token dies.
   */
  async createUser(u: UserRecord, guestId: string | null): Promise<'created' | 'taken'> {
    try {
      await this.db.transaction().execute(async (trx) => {
        if (guestId) await trx.deleteFrom('guests').where('id', '=', guestId).execute();
        await trx
          .insertInto('users')
          .values({
            id: u.id,
            username: u.username,
            username_key: u.usernameKey,
            username_skeleton: lookalikeKey(u.username),
            password_hash: u.passwordHash,
            created_at: u.createdAt,
            seen_at: u.createdAt,
          })
          .execute();
      });
      return 'created';
    } catch (e) {
      if (isUniqueViolation(e)) return 'taken';
      throw e;
    }
  }

  /** Whether a registered name has this key, or looks like `name` (the same confusables skeleton). */
  async usernameTaken(key: string, name: string): Promise<boolean> {
    const r = await this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('username_key', '=', key), eb('username_skeleton', '=', lookalikeKey(name))]))
      .executeTakeFirst();
    return r !== undefined;
  }

  async createSession(tokenHash: string, userId: string, now: number, expiresAt: number): Promise<void> {
    await this.db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: now, refreshed_at: now, expires_at: expiresAt }).execute();
    await this.db.updateTable('users').set({ seen_at: now }).where('id', '=', userId).execute();
  }

  async session(tokenHash: string): Promise<SessionRecord | null> {
    const r = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'users.username', 'sessions.created_at', 'sessions.refreshed_at', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return r
      ? { userId: r.user_id, username: r.username, createdAt: Number(r.created_at), refreshedAt: Number(r.refreshed_at), expiresAt: Number(r.expires_at) }
      : null;
  }

  async refreshSession(tokenHash: string, userId: string, now: number, expiresAt: number): Promise<void> {
    await this.db.updateTable('sessions').set({ refreshed_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
    await this.db.updateTable('users').set({ seen_at: now }).where('id', '=', userId).execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteExpiredSessions(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
