import * as v from 'valibot';
import { ChatPayload } from './client.ts';
import { cleanText } from './names.ts';
import { LEVEL_NAMES } from './rest.ts';

/**
 * Groups (Stammtische), friends, notifications, game nights and tournaments: REST bodies
 * (valibot), answers and the messages of the `live` room, shared with the web client. Every route
 * is documented in docs/social.md. Refusals are `{ error, message }` with `error` one of
 * `SOCIAL_ERROR_CODES` (or a code of the engine / table for options and seats).
 */

export const GAME_NAMES = ['schraem', 'schieber', 'sedma'] as const;
export type GameName = (typeof GAME_NAMES)[number];

/** The room every open app joins (`client.joinOrCreate('live')`): notifications, badges, pushes. */
export const ROOM_LIVE = 'live';

const ms = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000));
const playerId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const text = (max: number, what: string) =>
  v.pipe(v.string(), v.maxLength(max * 4), v.transform(cleanText), v.maxLength(max, `${what} is longer than ${max} characters`));

export const GROUP_NAME_MAX = 40;
export const ABOUT_MAX = 300;

/** House rules: what a group's (or a night's, a tournament's) tables open with. */
export const TablePreset = v.strictObject({
  /** The game's options (7-Schräm: mode, ruleset, startLives …), checked by the engine. */
  options: v.optional(v.record(v.string(), v.unknown()), {}),
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(4))),
  timer: v.optional(v.strictObject({ cardMs: ms(1000, 600_000), decisionMs: ms(1000, 600_000) })),
  /** The strength of the bots that fill short tables. */
  bots: v.optional(v.picklist(LEVEL_NAMES), 'mittel'),
});
export type TablePreset = v.InferOutput<typeof TablePreset>;

const gameList = v.pipe(
  v.array(v.picklist(GAME_NAMES)),
  v.minLength(1, 'a group has at least one home game'),
  v.check((g) => new Set(g).size === g.length, 'each home game once'),
);

export const CreateGroupRequest = v.strictObject({
  name: v.pipe(text(GROUP_NAME_MAX, 'the name'), v.minLength(1, 'the name is empty')),
  about: v.optional(text(ABOUT_MAX, 'the description'), ''),
  games: gameList,
  /** Per home game; a game without one gets the game's defaults. */
  presets: v.optional(v.record(v.picklist(GAME_NAMES), TablePreset), {}),
});
export type CreateGroupRequest = v.InferInput<typeof CreateGroupRequest>;

export const UpdateGroupRequest = v.strictObject({
  name: v.optional(v.pipe(text(GROUP_NAME_MAX, 'the name'), v.minLength(1, 'the name is empty'))),
  about: v.optional(text(ABOUT_MAX, 'the description')),
  games: v.optional(gameList),
  presets: v.optional(v.record(v.picklist(GAME_NAMES), TablePreset)),
});

export const GROUP_ROLES = ['admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const RoleRequest = v.strictObject({ role: v.picklist(GROUP_ROLES) });
export const TransferRequest = v.strictObject({ to: playerId });
export const JoinGroupRequest = v.strictObject({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(16)) });

export const SeasonRequest = v.pipe(
  v.strictObject({ name: v.pipe(text(GROUP_NAME_MAX, 'the name'), v.minLength(1, 'the name is empty')), startsAt: time, endsAt: time }),
  v.check((s) => s.endsAt > s.startsAt, 'a season ends after it starts'),
);

export const GroupTableRequest = v.strictObject({ game: v.optional(v.picklist(GAME_NAMES)) });

export const NightRequest = v.strictObject({
  game: v.picklist(GAME_NAMES),
  startsAt: time,
  note: v.optional(text(ABOUT_MAX, 'the note'), ''),
  /** The night's own house rules; the group's preset for the game when omitted. */
  preset: v.optional(TablePreset),
});
export type NightRequest = v.InferInput<typeof NightRequest>;

export const NIGHT_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type NightAnswer = (typeof NIGHT_ANSWERS)[number];
export const NightAnswerRequest = v.strictObject({ answer: v.picklist(NIGHT_ANSWERS) });

