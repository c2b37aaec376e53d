import { OBENABE, popcount9, RANK_9, RANK_K, RANK_O, RANK_U, UNDENUFE } from '../../games/schieber/cards.ts';

/**
 * What a hand (four suit masks) offers each contract, as numbers for the linear models of
 * contract-table.ts. Trump: Buur, Nell, trump Ace, the other trumps, length, side Aces and the
 * Tens they protect, short side suits (ruffs), Stöck. Obenabe / Undenufe: the cards that take
 * tricks from the top (A, A-K, A-K-O …) or the bottom (6, 6-7, …), the length behind them, the
 * 8s (worth 8 there) and the lone high cards that lose.
 */
/** Linear models (weights in the order of the feature lists below) of contract.ts. */
export interface ContractModel {
  readonly trumpLead: readonly number[];
  readonly trumpPushed: readonly number[];
  readonly obenabeLead: readonly number[];
  readonly obenabePushed: readonly number[];
  readonly undenufeLead: readonly number[];
  readonly undenufePushed: readonly number[];
  readonly push: readonly number[];
}

export const TRUMP_FEATURES = [
  'bias', 'buur', 'nell', 'trumpAce', 'trumpKO', 'trumpsOther', 'trumps2', 'sideAces', 'sideTensWithAce',
  'sideKingsWithAce', 'sideTensBare', 'voids', 'singletons', 'stoeck', 'buurNell',
] as const;
export const PLAIN_FEATURES = ['bias', 'tops', 'tops2', 'controlledLength', 'eights', 'highBare', 'suitsControlled', 'tens', 'voidsOrShort'] as const;
export const PUSH_FEATURES = ['bias', 'aces', 'sixes', 'buurs', 'nells', 'tens', 'kings', 'bestTrump', 'bestPlain'] as const;

/** Natural rank order bottom up for Undenufe, top down for Obenabe (rank indices 6 … A = 0 … 8). */
const TOP_DOWN = [8, 7, 6, 5, 4, 3, 2, 1, 0] as const;
const BOTTOM_UP = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

export function trumpFeatures(hand: readonly number[], trump: number, out: number[]): number[] {
  const t = hand[trump]!;
  const has = (r: number): number => (t >>> r) & 1;
  const n = popcount9(t);
  let sideAces = 0;
  let tensWithAce = 0;
  let kingsWithAce = 0;
  let tensBare = 0;
  let voids = 0;
  let singletons = 0;
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    const m = hand[s]!;
    const len = popcount9(m);
    const ace = (m >>> 8) & 1;
    sideAces += ace;
    if ((m >>> 4) & 1) {
      if (ace) tensWithAce++;
      else if (len <= 2) tensBare++;
    }
    if (ace && (m >>> RANK_K) & 1) kingsWithAce++;
    if (len === 0) voids++;
    if (len === 1 && !ace) singletons++;
  }
  const ko = has(RANK_K) + has(RANK_O);
  const others = n - has(RANK_U) - has(RANK_9) - has(8) - ko;
  out.length = 0;
  out.push(1, has(RANK_U), has(RANK_9), has(8), ko, others, n * n, sideAces, tensWithAce, kingsWithAce, tensBare, voids, singletons, ko === 2 ? 1 : 0, has(RANK_U) * has(RANK_9));
  return out;
}

/** Obenabe (`contract` 4) or Undenufe (5). */
export function plainFeatures(hand: readonly number[], contract: number, out: number[]): number[] {
  const order = contract === OBENABE ? TOP_DOWN : BOTTOM_UP;
  let tops = 0;
  let tops2 = 0;
  let controlled = 0;
  let highBare = 0;
  let suits = 0;
  let short = 0;
  for (let s = 0; s < 4; s++) {
    const m = hand[s]!;
    const len = popcount9(m);
    let run = 0;
    while (run < 9 && ((m >>> order[run]!) & 1) === 1) run++;
    tops += run;
    tops2 += run * run;
    if (run > 0) {
      controlled += len - run;
      suits++;
    } else if (len > 0) {
      // Second-best card with one guard: often a trick; a bare one loses.
      const second = ((m >>> order[1]!) & 1) === 1;
      if (second && len === 1) highBare++;
    }
    if (len <= 1) short++;
  }
  const eights = countRank(hand, 2);
  out.length = 0;
  out.push(1, tops, tops2, controlled, eights, highBare, suits, countRank(hand, 4), short);
  return out;
}

function countRank(hand: readonly number[], rank: number): number {
  let n = 0;
  for (let s = 0; s < 4; s++) n += (hand[s]! >>> rank) & 1;
  return n;
}

export function pushFeatures(hand: readonly number[], bestTrump: number, bestPlain: number, out: number[]): number[] {
  out.length = 0;
  out.push(1, countRank(hand, 8), countRank(hand, 0), countRank(hand, RANK_U), countRank(hand, RANK_9), countRank(hand, 4), countRank(hand, RANK_K), bestTrump, bestPlain);
  return out;
}

export const isPlain = (contract: number): boolean => contract === OBENABE || contract === UNDENUFE;
