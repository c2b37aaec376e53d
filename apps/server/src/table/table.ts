import type { AnyGame, GameId, Seat } from '@stammtisch/engine';
import type { Level } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';
import { type Actor, type ErrorMessage, parseClientMessage, type TableInfo, type TableJoinOptions, type TableStatus } from '@stammtisch/protocol';
import { describeFailure } from '../store/faults.ts';
import type { SeatPlan, TableRecord } from '../store/store.ts';
import { Audience } from './audience.ts';
import type { TableContext } from './context.ts';
import { TurnClock } from './clock.ts';
import { type Draw, SeatCommitments } from './draw.ts';
import { admit } from './limits.ts';
import { Play } from './play.ts';
import { Lifetime } from './lifetime.ts';
import { nextGameOptions } from './nextLeader.ts';
import {
  botOf,
  type Conn,
  COVER_LEVEL,
  firstOpen,
  freshSeat,
  holdSeat,
  occupy,
  refusal,
  rematchSeating,
  type SeatLive,
  seatOf,
  unavailable,
} from './seats.ts';
import { type Shown, tableInfo } from './views.ts';

export type { TableContext } from './context.ts';

/** Counting wrong invite codes (table/invites.ts), bound to the caller and this table. */
export interface CodeAttempts {
  blocked(): Promise<number | null>;
  failed(): Promise<void>;
}
export { UNATTENDED_LIMIT } from './context.ts';

/**
 * One table: who sits where, the game in play, its timers and bots. Authoritative: every action
 * is checked by the engine, appended to the log (awaited), and only then shown — each connection
 * gets `viewFor(state, its seat)`, spectators the spectator view. All changes run one at a time
 * through the queue (`Lifetime.serial`), so a timer, a bot and a player never race.
 *
 * The store may fail (busy, disconnected, full): every change is written before it is applied,
 * so a failed write changes nothing. A player's request is then refused with `unavailable`; the
 * table's own work — a bot's or a timeout's move, covering a seat, starting or recording a game —
 * is tried again with a backoff (`Lifetime.keepTrying`) until the store is back.
 *
 * One class, over 400 lines: seats, games, timers and the queue share the same few fields, and
 * every change must read them in one place to stay in order.
 */
export class Table {
  private readonly game: AnyGame;
  private seating: SeatPlan[];
  private status: TableStatus;
  private readonly live: SeatLive[];
  private play: Play | null = null;
  /** A game record whose write failed: it may have been stored all the same (see `startGame`). */
  private pendingStart: { readonly id: string } | null = null;
  private startRetrying = false;
  private gameNumber = 0;
  private readonly clock: TurnClock;
  private readonly audience = new Audience();
  private readonly rematch = new Set<Seat>();
  private readonly commitments: SeatCommitments;
  /** The draw waiting for the seats' values (docs/fairness.md); kept for a start that is tried again. */
  private draw: Draw | null = null;
  private readonly life: Lifetime;
  private unattended = 0;
  /** Called once the table has nothing more to do (the room then goes away). */
  onClose: () => void = () => {};

  private constructor(
    private readonly ctx: TableContext,
    private readonly rec: TableRecord,
  ) {
    const game = gameById(rec.game);
    if (!game) throw new Error(`table ${rec.id}: no engine for game "${rec.game}"`);
    this.game = game;
    this.seating = [...rec.seating];
    this.status = rec.status;
    this.live = rec.seating.map(freshSeat);
    this.commitments = new SeatCommitments(rec.seating.length);
    this.life = new Lifetime(rec.id, (line) => ctx.log(line), () => this.onClose());
    this.clock = new TurnClock(rec, ctx, (seat, level, by, v) =>
      this.life.keepTrying(`the ${by} move of seat ${seat}`, () => this.botMove(seat, level, by, v)),
    );
  }

