import * as v from 'valibot';
import { cleanText } from './names.ts';

/** REST bodies and answers under `/api`, shared with the web client. */

export const NICKNAME_MAX = 24;
/**
 * Letters (any script), digits, space and . _ - ' ; cleaned first (NFC, invisible characters
 * removed, one space between words). Bot and house names are refused by the server.
 */
export const Nickname = v.pipe(
  v.string(),
  v.maxLength(200, 'the nickname is too long'),
  v.transform(cleanText),
  v.minLength(1, 'the nickname is empty'),
  v.maxLength(NICKNAME_MAX, `the nickname is longer than ${NICKNAME_MAX} characters`),
  v.regex(/^[\p{L}\p{N} ._'-]+$/u, 'the nickname may hold letters, digits, spaces and . _ - \' only'),
);

export const GuestRequest = v.strictObject({ nickname: Nickname });
export type GuestRequest = v.InferOutput<typeof GuestRequest>;

export interface Me {
  readonly id: string;
  readonly kind: 'guest' | 'user';
  readonly nickname: string;
}

export const LEVEL_NAMES = ['leicht', 'mittel', 'schwer'] as const;
const ms = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const CreateTableRequest = v.strictObject({
  game: v.picklist(['schraem', 'schieber', 'sedma']),
  /** The game's options (7-Schräm: mode, ruleset, …); the seat count comes from `seats`. */
  options: v.optional(v.record(v.string(), v.unknown()), {}),
  /** 7-Schräm 2–4, Schieber 4, Sedma 2–4; the game's default when omitted. */
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(4))),
  visibility: v.optional(v.picklist(['public', 'private']), 'public'),
  /** Per seat: a bot level, or null for a human seat. Shorter than `seats` = the rest human. */
  bots: v.optional(v.array(v.nullable(v.picklist(LEVEL_NAMES))), []),
  /** The seat the creator takes (must be a human seat); none = the creator only hosts. */
  hostSeat: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))), 0),
  timer: v.optional(v.strictObject({ cardMs: ms(100, 600_000), decisionMs: ms(100, 600_000) })),
});
export type CreateTableRequest = v.InferInput<typeof CreateTableRequest>;
export type CreateTableInput = v.InferOutput<typeof CreateTableRequest>;

export interface CreatedTable {
  readonly id: string;
  readonly code: string | null;
  /** Path of the invite link (`/join/CODE`) for a private table. */
  readonly link: string | null;
}

/** A line of the lobby (`GET /api/tables?game=…`): public tables only. */
export interface LobbyTable {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly status: 'waiting' | 'playing';
  readonly seats: number;
  readonly open: number;
  readonly players: readonly string[];
  readonly createdAt: number;
}

/**
 * `GET /api/invite/:code`: what an invite leads to, shown before joining — the game and its
 * options, who hosts, how many seats are taken of how many. Nothing that is not on the table's
 * door (no hands, no seeds, no other players' ids).
 */
export interface InviteAnswer {
  readonly tableId: string;
  readonly game: string;
  readonly status: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** The host's name at the table, null when the host does not sit at it. */
  readonly host?: string | null;
  readonly seats?: number;
  /** Seats taken by people or bots. */
  readonly taken?: number;
  /** The names at the table, bots by their table names. */
  readonly players?: readonly string[];
}

/** `GET /api/games/:id/verify`. */
export interface VerifyAnswer {
  readonly gameId: string;
  readonly game: string;
  readonly status: 'playing' | 'finished';
  readonly actions: number;
  readonly seedHash: string;
  /** Only once the game is over. */
  readonly seed: string | null;
  /** Only once the game is over: the seats' commitments and values (docs/fairness.md), null when dealt from the seed alone. */
  readonly fair: { readonly commitments: readonly (string | null)[]; readonly reveals: readonly (string | null)[] } | null;
  /** Every revealed value opens its seat's commitment (null before the end, or without seat values). */
  readonly revealsMatch: boolean | null;
  /** sha256(seed) equals the hash committed at the start. */
  readonly hashMatches: boolean | null;
  /** Every logged action is legal when replayed from (options, seed). */
  readonly replayLegal: boolean;
  /** The replay ends in exactly the stored result. */
  readonly resultMatches: boolean | null;
  readonly problem: string | null;
}

export interface ApiError {
  readonly error: string;
  readonly message: string;
}
