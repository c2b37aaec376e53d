import { type AuthContext, type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import { LiveClientMessage, type LiveMessage } from '@stammtisch/protocol';
import * as v from 'valibot';
import type { ApiContext } from '../http/routes.ts';
import { hardenMessageHandlers } from '../rooms/harden.ts';
import { announce, type AuthData, authenticate } from '../rooms/tableRoom.ts';
import type { Social } from '../social/social.ts';
import { channels } from './live.ts';

interface Listener {
  readonly playerId: string;
  readonly subs: Map<string, (msg: LiveMessage) => void>;
}

/**
 * The `live` room: every open app joins one (`client.joinOrCreate('live')`), in any process. It
 * subscribes, per client, to the player's channel — notifications, the unread badge, "go to this
 * table" — and to the tournaments the client watches, and keeps the player's presence ("online
 * now") fresh while connected. Guests may join (presence only); notifications are for accounts.
 */
export function liveRoomClass(ctx: ApiContext, social: Social) {
  return class LiveRoom extends Room {
    private readonly listeners = new Map<string, Listener>();
    private renew: ReturnType<typeof setInterval> | null = null;
    private closing = false;

    static override async onAuth(token: string, _options: unknown, context: AuthContext): Promise<AuthData> {
      const auth = await authenticate(ctx, token, context);
      if (!auth.identity) throw new ServerError(4401, 'log in first (POST /api/auth/login)');
      return auth;
    }

    override onCreate(): void {
      announce(this, ctx.cluster);
      this.maxClients = 500;
      this.patchRate = 0;
      this.onMessage('*', (client, type, message) => {
        this.message(client, type, message).catch((e: unknown) => ctx.log(`live room: ${e instanceof Error ? e.message : String(e)}`));
      });
      hardenMessageHandlers(this);
      this.renew = setInterval(() => {
        this.touchAll().catch((e: unknown) => ctx.log(`presence: ${String(e)}`));
      }, social.config.presenceRenewMs);
    }

    override onBeforeShutdown(): void {
      this.closing = true;
      this.disconnect().catch((e: unknown) => ctx.log(`live room: disconnect: ${String(e)}`));
    }

    override async onJoin(client: Client, _options: unknown, auth: AuthData): Promise<void> {
      if (this.closing) throw new ServerError(4012, 'the server is stopping: join again');
      const playerId = auth.identity!.id;
      const listener: Listener = { playerId, subs: new Map() };
      this.listeners.set(client.sessionId, listener);
      await this.subscribe(client, listener, channels.player(playerId));
      await social.live.touch(playerId);
      const unread = await social.notifications.unread(playerId);
      // Shutdown began meanwhile: a client added now would hold the room open (see tableRoom.ts).
      if (this.closing) {
        this.unsubscribeAll(listener);
        this.listeners.delete(client.sessionId);
        throw new ServerError(4012, 'the server is stopping: join again');
      }
      client.send('badge', { unread });
    }

    override async onLeave(client: Client): Promise<void> {
      const l = this.listeners.get(client.sessionId);
      if (!l) return;
      this.listeners.delete(client.sessionId);
      this.unsubscribeAll(l);
      if (![...this.listeners.values()].some((x) => x.playerId === l.playerId)) await social.live.away(l.playerId).catch(() => {});
    }

    override onDispose(): void {
      if (this.renew) clearInterval(this.renew);
      for (const l of this.listeners.values()) this.unsubscribeAll(l);
      this.listeners.clear();
    }

    private async subscribe(client: Client, l: Listener, topic: string): Promise<void> {
      if (l.subs.has(topic)) return;
      const cb = (msg: LiveMessage) => client.send(msg.t, msg.d);
      l.subs.set(topic, cb);
      await matchMaker.presence.subscribe(topic, cb);
    }

    private unsubscribeAll(l: Listener): void {
      for (const [topic, cb] of l.subs) matchMaker.presence.unsubscribe(topic, cb);
      l.subs.clear();
    }

    private async message(client: Client, type: unknown, payload: unknown): Promise<void> {
      const l = this.listeners.get(client.sessionId);
      const m = v.safeParse(LiveClientMessage, { t: type, d: payload });
      if (!l || !m.success) {
        client.send('error', { code: 'bad-message', message: 'the live room takes `watch` and `unwatch` { tournament } only' });
        return;
      }
      const topic = channels.tournament(m.output.d.tournament);
      if (m.output.t === 'watch') {
        if (l.subs.size >= 20) return client.send('error', { code: 'rate-limited', message: 'watching too many tournaments at once' });
        const seen = await ctx.store.db.selectFrom('tournaments').select('id').where('id', '=', m.output.d.tournament).executeTakeFirst();
        if (!seen) return client.send('error', { code: 'no-tournament', message: 'no such tournament' });
        await this.subscribe(client, l, topic);
      } else {
        const cb = l.subs.get(topic);
        if (cb) matchMaker.presence.unsubscribe(topic, cb);
        l.subs.delete(topic);
      }
    }

    private async touchAll(): Promise<void> {
      const ids = new Set([...this.listeners.values()].map((l) => l.playerId));
      for (const id of ids) await social.live.touch(id).catch((e: unknown) => ctx.log(`presence: ${String(e)}`));
    }
  };
}
