import * as v from 'valibot';

/**
 * Server → client messages. Like client messages, each travels as a Colyseus message of type `t`
 * with payload `d`. Views are the engine's `viewFor(state, seat)` (spectators: `'spectator'`),
 * typed `unknown` here; the web client narrows them by `game`.
 */
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7));
const seatOrNull = v.nullable(seat);

export const ACTORS = ['player', 'bot', 'timeout'] as const;
export type Actor = (typeof ACTORS)[number];

export const Welcome = v.object({
  tableId: v.string(),
  /** Who this connection is; `seat` null for a spectator. */
  you: v.object({ playerId: v.nullable(v.string()), nickname: v.nullable(v.string()), seat: seatOrNull }),
  serverTime: v.number(),
});

export const SeatInfo = v.object({
  seat,
  kind: v.picklist(['open', 'player', 'bot']),
  playerId: v.optional(v.string()),
  nickname: v.optional(v.string()),
  /** Bot strength for a bot seat, or the bot covering a player's seat. */
  level: v.optional(v.picklist(['leicht', 'mittel', 'schwer'])),
  connected: v.optional(v.boolean()),
  /** Epoch ms when the reconnection window of a disconnected player ends. */
  awayUntil: v.optional(v.number()),
  /** The reconnection window ran out: a bot plays this seat to the end of the game. */
  covered: v.optional(v.boolean()),
});
export type SeatInfo = v.InferOutput<typeof SeatInfo>;

export const TABLE_STATUSES = ['waiting', 'playing', 'finished', 'closed'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

export const TableInfo = v.object({
  id: v.string(),
  game: v.string(),
  options: v.record(v.string(), v.unknown()),
  visibility: v.picklist(['public', 'private']),
  /** Only sent to the people at the table (and the host) of a private table. */
  code: v.optional(v.string()),
  link: v.optional(v.string()),
  /** Where people reach the app (the server's `PUBLIC_URL`), for invite links and QR codes; absent when not set. */
  publicUrl: v.optional(v.string()),
  status: v.picklist(TABLE_STATUSES),
  hostId: v.nullable(v.string()),
  seats: v.array(SeatInfo),
  spectators: v.number(),
  timer: v.object({ cardMs: v.number(), decisionMs: v.number() }),
  gameId: v.nullable(v.string()),
  /** Seats that asked for a rematch after the game. */
  rematch: v.array(seat),
});
export type TableInfo = v.InferOutput<typeof TableInfo>;

export const LastAction = v.object({ seat, action: v.string(), by: v.picklist(ACTORS) });
export type LastAction = v.InferOutput<typeof LastAction>;

export const ViewMessage = v.object({
  gameId: v.string(),
  /** Number of actions applied in this game; +1 per message. A gap → send `sync`. */
  v: v.number(),
  /** The seat this view is for, null for a spectator. */
  seat: seatOrNull,
  view: v.unknown(),
  /** The seat to act gets its legal actions as canonical strings. */
  legal: v.optional(v.array(v.string())),
  toAct: seatOrNull,
  /** Epoch ms when the turn timer of `toAct` runs out (its bot then acts). */
  deadline: v.nullable(v.number()),
  /** Which timer runs: a card to play, or a hold/pass-type decision. */
  timer: v.nullable(v.picklist(['card', 'decision'])),
  last: v.optional(LastAction),
  /** sha256(seed), hex: the commitment to the deal, sent from the first view on. */
  seedHash: v.string(),
  over: v.boolean(),
});
export type ViewMessage = v.InferOutput<typeof ViewMessage>;

export const OverMessage = v.object({
  gameId: v.string(),
  /** The revealed seed: sha256(seed) equals the hash sent at the start. */
  seed: v.string(),
  seedHash: v.string(),
  actions: v.number(),
});
export type OverMessage = v.InferOutput<typeof OverMessage>;

/**
 * docs/fairness.md: the draw of a game's deals. The server's seed is fixed (its hash) and so are
 * the seats' commitments (null: no commitment, the seat's value comes from the server's seed);
 * each committed seat now reveals its value, within `revealMs`.
 */
export const DrawMessage = v.object({
  seedHash: v.string(),
  commitments: v.array(v.nullable(v.string())),
  revealMs: v.number(),
});
export type DrawMessage = v.InferOutput<typeof DrawMessage>;

export const ChatMessage = v.object({
  from: v.object({ seat: seatOrNull, playerId: v.string(), nickname: v.string() }),
  phrase: v.optional(v.string()),
  text: v.optional(v.string()),
  at: v.number(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

export const ErrorMessage = v.object({
  code: v.string(),
  /** The engine's rule id (`S-7`, `J-9`, `D-10`) where the error is a rule. */
  rule: v.optional(v.string()),
  /** The engine's parameters of the error (`{ led: 'Th' }`), for the client's translation. */
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  message: v.string(),
});
export type ErrorMessage = v.InferOutput<typeof ErrorMessage>;

/** Quick match (room `queue`): where the player stands. */
export const QueueMessage = v.object({
  game: v.string(),
  mode: v.string(),
  waiting: v.number(),
  seats: v.number(),
  /** Epoch ms when the table is filled with bots if nobody else comes. */
  fillAt: v.number(),
});
export type QueueMessage = v.InferOutput<typeof QueueMessage>;

export const MatchedMessage = v.object({ tableId: v.string() });
export type MatchedMessage = v.InferOutput<typeof MatchedMessage>;

export const ServerMessage = v.variant('t', [
  v.object({ t: v.literal('welcome'), d: Welcome }),
  v.object({ t: v.literal('table'), d: TableInfo }),
  v.object({ t: v.literal('view'), d: ViewMessage }),
  v.object({ t: v.literal('over'), d: OverMessage }),
  v.object({ t: v.literal('draw'), d: DrawMessage }),
  v.object({ t: v.literal('chat'), d: ChatMessage }),
  v.object({ t: v.literal('chatlog'), d: v.array(ChatMessage) }),
  v.object({ t: v.literal('error'), d: ErrorMessage }),
  v.object({ t: v.literal('queue'), d: QueueMessage }),
  v.object({ t: v.literal('matched'), d: MatchedMessage }),
]);
export type ServerMessage = v.InferOutput<typeof ServerMessage>;
export type ServerMessageType = ServerMessage['t'];
export type ServerPayload<T extends ServerMessageType> = Extract<ServerMessage, { t: T }>['d'];
export type Welcome = v.InferOutput<typeof Welcome>;

/** Error codes the server sends besides the engine's own (`RuleError.code`, `ParseError.code`). */
export const ERROR_CODES = [
  'bad-message',
  'rate-limited',
  'not-seated',
  'no-game',
  'covered',
  'not-host',
  'seat-taken',
  'not-waiting',
  'chat-empty',
  'chat-unknown-phrase',
  'chat-anonymous',
  'replaced',
  'no-draw',
  'bad-reveal',
] as const;
export type ServerErrorCode = (typeof ERROR_CODES)[number];
