import type { GameName, TournamentAccess, TournamentFormat, TournamentStatus } from '@stammtisch/protocol';
import type { Db } from '../store/db.ts';
import type { Float } from './pairing/dutch.ts';
import type { SeatResult } from './pairing/standings.ts';
import type { TournamentRules } from './rules.ts';

export interface TournamentRecord {
  readonly id: string;
  readonly name: string;
  readonly game: GameName;
  readonly format: TournamentFormat;
  readonly rules: TournamentRules;
  readonly access: TournamentAccess;
  readonly groupId: string | null;
  readonly code: string | null;
  readonly createdBy: string;
  readonly startsAt: number;
  readonly endsAt: number | null;
  readonly status: TournamentStatus;
  readonly round: number;
  readonly seed: string;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

export type EntryStatus = 'registered' | 'pending' | 'withdrawn' | 'paused';

export interface EntryRecord {
  readonly id: string;
  readonly tournamentId: string;
  readonly playerId: string;
  readonly partnerId: string | null;
  readonly name: string;
  readonly status: EntryStatus;
  readonly pairingNo: number;
  readonly joinedAt: number;
  readonly missed: number;
}

export interface Board {
  readonly board: number;
  /** The entry at every seat; null for a bot. */
  readonly seats: readonly (string | null)[];
}

export interface RoundPlan {
  readonly boards: readonly Board[];
  readonly byes: readonly string[];
  /** Swiss: the float each entry got this round (A.4). */
  readonly floats?: Readonly<Record<string, Float>>;
}

export interface RoundRecord {
  readonly round: number;
  readonly status: 'playing' | 'done';
  readonly plan: RoundPlan;
  readonly startedAt: number;
  readonly finishedAt: number | null;
}

export interface TTableRecord {
  readonly tableId: string;
  readonly round: number;
  readonly board: number;
  readonly number: number;
  readonly seats: readonly (string | null)[];
  readonly createdAt: number;
}

export interface TGameRecord {
  readonly gameId: string;
  readonly tableId: string;
  readonly round: number;
  readonly board: number;
  readonly number: number;
  readonly finishedAt: number;
  readonly seats: readonly SeatResult[];
  readonly counted: boolean;
}

type Row = {
  id: string; name: string; game: string; format: string; rules: string; access: string; group_id: string | null; invite_code: string | null;
  created_by: string; starts_at: number; ends_at: number | null; status: string; round: number; seed: string; created_at: number;
  started_at: number | null; finished_at: number | null;
};

const num = (x: number | null): number | null => (x === null ? null : Number(x));

const tournament = (r: Row): TournamentRecord => ({
  id: r.id,
  name: r.name,
  game: r.game as GameName,
  format: r.format as TournamentFormat,
  rules: JSON.parse(r.rules) as TournamentRules,
  access: r.access as TournamentAccess,
  groupId: r.group_id,
  code: r.invite_code,
  createdBy: r.created_by,
  startsAt: Number(r.starts_at),
  endsAt: num(r.ends_at),
  status: r.status as TournamentStatus,
  round: r.round,
  seed: r.seed,
  createdAt: Number(r.created_at),
  startedAt: num(r.started_at),
  finishedAt: num(r.finished_at),
});

const entry = (r: { id: string; tournament_id: string; player_id: string; partner_id: string | null; name: string; status: string; pairing_no: number; joined_at: number; missed: number }): EntryRecord => ({
  id: r.id,
  tournamentId: r.tournament_id,
  playerId: r.player_id,
  partnerId: r.partner_id,
  name: r.name,
  status: r.status as EntryStatus,
  pairingNo: r.pairing_no,
  joinedAt: Number(r.joined_at),
  missed: r.missed,
});

/** Tournaments, entries, rounds, their tables and recorded games. */
export class TournamentStore {
  constructor(readonly db: Db) {}

  async create(t: TournamentRecord): Promise<void> {
    await this.db
      .insertInto('tournaments')
      .values({
        id: t.id,
        name: t.name,
        game: t.game,
        format: t.format,
        rules: JSON.stringify(t.rules),
        access: t.access,
        group_id: t.groupId,
        invite_code: t.code,
        created_by: t.createdBy,
        starts_at: t.startsAt,
        ends_at: t.endsAt,
        status: t.status,
        round: t.round,
        seed: t.seed,
        created_at: t.createdAt,
        started_at: null,
        finished_at: null,
      })
      .execute();
  }

  async get(id: string, db: Db = this.db): Promise<TournamentRecord | null> {
    const r = await db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? tournament(r) : null;
  }

  async active(): Promise<TournamentRecord[]> {
    const rows = await this.db.selectFrom('tournaments').selectAll().where('status', 'in', ['registering', 'running']).orderBy('starts_at').execute();
    return rows.map(tournament);
  }

  async list(filter: { status?: string; game?: string; groupId?: string; ids?: readonly string[] }, limit: number): Promise<TournamentRecord[]> {
    let q = this.db.selectFrom('tournaments').selectAll();
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.game) q = q.where('game', '=', filter.game);
    if (filter.groupId) q = q.where('group_id', '=', filter.groupId);
    if (filter.ids) q = filter.ids.length ? q.where('id', 'in', [...filter.ids]) : q.where('id', '=', '');
    const rows = await q.orderBy('starts_at', 'desc').limit(limit).execute();
    return rows.map(tournament);
  }

  async update(id: string, patch: Partial<Pick<Row, 'status' | 'round' | 'started_at' | 'finished_at' | 'ends_at'>>, db: Db = this.db): Promise<void> {
    await db.updateTable('tournaments').set(patch).where('id', '=', id).execute();
  }

