import { type AuthContext, type Client, Room, ServerError } from '@colyseus/core';
import type { GameId } from '@stammtisch/engine';
import { gameById } from '@stammtisch/engine/games/index';
import { QueueJoinOptions, type QueueMessage } from '@stammtisch/protocol';
import * as v from 'valibot';
import type { Identity } from '../identity/identity.ts';
import type { SeatPlan } from '../store/store.ts';
import { Backoff, describeFailure } from '../store/faults.ts';
import { CATALOG } from '../table/catalog.ts';
import { tableRecord } from '../table/create.ts';
import { COVER_LEVEL } from '../table/seats.ts';
import { hardenMessageHandlers } from './harden.ts';
import { openNewTable } from './open.ts';
import { announce, type AuthData, authenticate, type RoomContext } from './tableRoom.ts';

interface Waiting {
  readonly client: Client;
  readonly identity: Identity;
  readonly since: number;
}

/**
 * Quick match: one room per game and mode (`filterBy(['game', 'mode'])`). Players wait here;
 * a full table's worth are seated together at once, and when the first has waited
 * `quickMatchWaitMs` the table is filled with Mittel bots. Each matched client receives
 * `matched { tableId }` and joins the table by id.
 */
export function queueRoomClass(ctx: RoomContext) {
  return class QueueRoom extends Room {
    private game: GameId = 'schraem';
    private mode = 'standard';
    private seats = 4;
    private waiting: Waiting[] = [];
    /** A group being seated right now (its table is being opened). */
    private matching: Waiting[] = [];
    private ticker: ReturnType<typeof setInterval> | null = null;
    /** After a table could not be opened (the store failed), no new attempt before this. */
    private retryAt = 0;
    private readonly backoff = new Backoff();

    static override async onAuth(token: string, _options: unknown, context: AuthContext): Promise<AuthData> {
      const auth = await authenticate(ctx, token, context);
      if (!auth.identity) throw new ServerError(4401, 'choose a nickname first (POST /api/guest)');
      return auth;
    }

    override onCreate(options: unknown): void {
      const parsed = v.safeParse(QueueJoinOptions, options);
      if (!parsed.success) throw new ServerError(4400, `bad quick-match options: ${parsed.issues[0].message}`);
      const { game } = parsed.output;
      if (!gameById(game)) throw new ServerError(4404, `the game "${game}" is not available on this server yet`);
      const cat = CATALOG[game];
      const mode = parsed.output.mode ?? cat.modes[0]!;
      if (!cat.modes.includes(mode)) throw new ServerError(4400, `${game} has no mode "${mode}" (modes: ${cat.modes.join(', ')})`);
      announce(this, ctx.cluster);
      this.game = game;
      this.mode = mode;
      this.seats = cat.quickMatchSeats;
      this.patchRate = 0;
      // Not this.clock: the room clock only ticks with state patches, and these rooms have none.
      // check never rejects (a table that cannot be opened puts its players back); a bug would be logged.
      const tick = () => {
        this.check().catch((e: unknown) => ctx.log(`quick match ${game}/${mode}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
      };
      this.ticker = setInterval(tick, Math.max(50, Math.min(1000, ctx.config.quickMatchWaitMs / 4)));
      this.onMessage('*', (client) => client.send('error', { code: 'bad-message', message: 'the queue takes no messages: leave it to cancel' }));
      hardenMessageHandlers(this);
    }

    override async onJoin(client: Client, options: unknown, auth: AuthData): Promise<void> {
      const parsed = v.safeParse(QueueJoinOptions, options);
      if (!parsed.success || parsed.output.game !== this.game || (parsed.output.mode ?? this.mode) !== this.mode) {
        throw new ServerError(4400, 'bad quick-match options');
      }
      const identity = auth.identity!;
      for (const w of this.waiting.filter((w) => w.identity.id === identity.id)) {
        w.client.send('error', { code: 'replaced', message: 'you joined the queue from another connection' });
        w.client.leave(4001, 'replaced');
      }
      this.waiting = this.waiting.filter((w) => w.identity.id !== identity.id);
      this.waiting.push({ client, identity, since: ctx.now() });
      this.announce();
      await this.check();
    }

    override onLeave(client: Client): void {
      this.waiting = this.waiting.filter((w) => w.client !== client);
      this.matching = this.matching.filter((w) => w.client !== client);
      this.announce();
    }

    override onDispose(): void {
      if (this.ticker) clearInterval(this.ticker);
    }

    private announce(): void {
      const first = this.waiting[0];
      const msg: QueueMessage = {
        game: this.game,
        mode: this.mode,
        waiting: this.waiting.length,
        seats: this.seats,
        fillAt: (first?.since ?? ctx.now()) + ctx.config.quickMatchWaitMs,
      };
      for (const w of this.waiting) w.client.send('queue', msg);
    }

    private async check(): Promise<void> {
      const first = this.waiting[0];
      if (!first || this.matching.length > 0 || ctx.now() < this.retryAt) return;
      if (this.waiting.length >= this.seats) return this.match(this.waiting.splice(0, this.seats));
      if (ctx.now() - first.since >= ctx.config.quickMatchWaitMs) return this.match(this.waiting.splice(0));
    }

    private async match(group: Waiting[]): Promise<void> {
      const options = CATALOG[this.game].modes.length > 1 ? { mode: this.mode } : {};
      const input = { game: this.game, options, visibility: 'public' as const, bots: [], hostSeat: null, seats: this.seats };
      const rec = tableRecord(input, null, ctx.config, ctx.now(), 'quickmatch');
      if ('message' in rec) {
        for (const w of group) w.client.send('error', rec);
        return;
      }
      const seating: SeatPlan[] = rec.seating.map((_, s) => {
        const w = group[s];
        return w ? { kind: 'player', playerId: w.identity.id, nickname: w.identity.nickname } : { kind: 'bot', level: COVER_LEVEL };
      });
      this.matching = group;
      try {
        await openNewTable(ctx, { ...rec, seating });
      } catch (e) {
        // Nobody loses their place: the group goes back to the front of the queue, as it was.
        const wait = this.backoff.next();
        ctx.log(`quick match ${this.game}/${this.mode}: the table could not be opened (${describeFailure(e)}); ${this.matching.length} players back in the queue, next try in ${wait} ms`);
        this.waiting = [...this.matching, ...this.waiting];
        this.matching = [];
        this.retryAt = ctx.now() + wait;
        this.announce();
        return;
      }
      this.backoff.reset();
      const seated = this.matching;
      this.matching = [];
      for (const w of seated) w.client.send('matched', { tableId: rec.id });
      this.announce();
    }
  };
}
