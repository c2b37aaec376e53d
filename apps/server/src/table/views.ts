import type { Seat } from '@stammtisch/engine';
import { botNames, type TableInfo, type TableStatus, type ViewMessage } from '@stammtisch/protocol';
import type { SeatPlan, TableRecord } from '../store/store.ts';
import type { Turn } from './clock.ts';
import type { LastMove } from './play.ts';
import type { GameRun } from './run.ts';
import { type Conn, type SeatLive, seatInfo } from './seats.ts';

/** A viewer's view of the state; a seat's or the spectators' view is computed once however many connections share it. */
export type Views = (viewer: Seat | null) => unknown;

export function viewCache(run: GameRun): Views {
  const cache = new Map<Seat | null, unknown>();
  return (viewer) => {
    if (!cache.has(viewer)) cache.set(viewer, run.view(viewer ?? 'spectator'));
    return cache.get(viewer);
  };
}

/** The game in play as its views show it. */
export interface Shown {
  readonly run: GameRun;
  readonly gameId: string;
  readonly turn: Turn | null;
  readonly last: LastMove | undefined;
  readonly live: readonly SeatLive[];
}

/**
 * What `seat` (null: a spectator) is sent; `legal` goes only to the seat that may act now. The last
 * action too is told per viewer (the engine's `publicAction`): others hear `fold`, never the card.
 */
export function viewMessage({ run, gameId, turn, last, live }: Shown, seat: Seat | null, views: Views): ViewMessage {
  const toAct = run.toAct;
  const mayAct = seat !== null && seat === toAct && !live[seat]?.covered && !run.over;
  const told = last ? run.lastAction(seat ?? 'spectator') : null;
  return {
    gameId,
    v: run.actions.length,
    seat,
    view: views(seat),
    ...(mayAct ? { legal: run.legal(seat) } : {}),
    toAct,
    deadline: turn?.deadline ?? null,
    timer: turn?.kind ?? null,
    ...(last && told !== null ? { last: { seat: last.seat, action: told, by: last.by } } : {}),
    seedHash: run.seedHash,
    over: run.over,
  };
}

/** The table as it stands. */
export interface Standing {
  readonly rec: TableRecord;
  readonly status: TableStatus;
  readonly seating: readonly SeatPlan[];
  readonly live: readonly SeatLive[];
  readonly spectators: number;
  readonly gameId: string | null;
  readonly rematch: ReadonlySet<Seat>;
}

/** The table as `conn` (null: anyone) is shown it: the invite code only to its players and its host. */
export function tableInfo({ rec, status, seating, live, spectators, gameId, rematch }: Standing, conn: Conn | null, publicUrl: string | null = null): TableInfo {
  const member = conn?.seat !== null && conn?.seat !== undefined;
  const host = conn?.identity?.id === rec.hostId && rec.hostId !== null;
  const showCode = rec.code !== null && (member || host);
  const bots = botNames(rec.game, seating);
  return {
    id: rec.id,
    game: rec.game,
    options: rec.options,
    visibility: rec.visibility,
    ...(showCode ? { code: rec.code!, link: `/join/${rec.code}` } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    status,
    hostId: rec.hostId,
    seats: seating.map((p, s) => seatInfo(s, p, live[s]!, bots[s])),
    spectators,
    timer: { cardMs: rec.settings.cardMs, decisionMs: rec.settings.decisionMs },
    gameId,
    rematch: [...rematch],
  };
}
