import * as v from 'valibot';
import { usernameProblem } from './names.ts';
import { LEVEL_NAMES } from './rest.ts';

/**
 * Accounts, the leaderboard, ratings, stats, history, replays and verified offline games: REST
 * bodies (valibot) and answers, shared with the web client. Documented in docs/accounts.md.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const Username = v.pipe(
  v.string(),
  v.trim(),
  v.normalize('NFC'),
  v.check(
    (s) => usernameProblem(s) === null,
    (issue) => usernameProblem(String(issue.input)) ?? 'not a username',
  ),
);

export const Password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, `a password has at least ${PASSWORD_MIN} characters`),
  v.maxLength(PASSWORD_MAX, `a password has at most ${PASSWORD_MAX} characters`),
);

export const RegisterRequest = v.strictObject({ username: Username, password: Password });
export type RegisterRequest = v.InferInput<typeof RegisterRequest>;

/** Login checks no form: an unknown or malformed name gets the same answer as a wrong password. */
export const LoginRequest = v.strictObject({
  username: v.pipe(v.string(), v.maxLength(64)),
  password: v.pipe(v.string(), v.maxLength(PASSWORD_MAX)),
});
export type LoginRequest = v.InferInput<typeof LoginRequest>;

export const SCHRAEM_MODES = ['anfaenger', 'fortgeschritten', 'profi'] as const;
const seatNumber = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** `POST /api/offline/seed`: a 7-Schräm game against three bots of one strength (S-30). */
export const OfflineSeedRequest = v.strictObject({
  game: v.optional(v.literal('schraem'), 'schraem'),
  mode: v.optional(v.picklist(SCHRAEM_MODES), 'fortgeschritten'),
  level: v.picklist(LEVEL_NAMES),
  /** The human's seat; the bots take the others. */
  seat: v.optional(seatNumber(3), 0),
});
export type OfflineSeedRequest = v.InferInput<typeof OfflineSeedRequest>;

export const OFFLINE_MAX_ACTIONS = 5000;

/**
 * Schwer's work budget in an offline game (BotOptions.budgetMs, a deterministic amount of work):
 * a slow phone's worker lowers it so a decision stays near 300 ms, and records each change as a
 * step `[action index, budget]`; the server replays with the same steps. The default (40) is the
 * server's own. Below 5 Schwer would be too weak to count for points (at 5 and 10 it still beats
 * Mittel in the arena, docs/web.md#phone-figures).
 */
export const OFFLINE_MIN_BUDGET_MS = 5;
export const OFFLINE_MAX_BUDGET_MS = 40;

export type OfflineBudgetSteps = readonly (readonly [number, number])[];

/** The budget for the decision at action index `index`: the last step at or before it, else the default. */
export function offlineBudgetAt(steps: OfflineBudgetSteps | undefined, index: number): number {
  let ms = OFFLINE_MAX_BUDGET_MS;
  for (const [at, budget] of steps ?? []) if (at <= index) ms = budget;
  return ms;
}

/** `POST /api/offline/submit`: the whole game, every action of every seat, in order. */
export const OfflineSubmitRequest = v.strictObject({
  seedId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  actions: v.pipe(
    v.array(v.strictObject({ seat: seatNumber(7), action: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })),
    v.maxLength(OFFLINE_MAX_ACTIONS, `a game has at most ${OFFLINE_MAX_ACTIONS} actions`),
  ),
  /**
   * The version of the bots the device played against (`botVersion(game, level)`, engine
   * bots/version.ts); absent from apps older than it: the replay decides, as before.
   */
  botVersion: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  /** The budget steps the device's worker played Schwer with; absent: the default throughout. */
  budgets: v.optional(
    v.pipe(
      v.array(
        v.tuple([
          v.pipe(v.number(), v.integer(), v.minValue(0)),
          v.pipe(v.number(), v.integer(), v.minValue(OFFLINE_MIN_BUDGET_MS), v.maxValue(OFFLINE_MAX_BUDGET_MS)),
        ]),
      ),
      v.maxLength(OFFLINE_MAX_ACTIONS),
    ),
  ),
});
export type OfflineSubmitRequest = v.InferInput<typeof OfflineSubmitRequest>;

/** What the client needs to play the issued game: exactly what the server will replay. */
export interface OfflineSeed {
  readonly seedId: string;
  readonly game: 'schraem';
  /** The engine options: `{ mode, players: 4 }`. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly level: (typeof LEVEL_NAMES)[number];
  readonly human: number;
  /** The server's bots for this game and level when it was issued (`botVersion`, engine bots/version.ts). */
  readonly botVersion: string;
  readonly expiresAt: number;
}

export const OFFLINE_REFUSALS = [
  'illegal-action',
  'out-of-turn',
  'bot-mismatch',
  'after-end',
  'not-over',
  'not-won',
  /** The game was played against other bots than the server's: kept, unverified, not counted. */
  'bot-version',
  'seed-used',
  'seed-expired',
] as const;
export type OfflineRefusalCode = (typeof OFFLINE_REFUSALS)[number];