  /** Loads a table and, if a game was running, rebuilds it from its log. */
  static async open(ctx: TableContext, tableId: string): Promise<Table> {
    const rec = await ctx.store.table(tableId);
    if (!rec) throw new Error(`table ${tableId} not found`);
    if (rec.status !== 'waiting' && rec.status !== 'playing') throw new Error(`table ${tableId} is ${rec.status}`);
    const t = new Table(ctx, rec);
    if (rec.status === 'playing') await t.restoreGame();
    else t.armIdle();
    t.schedule();
    // A table seated in full at creation (quick match, host and bots) starts straight away.
    await t.life.serial(() => t.startIfFull());
    return t;
  }

  get id(): string {
    return this.rec.id;
  }

  /** Finished or closed: nothing more will happen here, nobody needs to resume it. */
  get settled(): boolean {
    return this.status === 'finished' || this.status === 'closed';
  }

  private async restoreGame(): Promise<void> {
    const g = await this.ctx.store.latestGame(this.rec.id);
    this.gameNumber = g?.number ?? 0;
    if (!g || g.status !== 'playing') {
      this.status = g ? 'finished' : 'waiting';
      return;
    }
    const [actions, seats] = await Promise.all([this.ctx.store.actions(g.id), this.ctx.store.gameSeats(g.id)]);
    this.play = Play.replay(this.game, g, actions);
    if (this.play.run.over) {
      // The process stopped between the last action and the finish: finish (and record) it now.
      this.recordEnd(this.play, actions.at(-1)?.at ?? this.ctx.now());
      return;
    }
    const now = this.ctx.now();
    for (const s of seats) {
      const live = this.live[s.seat];
      if (!live) continue;
      live.covered = s.covered;
      // Everyone was cut off by the restart: their reconnection windows start now.
      if (s.playerId !== null && !s.covered) this.startWindow(s.seat as Seat, now);
    }
  }

  /**
   * The log holds an action this table did not make (another process wrote it: one that lost
   * its lease and did not know yet). The log is the truth: replay it and show it.
   */
  private async resync(): Promise<void> {
    const play = this.play;
    const actions = play ? await play.reload(this.ctx.store, this.game) : null;
    if (!play || !actions) return;
    this.ctx.log(`table ${this.id}: the log of game ${play.id} moved on to ${actions.length} actions elsewhere; replayed it`);
    if (play.run.over) this.recordEnd(play, actions.at(-1)?.at ?? this.ctx.now());
    this.schedule();
    this.broadcastViews();
  }

  // Connections

  /**
   * Seats or seats again a connection; null when welcome, else why it may not join. A private
   * table needs its code from everyone but its host and its seated players; wrong codes are
   * counted (`codes`), and once too many were tried even the right one waits.
   */
  join(conn: Conn, opts: TableJoinOptions, codes?: CodeAttempts): Promise<ErrorMessage | null> {
    return this.life.serial(async () => {
      const who = conn.identity;
      const gate = this.ctx.gate ? await this.ctx.gate(this.rec, who, this.seating.flatMap((p) => (p.kind === 'player' ? [p.playerId] : []))) : {};
      let seat = who ? seatOf(this.seating, who.id) : null;
      if (seat === null && gate.refusal) return gate.refusal;
      const needsCode = this.rec.visibility === 'private' && seat === null && gate.allow !== true && !(who !== null && who.id === this.rec.hostId);
      if (needsCode) {
        if (opts.code === undefined) return refusal('private', 'this table is private: join with its invite code');
        const wait = await codes?.blocked();
        if (wait) return refusal('rate-limited', `too many wrong invite codes: try again in ${wait} s`);
        if (opts.code.toUpperCase() !== this.rec.code) {
          await codes?.failed();
          return refusal('private', 'this table is private: join with its invite code');
        }
      }
      if (gate.hide) conn.hide = gate.hide;
      if (seat === null && who && !opts.watch && this.status === 'waiting') {
        seat = firstOpen(this.seating, opts.seat);
        if (seat !== null) {
          const taken = await this.stored(() => this.setSeating(seat!, { kind: 'player', playerId: who.id, nickname: who.nickname }), 'seating a player');
          if (taken) return taken;
        }
      }
      this.audience.add(conn);
      if (seat !== null) this.attach(conn, seat);
      if (seat !== null && opts.commit) this.commitments.commit(seat, opts.commit);
      this.life.clearIdle();
      this.audience.welcome(conn, {
        tableId: this.id,
        you: { playerId: who?.id ?? null, nickname: who?.nickname ?? null, seat },
        serverTime: this.ctx.now(),
      });
      this.broadcastTable();
      this.audience.view(conn, this.shown());
      await this.startIfFull();
      return null;
    });
  }

