import { countMeetings, drawTables, pairKey, tableSizes } from './pairing/draw.ts';
import { type Float, floatsOf, pairDutch, type SwissPlayer } from './pairing/dutch.ts';
import { type GameResult, type SeatResult, type Standing, standings } from './pairing/standings.ts';
import type { Board, EntryRecord, RoundPlan, RoundRecord, TGameRecord, TournamentRecord } from './store.ts';

/**
 * What each round plays, from the tournament's history: pure functions over the stored rounds,
 * games and entries (the director stores what they return). The draws are seeded with the
 * tournament's seed, so a recomputation gives the same tables.
 */

/** Standings input: counted games only; the two seats of a team entry count once. */
export function gameResults(games: readonly TGameRecord[]): GameResult[] {
  return games
    .filter((g) => g.counted)
    .map((g) => {
      const seen = new Map<string, SeatResult>();
      const seats: SeatResult[] = [];
      for (const s of g.seats) {
        if (s.entry === null) {
          seats.push(s);
          continue;
        }
        const had = seen.get(s.entry);
        if (!had) {
          seen.set(s.entry, s);
          seats.push(s);
        } else {
          const merged = { ...had, place: Math.min(had.place, s.place), score: had.score + s.score, missed: had.missed && s.missed };
          seen.set(s.entry, merged);
          seats[seats.indexOf(had)] = merged;
        }
      }
      return { gameId: g.gameId, round: g.round, board: g.board, number: g.number, finishedAt: g.finishedAt, seats };
    });
}

export function currentStandings(t: TournamentRecord, entries: readonly EntryRecord[], games: readonly TGameRecord[], rounds: readonly RoundRecord[]): Standing[] {
  return standings({
    format: t.format,
    entries: entries.filter((e) => e.status !== 'pending').map((e) => e.id),
    games: gameResults(games),
    byes: rounds.flatMap((r) => r.plan.byes.map((entry) => ({ round: r.round, entry }))),
    tableSize: t.rules.entry === 'team' ? 2 : t.rules.tableSize,
    rounds: t.format === 'swiss' ? t.rules.rounds : t.format === 'arena' ? 1 : t.rules.series,
  });
}

const earlierBoards = (rounds: readonly RoundRecord[], before: number) =>
  rounds.filter((r) => r.round < before).flatMap((r) => r.plan.boards.map((b) => [...new Set(b.seats.filter((s): s is string => s !== null))]));

/** S-31 / V-22: new tables for a series, drawn to avoid repeat table-mates (`draw.ts`). */
export function seriesPlan(t: TournamentRecord, round: number, active: readonly string[], rounds: readonly RoundRecord[]): RoundPlan {
  const sizes = tableSizes(active.length, t.rules.tableSize);
  const met = countMeetings(earlierBoards(rounds, round));
  const tables = drawTables({ entries: [...active].sort(), sizes, met, seed: `${t.seed}:series:${round}` });
  const least = Math.min(3, t.rules.tableSize);
  return { boards: tables.map((tb, i) => ({ board: i + 1, seats: [...tb, ...new Array<null>(Math.max(0, least - tb.length)).fill(null)] })), byes: [] };
}

/** Opponents met so far, per entry (the other entries at its tables). */
function opponents(games: readonly TGameRecord[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const g of games) {
    const here = [...new Set(g.seats.flatMap((s) => (s.entry ? [s.entry] : [])))];
    for (const a of here) {
      const set = out.get(a) ?? new Set<string>();
      for (const b of here) if (b !== a) set.add(b);
      out.set(a, set);
    }
  }
  return out;
}

/** Schieber with rotating partners: of the three ways to pair four, the one with the fewest old partnerships. */
function partnerSeats(four: readonly string[], partnered: ReadonlyMap<string, number>): string[] {
  const [a, b, c, d] = four as [string, string, string, string];
  const ways: string[][] = [
    [a, b, c, d], // a+c, b+d
    [a, c, b, d], // a+b, c+d
    [a, b, d, c], // a+d, b+c
  ];
  const cost = (w: string[]) => (partnered.get(pairKey(w[0]!, w[2]!)) ?? 0) + (partnered.get(pairKey(w[1]!, w[3]!)) ?? 0);
  return ways.reduce((best, w) => (cost(w) < cost(best) ? w : best));
}