export const GroupChatRequest = ChatPayload;
/** Minutes of silence (at most 4 weeks); null lifts a mute. */
export const MuteRequest = v.strictObject({ minutes: v.nullable(ms(1, 40_320)) });
export const ReportRequest = v.strictObject({ reason: v.optional(text(200, 'the reason'), '') });

/** A player by id, or by username. */
export const PlayerRef = v.union([v.strictObject({ id: playerId }), v.strictObject({ username: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })]);
export const InviteRequest = v.strictObject({ tableId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

export const ReadRequest = v.union([v.strictObject({ ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(200)) }), v.strictObject({ all: v.literal(true) })]);

// Tournaments

export const TOURNAMENT_FORMATS = ['rheinland', 'eifel', 'swiss', 'arena'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export const TOURNAMENT_ACCESS = ['open', 'group', 'invite'] as const;
export type TournamentAccess = (typeof TOURNAMENT_ACCESS)[number];
export const TOURNAMENT_STATUSES = ['registering', 'running', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const TournamentRulesRequest = v.strictObject({
  /** Passed to the engine as the tables' options (mode, ruleset, startLives …). */
  options: v.optional(v.record(v.string(), v.unknown())),
  timer: v.optional(v.strictObject({ cardMs: ms(1000, 600_000), decisionMs: ms(1000, 600_000) })),
  /** Seats per table: 2–4 (Schieber 4; Rheinland and Eifel 4, tables of 3 where the field needs). */
  tableSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(4))),
  /** Rheinland / Eifel: series and games per series (S-31: 5 × 5; V-22: 3 × 10). */
  series: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  gamesPerSeries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  /** Swiss: the number of rounds. */
  rounds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15))),
  /** Schieber Swiss: fixed partners (`team`) or rotating partners (`individual`). */
  entry: v.optional(v.picklist(['individual', 'team'])),
  /** Arena: how long the clock runs. */
  minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(720))),
  /** A seat whose player is not there this long is played by the bot to the end of the game. */
  showUpMs: v.optional(ms(1_000, 600_000)),
  /** Games missed in a row after which a player is withdrawn. */
  missedLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  /** Most entries accepted. */
  maxEntries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(512))),
});

export const CreateTournamentRequest = v.strictObject({
  name: v.pipe(text(60, 'the name'), v.minLength(1, 'the name is empty')),
  game: v.picklist(GAME_NAMES),
  format: v.picklist(TOURNAMENT_FORMATS),
  startsAt: time,
  access: v.optional(v.picklist(TOURNAMENT_ACCESS), 'open'),
  /** A group's tournament (needs an admin of the group); with access `group` only its members may enter. */
  groupId: v.optional(v.pipe(v.string(), v.maxLength(40))),
  rules: v.optional(TournamentRulesRequest, {}),
});
export type CreateTournamentRequest = v.InferInput<typeof CreateTournamentRequest>;

export const RegisterTournamentRequest = v.strictObject({
  /** The invite code of an invite-only tournament. */
  code: v.optional(v.pipe(v.string(), v.maxLength(16))),
  /** Team tournaments: the partner (both name each other). */
  partner: v.optional(playerId),
});

// Answers

export interface PlayerBrief {
  readonly id: string;
  readonly name: string;
}

/** Where a player is now: `online` = the app is open (live room); `table` = seated in a running game. */
export interface Presence {
  readonly online: boolean;
  readonly table: { readonly tableId: string; readonly game: string } | null;
}

export interface GroupMember extends PlayerBrief {
  readonly role: GroupRole;
  readonly joinedAt: number;
  readonly mutedUntil: number | null;
  readonly presence: Presence;
}

export interface GroupSummary {
  readonly id: string;
  readonly name: string;
  readonly about: string;
  readonly games: readonly GameName[];
  readonly members: number;
  readonly role: GroupRole | null;
}

export interface GroupPage extends GroupSummary {
  readonly presets: Readonly<Partial<Record<GameName, TablePreset>>>;
  readonly createdBy: string;
  readonly createdAt: number;
  /** Only for members: the join code and link (`/group/CODE`). */
  readonly code: string | null;
  readonly link: string | null;
  readonly memberList: readonly GroupMember[];
  readonly seasons: readonly Season[];
  readonly nights: readonly NightBrief[];
  /** The group's unfinished tables (members may watch or return to them). */
  readonly tables: readonly { readonly tableId: string; readonly game: string; readonly status: string; readonly players: readonly string[]; readonly nightId: string | null }[];
}

