import * as v from 'valibot';

/**
 * Client → server messages on a table. On the wire each is a Colyseus message whose type is `t`
 * and whose payload is `d`: `room.send('act', 'play Th')`. The server validates every one with
 * `ClientMessage` and answers anything else with an `error` message.
 */
export const MAX_ACTION_LENGTH = 64;
export const MAX_CHAT_LENGTH = 200;

/** A canonical action string of the table's game (`play Th`, `knock`, `trump e`). */
export const ActionText = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ACTION_LENGTH));

export const ChatPayload = v.union([
  v.strictObject({ phrase: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
  v.strictObject({ text: v.pipe(v.string(), v.maxLength(MAX_CHAT_LENGTH, `chat text is longer than ${MAX_CHAT_LENGTH} characters`)) }),
]);
export type ChatPayload = v.InferOutput<typeof ChatPayload>;

const none = v.optional(v.null());

/** docs/fairness.md: a seat's commitment (SHA-256 of its value, 64 hex digits) and its value (32 hex digits). */
export const Commitment = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a commitment is 64 lowercase hex digits'));
export const SeatValue = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'a value is 32 lowercase hex digits'));

export const ClientMessage = v.variant('t', [
  /** Play an action; the seat must be the one to act. */
  v.strictObject({ t: v.literal('act'), d: ActionText }),
  /** Ask for the full current view (after a gap in `v`). */
  v.strictObject({ t: v.literal('sync'), d: none }),
  v.strictObject({ t: v.literal('chat'), d: ChatPayload }),
  /** Host only, before the game: fill every open seat with a Mittel bot and start. */
  v.strictObject({ t: v.literal('start'), d: none }),
  /** After a game: ask for a rematch (same seats, new seed); starts when every player asked. */
  v.strictObject({ t: v.literal('rematch'), d: none }),
  /** A spectator (or a player) takes an open seat before the game starts. */
  v.strictObject({ t: v.literal('sit'), d: v.strictObject({ seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)) }) }),
  /** A seated player's commitment to its value for the next game's deals (docs/fairness.md). */
  v.strictObject({ t: v.literal('commit'), d: v.strictObject({ c: Commitment }) }),
  /** After `draw`: the value behind this seat's commitment. */
  v.strictObject({ t: v.literal('reveal'), d: v.strictObject({ v: SeatValue }) }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessage>;
export type ClientMessageType = ClientMessage['t'];
export const CLIENT_MESSAGE_TYPES = ['act', 'sync', 'chat', 'start', 'rematch', 'sit', 'commit', 'reveal'] as const satisfies readonly ClientMessageType[];

/** Options of `client.joinById(tableId, options)`. */
export const TableJoinOptions = v.object({
  /** Preferred open seat. */
  seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7))),
  /** Join as a spectator even if a seat is open. */
  watch: v.optional(v.boolean()),
  /** The invite code of a private table (not needed to return to one's own seat). */
  code: v.optional(v.pipe(v.string(), v.maxLength(16))),
  /** The commitment to this seat's value for the next game (docs/fairness.md), sent with the join. */
  commit: v.optional(Commitment),
});
export type TableJoinOptions = v.InferOutput<typeof TableJoinOptions>;

/** Options of `client.joinOrCreate('queue', options)` (quick match). */
export const QueueJoinOptions = v.object({
  game: v.picklist(['schraem', 'schieber', 'sedma']),
  /** 7-Schräm: anfaenger | fortgeschritten | profi; other games: omitted (`standard`). */
  mode: v.optional(v.pipe(v.string(), v.maxLength(32))),
});
export type QueueJoinOptions = v.InferOutput<typeof QueueJoinOptions>;