/**
 * A Swiss round. Pairs (two seats, or Schieber teams of fixed partners): the Dutch system
 * (`pairing/dutch.ts`) on the standings' points, with byes and floats. Tables of three or four:
 * the field in standings order, drawn into tables avoiding repeat table-mates first and keeping
 * similar points together second; Schieber's rotating partners avoid old partnerships.
 */
export function swissPlan(
  t: TournamentRecord,
  round: number,
  active: readonly EntryRecord[],
  games: readonly TGameRecord[],
  rounds: readonly RoundRecord[],
  table: readonly Standing[],
): RoundPlan {
  const points = new Map(table.map((s) => [s.entry, s.points]));
  const ids = active.map((e) => e.id);
  if (t.rules.tableSize === 2 || t.rules.entry === 'team') {
    const met = opponents(games);
    const byes = new Set(rounds.flatMap((r) => r.plan.byes));
    const floats = (id: string): Float[] => [...rounds].reverse().slice(0, 2).map((r) => r.plan.floats?.[id] ?? null);
    const players: SwissPlayer[] = active.map((e) => ({
      id: e.id,
      pairingNo: e.pairingNo,
      score: points.get(e.id) ?? 0,
      opponents: [...(met.get(e.id) ?? [])],
      hadBye: byes.has(e.id),
      floats: floats(e.id),
    }));
    const r = pairDutch(players);
    const boards: Board[] = r.pairs.map(([a, b], i) => ({ board: i + 1, seats: t.rules.entry === 'team' ? [a, b, a, b] : [a, b] }));
    return { boards, byes: r.bye ? [r.bye] : [], floats: Object.fromEntries(floatsOf(r, points)) };
  }
  const order = [...ids].sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || (a < b ? -1 : 1));
  const sizes = tableSizes(order.length, t.rules.tableSize);
  const met = countMeetings(earlierBoards(rounds, round));
  const tables = drawTables({ entries: order, sizes, met, seed: `${t.seed}:swiss:${round}`, scores: points });
  const seats = t.game === 'schieber' ? 4 : Math.min(3, t.rules.tableSize);
  const partnered = new Map<string, number>();
  if (t.game === 'schieber') {
    for (const b of rounds.flatMap((r) => r.plan.boards)) {
      for (const [x, y] of [[0, 2], [1, 3]] as const) {
        const p = b.seats[x];
        const q = b.seats[y];
        if (p && q) partnered.set(pairKey(p, q), (partnered.get(pairKey(p, q)) ?? 0) + 1);
      }
    }
  }
  return {
    boards: tables.map((tb, i) => {
      const filled: (string | null)[] = [...tb, ...new Array<null>(Math.max(0, seats - tb.length)).fill(null)];
      const arranged = t.game === 'schieber' && tb.length === 4 ? partnerSeats(tb, partnered) : filled;
      return { board: i + 1, seats: arranged };
    }),
    byes: [],
  };
}

/**
 * The arena's next tables: of the free entries (longest waiting first), as many full tables as
 * there are, drawn by points so that leaders meet leaders, and avoiding the table-mates of each
 * one's last game.
 */
export function arenaTables(t: TournamentRecord, free: readonly string[], table: readonly Standing[], lastMates: ReadonlyMap<string, readonly string[]>, nextBoard: number): Board[] {
  const size = t.rules.tableSize;
  const k = Math.floor(free.length / size);
  if (k === 0) return [];
  const chosen = free.slice(0, k * size);
  const points = new Map(table.map((s) => [s.entry, s.points]));
  const met = new Map<string, number>();
  for (const id of chosen) for (const o of lastMates.get(id) ?? []) met.set(pairKey(id, o), 1);
  const order = [...chosen].sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || (a < b ? -1 : 1));
  const tables = drawTables({ entries: order, sizes: new Array<number>(k).fill(size), met, seed: `${t.seed}:arena:${nextBoard}`, scores: points, restarts: 8 });
  return tables.map((tb, i) => ({ board: nextBoard + i, seats: tb }));
}
