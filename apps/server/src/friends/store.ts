import type { Db } from '../store/db.ts';

export type FriendState = 'friends' | 'requested' | 'incoming';

export interface FriendRow {
  readonly id: string;
  readonly state: FriendState;
  readonly since: number;
}

/**
 * Friendships (request and accept) and blocks. A pair has two rows, one per side, written in
 * one transaction: `requested` on the asking side, `incoming` on the other, `friends` on both.
 */
export class FriendStore {
  constructor(private readonly db: Db) {}

  async list(playerId: string): Promise<FriendRow[]> {
    const rows = await this.db.selectFrom('friends').selectAll().where('player_id', '=', playerId).orderBy('since', 'desc').execute();
    return rows.map((r) => ({ id: r.other_id, state: r.state as FriendState, since: Number(r.since) }));
  }

  async state(playerId: string, otherId: string): Promise<FriendState | null> {
    const r = await this.db.selectFrom('friends').select('state').where('player_id', '=', playerId).where('other_id', '=', otherId).executeTakeFirst();
    return (r?.state as FriendState | undefined) ?? null;
  }

  async request(from: string, to: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('friends').where((e) => e.or([e.and([e('player_id', '=', from), e('other_id', '=', to)]), e.and([e('player_id', '=', to), e('other_id', '=', from)])])).execute();
      await trx
        .insertInto('friends')
        .values([
          { player_id: from, other_id: to, state: 'requested', since: now },
          { player_id: to, other_id: from, state: 'incoming', since: now },
        ])
        .execute();
    });
  }

  async befriend(a: string, b: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.removeIn(trx, a, b);
      await trx
        .insertInto('friends')
        .values([
          { player_id: a, other_id: b, state: 'friends', since: now },
          { player_id: b, other_id: a, state: 'friends', since: now },
        ])
        .execute();
    });
  }

  async remove(a: string, b: string): Promise<boolean> {
    return this.db.transaction().execute((trx) => this.removeIn(trx, a, b));
  }

  private async removeIn(trx: Db, a: string, b: string): Promise<boolean> {
    const r = await trx
      .deleteFrom('friends')
      .where((e) => e.or([e.and([e('player_id', '=', a), e('other_id', '=', b)]), e.and([e('player_id', '=', b), e('other_id', '=', a)])]))
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  // Blocks

  async block(playerId: string, blockedId: string, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.removeIn(trx, playerId, blockedId);
      await trx.deleteFrom('blocks').where('player_id', '=', playerId).where('blocked_id', '=', blockedId).execute();
      await trx.insertInto('blocks').values({ player_id: playerId, blocked_id: blockedId, at: now }).execute();
    });
  }

  async unblock(playerId: string, blockedId: string): Promise<boolean> {
    const r = await this.db.deleteFrom('blocks').where('player_id', '=', playerId).where('blocked_id', '=', blockedId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async blocked(playerId: string): Promise<{ id: string; at: number }[]> {
    const rows = await this.db.selectFrom('blocks').select(['blocked_id', 'at']).where('player_id', '=', playerId).orderBy('at', 'desc').execute();
    return rows.map((r) => ({ id: r.blocked_id, at: Number(r.at) }));
  }

  /** Whether either has blocked the other. */
  async eitherBlocked(a: string, b: string): Promise<boolean> {
    const r = await this.db
      .selectFrom('blocks')
      .select('at')
      .where((e) => e.or([e.and([e('player_id', '=', a), e('blocked_id', '=', b)]), e.and([e('player_id', '=', b), e('blocked_id', '=', a)])]))
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Who blocked `id`, and whom `id` blocked: the players whose chat `id` is not shown, and who do not see theirs. */
  async blockedEitherWay(id: string): Promise<{ blockedBy: Set<string>; blocking: Set<string> }> {
    const rows = await this.db
      .selectFrom('blocks')
      .select(['player_id', 'blocked_id'])
      .where((e) => e.or([e('player_id', '=', id), e('blocked_id', '=', id)]))
      .execute();
    const blockedBy = new Set<string>();
    const blocking = new Set<string>();
    for (const r of rows) {
      if (r.player_id === id) blocking.add(r.blocked_id);
      else blockedBy.add(r.player_id);
    }
    return { blockedBy, blocking };
  }
}