export interface Season {
  readonly id: string;
  readonly name: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

export interface NightBrief {
  readonly id: string;
  readonly game: GameName;
  readonly startsAt: number;
  readonly note: string;
  readonly status: 'scheduled' | 'open' | 'cancelled';
  readonly answers: { readonly yes: number; readonly no: number; readonly maybe: number };
  readonly mine: NightAnswer | null;
}

export interface StrichRow extends PlayerBrief {
  readonly games: number;
  readonly wins: number;
  /** 7-Schräm: the sum of the S-23 game scores; other games 0. */
  readonly score: number;
}

export interface GroupChatLine {
  readonly id: string;
  readonly from: PlayerBrief;
  readonly phrase?: string;
  readonly text?: string;
  readonly at: number;
  /** A removed message keeps its place, without its words. */
  readonly removed?: boolean;
}

export interface TournamentEntryInfo {
  readonly id: string;
  readonly players: readonly PlayerBrief[];
  readonly name: string;
  readonly status: 'registered' | 'pending' | 'withdrawn' | 'paused';
}

export interface TournamentStanding {
  readonly rank: number;
  readonly entry: TournamentEntryInfo;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly missed: number;
  readonly tiebreaks: Readonly<Record<string, number>>;
  readonly byRound: readonly number[];
  readonly streak?: number;
}

// Live room messages (server → client), `t` and `d` like table messages

export interface NotificationMessage {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly data: Readonly<Record<string, unknown>>;
  readonly createdAt: number;
  readonly readAt: number | null;
}

export const NOTIFICATION_KINDS = [
  'friend-request',
  'friend-accepted',
  'table-invite',
  'group-invite',
  'group-joined',
  'group-role',
  'group-removed',
  'group-report',
  'night-scheduled',
  'night-open',
  'night-cancelled',
  'tournament-started',
  'tournament-finished',
  'tournament-cancelled',
  'tournament-withdrawn',
  'team-invite',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type LiveMessage =
  | { readonly t: 'badge'; readonly d: { readonly unread: number } }
  | { readonly t: 'notification'; readonly d: NotificationMessage }
  /** Go to this table now (a tournament's or a game night's next table). */
  | { readonly t: 'seat'; readonly d: { readonly tableId: string; readonly tournamentId?: string; readonly groupId?: string; readonly nightId?: string } }
  /** A watched tournament changed: refetch `GET /api/tournaments/:id` (standings after every game). */
  | { readonly t: 'tournament'; readonly d: { readonly id: string; readonly status: TournamentStatus; readonly round: number; readonly games: number } }
  | { readonly t: 'group-chat'; readonly d: { readonly groupId: string; readonly line: GroupChatLine } }
  | { readonly t: 'group-chat-removed'; readonly d: { readonly groupId: string; readonly id: string } }
  | { readonly t: 'error'; readonly d: { readonly code: string; readonly message: string } };

/** Client → server in the live room: follow a tournament's changes (standings after every game). */
export const LiveClientMessage = v.variant('t', [
  v.strictObject({ t: v.literal('watch'), d: v.strictObject({ tournament: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }) }),
  v.strictObject({ t: v.literal('unwatch'), d: v.strictObject({ tournament: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }) }),
]);
export type LiveClientMessage = v.InferOutput<typeof LiveClientMessage>;

/** Every `error` code of the routes in docs/social.md (the web app translates them by code). */
export const SOCIAL_ERROR_CODES = [
  'no-identity',
  'register-first',
  'bad-request',
  'no-player',
  'no-group',
  'not-member',
  'not-admin',
  'already-member',
  'bad-code',
  'last-admin',
  'is-admin',
  'no-season',
  'no-night',
  'night-started',
  'no-message',
  'muted',
  'group-only',
  'blocked',
  'not-friends',
  'self',
  'no-table',
  'not-at-table',
  'no-tournament',
  'tournament-started',
  'tournament-full',
  'not-registered',
  'bad-partner',
  'bad-rules',
  'no-rematch',
  'bad-time',
  // Shared with table chat (docs/server.md): group chat answers with them too.
  'chat-empty',
  'chat-unknown-phrase',
  'rate-limited',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];
