import type { GameName, GroupRole, NightAnswer, TablePreset } from '@stammtisch/protocol';
import type { Db } from '../store/db.ts';

export interface GroupRecord {
  readonly id: string;
  readonly name: string;
  readonly about: string;
  readonly games: readonly GameName[];
  readonly presets: Readonly<Partial<Record<GameName, TablePreset>>>;
  readonly code: string;
  readonly createdBy: string;
  readonly createdAt: number;
}

export interface MemberRecord {
  readonly playerId: string;
  readonly role: GroupRole;
  readonly joinedAt: number;
  readonly mutedUntil: number | null;
}

export interface NightRecord {
  readonly id: string;
  readonly groupId: string;
  readonly game: GameName;
  readonly startsAt: number;
  readonly preset: TablePreset;
  readonly note: string;
  readonly status: 'scheduled' | 'open' | 'cancelled';
  readonly createdBy: string;
  readonly openedAt: number | null;
}

export interface SeasonRecord {
  readonly id: string;
  readonly groupId: string;
  readonly name: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

const group = (r: { id: string; name: string; about: string; games: string; presets: string; invite_code: string; created_by: string; created_at: number }): GroupRecord => ({
  id: r.id,
  name: r.name,
  about: r.about,
  games: JSON.parse(r.games) as GameName[],
  presets: JSON.parse(r.presets) as Partial<Record<GameName, TablePreset>>,
  code: r.invite_code,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
});

const night = (r: {
  id: string; group_id: string; game: string; starts_at: number; preset: string; note: string; status: string; created_by: string; opened_at: number | null;
}): NightRecord => ({
  id: r.id,
  groupId: r.group_id,
  game: r.game as GameName,
  startsAt: Number(r.starts_at),
  preset: JSON.parse(r.preset) as TablePreset,
  note: r.note,
  status: r.status as NightRecord['status'],
  createdBy: r.created_by,
  openedAt: r.opened_at === null ? null : Number(r.opened_at),
});

/** Groups, their members, seasons, game nights and answers. */
export class GroupStore {
  constructor(readonly db: Db) {}

  async create(g: GroupRecord, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('groups')
        .values({
          id: g.id,
          name: g.name,
          about: g.about,
          games: JSON.stringify(g.games),
          presets: JSON.stringify(g.presets),
          invite_code: g.code,
          created_by: g.createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.insertInto('group_members').values({ group_id: g.id, player_id: g.createdBy, role: 'admin', joined_at: now, muted_until: null }).execute();
    });
  }

  async get(id: string): Promise<GroupRecord | null> {
    const r = await this.db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? group(r) : null;
  }

  async byCode(code: string): Promise<GroupRecord | null> {
    const r = await this.db.selectFrom('groups').selectAll().where('invite_code', '=', code).executeTakeFirst();
    return r ? group(r) : null;
  }

  async update(id: string, patch: { name?: string; about?: string; games?: readonly string[]; presets?: object; code?: string }, now: number): Promise<void> {
    await this.db
      .updateTable('groups')
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.about !== undefined ? { about: patch.about } : {}),
        ...(patch.games !== undefined ? { games: JSON.stringify(patch.games) } : {}),
        ...(patch.presets !== undefined ? { presets: JSON.stringify(patch.presets) } : {}),
        ...(patch.code !== undefined ? { invite_code: patch.code } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** A group and everything that is only its own (tables and games stay: they are everyone's history). */
  async delete(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const nights = await trx.selectFrom('game_nights').select('id').where('group_id', '=', id).execute();
      if (nights.length > 0) await trx.deleteFrom('night_answers').where('night_id', 'in', nights.map((n) => n.id)).execute();
      for (const t of ['game_nights', 'group_seasons', 'group_members', 'group_messages', 'group_reports'] as const) {
        await trx.deleteFrom(t).where('group_id', '=', id).execute();
      }
      await trx.deleteFrom('groups').where('id', '=', id).execute();
    });
  }

  async groupsOf(playerId: string): Promise<(GroupRecord & { role: GroupRole; members: number })[]> {
    const rows = await this.db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .selectAll('groups')
      .select('group_members.role')
      .where('group_members.player_id', '=', playerId)
      .orderBy('groups.name')
      .execute();
    const counts = await this.memberCounts(rows.map((r) => r.id));
    return rows.map((r) => ({ ...group(r), role: r.role as GroupRole, members: counts.get(r.id) ?? 0 }));
  }

  async memberCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('group_members')
      .select(['group_id', (e) => e.fn.countAll<number>().as('n')])
      .where('group_id', 'in', [...ids])
      .groupBy('group_id')
      .execute();
    return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
  }

  // Members

  async members(groupId: string): Promise<MemberRecord[]> {
    const rows = await this.db.selectFrom('group_members').selectAll().where('group_id', '=', groupId).orderBy('joined_at').execute();
    return rows.map((r) => ({ playerId: r.player_id, role: r.role as GroupRole, joinedAt: Number(r.joined_at), mutedUntil: r.muted_until === null ? null : Number(r.muted_until) }));
  }

