import { type AuthContext, type Client, Room, ServerError } from '@colyseus/core';
import { type TableInfo, TableJoinOptions } from '@stammtisch/protocol';
import * as v from 'valibot';
import type { Cluster } from '../cluster/cluster.ts';
import { credentialsOf, type Identities, type Identity } from '../identity/identity.ts';
import { describeFailure, isStorageFailure } from '../store/faults.ts';
import type { InviteLimits } from '../table/invites.ts';
import { Bucket } from '../table/limits.ts';
import { hardenMessageHandlers } from './harden.ts';
import { CLOSE, type Conn } from '../table/seats.ts';
import { Table, type TableContext } from '../table/table.ts';
import { countSent, encodeMessage } from '../table/wire.ts';

export interface RoomContext extends TableContext {
  readonly identities: Identities;
  /** Only the server itself creates table rooms: clients cannot `create` one by name. */
  readonly createKey: string;
  /** The tables open in this process. */
  readonly tables: Map<string, Table>;
  /** Which process runs which table (one process, or several sharing Redis). */
  readonly cluster: Cluster;
  /** Wrong invite codes per IP and per table. */
  readonly invites: InviteLimits;
}

/** The matchmaking error code of a table that could not be opened because the store failed. */
export const STORE_DOWN = 4503;

export interface AuthData {
  readonly identity: Identity | null;
  /** The caller's address: the socket's, or with `TRUST_PROXY` the proxy's forwarded one. */
  readonly ip: string;
}

/**
 * Puts this process's public address into the room's listing (Redis driver): the seat
 * reservation carries it, and the client opens its WebSocket there — to the process that runs
 * the room, wherever it matchmade.
 */
export function announce(room: Room, cluster: Cluster): void {
  if (cluster.publicAddress) room.listing.publicAddress = cluster.publicAddress;
}

/** Resolves the identity once, at the matchmake request (cookie or bearer token). */
export async function authenticate(ctx: RoomContext, token: string | undefined, context: AuthContext): Promise<AuthData> {
  const socketIp = context.req?.socket?.remoteAddress ?? '';
  // Colyseus' own `context.ip` believes any X-Forwarded-For: only behind a trusted proxy.
  const ip = ctx.config.trustProxy ? String(context.ip ?? socketIp).split(',')[0]!.trim() : socketIp;
  return { identity: await ctx.identities.resolve(credentialsOf(context.headers, token)), ip };
}

/**
 * The Colyseus room of one table: a thin adapter. No Schema state: the table sends each client
 * its own messages. The room id is the table id, so a client finds its table again by id after
 * a reload, on another device, after a server restart, or in another process after its own died.
 * A room claims its table before it opens it: a table never runs in two processes.
 */
export function tableRoomClass(ctx: RoomContext) {
  return class TableRoom extends Room {
    private table: Table | null = null;
    private readonly conns = new Map<string, Conn>();
    private closing = false;

    static override async onAuth(token: string, _options: unknown, context: AuthContext): Promise<AuthData> {
      return authenticate(ctx, token, context);
    }

    override async onCreate(options: { tableId?: unknown; key?: unknown }): Promise<void> {
      if (options.key !== ctx.createKey || typeof options.tableId !== 'string') {
        throw new ServerError(4403, 'tables are created through POST /api/tables');
      }
      const refused = await ctx.cluster.claim(options.tableId);
      if (refused) throw new ServerError(4409, refused);
      this.roomId = options.tableId;
      announce(this, ctx.cluster);
      this.autoDispose = false;
      this.patchRate = 0;
      let table: Table;
      try {
        // Private: never found by `join`/`joinOrCreate` by name, only by id.
        await this.setPrivate(true);
        table = await Table.open(ctx, options.tableId);
      } catch (e) {
        await ctx.cluster.release(options.tableId);
        if (isStorageFailure(e)) throw new ServerError(STORE_DOWN, `the table could not be loaded: ${describeFailure(e)}`);
        throw e;
      }
      table.onClose = () => {
        this.disconnect().catch((e: unknown) => ctx.log(`table ${this.roomId}: disconnect: ${String(e)}`));
      };
      this.table = table;
      ctx.tables.set(table.id, table);
      this.onMessage('*', (client, type, message) => {
        const conn = this.conns.get(client.sessionId);
        if (!conn || !this.table) return;
        // Never rejects (refusals go to the client); a rejection here would be a bug: log it.
        Promise.resolve(this.table.message(conn, type, message)).catch((e: unknown) => ctx.log(`table ${this.roomId}: message: ${String(e)}`));
      });
      hardenMessageHandlers(this);
    }

    override async onJoin(client: Client, options: unknown, auth: AuthData): Promise<void> {
      const parsed = v.safeParse(TableJoinOptions, options ?? {});
      if (!parsed.success) throw new ServerError(4400, `bad join options: ${parsed.issues[0].message}`);
      const now = ctx.now();
      const conn: Conn = {
        id: client.sessionId,
        identity: auth?.identity ?? null,
        seat: null,
        msgs: new Bucket(ctx.config.msgBurst, ctx.config.msgPerSecond, now),
        chats: new Bucket(ctx.config.chatBurst, ctx.config.chatPerMinute / 60, now),
        send: (t, d) => {
          const bytes = encodeMessage(t, d);
          countSent(bytes);
          client.enqueueRaw(bytes);
        },
        sendEncoded: (bytes) => {
          countSent(bytes);
          client.enqueueRaw(bytes);
        },
        close: (code, reason) => client.leave(code, reason),
      };
      this.conns.set(client.sessionId, conn);
      const ip = auth?.ip ?? '';
      const refused = await this.table!.join(conn, parsed.output, {
        blocked: () => ctx.invites.blocked(ip, this.roomId),
        failed: () => ctx.invites.failed(ip, this.roomId),
      });
      if (refused) {
        this.conns.delete(client.sessionId);
        throw new ServerError(refused.code === 'unavailable' ? STORE_DOWN : refused.code === 'rate-limited' ? 4429 : 4403, refused.message);
      }
      // The process began to shut down while this join was on its way: Colyseus closed the
      // clients it had then, and one added now would hold the room (and the shutdown) open.
      if (this.closing) {
        this.conns.delete(client.sessionId);
        await this.table?.leave(conn, false);
        throw new ServerError(CLOSE.moving, 'the server is handing this table over: join again');
      }
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const conn = this.conns.get(client.sessionId);
      if (!conn) return;
      this.conns.delete(client.sessionId);
      await this.table?.leave(conn, consented);
    }

    /** Graceful stop of the process: the players rejoin by id, and find the table in another process. */
    override onBeforeShutdown(): void {
      this.closing = true;
      this.disconnect(CLOSE.moving).catch((e: unknown) => ctx.log(`table ${this.roomId}: disconnect: ${String(e)}`));
    }

    override onDispose(): void {
      if (!this.table) return;
      this.table.dispose();
      if (ctx.tables.get(this.table.id) === this.table) ctx.tables.delete(this.table.id);
      // A table that ended is nobody's; one stopped with its process is resumed elsewhere.
      if (this.table.settled) void ctx.cluster.release(this.table.id).catch((e: unknown) => ctx.log(`table ${this.roomId}: release: ${String(e)}`));
    }

    /** The table as the lobby shows it; called by other processes too (`matchMaker.remoteRoomCall`). */
    publicInfo(): TableInfo | null {
      return this.table?.info(null) ?? null;
    }
  };
}