  /** A status change only from `from` (so two processes never both start or finish a tournament). */
  async transition(id: string, from: string, patch: Partial<Pick<Row, 'status' | 'round' | 'started_at' | 'finished_at' | 'ends_at'>>, db: Db = this.db): Promise<boolean> {
    const r = await db.updateTable('tournaments').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  // Entries

  async entries(tournamentId: string, db: Db = this.db): Promise<EntryRecord[]> {
    const rows = await db.selectFrom('tournament_entries').selectAll().where('tournament_id', '=', tournamentId).orderBy('joined_at').orderBy('id').execute();
    return rows.map(entry);
  }

  async entryOf(tournamentId: string, playerId: string): Promise<EntryRecord | null> {
    const r = await this.db
      .selectFrom('tournament_entries')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where((e) => e.or([e('player_id', '=', playerId), e('partner_id', '=', playerId)]))
      .executeTakeFirst();
    return r ? entry(r) : null;
  }

  async addEntry(e: EntryRecord): Promise<void> {
    await this.db
      .insertInto('tournament_entries')
      .values({
        id: e.id,
        tournament_id: e.tournamentId,
        player_id: e.playerId,
        partner_id: e.partnerId,
        name: e.name,
        status: e.status,
        pairing_no: e.pairingNo,
        joined_at: e.joinedAt,
        withdrawn_at: null,
        missed: 0,
      })
      .execute();
  }

  async setEntry(id: string, patch: { status?: EntryStatus; name?: string; pairing_no?: number; missed?: number; withdrawn_at?: number | null }, db: Db = this.db): Promise<void> {
    await db.updateTable('tournament_entries').set(patch).where('id', '=', id).execute();
  }

  async deleteEntry(id: string): Promise<void> {
    await this.db.deleteFrom('tournament_entries').where('id', '=', id).execute();
  }

  /** The tournaments a player entered (alone or as a partner), newest first. */
  async entriesOfPlayer(playerId: string, limit: number): Promise<EntryRecord[]> {
    const rows = await this.db
      .selectFrom('tournament_entries')
      .selectAll()
      .where((e) => e.or([e('player_id', '=', playerId), e('partner_id', '=', playerId)]))
      .orderBy('joined_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(entry);
  }

  // Rounds and tables

  async rounds(tournamentId: string): Promise<RoundRecord[]> {
    const rows = await this.db.selectFrom('tournament_rounds').selectAll().where('tournament_id', '=', tournamentId).orderBy('round').execute();
    return rows.map((r) => ({ round: r.round, status: r.status as RoundRecord['status'], plan: JSON.parse(r.plan) as RoundPlan, startedAt: Number(r.started_at), finishedAt: num(r.finished_at) }));
  }

  async addRound(tournamentId: string, round: number, plan: RoundPlan, now: number, db: Db): Promise<void> {
    await db.insertInto('tournament_rounds').values({ tournament_id: tournamentId, round, status: 'playing', plan: JSON.stringify(plan), started_at: now, finished_at: null }).execute();
  }

  async finishRound(tournamentId: string, round: number, now: number): Promise<void> {
    await this.db.updateTable('tournament_rounds').set({ status: 'done', finished_at: now }).where('tournament_id', '=', tournamentId).where('round', '=', round).execute();
  }

  async tables(tournamentId: string): Promise<TTableRecord[]> {
    const rows = await this.db.selectFrom('tournament_tables').selectAll().where('tournament_id', '=', tournamentId).orderBy('round').orderBy('board').orderBy('number').execute();
    return rows.map((r) => ({ tableId: r.table_id, round: r.round, board: r.board, number: r.number, seats: JSON.parse(r.seats) as (string | null)[], createdAt: Number(r.created_at) }));
  }

  async addTable(tournamentId: string, t: TTableRecord, db: Db): Promise<void> {
    await db
      .insertInto('tournament_tables')
      .values({ table_id: t.tableId, tournament_id: tournamentId, round: t.round, board: t.board, number: t.number, seats: JSON.stringify(t.seats), created_at: t.createdAt })
      .execute();
  }

  async tournamentOfTable(tableId: string): Promise<string | null> {
    const r = await this.db.selectFrom('tournament_tables').select('tournament_id').where('table_id', '=', tableId).executeTakeFirst();
    return r?.tournament_id ?? null;
  }

  async games(tournamentId: string): Promise<TGameRecord[]> {
    const rows = await this.db.selectFrom('tournament_games').selectAll().where('tournament_id', '=', tournamentId).orderBy('finished_at').orderBy('game_id').execute();
    return rows.map((r) => ({
      gameId: r.game_id,
      tableId: r.table_id,
      round: r.round,
      board: r.board,
      number: r.number,
      finishedAt: Number(r.finished_at),
      seats: JSON.parse(r.seats) as SeatResult[],
      counted: r.counted === 1,
    }));
  }

  async addGame(tournamentId: string, g: TGameRecord, db: Db): Promise<boolean> {
    const seen = await db.selectFrom('tournament_games').select('game_id').where('game_id', '=', g.gameId).executeTakeFirst();
    if (seen) return false;
    await db
      .insertInto('tournament_games')
      .values({
        game_id: g.gameId,
        tournament_id: tournamentId,
        table_id: g.tableId,
        round: g.round,
        board: g.board,
        number: g.number,
        finished_at: g.finishedAt,
        seats: JSON.stringify(g.seats),
        counted: g.counted ? 1 : 0,
      })
      .execute();
    return true;
  }
}
