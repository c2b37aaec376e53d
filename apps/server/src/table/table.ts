import { type AnyGame, type GameId, randomSeed, type Seat } from '@stammtisch/engine';
import type { Level } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';
import {
  type Actor,
  type ChatMessage,
  type ErrorMessage,
  type LastAction,
  parseClientMessage,
  type TableInfo,
  type TableJoinOptions,
  type TableStatus,
  type ViewMessage,
} from '@stammtisch/protocol';
import { botSeed } from '../bots/decide.ts';
import type { BotRunner } from '../bots/runner.ts';
import type { Config } from '../config.ts';
import { newId } from '../identity/identity.ts';
import type { GameSeatRecord, SeatPlan, Store, TableRecord } from '../store/store.ts';
import { type TimerKind, timerKind } from './catalog.ts';
import { CHAT_HISTORY, chatLine } from './chat.ts';
import { GameRun } from './run.ts';
import { CLOSE, type Conn, COVER_LEVEL, firstOpen, freshSeat, refusal, type SeatLive, seatInfo, seatOf } from './seats.ts';

export interface TableContext {
  readonly store: Store;
  /** Marks a game finished and records its results, ratings, points and stats (one transaction). */
  readonly finish: (gameId: string, tableId: string, result: unknown, at: number) => Promise<void>;
  readonly bots: BotRunner;
  readonly config: Config;
  readonly now: () => number;
  readonly log: (line: string) => void;
  /**
   * Whether this process may append to the log now. False while its lease in Redis may have
   * run out (several processes): another process may be resuming the table.
   */
  readonly mayWrite: () => boolean;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Bot and timeout actions in a row, with nobody connected, after which a table stops (the
 * default of `UNATTENDED_LIMIT`): a guard against a match that would run on for nobody — every
 * game ends long before with its default options.
 */
export const UNATTENDED_LIMIT = 2000;

/**
 * One table: who sits where, the game in play, its timers and bots. Authoritative: every action
 * is checked by the engine, appended to the log (awaited), and only then shown — each connection
 * gets `viewFor(state, its seat)`, spectators the spectator view. All changes run one at a time
 * through `serial`, so a timer, a bot and a player never race.
 */
export class Table {
  private readonly game: AnyGame;
  private readonly gameId_: GameId;
  private seating: SeatPlan[];
  private status: TableStatus;
  private readonly live: SeatLive[];
  private run: GameRun | null = null;
  private gameId: string | null = null;
  private gameNumber = 0;
  private last: LastAction | undefined;
  private turn: { seat: Seat; deadline: number; kind: TimerKind } | null = null;
  private turnTimer: Timer | null = null;
  private botTimer: Timer | null = null;
  private idleTimer: Timer | null = null;
  private readonly conns = new Set<Conn>();
  private readonly rematch = new Set<Seat>();
  private readonly chatlog: ChatMessage[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
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
    this.gameId_ = rec.game as GameId;
    this.seating = [...rec.seating];
    this.status = rec.status;
    this.live = rec.seating.map(freshSeat);
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
    await t.serial(() => t.startIfFull());
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
    if (!g || g.status !== 'playing') {
      this.status = g ? 'finished' : 'waiting';
      return;
    }
    const [actions, seats] = await Promise.all([this.ctx.store.actions(g.id), this.ctx.store.gameSeats(g.id)]);
    const run = GameRun.replay(this.game, g.options, g.seed, actions);
    if (!(run instanceof GameRun)) throw new Error(`game ${g.id}: the log does not replay at ${run.index}: ${run.message}`);
    this.run = run;
    this.gameId = g.id;
    this.gameNumber = g.number;
    const lastAction = actions.at(-1);
    if (lastAction) this.last = { seat: lastAction.seat, action: lastAction.action, by: lastAction.by };
    if (run.over) {
      // The process stopped between the last action and the finish: finish (and record) it now.
      await this.ctx.finish(g.id, this.rec.id, run.summary(), lastAction?.at ?? this.ctx.now());
      this.status = 'finished';
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
    const g = this.gameId ? await this.ctx.store.game(this.gameId) : null;
    if (!g) return;
    const actions = await this.ctx.store.actions(g.id);
    const run = GameRun.replay(this.game, g.options, g.seed, actions);
    if (!(run instanceof GameRun)) throw new Error(`game ${g.id}: the log does not replay at ${run.index}: ${run.message}`);
    this.ctx.log(`table ${this.id}: the log of game ${g.id} moved on to ${actions.length} actions elsewhere; replayed it`);
    this.run = run;
    const lastAction = actions.at(-1);
    this.last = lastAction ? { seat: lastAction.seat, action: lastAction.action, by: lastAction.by } : undefined;
    if (run.over) {
      this.status = 'finished';
      await this.ctx.finish(g.id, this.id, run.summary(), lastAction?.at ?? this.ctx.now());
    }
    this.schedule();
    this.broadcastViews();
  }

  // Serial execution

  private serial<T>(task: () => Promise<T> | T): Promise<T> {
    const p = this.queue.then(() => (this.closed ? (undefined as T) : task()));
    this.queue = p.catch((e: unknown) => this.ctx.log(`table ${this.id}: ${e instanceof Error ? e.stack : String(e)}`));
    return p;
  }

  // Connections

  /** Seats or seats again a connection; null when welcome, else why it may not join. */
  join(conn: Conn, opts: TableJoinOptions): Promise<ErrorMessage | null> {
    return this.serial(async () => {
      const who = conn.identity;
      const mayEnter = this.rec.visibility === 'public' || opts.code?.toUpperCase() === this.rec.code || (who !== null && who.id === this.rec.hostId);
      let seat = who ? seatOf(this.seating, who.id) : null;
      if (seat === null && !mayEnter) return refusal('private', 'this table is private: join with its invite code');
      if (seat === null && who && !opts.watch && this.status === 'waiting') {
        seat = firstOpen(this.seating, opts.seat);
        if (seat !== null) await this.setSeating(seat, { kind: 'player', playerId: who.id, nickname: who.nickname });
      }
      this.conns.add(conn);
      if (seat !== null) this.attach(conn, seat);
      this.clearIdle();
      conn.send('welcome', {
        tableId: this.id,
        you: { playerId: who?.id ?? null, nickname: who?.nickname ?? null, seat },
        serverTime: this.ctx.now(),
      });
      if (this.chatlog.length > 0) conn.send('chatlog', this.chatlog);
      this.broadcastTable();
      if (this.run) this.sendView(conn, this.viewCache());
      await this.startIfFull();
      return null;
    });
  }

  private attach(conn: Conn, seat: Seat): void {
    const live = this.live[seat]!;
    const previous = live.conn;
    if (previous && previous !== conn) {
      previous.seat = null;
      this.conns.delete(previous);
      previous.send('error', refusal('replaced', 'this seat was taken up by another connection of yours'));
      previous.close(CLOSE.replaced, 'replaced');
    }
    conn.seat = seat;
    live.conn = conn;
    live.awayUntil = null;
    if (live.window) clearTimeout(live.window);
    live.window = null;
  }

  /** `consented`: the player left on purpose; before a game that frees the seat at once. */
  leave(conn: Conn, consented: boolean): Promise<void> {
    return this.serial(async () => {
      this.conns.delete(conn);
      const seat = conn.seat;
      if (seat !== null && this.live[seat]?.conn === conn) {
        this.live[seat]!.conn = null;
        if (this.status === 'waiting' && consented) await this.setSeating(seat, { kind: 'open' });
        else if (this.status === 'playing' || this.status === 'waiting') this.startWindow(seat, this.ctx.now());
        this.broadcastTable();
      }
      this.afterLeave();
    });
  }

  private afterLeave(): void {
    const humans = [...this.conns].some((c) => c.identity !== null);
    if (this.status === 'finished' && this.conns.size === 0) this.close('finished');
    else if (this.status === 'waiting' && !humans) this.armIdle();
  }

  /** A seated player is gone: hold the seat, then let the bot keep it (or free it before a game). */
  private startWindow(seat: Seat, now: number): void {
    const live = this.live[seat]!;
    if (live.covered) return;
    live.awayUntil = now + this.ctx.config.reconnectMs;
    if (live.window) clearTimeout(live.window);
    live.window = setTimeout(() => void this.serial(() => this.windowOver(seat)), this.ctx.config.reconnectMs);
  }

  private async windowOver(seat: Seat): Promise<void> {
    const live = this.live[seat]!;
    live.window = null;
    if (live.conn) return;
    live.awayUntil = null;
    if (this.status === 'waiting') {
      await this.setSeating(seat, { kind: 'open' });
    } else if (this.status === 'playing' && this.gameId) {
      live.covered = true;
      await this.ctx.store.markCovered(this.gameId, seat);
      this.schedule();
      this.broadcastViews();
    }
    this.broadcastTable();
  }

  // Messages

  message(conn: Conn, type: unknown, payload: unknown): Promise<void> | void {
    const now = this.ctx.now();
    if (!conn.msgs.take(now)) {
      if (conn.msgs.strikes >= this.ctx.config.floodStrikes) {
        conn.close(CLOSE.flooding, 'flooding');
        return;
      }
      if (conn.msgs.strikes % 10 === 1) conn.send('error', refusal('rate-limited', 'too many messages: slow down'));
      return;
    }
    const m = parseClientMessage(type, payload);
    if ('problem' in m) {
      conn.send('error', refusal('bad-message', `not a message: ${m.problem}`));
      return;
    }
    switch (m.t) {
      case 'act':
        return this.serial(async () => this.answer(conn, await this.playerAct(conn, m.d)));
      case 'sync':
        return this.serial(() => this.sync(conn));
      case 'chat':
        return this.chat(conn, m.d, now);
      case 'start':
        return this.serial(async () => this.answer(conn, await this.hostStart(conn)));
      case 'rematch':
        return this.serial(async () => this.answer(conn, await this.askRematch(conn)));
      case 'sit':
        return this.serial(async () => this.answer(conn, await this.sit(conn, m.d.seat as Seat)));
    }
  }

  private answer(conn: Conn, err: ErrorMessage | null): void {
    if (err) conn.send('error', err);
  }

  private sync(conn: Conn): void {
    conn.send('table', this.info(conn));
    if (this.run) this.sendView(conn, this.viewCache());
  }

  private async playerAct(conn: Conn, text: string): Promise<ErrorMessage | null> {
    const seat = conn.seat;
    if (seat === null) return refusal('not-seated', 'spectators cannot play');
    if (!this.run || this.status !== 'playing') return refusal('no-game', 'no game is running at this table');
    if (this.live[seat]?.covered) return refusal('covered', 'a bot plays this seat to the end of the game');
    return this.act(seat, text, 'player');
  }

  /** Check, log (awaited), then show. Nothing changes when the engine refuses or the log fails. */
  private async act(seat: Seat, text: string, by: Actor): Promise<ErrorMessage | null> {
    const run = this.run;
    if (!run || !this.gameId || run.over) return refusal('no-game', 'no game is running at this table');
    const checked = run.check(seat, text);
    if ('message' in checked) return refusal(checked.code, checked.message, checked.rule, checked.params);
    if (!this.ctx.mayWrite()) return refusal('unavailable', 'the server is handing this table over to another process: try again in a moment');
    const at = this.ctx.now();
    const logged = await this.ctx.store.appendAction(this.gameId, { idx: run.actions.length, seat, action: checked.action, by, at });
    if (!logged) {
      await this.resync();
      return refusal('moved-on', 'the game had moved on meanwhile: here is the current view');
    }
    run.commit(checked);
    this.last = { seat, action: checked.action, by };
    this.unattended = by === 'player' ? 0 : this.unattended + 1;
    if (run.over) {
      this.status = 'finished';
      await this.ctx.finish(this.gameId, this.id, run.summary(), at);
    }
    this.schedule();
    this.broadcastViews();
    if (run.over) {
      this.broadcast('over', { gameId: this.gameId, seed: run.seed, seedHash: run.seedHash, actions: run.actions.length });
      this.broadcastTable();
      if (this.conns.size === 0) this.close('finished');
    }
    return null;
  }

  private chat(conn: Conn, payload: Parameters<typeof chatLine>[1], now: number): void {
    const who = conn.identity;
    if (!who) return conn.send('error', refusal('chat-anonymous', 'only players with a name can chat'));
    if (!conn.chats.take(now)) return conn.send('error', refusal('rate-limited', 'too many chat messages: slow down'));
    const line = chatLine(this.gameId_, payload, { seat: conn.seat, playerId: who.id, nickname: who.nickname }, now);
    if ('code' in line) return conn.send('error', refusal(line.code, line.message));
    this.chatlog.push(line);
    if (this.chatlog.length > CHAT_HISTORY) this.chatlog.shift();
    this.broadcast('chat', line);
  }

  private async sit(conn: Conn, seat: Seat): Promise<ErrorMessage | null> {
    const who = conn.identity;
    if (!who) return refusal('not-seated', 'choose a nickname first');
    if (this.status !== 'waiting') return refusal('not-waiting', 'seats can only be taken before the game starts');
    if (this.seating[seat]?.kind !== 'open') return refusal('seat-taken', `seat ${seat} is not free`);
    const old = conn.seat;
    if (old !== null) {
      this.live[old]!.conn = null;
      this.seating[old] = { kind: 'open' };
    }
    await this.setSeating(seat, { kind: 'player', playerId: who.id, nickname: who.nickname });
    this.attach(conn, seat);
    this.broadcastTable();
    await this.startIfFull();
    return null;
  }

  private async hostStart(conn: Conn): Promise<ErrorMessage | null> {
    if (!conn.identity || conn.identity.id !== this.rec.hostId) return refusal('not-host', 'only the host can start the table');
    if (this.status !== 'waiting') return refusal('not-waiting', 'the game has already started');
    this.seating = this.seating.map((p) => (p.kind === 'open' ? { kind: 'bot', level: COVER_LEVEL } : p));
    await this.ctx.store.updateTable(this.id, { seating: this.seating }, this.ctx.now());
    await this.startIfFull();
    return null;
  }

  private async askRematch(conn: Conn): Promise<ErrorMessage | null> {
    const seat = conn.seat;
    if (seat === null) return refusal('not-seated', 'spectators cannot ask for a rematch');
    if (this.status !== 'finished') return refusal('no-game', 'a rematch can be asked for once the game is over');
    this.rematch.add(seat);
    const present = this.seating
      .map((p, s) => (p.kind === 'player' && this.live[s]!.conn && !this.live[s]!.covered ? (s as Seat) : null))
      .filter((s): s is Seat => s !== null);
    if (!present.every((s) => this.rematch.has(s))) {
      this.broadcastTable();
      return null;
    }
    // Players who are gone (or whose seat a bot finished) are replaced by the Mittel bot.
    this.seating = this.seating.map((p, s) => (p.kind === 'player' && !present.includes(s as Seat) ? { kind: 'bot', level: COVER_LEVEL } : p));
    for (const live of this.live) {
      live.covered = false;
      live.awayUntil = null;
    }
    this.rematch.clear();
    this.status = 'waiting';
    await this.ctx.store.updateTable(this.id, { seating: this.seating, status: 'waiting' }, this.ctx.now());
    await this.startIfFull();
    return null;
  }

  private async setSeating(seat: Seat, plan: SeatPlan): Promise<void> {
    this.seating[seat] = plan;
    await this.ctx.store.updateTable(this.id, { seating: this.seating }, this.ctx.now());
  }

  // Games

  private async startIfFull(): Promise<void> {
    if (this.status !== 'waiting' || this.seating.some((p) => p.kind === 'open') || !this.ctx.mayWrite()) return;
    const seed = randomSeed();
    const run = GameRun.start(this.game, this.rec.options, seed);
    if (!(run instanceof GameRun)) throw new Error(`table ${this.id}: options refused at start: ${run.message}`);
    const gameId = newId('G', 9);
    const now = this.ctx.now();
    const seats: GameSeatRecord[] = this.seating.map((p, seat) => ({
      seat,
      playerId: p.kind === 'player' ? p.playerId : null,
      nickname: p.kind === 'player' ? p.nickname : `Bot (${p.kind === 'bot' ? p.level : COVER_LEVEL})`,
      botLevel: p.kind === 'bot' ? p.level : null,
      covered: false,
    }));
    this.gameNumber++;
    await this.ctx.store.createGame(
      {
        id: gameId,
        tableId: this.id,
        number: this.gameNumber,
        game: this.rec.game,
        options: this.rec.options,
        seed,
        seedHash: run.seedHash,
        status: 'playing',
        result: null,
        startedAt: now,
        finishedAt: null,
      },
      seats,
    );
    this.run = run;
    this.gameId = gameId;
    this.status = 'playing';
    this.last = undefined;
    this.rematch.clear();
    for (const [seat, live] of this.live.entries()) {
      if (this.seating[seat]?.kind === 'player' && !live.conn) this.startWindow(seat as Seat, now);
    }
    this.clearIdle();
    this.schedule();
    this.broadcastTable();
    this.broadcastViews();
  }

  /** After every change: who acts next — a bot after its pause, or a player against the clock. */
  private schedule(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.botTimer) clearTimeout(this.botTimer);
    this.turnTimer = this.botTimer = null;
    this.turn = null;
    const run = this.run;
    if (!run || run.over || this.status !== 'playing' || this.closed) return;
    const seat = run.toAct;
    if (seat === null) return;
    if (this.unattended >= this.ctx.config.unattendedLimit && ![...this.conns].some((c) => c.identity)) {
      void this.serial(() => this.abandon());
      return;
    }
    const plan = this.seating[seat];
    const v = run.actions.length;
    if (plan?.kind === 'bot' || this.live[seat]?.covered) {
      const level: Level = plan?.kind === 'bot' ? plan.level : COVER_LEVEL;
      const { botDelayMs, botJitterMs } = this.ctx.config;
      const pause = botDelayMs + (botJitterMs > 0 ? Math.floor(Math.random() * botJitterMs) : 0);
      this.botTimer = setTimeout(() => void this.botMove(seat, level, 'bot', v), pause);
      return;
    }
    const kind = timerKind(this.gameId_, run.legal(seat));
    const ms = kind === 'card' ? this.rec.settings.cardMs : this.rec.settings.decisionMs;
    this.turn = { seat, deadline: this.ctx.now() + ms, kind };
    this.turnTimer = setTimeout(() => void this.botMove(seat, COVER_LEVEL, 'timeout', v), ms);
  }

