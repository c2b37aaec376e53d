/**
 * Swiss pairings by the FIDE Dutch system (Handbook C.04.3.1, the text in force until July 2017),
 * for card games: there are no colours, so every colour rule (A.6 preferences, B.3/B.4, the colour
 * steps of C) falls away and what remains is score brackets, S1 against S2, transpositions,
 * exchanges and floats. Pure: no server, no clock, no randomness.
 *
 * What is kept, in the handbook's words:
 * - A.2 order: score (higher first), then pairing number (lower first).
 * - A.3 score brackets; players left unpaired move down to the next bracket. A heterogeneous
 *   bracket pairs its moved-down players first (S1 = the moved-down players, S2 = the residents),
 *   and the rest (the remainder) is paired as a homogeneous bracket. A bracket in which at least
 *   half the players came from above is treated as homogeneous.
 * - A.5 byes: with an odd number of players the lowest player (A.2) who has not had a bye gets it.
 * - A.6/C.2–C.4: S1 holds the P highest players, S2 the rest; S1[i] meets S2[i].
 * - B.1 absolute: two players meet at most once; B.2 no second bye.
 * - B.5/B.6 relative: no player gets the same float (up/down) as in the previous round, nor as two
 *   rounds before — kept first, then B.6 is dropped, then B.5 (C.04.3.1 C.9 relaxes them so).
 * - D.1 transpositions of S2 in the order of the handbook's example, D.2 exchanges between S1
 *   and S2 in the order of its matrices (the 2017 text D.2 states the same order as criteria:
 *   fewer players exchanged; smaller difference of the sums of pairing numbers exchanged; the
 *   higher players leaving S1; the lower players leaving S2).
 * - When no pairing of a bracket with P pairs exists, P is reduced and the lowest players float.
 *
 * Simplification (documented in docs/social.md): where the lowest bracket cannot be completed,
 * the handbook re-pairs the bracket above it with other floaters (C.04.3.1 C.13); here the lowest
 * two brackets are merged into one and everything is paired again — repeated up to one bracket,
 * which is searched exhaustively. Only when no pairing without a repeat exists at all (more rounds
 * than the field allows) are repeats allowed, as few as the greedy fallback finds.
 */

export type Float = 'up' | 'down' | null;

export interface SwissPlayer {
  readonly id: string;
  /** A.2 b: 1 = first of the initial ranking list. */
  readonly pairingNo: number;
  readonly score: number;
  /** Everyone met so far (B.1). */
  readonly opponents: readonly string[];
  /** B.2 / A.5: a player who had a bye gets no second one. */
  readonly hadBye: boolean;
  /** The floats of the last rounds, the most recent first (B.5, B.6). */
  readonly floats?: readonly Float[];
}

export interface SwissRound {
  /** Higher-placed player (A.2) first. */
  readonly pairs: readonly (readonly [string, string])[];
  readonly bye: string | null;
  /** Pairs that meet again: 0 unless no other pairing existed. */
  readonly repeats: number;
}

/** A.2: score first, then pairing number. */
export const byA2 = (a: SwissPlayer, b: SwissPlayer): number => b.score - a.score || a.pairingNo - b.pairingNo;

const met = (a: SwissPlayer, b: SwissPlayer): boolean => a.opponents.includes(b.id);

/**
 * D.1: the transpositions of S2, first the original order, then every order "with the digits in
 * ascending order" (lexicographic by position in S2). A generator: the caller stops at the first
 * that fits, and `fits(i, x)` prunes every order in which position i cannot hold x.
 */
export function* transpositions<T>(s2: readonly T[], length = s2.length, fits: (i: number, x: T) => boolean = () => true): Generator<T[]> {
  const used = new Array<boolean>(s2.length).fill(false);
  const chosen: T[] = [];
  function* place(i: number): Generator<T[]> {
    if (i === length) {
      yield [...chosen, ...s2.filter((_, k) => !used[k])];
      return;
    }
    for (let k = 0; k < s2.length; k++) {
      if (used[k] || !fits(i, s2[k]!)) continue;
      used[k] = true;
      chosen.push(s2[k]!);
      yield* place(i + 1);
      chosen.pop();
      used[k] = false;
    }
  }
  yield* place(0);
}

export interface Exchange {
  /** Positions (0-based) in S1 of the players moving to S2, and in S2 of those moving to S1. */
  readonly fromS1: readonly number[];
  readonly fromS2: readonly number[];
}