  private attach(conn: Conn, seat: Seat): void {
    const live = this.live[seat]!;
    const previous = live.conn;
    if (previous && previous !== conn) this.audience.dismiss(previous);
    if (previous !== conn) this.forget(seat);
    conn.seat = seat;
    occupy(live, conn);
  }

  /** `consented`: the player left on purpose; before a game that frees the seat at once. */
  leave(conn: Conn, consented: boolean): Promise<void> {
    return this.life.serial(async () => {
      this.audience.remove(conn);
      const seat = conn.seat;
      if (seat !== null && this.live[seat]?.conn === conn) {
        this.live[seat]!.conn = null;
        this.forget(seat);
        // If the store cannot free the seat now, it is held and freed when the window ends.
        const freed = this.status === 'waiting' && consented && !(await this.stored(() => this.setSeating(seat, { kind: 'open' }), 'freeing a seat'));
        if (!freed && (this.status === 'playing' || this.status === 'waiting')) this.startWindow(seat, this.ctx.now());
        this.broadcastTable();
      }
      this.afterLeave();
    });
  }

  private afterLeave(): void {
    if (this.status === 'finished' && this.audience.size === 0) this.life.close('finished');
    else if (this.status === 'waiting' && !this.audience.humans) this.armIdle();
  }

  /** A seated player is gone: hold the seat, then let the bot keep it (or free it before a game). */
  private startWindow(seat: Seat, now: number): void {
    holdSeat(this.live[seat]!, now, this.rec.settings.reconnectMs ?? this.ctx.config.reconnectMs, () =>
      this.life.keepTrying(`the end of seat ${seat}'s reconnection window`, () => this.life.serial(() => this.windowOver(seat))),
    );
  }

  private async windowOver(seat: Seat): Promise<void> {
    const live = this.live[seat]!;
    live.window = null;
    if (live.conn) return;
    if (this.status === 'waiting') {
      await this.setSeating(seat, { kind: 'open' });
    } else if (this.status === 'playing' && this.play && !this.play.run.over) {
      await this.ctx.store.markCovered(this.play.id, seat);
      live.covered = true;
      this.schedule();
      this.broadcastViews();
    }
    live.awayUntil = null;
    this.broadcastTable();
  }

  // Messages

  message(conn: Conn, type: unknown, payload: unknown): Promise<void> | void {
    const now = this.ctx.now();
    if (!admit(conn, now, this.ctx.config.floodStrikes)) return;
    const m = parseClientMessage(type, payload);
    if ('problem' in m) {
      conn.send('error', refusal('bad-message', `not a message: ${m.problem}`));
      return;
    }
    switch (m.t) {
      case 'act':
        return this.request(conn, 'an action', () => this.playerAct(conn, m.d));
      case 'sync':
        return this.life.serial(() => this.sync(conn));
      case 'chat':
        return this.audience.chat(conn, this.rec.game as GameId, m.d, now);
      case 'start':
        return this.request(conn, 'the start', () => this.hostStart(conn));
      case 'rematch':
        return this.request(conn, 'a rematch', () => this.askRematch(conn));
      case 'sit':
        return this.request(conn, 'taking a seat', () => this.sit(conn, m.d.seat as Seat));
      case 'commit':
      case 'reveal': {
        // Outside the queue: a start waits for these (bounded, see `drawSeed`).
        const err = this.fair(conn, m);
        if (err) conn.send('error', err);
        return;
      }
    }
  }

  /** docs/fairness.md: a seated player's commitment for its next game, or its value for the draw under way. */
  private fair(conn: Conn, m: { t: 'commit'; d: { c: string } } | { t: 'reveal'; d: { v: string } }): ErrorMessage | null {
    const seat = conn.seat;
    if (seat === null || this.live[seat]?.conn !== conn) return refusal('not-seated', 'only a seated player contributes to the deals');
    if (m.t === 'commit') {
      this.commitments.commit(seat, m.d.c);
      return null;
    }
    if (!this.draw) return refusal('no-draw', 'no draw is waiting for values: commit first, reveal after the "draw" message');
    return this.draw.reveal(seat, m.d.v);
  }