  async member(groupId: string, playerId: string): Promise<MemberRecord | null> {
    const r = await this.db.selectFrom('group_members').selectAll().where('group_id', '=', groupId).where('player_id', '=', playerId).executeTakeFirst();
    return r ? { playerId: r.player_id, role: r.role as GroupRole, joinedAt: Number(r.joined_at), mutedUntil: r.muted_until === null ? null : Number(r.muted_until) } : null;
  }

  async addMember(groupId: string, playerId: string, now: number): Promise<boolean> {
    if (await this.member(groupId, playerId)) return false;
    await this.db.insertInto('group_members').values({ group_id: groupId, player_id: playerId, role: 'member', joined_at: now, muted_until: null }).execute();
    return true;
  }

  async removeMember(groupId: string, playerId: string): Promise<void> {
    await this.db.deleteFrom('group_members').where('group_id', '=', groupId).where('player_id', '=', playerId).execute();
  }

  async setRole(groupId: string, playerId: string, role: GroupRole): Promise<void> {
    await this.db.updateTable('group_members').set({ role }).where('group_id', '=', groupId).where('player_id', '=', playerId).execute();
  }

  async setMute(groupId: string, playerId: string, until: number | null): Promise<void> {
    await this.db.updateTable('group_members').set({ muted_until: until }).where('group_id', '=', groupId).where('player_id', '=', playerId).execute();
  }

  // Seasons

  async addSeason(s: SeasonRecord, by: string, now: number): Promise<void> {
    await this.db.insertInto('group_seasons').values({ id: s.id, group_id: s.groupId, name: s.name, starts_at: s.startsAt, ends_at: s.endsAt, created_by: by, created_at: now }).execute();
  }

  async seasons(groupId: string): Promise<SeasonRecord[]> {
    const rows = await this.db.selectFrom('group_seasons').selectAll().where('group_id', '=', groupId).orderBy('starts_at', 'desc').execute();
    return rows.map((r) => ({ id: r.id, groupId: r.group_id, name: r.name, startsAt: Number(r.starts_at), endsAt: Number(r.ends_at) }));
  }

  async deleteSeason(groupId: string, id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('group_seasons').where('group_id', '=', groupId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  // Game nights

  async addNight(n: NightRecord, now: number): Promise<void> {
    await this.db
      .insertInto('game_nights')
      .values({
        id: n.id,
        group_id: n.groupId,
        game: n.game,
        starts_at: n.startsAt,
        preset: JSON.stringify(n.preset),
        note: n.note,
        status: n.status,
        created_by: n.createdBy,
        created_at: now,
        opened_at: null,
      })
      .execute();
  }

  async night(id: string): Promise<NightRecord | null> {
    const r = await this.db.selectFrom('game_nights').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? night(r) : null;
  }

  async nights(groupId: string, past: boolean, now: number, limit: number): Promise<NightRecord[]> {
    const rows = await this.db
      .selectFrom('game_nights')
      .selectAll()
      .where('group_id', '=', groupId)
      .where('starts_at', past ? '<=' : '>', now)
      .orderBy('starts_at', past ? 'desc' : 'asc')
      .limit(limit)
      .execute();
    return rows.map(night);
  }

  async dueNights(now: number): Promise<NightRecord[]> {
    const rows = await this.db.selectFrom('game_nights').selectAll().where('status', '=', 'scheduled').where('starts_at', '<=', now).orderBy('starts_at').limit(50).execute();
    return rows.map(night);
  }

  async cancelNight(id: string): Promise<boolean> {
    const r = await this.db.updateTable('game_nights').set({ status: 'cancelled' }).where('id', '=', id).where('status', '=', 'scheduled').executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async answer(nightId: string, playerId: string, answer: NightAnswer, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('night_answers').where('night_id', '=', nightId).where('player_id', '=', playerId).execute();
      await trx.insertInto('night_answers').values({ night_id: nightId, player_id: playerId, answer, at: now }).execute();
    });
  }

  async answers(nightIds: readonly string[]): Promise<{ nightId: string; playerId: string; answer: NightAnswer; at: number }[]> {
    if (nightIds.length === 0) return [];
    const rows = await this.db.selectFrom('night_answers').selectAll().where('night_id', 'in', [...nightIds]).orderBy('at').execute();
    return rows.map((r) => ({ nightId: r.night_id, playerId: r.player_id, answer: r.answer as NightAnswer, at: Number(r.at) }));
  }

  // Tables

  async groupTables(groupId: string, nightId?: string): Promise<{ tableId: string; nightId: string | null }[]> {
    let q = this.db.selectFrom('table_links').select(['table_id', 'night_id']).where('group_id', '=', groupId);
    if (nightId) q = q.where('night_id', '=', nightId);
    const rows = await q.execute();
    return rows.map((r) => ({ tableId: r.table_id, nightId: r.night_id }));
  }
}
