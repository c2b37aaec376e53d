import type { Level } from '@stammtisch/engine/bots/index';
import type { FairRecord } from '@stammtisch/engine/cards/fair';
import type { Actor, TableStatus } from '@stammtisch/protocol';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

/** The storage the server needs, in its own terms; rows are mapped from/to the schema here. */

export type SeatPlan =
  | { readonly kind: 'open' }
  | { readonly kind: 'bot'; readonly level: Level }
  | { readonly kind: 'player'; readonly playerId: string; readonly nickname: string };

export interface TableSettings {
  readonly cardMs: number;
  readonly decisionMs: number;
  readonly origin: 'created' | 'quickmatch' | 'group' | 'tournament';
  /** How long a gone player's seat is held here (tournaments: the show-up time); the server's `reconnectMs` otherwise. */
  readonly reconnectMs?: number;
}

export interface TableRecord {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly visibility: 'public' | 'private';
  readonly code: string | null;
  readonly hostId: string | null;
  readonly settings: TableSettings;
  readonly seating: readonly SeatPlan[];
  readonly status: TableStatus;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface GameRecord {
  readonly id: string;
  readonly tableId: string;
  readonly number: number;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly seedHash: string;
  /** The seats' commitments and values mixed into the deals (docs/fairness.md); absent: the server's seed alone. */
  readonly fair?: FairRecord | null;
  readonly status: 'playing' | 'finished';
  readonly result: unknown;
  readonly startedAt: number;
  readonly finishedAt: number | null;
}

export interface GameSeatRecord {
  readonly seat: number;
  readonly playerId: string | null;
  readonly nickname: string;
  readonly botLevel: Level | null;
  readonly covered: boolean;
}

export interface ActionRecord {
  readonly idx: number;
  readonly seat: number;
  readonly action: string;
  readonly by: Actor;
  readonly at: number;
}

export interface GuestRecord {
  readonly id: string;
  readonly nickname: string;
}

const json = (x: unknown): string => JSON.stringify(x);
const parse = <T>(s: string): T => JSON.parse(s) as T;

export class Store {
  constructor(readonly db: Db) {}

  close(): Promise<void> {
    return this.db.destroy();
  }

  // Guests

  async createGuest(id: string, nickname: string, tokenHash: string, now: number): Promise<void> {
    await this.db
      .insertInto('guests')
      .values({ id, nickname, token_hash: tokenHash, created_at: now, seen_at: now })
      .execute();
  }