  /** A client's request, in the queue; a refusal (a failed store among them) goes back to it. Never rejects. */
  private request(conn: Conn, what: string, task: () => Promise<ErrorMessage | null>): Promise<void> {
    return this.life.serial(async () => {
      const err = await this.stored(task, what);
      if (err) conn.send('error', err);
    });
  }

  /**
   * Runs `task`; when the store fails under it, the failure is logged and the caller gets
   * `unavailable` (every change writes before it applies, so nothing was changed).
   */
  private async stored(task: () => Promise<ErrorMessage | null | void>, what: string): Promise<ErrorMessage | null> {
    try {
      return (await task()) ?? null;
    } catch (e) {
      this.ctx.log(`table ${this.id}: ${what} failed: ${describeFailure(e)}`);
      return unavailable();
    }
  }

  private sync(conn: Conn): void {
    conn.send('table', this.info(conn));
    this.audience.view(conn, this.shown());
  }

  private async playerAct(conn: Conn, text: string): Promise<ErrorMessage | null> {
    const seat = conn.seat;
    if (seat === null) return refusal('not-seated', 'spectators cannot play');
    if (!this.play || this.status !== 'playing') return refusal('no-game', 'no game is running at this table');
    if (this.live[seat]?.covered) return refusal('covered', 'a bot plays this seat to the end of the game');
    return this.act(seat, text, 'player');
  }

  /** Check, log (awaited), then show. Nothing changes when the engine refuses or the log fails. */
  private async act(seat: Seat, text: string, by: Actor): Promise<ErrorMessage | null> {
    const play = this.play;
    const run = play?.run;
    if (!play || !run || run.over) return refusal('no-game', 'no game is running at this table');
    const done = await play.act(this.ctx, seat, text, by);
    if (done === 'moved-on') {
      await this.resync();
      return refusal('moved-on', 'the game had moved on meanwhile: here is the current view');
    }
    if ('code' in done) return done;
    this.life.stored();
    this.unattended = by === 'player' ? 0 : this.unattended + 1;
    this.schedule();
    this.broadcastViews();
    if (run.over) this.recordEnd(play, done.at);
    return null;
  }

  /**
   * The game's last action is stored: its results, ratings and points are recorded (one
   * transaction), and only then is the table finished and the seed revealed (`over`). The final
   * view has gone out already; when the store fails, recording is tried again with a backoff.
   */
  private recordEnd(play: Play, at: number): void {
    this.life.keepTrying(`recording the result of game ${play.id}`, () =>
      this.life.serial(async () => {
        if (this.play !== play || this.status !== 'playing') return;
        await this.ctx.finish(play.id, this.id, play.run.summary(), at);
        this.status = 'finished';
        const run = play.run;
        this.audience.send('over', { gameId: play.id, seed: run.seed, seedHash: run.seedHash, actions: run.actions.length });
        this.broadcastTable();
        if (this.audience.size === 0) this.life.close('finished');
      }),
    );
  }

  private async sit(conn: Conn, seat: Seat): Promise<ErrorMessage | null> {
    const who = conn.identity;
    if (!who) return refusal('not-seated', 'choose a nickname first');
    if (this.status !== 'waiting') return refusal('not-waiting', 'seats can only be taken before the game starts');
    if (this.seating[seat]?.kind !== 'open') return refusal('seat-taken', `seat ${seat} is not free`);
    const old = conn.seat;
    const next = this.seating.map((p, s) => (s === old ? ({ kind: 'open' } as const) : p));
    next[seat] = { kind: 'player', playerId: who.id, nickname: who.nickname };
    await this.saveSeating(next);
    if (old !== null) this.live[old]!.conn = null;
    this.attach(conn, seat);
    this.broadcastTable();
    await this.startIfFull();
    return null;
  }

