/**
 * The database as Kysely sees it. Portable between SQLite and PostgreSQL: text ids, epoch-ms
 * integer times (bigint), JSON as text, booleans as 0/1.
 *
 * `player_id` columns hold a guest id (`g_…`) now and a user id (`u_…`) once accounts exist.
 */
export interface GuestsTable {
  id: string;
  nickname: string;
  /** sha256 of the device token in the guest's cookie. */
  token_hash: string;
  created_at: number;
  seen_at: number;
}

export interface TablesTable {
  id: string;
  game: string;
  /** The game's raw options as given (JSON); the seat count included where the game has one. */
  options: string;
  seats: number;
  visibility: string;
  invite_code: string | null;
  host_id: string | null;
  /** JSON: turn timers and how the table came to be (quick match or created). */
  settings: string;
  /** JSON: who sits where before and between games (players, bots, open seats). */
  seating: string;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface GamesTable {
  id: string;
  table_id: string;
  /** 1 for a table's first game, +1 per rematch. */
  number: number;
  game: string;
  options: string;
  seed: string;
  seed_hash: string;
  status: string;
  /** JSON: the engine's summary of the final state. */
  result: string | null;
  started_at: number;
  finished_at: number | null;
}

export interface GameSeatsTable {
  game_id: string;
  seat: number;
  player_id: string | null;
  nickname: string;
  bot_level: string | null;
  /** 1 when the reconnection window ran out and a bot played this seat to the end. */
  covered: number;
}

export interface ActionsTable {
  game_id: string;
  idx: number;
  seat: number;
  action: string;
  /** player | bot | timeout */
  by: string;
  at: number;
}

export interface Database {
  guests: GuestsTable;
  tables: TablesTable;
  games: GamesTable;
  game_seats: GameSeatsTable;
  actions: ActionsTable;
}
