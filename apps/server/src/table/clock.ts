import type { GameId, Seat } from '@stammtisch/engine';
import type { Level } from '@stammtisch/engine/bots/index';
import type { Actor } from '@stammtisch/protocol';
import { botSeed } from '../bots/decide.ts';
import type { TableRecord } from '../store/store.ts';
import { type TimerKind, timerKind } from './catalog.ts';
import type { TableContext } from './context.ts';
import type { GameRun } from './run.ts';
import { COVER_LEVEL } from './seats.ts';

/** A player's turn against the clock. */
export interface Turn {
  readonly seat: Seat;
  readonly deadline: number;
  readonly kind: TimerKind;
}

/** Time is up: `level` is to act for `seat`, if the game is still at `v` actions. */
export type Due = (seat: Seat, level: Level, by: Actor, v: number) => void;

/**
 * The clock of the seat to act: a bot's pause, or its player's turn timer (on timeout the cover
 * bot acts). At most one runs at a time; the table sets it anew after every change. When it runs
 * out, `decide` gives the bot's move.
 */
export class TurnClock {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private current: Turn | null = null;

  constructor(
    private readonly rec: TableRecord,
    private readonly ctx: Pick<TableContext, 'config' | 'now' | 'bots' | 'log'>,
    private readonly due: Due,
  ) {}

  /** Null while a bot or nobody is to act. */
  get turn(): Turn | null {
    return this.current;
  }

  /** `bot` plays `seat` after its pause; without one its player gets the card or the decision timer. */
  start(run: GameRun, seat: Seat, bot: Level | null): void {
    this.stop();
    const v = run.actions.length;
    if (bot) {
      const { botDelayMs, botJitterMs } = this.ctx.config;
      const pause = botDelayMs + (botJitterMs > 0 ? Math.floor(Math.random() * botJitterMs) : 0);
      this.timer = setTimeout(() => this.due(seat, bot, 'bot', v), pause);
      return;
    }
    const kind = timerKind(this.rec.game as GameId, run.legal(seat));
    const ms = kind === 'card' ? this.rec.settings.cardMs : this.rec.settings.decisionMs;
    this.current = { seat, deadline: this.ctx.now() + ms, kind };
    this.timer = setTimeout(() => this.due(seat, COVER_LEVEL, 'timeout', v), ms);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
  }

  /**
   * What `level` plays for `seat` after `v` actions, decided outside the table's queue (Schwer
   * may take a while); the first legal action when the bot fails.
   */
  async decide(run: GameRun, seat: Seat, level: Level, v: number): Promise<string> {
    const job = { game: this.rec.game as GameId, level, view: run.view(seat), legal: run.legal(seat), seed: botSeed(run.seed, v) };
    try {
      return await this.ctx.bots.decide(job);
    } catch (e) {
      this.ctx.log(`table ${this.rec.id}: bot failed: ${e instanceof Error ? e.message : String(e)}`);
      return job.legal[0]!;
    }
  }
}