  private async hostStart(conn: Conn): Promise<ErrorMessage | null> {
    if (!conn.identity || conn.identity.id !== this.rec.hostId) return refusal('not-host', 'only the host can start the table');
    if (this.status !== 'waiting') return refusal('not-waiting', 'the game has already started');
    await this.saveSeating(this.seating.map((p) => (p.kind === 'open' ? { kind: 'bot', level: COVER_LEVEL } : p)));
    await this.startIfFull();
    return null;
  }

  private async askRematch(conn: Conn): Promise<ErrorMessage | null> {
    const seat = conn.seat;
    if (seat === null) return refusal('not-seated', 'spectators cannot ask for a rematch');
    if (this.status === 'playing' && this.play?.run.over) return refusal('unavailable', 'the result is still being saved: ask again in a moment');
    if (this.status !== 'finished') return refusal('no-game', 'a rematch can be asked for once the game is over');
    if (this.rec.settings.origin === 'tournament') return refusal('no-rematch', 'a tournament table plays one game: the tournament seats you at your next table');
    this.rematch.add(seat);
    const seating = rematchSeating(this.seating, this.live, this.rematch);
    if (!seating) {
      this.broadcastTable();
      return null;
    }
    await this.ctx.store.updateTable(this.id, { seating, status: 'waiting' }, this.ctx.now());
    this.seating = seating;
    for (const live of this.live) {
      live.covered = false;
      live.awayUntil = null;
    }
    this.rematch.clear();
    this.status = 'waiting';
    await this.startIfFull();
    return null;
  }

  private setSeating(seat: Seat, plan: SeatPlan): Promise<void> {
    return this.saveSeating(this.seating.map((p, s) => (s === seat ? plan : p)));
  }

  /** Stored first, then in effect: a failed write leaves the seating as it was. */
  private async saveSeating(next: SeatPlan[]): Promise<void> {
    await this.ctx.store.updateTable(this.id, { seating: next }, this.ctx.now());
    this.seating = next;
  }

  // Games

  /** Starts the game once every seat is taken; if the store fails, tries again with a backoff. Never rejects. */
  private async startIfFull(): Promise<void> {
    try {
      await this.startGame();
    } catch (e) {
      this.ctx.log(`table ${this.id}: the game could not be started: ${describeFailure(e)}`);
      if (this.startRetrying) return;
      this.startRetrying = true;
      this.life.keepTrying('starting the game', () =>
        this.life.serial(async () => {
          await this.startGame();
          this.startRetrying = false;
        }),
      );
    }
  }

  private async startGame(): Promise<void> {
    if (this.status !== 'waiting' || this.seating.some((p) => p.kind === 'open') || !this.ctx.mayWrite()) return;
    const now = this.ctx.now();
    // A write whose answer was lost (a dropped connection) may have been stored after all.
    const stored = this.pendingStart ? await this.ctx.store.game(this.pendingStart.id) : null;
    if (stored) {
      this.play = Play.replay(this.game, stored, await this.ctx.store.actions(stored.id));
    } else {
      const draw = this.drawSeed();
      if (!draw) return;
      const options = nextGameOptions(this.game, this.rec.options, this.play?.run ?? null);
      const { play, record, seats } = Play.start(this.game, this.rec, this.seating, this.gameNumber + 1, this.ctx.now(), draw, options);
      this.pendingStart = record;
      await this.ctx.store.createGame(record, seats);
      this.play = play;
    }
    this.pendingStart = null;
    this.draw = null;
    this.gameNumber++;
    this.status = 'playing';
    this.rematch.clear();
    for (const [seat, live] of this.live.entries()) {
      if (this.seating[seat]?.kind === 'player' && !live.conn) this.startWindow(seat as Seat, now);
    }
    this.life.clearIdle();
    this.schedule();
    this.broadcastTable();
    this.broadcastViews();
  }

