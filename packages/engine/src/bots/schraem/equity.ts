/**
 * What lives are worth: each seat's chance to be the last survivor (S-23) from a lives vector,
 * under a plain model of the rest of the game — every hand one active seat, drawn at random,
 * wins and every other active seat loses the hand's value (1, 2 or 3, as often as they cost in
 * bot games). It makes a lost life dearer the fewer are left
 * and being eliminated the worst outcome, which is what the betting needs (the aim is to
 * survive, not to keep points).
 */
const memo = new Map<string, readonly number[]>();

/** [lives lost by a loser, probability] */
const LOSSES: readonly (readonly [number, number])[] = [
  [1, 0.6],
  [2, 0.25],
  [3, 0.15],
];

/** Chances for lives sorted from most to fewest, all positive. */
function chancesSorted(lives: readonly number[]): readonly number[] {
  const k = lives.length;
  if (k === 1) return [1];
  const key = lives.join(',');
  const hit = memo.get(key);
  if (hit) return hit;
  const out = new Array<number>(k).fill(0);
  for (const [loss, p] of LOSSES) {
    for (let w = 0; w < k; w++) {
      // Winner w keeps its lives, the others lose `loss`.
      const next: { lives: number; from: number }[] = [];
      for (let i = 0; i < k; i++) {
        const l = i === w ? lives[i]! : lives[i]! - loss;
        if (l > 0) next.push({ lives: l, from: i });
      }
      next.sort((a, b) => b.lives - a.lives || a.from - b.from);
      const sub = chancesSorted(next.map((x) => x.lives));
      for (let j = 0; j < next.length; j++) out[next[j]!.from]! += (p * sub[j]!) / k;
    }
  }
  memo.set(key, out);
  return out;
}

/** Each seat's chance to win the game; 0 for eliminated seats. */
export function survivalChances(lives: readonly number[]): number[] {
  const seats = lives.map((l, s) => ({ l, s })).filter((x) => x.l > 0);
  seats.sort((a, b) => b.l - a.l || a.s - b.s);
  const out = new Array<number>(lives.length).fill(0);
  if (seats.length === 0) return out;
  const ch = chancesSorted(seats.map((x) => x.l));
  seats.forEach((x, j) => (out[x.s] = ch[j]!));
  return out;
}

/** The chance of `seat` alone. */
export const survivalChance = (lives: readonly number[], seat: number): number => survivalChances(lives)[seat]!;