  async guestByTokenHash(tokenHash: string): Promise<GuestRecord | null> {
    const row = await this.db
      .selectFrom('guests')
      .select(['id', 'nickname'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ?? null;
  }

  async renameGuest(id: string, nickname: string, now: number): Promise<void> {
    await this.db.updateTable('guests').set({ nickname, seen_at: now }).where('id', '=', id).execute();
  }

  // Tables

  async createTable(t: TableRecord): Promise<void> {
    await this.db
      .insertInto('tables')
      .values({
        id: t.id,
        game: t.game,
        options: json(t.options),
        seats: t.seats,
        visibility: t.visibility,
        invite_code: t.code,
        host_id: t.hostId,
        settings: json(t.settings),
        seating: json(t.seating),
        status: t.status,
        created_at: t.createdAt,
        updated_at: t.updatedAt,
      })
      .execute();
  }

  async updateTable(id: string, patch: { seating?: readonly SeatPlan[]; status?: TableStatus }, now: number): Promise<void> {
    await this.db
      .updateTable('tables')
      .set({
        ...(patch.seating ? { seating: json(patch.seating) } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async table(id: string): Promise<TableRecord | null> {
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? tableFromRow(row) : null;
  }

  async tableByCode(code: string): Promise<TableRecord | null> {
    const row = await this.db.selectFrom('tables').selectAll().where('invite_code', '=', code).executeTakeFirst();
    return row ? tableFromRow(row) : null;
  }

  async publicTables(game: string | null, limit = 100): Promise<TableRecord[]> {
    let q = this.db
      .selectFrom('tables')
      .selectAll()
      .where('visibility', '=', 'public')
      .where('status', 'in', ['waiting', 'playing']);
    if (game) q = q.where('game', '=', game);
    const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map(tableFromRow);
  }

  /** Tables to bring back after a restart: waiting for players or in a game. */
  async unfinishedTables(): Promise<TableRecord[]> {
    const rows = await this.db
      .selectFrom('tables')
      .selectAll()
      .where('status', 'in', ['waiting', 'playing'])
      .orderBy('created_at')
      .execute();
    return rows.map(tableFromRow);
  }

  // Games

  async createGame(g: GameRecord, seats: readonly GameSeatRecord[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('games')
        .values({
          id: g.id,
          table_id: g.tableId,
          number: g.number,
          game: g.game,
          options: json(g.options),
          seed: g.seed,
          seed_hash: g.seedHash,
          fair: g.fair ? json(g.fair) : null,
          status: g.status,
          result: null,
          started_at: g.startedAt,
          finished_at: null,
        })
        .execute();
      await trx
        .insertInto('game_seats')
        .values(
          seats.map((s) => ({
            game_id: g.id,
            seat: s.seat,
            player_id: s.playerId,
            nickname: s.nickname,
            bot_level: s.botLevel,
            covered: s.covered ? 1 : 0,
          })),
        )
        .execute();
      await trx.updateTable('tables').set({ status: 'playing', updated_at: g.startedAt }).where('id', '=', g.tableId).execute();
    });
  }

  /**
   * Appends action `a.idx` to the log: false when the log already holds an action at that
   * index (the primary key (game_id, idx): two processes can never both append action k).
   */
  /**
   * Appends action `a.idx` to a game's log; false when the log already holds an action there
   * (another process appended it). Resolves only once the row is committed. Appends that arrive
   * in the same turn of the event loop (many tables acting at once) are written together in one
   * statement — one commit instead of one per table — each caller told of its own row.
   */
  appendAction(gameId: string, a: ActionRecord): Promise<boolean> {
    return new Promise((resolve, reject) => {
      if (!this.appends) {
        this.appends = [];
        setImmediate(() => {
          const batch = this.appends!;
          this.appends = null;
          this.writeAppends(batch).catch((e: unknown) => batch.forEach((p) => p.reject(e)));
        });
      }
      this.appends.push({ gameId, a, resolve, reject });
    });
  }

  private appends: PendingAppend[] | null = null;

  private async writeAppends(batch: readonly PendingAppend[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const rows = await this.db
          .insertInto('actions')
          .values(batch.map(({ gameId, a }) => ({ game_id: gameId, idx: a.idx, seat: a.seat, action: a.action, by: a.by, at: a.at })))
          .onConflict((oc) => oc.doNothing())
          .returning(['game_id', 'idx'])
          .execute();
        const written = new Set(rows.map((r) => `${r.game_id} ${r.idx}`));
        for (const p of batch) p.resolve(written.has(`${p.gameId} ${p.a.idx}`));
        return;
      } catch {
        // Nothing of the statement was written: each row alone, so that one bad row (or an
        // outage) is told to its own caller only.
      }
    }
    for (const p of batch) this.appendOne(p.gameId, p.a).then(p.resolve, p.reject);
  }

  private async appendOne(gameId: string, a: ActionRecord): Promise<boolean> {
    try {
      await this.db
        .insertInto('actions')
        .values({ game_id: gameId, idx: a.idx, seat: a.seat, action: a.action, by: a.by, at: a.at })
        .execute();
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /**
   * Marks a game finished; `within` runs in the same transaction (results, points and ratings).
   * Only a game still playing is finished: if two processes ever finish the same game, the
   * second changes nothing (false) — its row lock waits for the first, then finds it finished.
   */
  async finishGame(gameId: string, tableId: string, result: unknown, now: number, within?: (trx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('games')
        .set({ status: 'finished', result: json(result), finished_at: now })
        .where('id', '=', gameId)
        .where('status', '=', 'playing')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return false;
      await trx.updateTable('tables').set({ status: 'finished', updated_at: now }).where('id', '=', tableId).execute();
      if (within) await within(trx);
      return true;
    });
  }

  async markCovered(gameId: string, seat: number): Promise<void> {
    await this.db.updateTable('game_seats').set({ covered: 1 }).where('game_id', '=', gameId).where('seat', '=', seat).execute();
  }

  async game(id: string): Promise<GameRecord | null> {
    const row = await this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? gameFromRow(row) : null;
  }

  async latestGame(tableId: string): Promise<GameRecord | null> {
    const row = await this.db
      .selectFrom('games')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? gameFromRow(row) : null;
  }

  async gameSeats(gameId: string): Promise<GameSeatRecord[]> {
    const rows = await this.db.selectFrom('game_seats').selectAll().where('game_id', '=', gameId).orderBy('seat').execute();
    return rows.map((r) => ({
      seat: r.seat,
      playerId: r.player_id,
      nickname: r.nickname,
      botLevel: r.bot_level as Level | null,
      covered: r.covered === 1,
    }));
  }

  async actions(gameId: string): Promise<ActionRecord[]> {
    const rows = await this.db.selectFrom('actions').selectAll().where('game_id', '=', gameId).orderBy('idx').execute();
    return rows.map((r) => ({ idx: r.idx, seat: r.seat, action: r.action, by: r.by as Actor, at: r.at }));
  }
}

/** SQLite's and PostgreSQL's words for a duplicate key. */
interface PendingAppend {
  readonly gameId: string;
  readonly a: ActionRecord;
  resolve(logged: boolean): void;
  reject(e: unknown): void;
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

type Row<K extends keyof Database> = Database[K];

function tableFromRow(r: Row<'tables'>): TableRecord {
  return {
    id: r.id,
    game: r.game,
    options: parse(r.options),
    seats: r.seats,
    visibility: r.visibility as TableRecord['visibility'],
    code: r.invite_code,
    hostId: r.host_id,
    settings: parse(r.settings),
    seating: parse(r.seating),
    status: r.status as TableStatus,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function gameFromRow(r: Row<'games'>): GameRecord {
  return {
    id: r.id,
    tableId: r.table_id,
    number: r.number,
    game: r.game,
    options: parse(r.options),
    seed: r.seed,
    seedHash: r.seed_hash,
    fair: r.fair === null || r.fair === undefined ? null : (parse(r.fair) as FairRecord),
    status: r.status as GameRecord['status'],
    result: r.result === null ? null : parse(r.result),
    startedAt: Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  };
}
