import { matchMaker } from '@colyseus/core';
import { ROOM_TABLE } from '@stammtisch/protocol';
import type { TableRecord } from '../store/store.ts';
import type { RoomContext } from './tableRoom.ts';

/** Stores a new table and opens its room (room id = table id). */
export async function openNewTable(ctx: RoomContext, rec: TableRecord): Promise<void> {
  await ctx.store.createTable(rec);
  await openTableRoom(ctx, rec.id);
}

/** Opens the room of a stored table: after creation, or when a restart restores it. */
export async function openTableRoom(ctx: RoomContext, tableId: string): Promise<void> {
  await matchMaker.createRoom(ROOM_TABLE, { tableId, key: ctx.createKey });
}
