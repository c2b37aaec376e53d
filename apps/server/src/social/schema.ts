/**
 * The tables of groups, friends, notifications, game nights and tournaments (migration
 * `0004_social`), as Kysely sees them. Same conventions as `store/schema.ts`: text ids, epoch-ms
 * bigint times, JSON as text, booleans as 0/1.
 */

export interface GroupsTable {
  id: string;
  name: string;
  about: string;
  /** JSON: the home games, e.g. `["schraem"]`. */
  games: string;
  /** JSON: per home game the house rules `{ options, seats, timer }` (a `TablePreset`). */
  presets: string;
  invite_code: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface GroupMembersTable {
  group_id: string;
  player_id: string;
  /** admin | member */
  role: string;
  joined_at: number;
  /** Group chat: muted until this time (null: not muted). */
  muted_until: number | null;
}

export interface GroupSeasonsTable {
  id: string;
  group_id: string;
  name: string;
  starts_at: number;
  ends_at: number;
  created_by: string;
  created_at: number;
}

export interface GameNightsTable {
  id: string;
  group_id: string;
  game: string;
  starts_at: number;
  /** JSON: the house rules the night's tables open with (`TablePreset`). */
  preset: string;
  note: string;
  /** scheduled | open | cancelled */
  status: string;
  created_by: string;
  created_at: number;
  opened_at: number | null;
}

export interface NightAnswersTable {
  night_id: string;
  player_id: string;
  /** yes | no | maybe */
  answer: string;
  at: number;
}

/** What a table belongs to: a group (and one of its game nights) or a tournament. */
export interface TableLinksTable {
  table_id: string;
  group_id: string | null;
  night_id: string | null;
  tournament_id: string | null;
}

/** Two rows per pair, one from each side. */
export interface FriendsTable {
  player_id: string;
  other_id: string;
  /** friends | requested (player asked other) | incoming (other asked player) */
  state: string;
  since: number;
}

export interface BlocksTable {
  player_id: string;
  blocked_id: string;
  at: number;
}

export interface NotificationsTable {
  id: string;
  player_id: string;
  kind: string;
  /** JSON: the kind's fields (ids, names); clients render the text. */
  data: string;
  created_at: number;
  read_at: number | null;
}

export interface GroupMessagesTable {
  id: string;
  group_id: string;
  player_id: string;
  nickname: string;
  phrase: string | null;
  text: string | null;
  at: number;
  removed_by: string | null;
  removed_at: number | null;
}

export interface GroupReportsTable {
  id: string;
  group_id: string;
  message_id: string;
  reporter_id: string;
  reason: string;
  at: number;
  resolved_by: string | null;
  resolved_at: number | null;
}

export interface TournamentsTable {
  id: string;
  name: string;
  game: string;
  /** rheinland | eifel | swiss | arena */
  format: string;
  /** JSON: `TournamentRules` (engine options included). */
  rules: string;
  /** open | group | invite */
  access: string;
  group_id: string | null;
  invite_code: string | null;
  created_by: string;
  starts_at: number;
  /** Arena: the end of the clock; others: null. */
  ends_at: number | null;
  /** registering | running | finished | cancelled */
  status: string;
  /** The current round (series) once running; 0 before. */
  round: number;
  /** The seed of every draw (revealed with the results). */
  seed: string;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

export interface TournamentEntriesTable {
  id: string;
  tournament_id: string;
  player_id: string;
  /** Team entries (Schieber pairs): the partner; null for a single player. */
  partner_id: string | null;
  name: string;
  /** registered | pending (a team waiting for its partner) | withdrawn | paused (arena) */
  status: string;
  /** A.2 b (Swiss): the initial ranking, fixed at the start. */
  pairing_no: number;
  joined_at: number;
  withdrawn_at: number | null;
  /** Missed games in a row (no-shows); withdrawn at `rules.missedLimit`. */
  missed: number;
}

export interface TournamentRoundsTable {
  tournament_id: string;
  round: number;
  /** playing | done */
  status: string;
  /** JSON: `{ boards: [{ board, seats: (entryId | null)[] }], byes: entryId[] }`. */
  plan: string;
  started_at: number;
  finished_at: number | null;
}

export interface TournamentTablesTable {
  table_id: string;
  tournament_id: string;
  round: number;
  board: number;
  /** The game's number at its board within the round (series games 1…n); arena: 1. */
  number: number;
  /** JSON: the entry of every seat (null: a bot). */
  seats: string;
  created_at: number;
}

export interface TournamentGamesTable {
  game_id: string;
  tournament_id: string;
  table_id: string;
  round: number;
  board: number;
  number: number;
  finished_at: number;
  /** JSON: `SeatResult[]`. */
  seats: string;
  /** Arena: 0 for a game that ended after the clock (it does not count). */
  counted: number;
}

export interface SocialDatabase {
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_seasons: GroupSeasonsTable;
  game_nights: GameNightsTable;
  night_answers: NightAnswersTable;
  table_links: TableLinksTable;
  friends: FriendsTable;
  blocks: BlocksTable;
  notifications: NotificationsTable;
  group_messages: GroupMessagesTable;
  group_reports: GroupReportsTable;
  tournaments: TournamentsTable;
  tournament_entries: TournamentEntriesTable;
  tournament_rounds: TournamentRoundsTable;
  tournament_tables: TournamentTablesTable;
  tournament_games: TournamentGamesTable;
}
