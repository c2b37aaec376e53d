import type { AnyGame, Seat } from '@stammtisch/engine';
import { type Actor, botNames, type ErrorMessage } from '@stammtisch/protocol';
import { newId } from '../identity/identity.ts';
import type { ActionRecord, GameRecord, GameSeatRecord, SeatPlan, Store, TableRecord } from '../store/store.ts';
import type { TableContext } from './context.ts';
import type { Draw } from './draw.ts';
import { GameRun } from './run.ts';
import { COVER_LEVEL, refusal, unavailable } from './seats.ts';
import { describeFailure } from '../store/faults.ts';
import { wireCounters } from './wire.ts';

/** Who made the last action, and how; its text is told to each viewer by the run (`GameRun.lastAction`). */
export interface LastMove {
  readonly seat: Seat;
  readonly by: Actor;
}

/**
 * One game at a table: its id in the store, its run and the last action. The run is always a
 * replay of the stored log: an action changes it only once the log holds it.
 */
export class Play {
  private constructor(
    readonly id: string,
    private current: GameRun,
    private lastMove: LastMove | undefined,
  ) {}

  /**
   * A fresh game dealt from `draw` (the server's seed and the seats' values): not stored yet, its
   * record and seats go to the store before anyone sees it.
   */
  static start(
    game: AnyGame,
    rec: TableRecord,
    seating: readonly SeatPlan[],
    number: number,
    now: number,
    draw: Draw,
    options: Readonly<Record<string, unknown>> = rec.options,
  ): { play: Play; record: GameRecord; seats: GameSeatRecord[] } {
    const seed = draw.seed;
    const fair = draw.record();
    const run = GameRun.start(game, options, seed, fair);
    if (!(run instanceof GameRun)) throw new Error(`table ${rec.id}: options refused at start: ${run.message}`);
    const record: GameRecord = {
      id: newId('G', 9),
      tableId: rec.id,
      number,
      game: rec.game,
      options,
      seed,
      seedHash: run.seedHash,
      fair,
      status: 'playing',
      result: null,
      startedAt: now,
      finishedAt: null,
    };
    // Bots go by the game's names (as the table showed them), their level stored apart.
    const bots = botNames(rec.game, seating.map((p) => (p.kind === 'open' ? { kind: 'bot' } : p)));
    const seats: GameSeatRecord[] = seating.map((p, seat) => ({
      seat,
      playerId: p.kind === 'player' ? p.playerId : null,
      nickname: p.kind === 'player' ? p.nickname : (bots[seat] ?? `Bot (${p.kind === 'bot' ? p.level : COVER_LEVEL})`),
      botLevel: p.kind === 'bot' ? p.level : null,
      covered: false,
    }));
    return { play: new Play(record.id, run, undefined), record, seats };
  }

  /** A stored game, rebuilt from its log. */
  static replay(game: AnyGame, g: GameRecord, actions: readonly ActionRecord[]): Play {
    const { run, last } = replayLog(game, g, actions);
    return new Play(g.id, run, last);
  }

  get run(): GameRun {
    return this.current;
  }

  get last(): LastMove | undefined {
    return this.lastMove;
  }

  /**
   * Replays the log again (another process appended to it); the actions it holds, null when the
   * game is not stored.
   */
  async reload(store: Store, game: AnyGame): Promise<readonly ActionRecord[] | null> {
    const g = await store.game(this.id);
    if (!g) return null;
    const actions = await store.actions(g.id);
    ({ run: this.current, last: this.lastMove } = replayLog(game, g, actions));
    return actions;
  }

  /**
   * Checks `text` as `seat`'s action, appends it to the log (awaited), then commits it. Nothing
   * changes when the engine refuses or the log fails (`unavailable`: the store did not take it);
   * `moved-on` when the log already holds an action at this place.
   */
  async act(ctx: TableContext, seat: Seat, text: string, by: Actor): Promise<ErrorMessage | 'moved-on' | { at: number }> {
    const run = this.current;
    const checked = run.check(seat, text);
    if ('message' in checked) return refusal(checked.code, checked.message, checked.rule, checked.params);
    if (!ctx.mayWrite()) return refusal('unavailable', 'the server is handing this table over to another process: try again in a moment');
    const at = ctx.now();
    const idx = run.actions.length;
    let logged: boolean;
    try {
      logged = await ctx.store.appendAction(this.id, { idx, seat, action: checked.action, by, at });
    } catch (e) {
      ctx.log(`game ${this.id}: action ${idx} "${checked.action}" (${by}, seat ${seat}) not stored: ${describeFailure(e)}`);
      return unavailable();
    }
    if (!logged) return 'moved-on';
    run.commit(checked);
    wireCounters.actions++;
    this.lastMove = { seat, by };
    return { at };
  }
}

function replayLog(game: AnyGame, g: GameRecord, actions: readonly ActionRecord[]): { run: GameRun; last: LastMove | undefined } {
  const run = GameRun.replay(game, g.options, g.seed, actions, g.fair ?? null);
  if (!(run instanceof GameRun)) throw new Error(`game ${g.id}: the log does not replay at ${run.index}: ${run.message}`);
  const a = actions.at(-1);
  return { run, last: a ? { seat: a.seat as Seat, by: a.by } : undefined };
}
