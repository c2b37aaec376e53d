import type { GameId } from '@stammtisch/engine/game';
import type { Level } from '@stammtisch/engine/bots/bot';
import { type WinCheck, WorkerSession } from '../offline/client.ts';
import type { OfflineSetup } from '../offline/protocol.ts';
import { clearCurrent, loadCurrent } from '../offline/store.ts';
import { fast, settings, testTrickMs } from '../settings.svelte.ts';
import { Controller } from './controller.ts';
import type { Pacing, StageOf } from './director.ts';

/** What the offline machinery needs to know about a game (each game's module exports one). */
export interface GameKit<V> {
  readonly game: GameId;
  readonly stageOf: StageOf<V>;
  readonly won: WinCheck;
  /** Seats at the table for these options. */
  readonly players: (options: Readonly<Record<string, unknown>>) => number;
  readonly botNames: readonly string[];
}

const BOT_MS = { slow: 1100, normal: 650, fast: 300 } as const;
const TRICK_MS = { short: 600, normal: 1100, long: 2000 } as const;

/** The offline pace from the settings (bot speed, how long a finished trick stays). */
export function offlinePacing(): Pacing {
  if (fast) return { botMs: 0, trickMs: testTrickMs() };
  return { botMs: BOT_MS[settings.value.botSpeed], trickMs: TRICK_MS[settings.value.trickStay] };
}

/** A request from the home screen to start a new offline game. */
export interface NewGame {
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly level: Level;
  /** A seed the server issued (`POST /api/offline/seed`), so a win can be verified; else a random one. */
  readonly seed?: string;
  /** The server's id of that seed, for submitting a win. */
  readonly seedId?: string;
  /**
   * A guided game (issue 16): kept out of storage, so it neither replaces the player's saved
   * game nor joins their finished games; the saved game resumes once the lesson's table is closed.
   */
  readonly lesson?: boolean;
  /** A lesson's game rebuilt after a reload (issue 16): these moves are replayed first, the bots go on from there. */
  readonly replay?: readonly string[];
}

let pending: NewGame | null = null;
const running = new Map<GameId, Controller>();

export function requestNewGame(g: NewGame): void {
  pending = g;
}

function newSeed(): string {
  const fixed = typeof location !== 'undefined' ? new URLSearchParams(location.search).get('seed') : null;
  if (fixed) return fixed;
  const b = new Uint8Array(8);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

const botSeats = (n: number): number[] => Array.from({ length: n - 1 }, (_, i) => i + 1);
const namesFor = <V>(kit: GameKit<V>, n: number): string[] => ['', ...kit.botNames.slice(0, n - 1)];

/**
 * The controller for `kit.game`: a new game if one was requested, else the running one, else the
 * unfinished game from storage (a reload resumes it), else null.
 */
export function controllerFor<V>(kit: GameKit<V>): Controller<V> | null {
  const game = kit.game;
  if (pending && pending.game === game) {
    const req = pending;
    pending = null;
    running.get(game)?.close();
    if (!req.lesson) clearCurrent(game);
    const setup: OfflineSetup = { game, options: req.options, seed: req.seed ?? newSeed(), level: req.level, human: 0, ...(req.seedId ? { seedId: req.seedId } : {}) };
    const n = kit.players(req.options);
    const start = req.replay ? { record: { ...setup, actions: [...req.replay] } } : { setup };
    const c = new Controller<V>(new WorkerSession(start, namesFor(kit, n), botSeats(n), kit.won, !req.lesson), kit.stageOf, offlinePacing());
    running.set(game, c as Controller);
    return c;
  }
  const live = running.get(game);
  if (live) return live as Controller<V>;
  const stored = loadCurrent(game);
  if (!stored) return null;
  const n = kit.players(stored.record.options);
  const c = new Controller<V>(new WorkerSession({ record: stored.record }, namesFor(kit, n), botSeats(n), kit.won), kit.stageOf, offlinePacing());
  running.set(game, c as Controller);
  return c;
}

/** Ends the running game of `game` (leaving the table for good). */
export function closeGame(game: GameId): void {
  running.get(game)?.close();
  running.delete(game);
}

export const hasUnfinished = (game: GameId): boolean => running.has(game) || loadCurrent(game) !== null;