  /** The bot decides outside the queue (Schwer may take a while), then acts if nothing moved. */
  private async botMove(seat: Seat, level: Level, by: Actor, v: number): Promise<void> {
    const run = this.run;
    if (!run || run.actions.length !== v || run.toAct !== seat || this.closed) return;
    const job = { game: this.gameId_, level, view: run.view(seat), legal: run.legal(seat), seed: botSeed(run.seed, v) };
    let action: string;
    try {
      action = await this.ctx.bots.decide(job);
    } catch (e) {
      this.ctx.log(`table ${this.id}: bot failed: ${e instanceof Error ? e.message : String(e)}`);
      action = job.legal[0]!;
    }
    await this.serial(async () => {
      if (this.run !== run || run.actions.length !== v) return;
      const err = await this.act(seat, action, by);
      if (err) this.ctx.log(`table ${this.id}: bot action "${action}" refused: ${err.message}`);
    });
  }

  // Sending

  private viewCache(): (viewer: Seat | null) => unknown {
    const cache = new Map<Seat | null, unknown>();
    return (viewer) => {
      if (!cache.has(viewer)) cache.set(viewer, this.run!.view(viewer ?? 'spectator'));
      return cache.get(viewer);
    };
  }

  private sendView(conn: Conn, views: (viewer: Seat | null) => unknown): void {
    const run = this.run;
    if (!run || !this.gameId) return;
    const toAct = run.toAct;
    const seat = conn.seat;
    const mayAct = seat !== null && seat === toAct && !this.live[seat]?.covered && !run.over;
    const msg: ViewMessage = {
      gameId: this.gameId,
      v: run.actions.length,
      seat,
      view: views(seat),
      ...(mayAct ? { legal: run.legal(seat) } : {}),
      toAct,
      deadline: this.turn?.deadline ?? null,
      timer: this.turn?.kind ?? null,
      ...(this.last ? { last: this.last } : {}),
      seedHash: run.seedHash,
      over: run.over,
    };
    conn.send('view', msg);
  }

