import { type AuthContext, type Client, Room, ServerError } from '@colyseus/core';
import { TableJoinOptions } from '@stammtisch/protocol';
import * as v from 'valibot';
import { credentialsOf, type Identities, type Identity } from '../identity/identity.ts';
import { Bucket } from '../table/limits.ts';
import { hardenMessageHandlers } from './harden.ts';
import type { Conn } from '../table/seats.ts';
import { Table, type TableContext } from '../table/table.ts';

export interface RoomContext extends TableContext {
  readonly identities: Identities;
  /** Only the server itself creates table rooms: clients cannot `create` one by name. */
  readonly createKey: string;
  readonly tables: Map<string, Table>;
}

export interface AuthData {
  readonly identity: Identity | null;
}

/** Resolves the identity once, at the matchmake request (cookie or bearer token). */
export async function authenticate(ctx: RoomContext, token: string | undefined, context: AuthContext): Promise<AuthData> {
  return { identity: await ctx.identities.resolve(credentialsOf(context.headers, token)) };
}

/**
 * The Colyseus room of one table: a thin adapter. No Schema state: the table sends each client
 * its own messages. The room id is the table id, so a client finds its table again by id after
 * a reload, on another device, or after a server restart.
 */
export function tableRoomClass(ctx: RoomContext) {
  return class TableRoom extends Room {
    private table: Table | null = null;
    private readonly conns = new Map<string, Conn>();

    static override async onAuth(token: string, _options: unknown, context: AuthContext): Promise<AuthData> {
      return authenticate(ctx, token, context);
    }

    override async onCreate(options: { tableId?: unknown; key?: unknown }): Promise<void> {
      if (options.key !== ctx.createKey || typeof options.tableId !== 'string') {
        throw new ServerError(4403, 'tables are created through POST /api/tables');
      }
      this.roomId = options.tableId;
      this.autoDispose = false;
      this.patchRate = 0;
      // Private: never found by `join`/`joinOrCreate` by name, only by id.
      await this.setPrivate(true);
      const table = await Table.open(ctx, options.tableId);
      table.onClose = () => void this.disconnect();
      this.table = table;
      ctx.tables.set(table.id, table);
      this.onMessage('*', (client, type, message) => {
        const conn = this.conns.get(client.sessionId);
        if (conn) void this.table?.message(conn, type, message);
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
        send: (t, d) => client.send(t, d),
        close: (code, reason) => client.leave(code, reason),
      };
      this.conns.set(client.sessionId, conn);
      const refused = await this.table!.join(conn, parsed.output);
      if (refused) {
        this.conns.delete(client.sessionId);
        throw new ServerError(4403, refused.message);
      }
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const conn = this.conns.get(client.sessionId);
      if (!conn) return;
      this.conns.delete(client.sessionId);
      await this.table?.leave(conn, consented);
    }

    override onDispose(): void {
      if (!this.table) return;
      this.table.dispose();
      if (ctx.tables.get(this.table.id) === this.table) ctx.tables.delete(this.table.id);
    }
  };
}