  /**
   * The server's seed and the seats' values for the next game (docs/fairness.md §2). Without
   * commitments of connected players the draw is fixed at once. Else they are sent with the
   * seed's hash (`draw`) and null is returned: the start runs again (in the queue) once every
   * value is in or `revealMs` has passed — outside the queue meanwhile, so that the last player to
   * join is welcomed and can answer. A start tried again (the store failed) keeps its draw; a seat
   * changing hands before the start discards it (`forget`).
   */
  private drawSeed(): Draw | null {
    const pending = this.draw;
    if (pending) return pending.isFixed ? pending : null;
    const draw = this.commitments.open(this.seating.map((p, s) => p.kind === 'player' && this.live[s]?.conn !== null && !this.live[s]?.covered));
    this.draw = draw;
    if (!draw.waiting) {
      draw.fix();
      return draw;
    }
    const revealMs = this.ctx.config.revealMs;
    this.audience.send('draw', { seedHash: draw.seedHash, commitments: draw.commitments, revealMs });
    this.life.keepTrying('starting the game after the draw', async () => {
      await draw.settled(revealMs);
      // Also when the draw was discarded meanwhile: the table may be full still (a player cut off).
      await this.life.serial(() => this.startIfFull());
    });
    return null;
  }

  /** A seat changed hands or was left: its commitment goes, and a draw not yet dealt from. */
  private forget(seat: Seat): void {
    this.commitments.forget(seat);
    if (this.draw && this.status === 'waiting') this.draw = null;
  }

  /** After every change: who acts next — a bot after its pause, or a player against the clock. */
  private schedule(): void {
    this.clock.stop();
    const run = this.play?.run;
    if (!run || run.over || this.status !== 'playing' || this.life.closed) return;
    const seat = run.toAct;
    if (seat === null) return;
    if (this.unattended >= this.ctx.config.unattendedLimit && !this.audience.humans) {
      this.life.keepTrying('closing the unattended table', () => this.life.serial(() => this.abandon()));
      return;
    }
    this.clock.start(run, seat, botOf(this.seating[seat], this.live[seat]));
  }

  /**
   * The bot decides outside the queue (Schwer may take a while), then acts if nothing moved. A
   * move the store did not take rejects, so that `keepTrying` makes it again after a backoff.
   */
  private async botMove(seat: Seat, level: Level, by: Actor, v: number): Promise<void> {
    const run = this.play?.run;
    if (!run || run.actions.length !== v || run.toAct !== seat || this.life.closed) return;
    const action = await this.clock.decide(run, seat, level, v);
    const err = await this.life.serial(async () => (this.play?.run !== run || run.actions.length !== v ? null : this.act(seat, action, by)));
    if (err?.code === 'unavailable') throw new Error(`"${action}" not stored`);
    if (err) this.ctx.log(`table ${this.id}: bot action "${action}" refused: ${err.message}`);
  }

  // Sending

  /** The game in play as the views show it; null before the first game. */
  private shown(): Shown | null {
    const play = this.play;
    return play ? { run: play.run, gameId: play.id, turn: this.clock.turn, last: play.last, live: this.live } : null;
  }

  private broadcastViews(): void {
    this.audience.views(this.shown());
  }

  private broadcastTable(): void {
    this.audience.tables((c) => this.info(c));
  }

  info(conn: Conn | null): TableInfo {
    const { rec, status, seating, live, rematch } = this;
    return tableInfo({ rec, status, seating, live, spectators: this.audience.spectators, gameId: this.play?.id ?? null, rematch }, conn, this.ctx.config.publicUrl);
  }

  // Lifetime

  private armIdle(): void {
    this.life.armIdle(this.ctx.config.tableIdleMs, async () => {
      if (this.status !== 'waiting' || this.audience.humans) return;
      await this.ctx.store.updateTable(this.id, { status: 'closed' }, this.ctx.now());
      this.status = 'closed';
      this.life.close('idle');
    });
  }

  /** Nobody left and the game does not end by itself: the table closes, the game stays unfinished. */
  private async abandon(): Promise<void> {
    await this.ctx.store.updateTable(this.id, { status: 'closed' }, this.ctx.now());
    this.status = 'closed';
    this.life.close(`abandoned after ${this.unattended} unattended actions`);
  }

  /** Stops every timer; the stored table stays as it is (a restart picks it up again). */
  dispose(): void {
    this.life.dispose();
    this.clock.stop();
    for (const l of this.live) if (l.window) clearTimeout(l.window);
  }
}