function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (start: number) => {
    if (cur.length === k) return void out.push([...cur]);
    for (let i = start; i <= n - (k - cur.length); i++) {
      cur.push(i);
      rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

/** Above this many exchanges of one size the rest are not tried (a bracket of more than ~30). */
const MAX_EXCHANGES_PER_SIZE = 5000;

/**
 * D.2: the exchanges between S1 (size p) and S2 (size q), in the handbook's order. Players are
 * numbered 1…p in S1 and p+1…p+q in S2 (their place in the bracket). Order: fewer players
 * exchanged; then the smaller difference between the sum moved up and the sum moved down; then
 * the exchange moving the higher numbers out of S1 (compared from the highest); then the one
 * moving the lower numbers out of S2 (compared from the lowest).
 */
export function exchanges(p: number, q: number): Exchange[] {
  const out: Exchange[] = [];
  for (let k = 1; k <= Math.min(p, q); k++) {
    const a = combinations(p, k);
    const b = combinations(q, k);
    if (a.length * b.length > MAX_EXCHANGES_PER_SIZE) break;
    const sized: { e: Exchange; diff: number; s1Desc: number[]; s2Asc: number[] }[] = [];
    for (const x of a) {
      for (const y of b) {
        const s1 = x.map((i) => i + 1);
        const s2 = y.map((j) => p + j + 1);
        const diff = s2.reduce((s, n) => s + n, 0) - s1.reduce((s, n) => s + n, 0);
        sized.push({ e: { fromS1: x, fromS2: y }, diff, s1Desc: [...s1].sort((m, n) => n - m), s2Asc: s2 });
      }
    }
    sized.sort((u, v) => u.diff - v.diff || lexDesc(u.s1Desc, v.s1Desc) || lexAsc(u.s2Asc, v.s2Asc));
    out.push(...sized.map((s) => s.e));
  }
  return out;
}

/** Higher numbers first: the exchange moving the higher number out of S1 comes first. */
function lexDesc(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

function lexAsc(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

interface BracketPairing {
  readonly pairs: [SwissPlayer, SwissPlayer][];
  /** Left unpaired: they move down to the next bracket. */
  readonly floaters: SwissPlayer[];
}

/** A search that found nothing within this many steps gives up (and the brackets merge). */
const STEP_BUDGET = 400_000;

class Search {
  steps = 0;
  get spent(): boolean {
    return this.steps > STEP_BUDGET;
  }
}

/** B.5/B.6 for the players who would float (level 0: both kept, 1: only B.5, 2: neither). */
function floatsOk(floaters: readonly SwissPlayer[], upfloaters: readonly SwissPlayer[], level: number): boolean {
  if (level >= 2) return true;
  const bad = (p: SwissPlayer, f: Float) => p.floats?.[0] === f || (level === 0 && p.floats?.[1] === f);
  return !floaters.some((p) => bad(p, 'down')) && !upfloaters.some((p) => bad(p, 'up'));
}

/** Every pairing of a homogeneous bracket with `p` pairs, in the order of C/D (exchanges, then transpositions). */
function* homogeneous(players: readonly SwissPlayer[], p: number, search: Search): Generator<BracketPairing> {
  const s1 = players.slice(0, p);
  const s2 = players.slice(p);
  const orders: Exchange[] = [{ fromS1: [], fromS2: [] }, ...exchanges(s1.length, s2.length)];
  for (const ex of orders) {
    if (search.spent) return;
    const out1 = new Set(ex.fromS1);
    const out2 = new Set(ex.fromS2);
    const a = [...s1.filter((_, i) => !out1.has(i)), ...ex.fromS2.map((j) => s2[j]!)].sort(byA2);
    const b = [...s2.filter((_, j) => !out2.has(j)), ...ex.fromS1.map((i) => s1[i]!)].sort(byA2);
    const fits = (i: number, x: SwissPlayer) => {
      search.steps++;
      return !search.spent && !met(a[i]!, x);
    };
    for (const t of transpositions(b, a.length, fits)) {
      yield { pairs: a.map((x, i) => [x, t[i]!] as [SwissPlayer, SwissPlayer]), floaters: t.slice(a.length) };
    }
  }
}

/**
 * One bracket: its best pairing as the handbook orders them, or null when even with fewer pairs
 * the bracket cannot be paired (only the lowest bracket, which must pair everyone, can fail).
 */
function pairBracket(players: readonly SwissPlayer[], movedDown: number, last: boolean, search: Search): BracketPairing | null {
  const n = players.length;
  if (n === 0) return { pairs: [], floaters: [] };
  if (movedDown > 0 && movedDown * 2 < n) {
    const mdps = players.slice(0, movedDown);
    const residents = players.slice(movedDown);
    for (let level = 0; level <= 2; level++) {
      const fits = (i: number, x: SwissPlayer) => {
        search.steps++;
        return !search.spent && !met(mdps[i]!, x);
      };
      for (const t of transpositions(residents, mdps.length, fits)) {
        const up = t.slice(0, mdps.length);
        if (!floatsOk([], up, level)) continue;
        const rest = pairHomogeneous(t.slice(mdps.length), last, search, level);
        if (rest) return { pairs: [...mdps.map((m, i) => [m, up[i]!] as [SwissPlayer, SwissPlayer]), ...rest.pairs], floaters: rest.floaters };
        if (search.spent) return null;
      }
    }
    // Not every moved-down player can be paired here: the bracket is paired as one.
  }
  return pairHomogeneous(players, last, search, 0);
}

function pairHomogeneous(players: readonly SwissPlayer[], last: boolean, search: Search, fromLevel: number): BracketPairing | null {
  const n = players.length;
  if (n === 0) return { pairs: [], floaters: [] };
  const lowest = last ? Math.floor(n / 2) : 0;
  for (let p = Math.floor(n / 2); p >= lowest; p--) {
    for (let level = fromLevel; level <= 2; level++) {
      for (const cand of homogeneous(players, p, search)) {
        if (last && cand.floaters.length > 0) continue;
        if (floatsOk(cand.floaters, [], level)) return cand;
      }
      if (search.spent) return null;
      if (p === 0) break;
    }
  }
  return null;
}

function scoreGroups(ordered: readonly SwissPlayer[]): SwissPlayer[][] {
  const groups: SwissPlayer[][] = [];
  for (const p of ordered) {
    const g = groups.at(-1);
    if (g && g[0]!.score === p.score) g.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** All brackets top down; null when the lowest cannot be completed without a repeat. */
function pairGroups(groups: readonly SwissPlayer[][], search: Search): [SwissPlayer, SwissPlayer][] | null {
  let carry: SwissPlayer[] = [];
  const pairs: [SwissPlayer, SwissPlayer][] = [];
  for (const [i, g] of groups.entries()) {
    const last = i === groups.length - 1;
    const bracket = [...carry, ...g];
    const res = pairBracket(bracket, carry.length, last, search);
    if (!res) return null;
    pairs.push(...res.pairs);
    carry = res.floaters;
  }
  return carry.length === 0 ? pairs : null;
}

/** Pairs an even field without repeats, merging the lowest brackets until it works; null if impossible. */
function pairWithoutRepeats(ordered: readonly SwissPlayer[]): [SwissPlayer, SwissPlayer][] | null {
  const groups = scoreGroups(ordered);
  for (let merged = 1; merged <= groups.length; merged++) {
    const keep = groups.slice(0, groups.length - merged);
    const tail = groups.slice(groups.length - merged).flat();
    const search = new Search();
    const res = pairGroups([...keep, tail], search);
    if (res) return res;
  }
  return null;
}

/** When every pairing repeats someone: top down, each with the first not met yet, else the first free. */
function pairGreedy(ordered: readonly SwissPlayer[]): [SwissPlayer, SwissPlayer][] {
  const free = [...ordered];
  const pairs: [SwissPlayer, SwissPlayer][] = [];
  while (free.length >= 2) {
    const a = free.shift()!;
    const k = free.findIndex((b) => !met(a, b));
    const [b] = free.splice(k < 0 ? 0 : k, 1);
    pairs.push([a, b!]);
  }
  return pairs;
}

const ids = (pairs: readonly [SwissPlayer, SwissPlayer][]): [string, string][] => pairs.map(([a, b]) => (byA2(a, b) <= 0 ? [a.id, b.id] : [b.id, a.id]));

/** The next round's pairing of `players` (those to be paired: withdrawn players are left out). */
export function pairDutch(players: readonly SwissPlayer[]): SwissRound {
  const ordered = [...players].sort(byA2);
  if (ordered.length % 2 === 0) {
    const clean = pairWithoutRepeats(ordered);
    if (clean) return { pairs: ids(clean), bye: null, repeats: 0 };
    const greedy = pairGreedy(ordered);
    return { pairs: ids(greedy), bye: null, repeats: greedy.filter(([a, b]) => met(a, b)).length };
  }
  // A.5: the bye goes to the lowest player who has not had one, such that the rest can be paired.
  const candidates = [...ordered].reverse();
  const eligible = candidates.filter((p) => !p.hadBye);
  for (const bye of eligible.length > 0 ? eligible : candidates) {
    const clean = pairWithoutRepeats(ordered.filter((p) => p !== bye));
    if (clean) return { pairs: ids(clean), bye: bye.id, repeats: 0 };
  }
  const bye = (eligible[0] ?? candidates[0])!;
  const greedy = pairGreedy(ordered.filter((p) => p !== bye));
  return { pairs: ids(greedy), bye: bye.id, repeats: greedy.filter(([a, b]) => met(a, b)).length };
}

/** The floats a pairing gives (A.4): the higher of two unequal scores floats down, the lower up. */
export function floatsOf(round: SwissRound, scores: ReadonlyMap<string, number>): Map<string, Float> {
  const out = new Map<string, Float>();
  for (const [a, b] of round.pairs) {
    const sa = scores.get(a) ?? 0;
    const sb = scores.get(b) ?? 0;
    out.set(a, sa > sb ? 'down' : sa < sb ? 'up' : null);
    out.set(b, sb > sa ? 'down' : sb < sa ? 'up' : null);
  }
  if (round.bye) out.set(round.bye, 'down');
  return out;
}
