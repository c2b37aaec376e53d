import { POINTS, rankOf, STRENGTH, suitOf } from '../../games/schieber/cards.ts';
import { playableInto, winningPosition } from '../../games/schieber/follow.ts';
import { EMPTY_TRICK, type PackedTrick, trickCard, trickSize, withCard } from '../../games/schieber/trick.ts';
import { LAST_TRICK, MATSCH, type Sim } from './sim.ts';

/**
 * Exact play of the rest of a round with every card known: alpha-beta over one team's points
 * still to come minus the opponents' (card points, the last trick's 5, Matsch), the partners
 * maximising together and the opponents minimising. Cards are tried strongest first; positions at the start of a
 * trick are remembered (the cards left fix every hand, since each card belongs to one seat).
 */
const INF = 10_000;

export class Solver {
  /** Nodes visited since construction: the deterministic work count behind the budgets. */
  nodes = 0;
  private contract = 0;
  private team = 0;
  private str: Int16Array = STRENGTH[0]!;
  private pts: Int16Array = POINTS[0]!;
  private readonly hands: number[] = new Array<number>(16).fill(0);
  private tricksDone = 0;
  private readonly tricks = [0, 0];
  private readonly moves: number[][] = Array.from({ length: 40 }, () => new Array<number>(9).fill(0));
  private readonly legal = [0, 0, 0, 0];
  /** Remembered trick starts: value * 4 + kind (0 exact, 1 at least, 2 at most). */
  private readonly memo = new Map<number, number>();
  /** The seat holding each card in the deal the memo belongs to. */
  private readonly owner = new Int8Array(36).fill(-1);

  /** `team`'s points minus the opponents' from the position of `sim` on (sim is not changed). */
  value(sim: Sim, team: number): number {
    this.load(sim, team);
    return this.search(sim.trick, sim.leader, 0, -INF, INF);
  }

  /** The same after the seat to act in `sim` plays `card`. */
  valueAfter(sim: Sim, team: number, card: number, alpha = -INF, beta = INF): number {
    this.load(sim, team);
    return this.playThen(sim.trick, sim.leader, card, 0, alpha, beta);
  }

  private load(sim: Sim, team: number): void {
    if (this.contract !== sim.contract || this.team !== team || !this.sameDeal(sim.hands)) {
      this.memo.clear();
      this.owner.fill(-1);
      for (let i = 0; i < 16; i++) for (let m = sim.hands[i]!; m !== 0; m &= m - 1) this.owner[(i & 3) * 9 + 31 - Math.clz32(m & -m)] = i >> 2;
    }
    this.contract = sim.contract;
    this.team = team;
    this.str = STRENGTH[sim.contract]!;
    this.pts = POINTS[sim.contract]!;
    for (let i = 0; i < 16; i++) this.hands[i] = sim.hands[i]!;
    this.tricksDone = sim.tricksDone;
    this.tricks[0] = sim.tricks[0];
    this.tricks[1] = sim.tricks[1];
  }

  /** Whether every card in `hands` is held by the seat that held it in the remembered deal. */
  private sameDeal(hands: readonly number[]): boolean {
    for (let i = 0; i < 16; i++) {
      for (let m = hands[i]!; m !== 0; m &= m - 1) if (this.owner[(i & 3) * 9 + 31 - Math.clz32(m & -m)] !== i >> 2) return false;
    }
    return true;
  }

  /** Points for `team` from here on; the seat to act is `leader + size(trick)`. */
  private search(trick: PackedTrick, leader: number, depth: number, alpha: number, beta: number): number {
    this.nodes++;
    const size = trickSize(trick);
    if (size === 0) {
      if (this.tricksDone === 9) return 0;
      const key = this.key(leader);
      const m = this.memo.get(key);
      if (m !== undefined) {
        const v = m >> 2;
        const kind = m & 3;
        if (kind === 0 || (kind === 1 && v >= beta) || (kind === 2 && v <= alpha)) return v;
      }
      const v = this.expand(trick, leader, depth, alpha, beta);
      this.memo.set(key, v * 4 + (v <= alpha ? 2 : v >= beta ? 1 : 0));
      return v;
    }
    return this.expand(trick, leader, depth, alpha, beta);
  }

