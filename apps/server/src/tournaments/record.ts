import { dealSeed } from '@stammtisch/engine/cards/fair';
import type { Schraem } from '@stammtisch/engine';
import { replayOutcome } from '../ranking/outcome.ts';
import type { Store } from '../store/store.ts';
import type { SeatResult } from './pairing/standings.ts';
import type { EntryRecord, TGameRecord, TournamentRecord, TournamentStore } from './store.ts';

/**
 * A finished tournament game, seat by seat, from its stored log — replayed through the engine,
 * never from a number a client sent (S-29): the place (as the ranking replays it: 7-Schräm by
 * elimination, Schieber by the match, Sedma by games won), the S-23 score (7-Schräm), and whether
 * the seat was missed: its player never acted in the game (every action of the seat was the turn
 * timer's or a bot's) or the bot covered the seat to the end.
 */
export async function seatResults(store: Store, gameId: string, entries: readonly (string | null)[]): Promise<SeatResult[] | { error: string }> {
  const g = await store.game(gameId);
  if (!g) return { error: `no game ${gameId}` };
  const [actions, seats] = await Promise.all([store.actions(gameId), store.gameSeats(gameId)]);
  const outcome = replayOutcome(g.game, g.options, dealSeed(g.seed, g.fair), actions);
  if ('error' in outcome) return outcome;
  const played = new Set(actions.filter((a) => a.by === 'player').map((a) => a.seat));
  const scores = g.game === 'schraem' ? (outcome.summary as Schraem.SchraemSummary).scores : [];
  return entries.map((entry, s) => ({
    entry,
    place: outcome.places[s] ?? outcome.players,
    score: scores[s] ?? 0,
    missed: entry !== null && (!played.has(s) || seats[s]?.covered === true),
  }));
}

export interface Recorded {
  readonly games: number;
  /** Entries withdrawn (arena: paused) now for missing `missedLimit` games in a row. */
  readonly withdrawn: readonly EntryRecord[];
}

/**
 * Records every finished game at the tournament's tables that is not recorded yet (idempotent:
 * the game id is the key), and counts missed games per entry: an entry all of whose seats missed
 * the game has missed it; `missedLimit` missed in a row withdraws it (the arena pauses it instead:
 * its player may come back). A table that closed without finishing its game (nobody there for
 * `UNATTENDED_LIMIT` actions) is recorded with every seat missed.
 */
export async function recordFinished(store: Store, ts: TournamentStore, t: TournamentRecord, now: number): Promise<Recorded> {
  const db = store.db;
  const rows = await db
    .selectFrom('tournament_tables')
    .innerJoin('tables', 'tables.id', 'tournament_tables.table_id')
    .leftJoin('games', (j) => j.onRef('games.table_id', '=', 'tournament_tables.table_id').on('games.number', '=', 1))
    .leftJoin('tournament_games', 'tournament_games.table_id', 'tournament_tables.table_id')
    .select([
      'tournament_tables.table_id',
      'tournament_tables.round',
      'tournament_tables.board',
      'tournament_tables.number',
      'tournament_tables.seats',
      'tables.status as table_status',
      'games.id as game_id',
      'games.status as game_status',
      'games.finished_at',
    ])
    .where('tournament_tables.tournament_id', '=', t.id)
    .where('tournament_games.game_id', 'is', null)
    .where((e) => e.or([e('games.status', '=', 'finished'), e('tables.status', '=', 'closed')]))
    .orderBy('games.finished_at')
    .execute();
  let games = 0;
  const withdrawn: EntryRecord[] = [];
  for (const r of rows) {
    const entries = JSON.parse(r.seats) as (string | null)[];
    const finished = r.game_status === 'finished' && r.game_id !== null;
    let seats: SeatResult[];
    if (finished) {
      const res = await seatResults(store, r.game_id!, entries);
      // A log that does not replay (never a player's doing): nobody gets points for it, nobody is punished.
      seats = 'error' in res ? entries.map((entry) => ({ entry, place: 1, score: 0, missed: false })) : res;
    } else {
      seats = entries.map((entry) => ({ entry, place: 1, score: 0, missed: entry !== null }));
    }
    const finishedAt = finished ? Number(r.finished_at) : now;
    const rec: TGameRecord = {
      gameId: r.game_id ?? `closed-${r.table_id}`,
      tableId: r.table_id,
      round: r.round,
      board: r.board,
      number: r.number,
      finishedAt,
      seats,
      counted: t.format !== 'arena' || t.endsAt === null || finishedAt <= t.endsAt,
    };
    const out = await db.transaction().execute(async (trx) => {
      if (!(await ts.addGame(t.id, rec, trx))) return [];
      const byEntry = new Map<string, boolean>();
      for (const s of seats) if (s.entry !== null) byEntry.set(s.entry, (byEntry.get(s.entry) ?? true) && s.missed);
      const all = await ts.entries(t.id, trx);
      const gone: EntryRecord[] = [];
      for (const [id, missed] of byEntry) {
        const e = all.find((x) => x.id === id);
        if (!e) continue;
        const count = missed ? e.missed + 1 : 0;
        const out = missed && count >= t.rules.missedLimit && e.status === 'registered';
        await ts.setEntry(id, { missed: count, ...(out ? { status: t.format === 'arena' ? 'paused' : 'withdrawn', withdrawn_at: now } : {}) }, trx);
        if (out) gone.push(e);
      }
      return gone;
    });
    games++;
    withdrawn.push(...out);
  }
  return { games, withdrawn };
}
