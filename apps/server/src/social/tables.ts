import type { CreateTableInput, ErrorMessage, GameName, TablePreset } from '@stammtisch/protocol';
import type { Identity } from '../identity/identity.ts';
import { openTableRoom } from '../rooms/open.ts';
import type { RoomContext } from '../rooms/tableRoom.ts';
import type { Db } from '../store/db.ts';
import { type SeatPlan, Store, type TableRecord } from '../store/store.ts';
import { CATALOG } from '../table/catalog.ts';
import { tableRecord } from '../table/create.ts';

/**
 * The tables of groups, game nights and tournaments: ordinary tables (same rooms, logs and
 * fairness), private (invite code), linked to their group or tournament in `table_links` so that
 * the gate (`access.ts`) lets members in and keeps others out.
 */
export type SocialOrigin = 'group' | 'tournament';

export interface Link {
  readonly groupId?: string | null;
  readonly nightId?: string | null;
  readonly tournamentId?: string | null;
}

/** The create request a preset stands for. */
export function presetInput(game: GameName, preset: TablePreset | undefined, seats?: number): CreateTableInput {
  return {
    game,
    options: preset?.options ?? {},
    seats: seats ?? preset?.seats ?? CATALOG[game].defaultSeats,
    visibility: 'private',
    bots: [],
    hostSeat: null,
    ...(preset?.timer ? { timer: preset.timer } : {}),
  };
}

/**
 * A linked table's record: `seating` given in full (nights, tournaments), or the host in seat 0
 * and the rest open (a member's group table). The game's `parseOptions` checks the options.
 */
export function linkedTable(
  ctx: Pick<RoomContext, 'config' | 'now'>,
  o: { game: GameName; preset: TablePreset | undefined; seats?: number; host: Identity | null; seating?: readonly SeatPlan[]; origin: SocialOrigin; reconnectMs?: number },
): TableRecord | ErrorMessage {
  const input = presetInput(o.game, o.preset, o.seats ?? o.seating?.length);
  const rec = tableRecord({ ...input, hostSeat: o.seating ? null : 0 }, o.host, ctx.config, ctx.now());
  if ('message' in rec) return rec;
  return {
    ...rec,
    ...(o.seating ? { seating: [...o.seating] } : {}),
    settings: { ...rec.settings, origin: o.origin, ...(o.reconnectMs !== undefined ? { reconnectMs: o.reconnectMs } : {}) },
  };
}

/** The preset's problem, if any (options, seats), without creating anything. */
export function presetProblem(ctx: Pick<RoomContext, 'config' | 'now'>, game: GameName, preset: TablePreset | undefined): ErrorMessage | null {
  const rec = linkedTable(ctx, { game, preset, host: null, origin: 'group' });
  return 'message' in rec ? rec : null;
}

/** Stores tables and their links (inside the caller's transaction when given). */
export async function storeLinked(db: Db, recs: readonly TableRecord[], link: Link): Promise<void> {
  const store = new Store(db);
  for (const rec of recs) {
    await db
      .insertInto('table_links')
      .values({ table_id: rec.id, group_id: link.groupId ?? null, night_id: link.nightId ?? null, tournament_id: link.tournamentId ?? null })
      .execute();
    await store.createTable(rec);
  }
}

/** Opens the rooms of stored tables; a table that fails is logged (the orphan sweep tries again). */
export async function openTables(ctx: RoomContext, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    try {
      await openTableRoom(ctx, id);
    } catch (e) {
      ctx.log(`table ${id} could not be opened: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/** Seats for a short table: the people first, then bots of `level` up to `seats`. */
export function seatingOf(people: readonly { id: string; nickname: string }[], seats: number, level: TablePreset['bots']): SeatPlan[] {
  return Array.from({ length: seats }, (_, s): SeatPlan => {
    const p = people[s];
    return p ? { kind: 'player', playerId: p.id, nickname: p.nickname } : { kind: 'bot', level: level ?? 'mittel' };
  });
}