  private expand(trick: PackedTrick, leader: number, depth: number, alpha: number, beta: number): number {
    const seat = (leader + trickSize(trick)) & 3;
    playableInto(this.hands, seat * 4, this.contract, trick, this.legal);
    const moves = this.moves[depth]!;
    let n = 0;
    for (let suit = 0; suit < 4; suit++) {
      for (let m = this.legal[suit]!; m !== 0; m &= m - 1) moves[n++] = suit * 9 + 31 - Math.clz32(m & -m);
    }
    // Strongest first (insertion sort; at most nine cards).
    for (let i = 1; i < n; i++) {
      const c = moves[i]!;
      const k = this.str[c]! * 16 + this.pts[c]!;
      let j = i - 1;
      while (j >= 0 && this.str[moves[j]!]! * 16 + this.pts[moves[j]!]! < k) {
        moves[j + 1] = moves[j]!;
        j--;
      }
      moves[j + 1] = c;
    }
    const max = (seat & 1) === this.team;
    let best = max ? -INF : INF;
    for (let i = 0; i < n; i++) {
      if (i > 0 && this.equivalent(moves[i - 1]!, moves[i]!, trick)) continue;
      const v = this.playThen(trick, leader, moves[i]!, depth, alpha, beta);
      if (max) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /**
   * Two cards of one hand are interchangeable when they are of one suit, worth the same points and
   * no card still in play (in a hand or on the table) lies between them: they take the same tricks.
   */
  private equivalent(higher: number, lower: number, trick: PackedTrick): boolean {
    const suit = suitOf(higher);
    if (suit !== suitOf(lower) || this.pts[higher] !== this.pts[lower]) return false;
    let live = this.hands[suit]! | this.hands[4 + suit]! | this.hands[8 + suit]! | this.hands[12 + suit]!;
    for (let i = 0; i < trickSize(trick); i++) {
      const c = trickCard(trick, i);
      if (suitOf(c) === suit) live |= 1 << rankOf(c);
    }
    const hi = this.str[higher]!;
    const lo = this.str[lower]!;
    for (let m = live; m !== 0; m &= m - 1) {
      const v = this.str[suit * 9 + 31 - Math.clz32(m & -m)]!;
      if (v > lo && v < hi) return false;
    }
    return true;
  }

  private playThen(trick: PackedTrick, leader: number, card: number, depth: number, alpha: number, beta: number): number {
    const seat = (leader + trickSize(trick)) & 3;
    const at = seat * 4 + suitOf(card);
    const bit = 1 << rankOf(card);
    this.hands[at]! &= ~bit;
    const next = withCard(trick, card);
    let v: number;
    if (trickSize(next) < 4) v = this.search(next, leader, depth + 1, alpha, beta);
    else {
      const winner = (leader + winningPosition(next, this.contract)) & 3;
      const wt = winner & 1;
      let p = this.pts[trickCard(next, 0)]! + this.pts[trickCard(next, 1)]! + this.pts[trickCard(next, 2)]! + this.pts[trickCard(next, 3)]!;
      this.tricksDone++;
      this.tricks[wt]!++;
      if (this.tricksDone === 9) {
        p += LAST_TRICK;
        if (this.tricks[wt] === 9) p += MATSCH;
      }
      const own = wt === this.team ? p : -p;
      v = own + this.search(EMPTY_TRICK, winner, depth + 1, alpha - own, beta - own);
      this.tricksDone--;
      this.tricks[wt]!--;
    }
    this.hands[at]! |= bit;
    return v;
  }

  /** The cards left (36 bits), the leader, and which teams have taken a trick (Matsch). */
  private key(leader: number): number {
    let lo = 0;
    for (let s = 0; s < 4; s++) lo |= this.hands[s * 4]! | this.hands[s * 4 + 1]! << 9 | this.hands[s * 4 + 2]! << 18;
    let hi = 0;
    for (let s = 0; s < 4; s++) hi |= this.hands[s * 4 + 3]!;
    const flags = leader | (this.tricks[0]! > 0 ? 4 : 0) | (this.tricks[1]! > 0 ? 8 : 0);
    return (lo >>> 0) + (hi | (flags << 9)) * 134217728;
  }
}
