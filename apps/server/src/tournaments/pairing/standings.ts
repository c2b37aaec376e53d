/**
 * Standings of a tournament from its recorded games — pure, so the server and a recomputation
 * from the stored logs give the same table. Documented in docs/social.md ("Standings").
 */

export const FORMATS = ['rheinland', 'eifel', 'swiss', 'arena'] as const;
export type Format = (typeof FORMATS)[number];

/** One seat of one recorded tournament game. */
export interface SeatResult {
  /** The entry (player or team) at this seat; null for a bot. */
  readonly entry: string | null;
  /** 1 = best; equal results share a place (as `ranking/outcome.ts` replays them). */
  readonly place: number;
  /** 7-Schräm S-23: the survivor's lives + 7, else 0; other games 0. */
  readonly score: number;
  /** The player never played this seat (no action of theirs) or a bot covered it to the end. */
  readonly missed: boolean;
}

export interface GameResult {
  readonly gameId: string;
  /** Series (Rheinland, Eifel) or round (Swiss); arena: 1. */
  readonly round: number;
  readonly board: number;
  /** The game's number at its board within the round (series games 1…5). */
  readonly number: number;
  readonly finishedAt: number;
  readonly seats: readonly SeatResult[];
}

export interface Standing {
  readonly entry: string;
  /** 1-based; equal in every criterion = equal rank (the next rank skips). */
  readonly rank: number;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly missed: number;
  /** The criteria after points, in order, as documented for the format. */
  readonly tiebreaks: Readonly<Record<string, number>>;
  /** Per round (series), the points made in it. */
  readonly byRound: readonly number[];
  /** Arena: the current run of wins (a streak of 2 or more doubles the next games). */
  readonly streak?: number;
}

/** Seats that finished behind this one: the points of a placement (Swiss, arena). */
export function beaten(seats: readonly SeatResult[], i: number): number {
  const me = seats[i]!;
  return seats.filter((s, j) => j !== i && s.place > me.place).length;
}

export const wonSeat = (seats: readonly SeatResult[], i: number): boolean =>
  seats[i]!.place === 1 && seats.some((s) => s.place > 1) && !seats[i]!.missed;

interface Tally {
  entry: string;
  points: number;
  games: number;
  wins: number;
  missed: number;
  best: number;
  byRound: number[];
  opponents: string[];
  beatenEntries: string[];
  streak: number;
  reachedAt: number;
}

const fresh = (entry: string, rounds: number): Tally => ({
  entry,
  points: 0,
  games: 0,
  wins: 0,
  missed: 0,
  best: 0,
  byRound: new Array<number>(rounds).fill(0),
  opponents: [],
  beatenEntries: [],
  streak: 0,
  reachedAt: 0,
});

export interface StandingsInput {
  readonly format: Format;
  /** Every entry, also those without a game yet (and withdrawn ones: they keep their points). */
  readonly entries: readonly string[];
  readonly games: readonly GameResult[];
  /** Swiss: the byes given, by round; a bye is worth a win at a table of `tableSize`. */
  readonly byes?: readonly { readonly round: number; readonly entry: string }[];
  readonly tableSize?: number;
  readonly rounds?: number;
}

/**
 * Points per format:
 * - rheinland, eifel: the sum of the game scores (S-23); a missed game scores 0. Ties: more games
 *   won, then the best single game, then the points of the last series, then the one before …
 * - swiss: per game one point per seat finished behind (pairs: 1 for a win); a bye is worth a win
 *   (tableSize − 1). Ties: Buchholz (the sum of every opponent's points), then Sonneborn–Berger
 *   (the sum of the points of the opponents beaten), then games won.
 * - arena: per game one point per seat finished behind, doubled while on a streak (the two
 *   games before were won); a game that is not won ends the streak. Ties: games won, then who
 *   reached the points first.
 */
export function standings(input: StandingsInput): Standing[] {
  const rounds = Math.max(input.rounds ?? 0, ...input.games.map((g) => g.round), ...(input.byes ?? []).map((b) => b.round), 0);
  const t = new Map(input.entries.map((e) => [e, fresh(e, rounds)]));
  const games = [...input.games].sort((a, b) => a.finishedAt - b.finishedAt || a.round - b.round || a.board - b.board || a.number - b.number);
  for (const g of games) {
    g.seats.forEach((s, i) => {
      if (s.entry === null) return;
      const x = t.get(s.entry);
      if (!x) return;
      const won = wonSeat(g.seats, i);
      const others = g.seats.filter((o, j) => j !== i && o.entry !== null && o.entry !== s.entry);
      x.games++;
      if (s.missed) x.missed++;
      if (won) x.wins++;
      let p = 0;
      if (input.format === 'rheinland' || input.format === 'eifel') {
        p = s.missed ? 0 : s.score;
        x.best = Math.max(x.best, p);
      } else {
        const base = s.missed ? 0 : beaten(g.seats, i);
        p = input.format === 'arena' && x.streak >= 2 ? base * 2 : base;
        x.opponents.push(...others.map((o) => o.entry!));
        x.beatenEntries.push(...others.filter((o) => o.place > s.place).map((o) => o.entry!));
      }
      x.streak = won ? x.streak + 1 : 0;
      x.points += p;
      x.byRound[g.round - 1] = (x.byRound[g.round - 1] ?? 0) + p;
      if (p > 0) x.reachedAt = g.finishedAt;
    });
  }
  const byeWorth = Math.max(1, (input.tableSize ?? 2) - 1);
  for (const b of input.byes ?? []) {
    const x = t.get(b.entry);
    if (!x) continue;
    x.points += byeWorth;
    x.byRound[b.round - 1] = (x.byRound[b.round - 1] ?? 0) + byeWorth;
  }
  const points = (e: string) => t.get(e)?.points ?? 0;
  const rows = [...t.values()].map((x) => {
    const tiebreaks: Record<string, number> =
      input.format === 'swiss'
        ? {
            buchholz: x.opponents.reduce((s, o) => s + points(o), 0),
            sonnebornBerger: x.beatenEntries.reduce((s, o) => s + points(o), 0),
            wins: x.wins,
          }
        : input.format === 'arena'
          ? { wins: x.wins, reachedFirst: -x.reachedAt }
          : { wins: x.wins, best: x.best, ...Object.fromEntries([...x.byRound].reverse().map((p, i) => [`round${x.byRound.length - i}`, p])) };
    return { x, key: [x.points, ...Object.values(tiebreaks)], tiebreaks };
  });
  rows.sort((a, b) => compareKeys(b.key, a.key) || (a.x.entry < b.x.entry ? -1 : 1));
  return rows.map((r, i) => {
    const first = rows.findIndex((o) => compareKeys(o.key, r.key) === 0);
    const { reachedFirst, ...rest } = r.tiebreaks;
    const tiebreaks = reachedFirst === undefined ? rest : { ...rest, reachedAt: r.x.reachedAt };
    return {
      entry: r.x.entry,
      rank: first >= 0 && first < i ? first + 1 : i + 1,
      points: r.x.points,
      games: r.x.games,
      wins: r.x.wins,
      missed: r.x.missed,
      tiebreaks,
      byRound: r.x.byRound,
      ...(input.format === 'arena' ? { streak: r.x.streak } : {}),
    };
  });
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