/** `POST /api/offline/submit` → 200 when the win counts. */
export interface OfflineAccepted {
  readonly accepted: true;
  readonly gameId: string;
  readonly points: PlayerPoints | null;
}

/** → 422: why the submission is not a verified win; `index` is the first action at fault. */
export interface OfflineRefused {
  readonly error: OfflineRefusalCode;
  readonly message: string;
  readonly index?: number;
  readonly rule?: string;
}

/** S-24 … S-28 for one player, as `rankingPoints` computes them from the recorded games. */
export interface PlayerPoints {
  readonly points: number;
  readonly breakdown: { readonly onlineWins: number; readonly participation: number; readonly streak: number; readonly offline: number };
  readonly onlineGames: number;
  readonly onlineWins: number;
  readonly bestStreak: number;
  readonly offlineWins: number;
  /** S-28: at least 10 finished online games. */
  readonly eligible: boolean;
  /** When the player first had these points (epoch ms): the finish of that game; null with 0 points. */
  readonly reachedAt: number | null;
}

export type PlayerKind = 'guest' | 'user';

export interface LeaderboardEntry extends PlayerPoints {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly kind: PlayerKind;
}

export interface Page<T> {
  readonly page: number;
  readonly size: number;
  readonly total: number;
  readonly entries: readonly T[];
}

export interface LeaderboardPage extends Page<LeaderboardEntry> {
  readonly game: 'schraem';
}

/** OpenSkill (Plackett–Luce): `display` = mu − 3·sigma; provisional below 10 rated games. */
export interface RatingInfo {
  readonly mu: number;
  readonly sigma: number;
  readonly display: number;
  readonly games: number;
  readonly provisional: boolean;
}

export interface RatingEntry extends RatingInfo {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly kind: PlayerKind;
}

export interface RatingsPage extends Page<RatingEntry> {
  readonly game: string;
}

export interface ModeStats {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
}

/** 7-Schräm: from the replayed action logs (the player's seat in each game). */
export interface SchraemStats {
  readonly hands: number;
  readonly handsWon: number;
  readonly livesLost: number;
  readonly livesPerHand: number;
  /** Knock actions (S-11) and 3 Blind (S-19); automatic knocks (S-20) are not decisions. */
  readonly knocks: number;
  /** Hands in which the player knocked, and how many of those they won. */
  readonly knockHands: number;
  readonly knockHandsWon: number;
  readonly knockWinRate: number;
  readonly holds: number;
  readonly passes: number;
  readonly folds: number;
}

export interface PlayerStats extends ModeStats {
  readonly game: string;
  readonly bestStreak: number;
  readonly currentStreak: number;
  readonly byMode: Readonly<Record<string, ModeStats>>;
  /** Verified offline wins (7-Schräm); not part of games/wins above. */
  readonly offlineWins: number;
  readonly schraem?: SchraemStats;
}

export interface PlayerProfile {
  readonly id: string;
  readonly name: string;
  readonly kind: PlayerKind;
  readonly points: PlayerPoints | null;
  readonly ratings: Readonly<Record<string, RatingInfo>>;
  readonly stats: Readonly<Record<string, PlayerStats>>;
}

export interface HistoryEntry {
  readonly gameId: string;
  readonly game: string;
  readonly mode: string;
  readonly source: 'table' | 'offline';
  /** Counted as an online game for the points (at least two people at the table). */
  readonly online: boolean;
  readonly finishedAt: number;
  readonly seat: number;
  readonly place: number;
  readonly players: number;
  /** A win as it counts: never when a bot covered the seat to the end. */
  readonly won: boolean;
  readonly covered: boolean;
  readonly rating: { readonly mu: number; readonly sigma: number } | null;
  readonly seats: readonly { readonly seat: number; readonly name: string; readonly playerId: string | null; readonly bot: string | null }[];
}

export type HistoryPage = Page<HistoryEntry>;

/** One point per game of the player, oldest first: the chart on the profile page. */
export interface TimelinePoint {
  readonly gameId: string;
  readonly at: number;
  readonly won: boolean;
  /** 7-Schräm: the leaderboard points after this game. */
  readonly points: number | null;
  /** The ratings row this game moved: the game, or `schraem/eifel` for a regional preset (V-10 … V-21). */
  readonly ladder: string;
  readonly rating: RatingInfo | null;
}

export interface ReplayAction {
  readonly idx: number;
  readonly seat: number;
  readonly action: string;
  readonly by: string;
}

export interface ReplayStep {
  /** Actions applied: 0 is the deal, `steps` the end. */
  readonly step: number;
  /** The action that led to this step (null at step 0). */
  readonly action: ReplayAction | null;
  readonly toAct: number | null;
  readonly over: boolean;
  /** `viewFor(state, seat)` — never the raw state. */
  readonly view: unknown;
}

export interface ReplayAnswer {
  readonly gameId: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly { readonly seat: number; readonly name: string; readonly playerId: string | null; readonly bot: string | null }[];
  /** Whose view: a seat, or `spectator`. */
  readonly viewer: number | 'spectator';
  readonly steps: number;
  readonly seed: string;
  /** `?step=k`: that step only; without it every step from 0 to `steps`. */
  readonly replay: readonly ReplayStep[];
}