  private broadcastViews(): void {
    const views = this.viewCache();
    for (const c of this.conns) this.sendView(c, views);
  }

  private broadcast(t: 'over' | 'chat', d: unknown): void {
    for (const c of this.conns) c.send(t, d);
  }

  private broadcastTable(): void {
    for (const c of this.conns) c.send('table', this.info(c));
  }

  info(conn: Conn | null): TableInfo {
    const member = conn?.seat !== null && conn?.seat !== undefined;
    const host = conn?.identity?.id === this.rec.hostId && this.rec.hostId !== null;
    const showCode = this.rec.code !== null && (member || host);
    return {
      id: this.id,
      game: this.rec.game,
      options: this.rec.options,
      visibility: this.rec.visibility,
      ...(showCode ? { code: this.rec.code!, link: `/join/${this.rec.code}` } : {}),
      status: this.status,
      hostId: this.rec.hostId,
      seats: this.seating.map((p, s) => seatInfo(s, p, this.live[s]!)),
      spectators: [...this.conns].filter((c) => c.seat === null).length,
      timer: { cardMs: this.rec.settings.cardMs, decisionMs: this.rec.settings.decisionMs },
      gameId: this.gameId,
      rematch: [...this.rematch],
    };
  }

  // Lifetime

  private armIdle(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(
      () =>
        void this.serial(async () => {
          if (this.status !== 'waiting' || [...this.conns].some((c) => c.identity)) return;
          await this.ctx.store.updateTable(this.id, { status: 'closed' }, this.ctx.now());
          this.status = 'closed';
          this.close('idle');
        }),
      this.ctx.config.tableIdleMs,
    );
  }

  /** Nobody left and the game does not end by itself: the table closes, the game stays unfinished. */
  private async abandon(): Promise<void> {
    await this.ctx.store.updateTable(this.id, { status: 'closed' }, this.ctx.now());
    this.status = 'closed';
    this.close(`abandoned after ${this.unattended} unattended actions`);
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private close(why: string): void {
    if (this.closed) return;
    this.ctx.log(`table ${this.id} closes (${why})`);
    this.onClose();
  }

  /** Stops every timer; the stored table stays as it is (a restart picks it up again). */
  dispose(): void {
    this.closed = true;
    for (const t of [this.turnTimer, this.botTimer, this.idleTimer]) if (t) clearTimeout(t);
    for (const l of this.live) if (l.window) clearTimeout(l.window);
  }
}
