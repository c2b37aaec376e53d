import type { SocialDatabase } from '../social/schema.ts';

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
  /** JSON FairRecord (docs/fairness.md): the seats' commitments and values; null: dealt from `seed` alone. */
  fair: string | null;
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

/** A registered player. `id` is the player id seats hold: an upgraded guest keeps its `g_…` id. */
export interface UsersTable {
  id: string;
  /** As the player typed it (NFC). */
  username: string;
  /** `nameKey(username)`: case-, accent- and lookalike-folded; unique. */
  username_key: string;
  /** `lookalikeKey(username)`: the UTS #39 confusables skeleton, folded like the key (not unique: checked on registration). */
  username_skeleton: string | null;
  /** argon2id, PHC string. */
  password_hash: string;
  created_at: number;
  seen_at: number;
}

export interface SessionsTable {
  /** sha256 of the session token in the cookie. */
  token_hash: string;
  user_id: string;
  created_at: number;
  refreshed_at: number;
  expires_at: number;
}

/** An issued offline seed and, once submitted and verified, the game played with it. */
export interface OfflineGamesTable {
  id: string;
  player_id: string;
  game: string;
  options: string;
  level: string;
  human_seat: number;
  seed: string;
  /** issued | won | lost | unverified (played against other bots than the server's: kept, not counted) */
  status: string;
  issued_at: number;
  expires_at: number;
  submitted_at: number | null;
  /** JSON `[{ seat, action }]` once verified. */
  actions: string | null;
  /** JSON: the engine's summary of the final state. */
  result: string | null;
  /** The server's `botVersion(game, level)` at issue; null for games issued before it was kept. */
  bot_version: string | null;
  /** The version the device says it played against, as submitted. */
  played_bot_version: string | null;
}

/** One per player and finished game (table game or verified offline win), derived from the log. */
export interface PlayerResultsTable {
  game_id: string;
  seat: number;
  player_id: string;
  game: string;
  mode: string;
  /** table | offline */
  source: string;
  /** 1 when the game counts as an online game for the points (S-24 … S-26, S-28). */
  online: number;
  /** online | bots | none: what the game counts for (ranking/standing.ts). */
  counts: string;
  players: number;
  /** 1 = best; equal places for equal results. */
  place: number;
  /** 1 for a win as it counts (a seat a bot covered to the end never wins). */
  won: number;
  covered: number;
  finished_at: number;
  /** The player's rating after this game (null where the game is not rated). */
  mu: number | null;
  sigma: number | null;
  /** JSON: per-game stats of the seat (7-Schräm: hands, lives lost, knocks …). */
  stats: string;
}

export interface PlayerPointsTable {
  player_id: string;
  game: string;
  points: number;
  online_games: number;
  online_wins: number;
  best_streak: number;
  offline_wins: number;
  eligible: number;
  reached_at: number | null;
  breakdown: string;
  updated_at: number;
}

export interface RatingsTable {
  player_id: string;
  game: string;
  mu: number;
  sigma: number;
  /** mu − 3·sigma, kept for ordering. */
  display: number;
  games: number;
  updated_at: number;
}

export interface PlayerStatsTable {
  player_id: string;
  game: string;
  /** JSON: `PlayerStats` of the protocol. */
  data: string;
  updated_at: number;
}

export interface Database extends SocialDatabase {
  guests: GuestsTable;
  tables: TablesTable;
  games: GamesTable;
  game_seats: GameSeatsTable;
  actions: ActionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  offline_games: OfflineGamesTable;
  player_results: PlayerResultsTable;
  player_points: PlayerPointsTable;
  ratings: RatingsTable;
  player_stats: PlayerStatsTable;
}
