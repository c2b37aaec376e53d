import { Rng } from '@stammtisch/engine';

/**
 * Drawing tables of three or four (Rheinland S-31, Eifel V-22, Swiss and arena tables of more
 * than two). Pure and deterministic: the same entries, history and seed always give the same
 * tables, so anyone can recompute a draw from the stored seed.
 *
 * The draw (documented in docs/social.md):
 * 1. The sizes: as few tables as `size` allows, as even as possible (`tableSizes`).
 * 2. The cost of a draw is the sum over every pair of table-mates of the number of times they
 *    already shared a table, squared per pair (two repeats of one pair cost more than one repeat
 *    of two pairs), plus — for score-ordered draws (Swiss tables) — the spread of scores at each
 *    table.
 * 3. From `restarts` seeded shuffles, each improved by swapping two players of different tables
 *    while that lowers the cost (first improvement, scanning in order), the cheapest draw wins;
 *    the earliest restart on a tie.
 */

/** How many seats each table gets: ceil(n / size) tables, sizes differing by one at most, larger first. */
export function tableSizes(n: number, size: number): number[] {
  if (n <= 0) return [];
  const tables = Math.ceil(n / size);
  const base = Math.floor(n / tables);
  const extra = n % tables;
  return Array.from({ length: tables }, (_, i) => base + (i < extra ? 1 : 0));
}

/** How often each pair shared a table: key `a|b` with a < b. */
export type MetCount = ReadonlyMap<string, number>;

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function countMeetings(tables: Iterable<readonly string[]>, into = new Map<string, number>()): Map<string, number> {
  for (const t of tables) {
    for (let i = 0; i < t.length; i++) {
      for (let j = i + 1; j < t.length; j++) {
        const k = pairKey(t[i]!, t[j]!);
        into.set(k, (into.get(k) ?? 0) + 1);
      }
    }
  }
  return into;
}

export interface DrawInput {
  /** In a fixed order (e.g. the standings); the draw only depends on the order through the seed's shuffle. */
  readonly entries: readonly string[];
  readonly sizes: readonly number[];
  readonly met: MetCount;
  readonly seed: string;
  /** Score-ordered draw (Swiss tables): keep similar scores together. */
  readonly scores?: ReadonlyMap<string, number>;
  readonly restarts?: number;
}

function tableCost(table: readonly string[], met: MetCount, scores: ReadonlyMap<string, number> | undefined): number {
  let cost = 0;
  for (let i = 0; i < table.length; i++) {
    for (let j = i + 1; j < table.length; j++) {
      const m = met.get(pairKey(table[i]!, table[j]!)) ?? 0;
      cost += m * m * 1000;
    }
  }
  if (scores && table.length > 0) {
    const s = table.map((id) => scores.get(id) ?? 0);
    cost += Math.max(...s) - Math.min(...s);
  }
  return cost;
}

export function drawCost(tables: readonly (readonly string[])[], met: MetCount, scores?: ReadonlyMap<string, number>): number {
  return tables.reduce((sum, t) => sum + tableCost(t, met, scores), 0);
}

/** The number of table-mate pairs of a draw that met before (the figure docs and tests speak of). */
export function repeatPairs(tables: readonly (readonly string[])[], met: MetCount): number {
  let n = 0;
  for (const t of tables) for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if ((met.get(pairKey(t[i]!, t[j]!)) ?? 0) > 0) n++;
  return n;
}

function improve(tables: string[][], met: MetCount, scores: ReadonlyMap<string, number> | undefined): void {
  const costs = tables.map((t) => tableCost(t, met, scores));
  for (let better = true; better; ) {
    better = false;
    for (let a = 0; a < tables.length; a++) {
      for (let b = a + 1; b < tables.length; b++) {
        for (let i = 0; i < tables[a]!.length; i++) {
          for (let j = 0; j < tables[b]!.length; j++) {
            const ta = tables[a]!;
            const tb = tables[b]!;
            [ta[i], tb[j]] = [tb[j]!, ta[i]!];
            const ca = tableCost(ta, met, scores);
            const cb = tableCost(tb, met, scores);
            if (ca + cb < costs[a]! + costs[b]!) {
              costs[a] = ca;
              costs[b] = cb;
              better = true;
            } else {
              [ta[i], tb[j]] = [tb[j]!, ta[i]!];
            }
          }
        }
      }
    }
  }
}

/** The draw: tables of the given sizes, each table's entries in the order they were drawn. */
export function drawTables(input: DrawInput): string[][] {
  const total = input.sizes.reduce((s, n) => s + n, 0);
  if (total !== input.entries.length) throw new Error(`draw: ${input.entries.length} entries for ${total} seats`);
  const rng = Rng.fromSeed(input.seed);
  let best: string[][] | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  const restarts = input.restarts ?? 24;
  for (let r = 0; r < restarts; r++) {
    // The first start of a score-ordered draw is the standings order itself (top table first).
    const order = r === 0 && input.scores ? [...input.entries] : rng.shuffle([...input.entries]);
    const tables: string[][] = [];
    let at = 0;
    for (const size of input.sizes) {
      tables.push(order.slice(at, at + size));
      at += size;
    }
    improve(tables, input.met, input.scores);
    const cost = drawCost(tables, input.met, input.scores);
    if (cost < bestCost) {
      best = tables;
      bestCost = cost;
      if (cost === 0) break;
    }
  }
  return best ?? [];
}
