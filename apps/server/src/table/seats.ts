import type { Seat } from '@stammtisch/engine';
import type { Level } from '@stammtisch/engine/bots/index';
import type { ErrorMessage, SeatInfo, ServerMessageType } from '@stammtisch/protocol';
import type { Identity } from '../identity/identity.ts';
import type { SeatPlan } from '../store/store.ts';
import type { Bucket } from './limits.ts';

/** One connection at a table, as the table sees it (the Colyseus client behind it is hidden). */
export interface Conn {
  readonly id: string;
  readonly identity: Identity | null;
  /** The seat this connection plays, null for a spectator. */
  seat: Seat | null;
  readonly msgs: Bucket;
  readonly chats: Bucket;
  /** Players whose chat lines this connection is not shown (blocks). */
  hide?: ReadonlySet<string>;
  send(t: ServerMessageType, d: unknown): void;
  /** A message already encoded by `encodeMessage` (one encoding for every connection it goes to). */
  sendEncoded(bytes: Uint8Array): void;
  close(code: number, reason: string): void;
}

/** What the table tracks per seat while it runs (not stored: rebuilt after a restart). */
export interface SeatLive {
  conn: Conn | null;
  /** Set while a disconnected player's reconnection window runs. */
  awayUntil: number | null;
  window: ReturnType<typeof setTimeout> | null;
  /** The window ran out: the bot plays this seat to the end of the game. */
  covered: boolean;
}

export const freshSeat = (): SeatLive => ({ conn: null, awayUntil: null, window: null, covered: false });

/** Close codes sent with a connection the server ends. */
export const CLOSE = { replaced: 4001, flooding: 4029, closed: 4000, moving: 4012 } as const;

/** The mittel bot covers timeouts and absent players. */
export const COVER_LEVEL: Level = 'mittel';

/** A seat as the table shows it; a bot goes by `botName` (protocol `botNames`), its level apart. */
export function seatInfo(seat: number, plan: SeatPlan, live: SeatLive, botName?: string | null): SeatInfo {
  if (plan.kind === 'open') return { seat, kind: 'open' };
  if (plan.kind === 'bot') return { seat, kind: 'bot', level: plan.level, ...(botName ? { nickname: botName } : {}) };
  return {
    seat,
    kind: 'player',
    playerId: plan.playerId,
    nickname: plan.nickname,
    connected: live.conn !== null,
    ...(live.awayUntil !== null ? { awayUntil: live.awayUntil } : {}),
    ...(live.covered ? { covered: true, level: COVER_LEVEL } : {}),
  };
}

/** Who plays a seat without its player: its bot, or the cover bot once the player's window ran out. */
export const botOf = (plan: SeatPlan | undefined, live: SeatLive | undefined): Level | null =>
  plan?.kind === 'bot' ? plan.level : live?.covered ? COVER_LEVEL : null;

/** Holds a gone player's seat for `ms` (not once covered); `over` runs when the window ends. */
export function holdSeat(live: SeatLive, now: number, ms: number, over: () => void): void {
  if (live.covered) return;
  live.awayUntil = now + ms;
  if (live.window) clearTimeout(live.window);
  live.window = setTimeout(over, ms);
}

/** `conn` plays the seat from now on; a reconnection window running for it ends. */
export function occupy(live: SeatLive, conn: Conn): void {
  live.conn = conn;
  live.awayUntil = null;
  if (live.window) clearTimeout(live.window);
  live.window = null;
}

/**
 * The seating of a rematch once every player still here has asked for one (null until then):
 * players who are gone, or whose seat a bot finished, are replaced by the Mittel bot.
 */
export function rematchSeating(seating: readonly SeatPlan[], live: readonly SeatLive[], asked: ReadonlySet<Seat>): SeatPlan[] | null {
  const present = seating
    .map((p, s) => (p.kind === 'player' && live[s]!.conn && !live[s]!.covered ? (s as Seat) : null))
    .filter((s): s is Seat => s !== null);
  if (!present.every((s) => asked.has(s))) return null;
  return seating.map((p, s) => (p.kind === 'player' && !present.includes(s as Seat) ? { kind: 'bot', level: COVER_LEVEL } : p));
}

export const seatOf = (seating: readonly SeatPlan[], playerId: string): Seat | null => {
  const i = seating.findIndex((p) => p.kind === 'player' && p.playerId === playerId);
  return i < 0 ? null : (i as Seat);
};

export const firstOpen = (seating: readonly SeatPlan[], preferred?: number): Seat | null => {
  if (preferred !== undefined && seating[preferred]?.kind === 'open') return preferred as Seat;
  const i = seating.findIndex((p) => p.kind === 'open');
  return i < 0 ? null : (i as Seat);
};

export const refusal = (
  code: string,
  message: string,
  rule?: string,
  params?: Readonly<Record<string, string | number>>,
): ErrorMessage => ({ code, message, ...(rule ? { rule } : {}), ...(params ? { params: { ...params } } : {}) });

/**
 * The store did not take a change (busy, disconnected, full): nothing was applied. Players try
 * again; the table's own work (bots, timeouts, results) is retried with a backoff.
 */
export const unavailable = (): ErrorMessage =>
  refusal('unavailable', 'the game could not be saved just now: nothing changed — try again in a moment');
