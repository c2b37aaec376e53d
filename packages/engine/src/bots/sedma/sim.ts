import { popcount } from '../../cards/bits.ts';
import { beatingMask, fourOfARank, HAND_SIZE, POINT_CARDS, rankMask } from '../../games/sedma/cards.ts';
import type { Knowledge } from './knowledge.ts';

export const LAST_TRICK = 10;
export const STOP = -1;

/**
 * A Sedma game in play with every hand and the stock's order known (a sampled deal, or the true
 * one for the oracle): a small mutable copy of the engine's flow (flow.ts, D-7 … D-13) for fast
 * play-outs. `play(card)` plays a card, `play(STOP)` ends a trick the beaten leader was asked to continue.
 */
export class Sim {
  readonly hands: number[];
  readonly stock: number[];
  stockAt: number;
  readonly trickSeats: number[];
  readonly trickCards: number[];
  roundStart: number;
  trickWinner: number;
  beating: number;
  leader: number;
  toAct: number;
  continuing: boolean;
  /** Points taken per side (the last trick's 10 once over). */
  readonly points: [number, number];
  /** Cards face up this game, public. */
  seen: number;
  /** The winning side once the game is over (played out or burned), else -1. */
  winnerSide = -1;
  /** Whether the game ended by burning (D-13). */
  burned = false;
  tricksDone: number;
  /**
   * The stock as an unordered set of chance cards (chance.ts): a trick's end leaves its draws
   * due (`drawDue` cards per seat) for `drawSets` instead of drawing in the stock's order.
   */
  chance = false;
  drawDue = 0;

  constructor(
    readonly n: number,
    readonly sides: readonly number[],
    hands: readonly number[],
    stock: readonly number[],
    leader: number,
  ) {
    this.hands = hands.slice();
    this.stock = stock.slice();
    this.stockAt = 0;
    this.trickSeats = [];
    this.trickCards = [];
    this.roundStart = 0;
    this.trickWinner = leader;
    this.beating = 0;
    this.leader = leader;
    this.toAct = leader;
    this.continuing = false;
    this.points = [0, 0];
    this.seen = 0;
    this.tricksDone = 0;
  }

  /** The position of a view with the hidden hands and the stock filled in. */
  static fromKnowledge(k: Knowledge, hands: readonly number[], stock: readonly number[]): Sim {
    const sim = new Sim(k.n, k.sides, hands, stock, k.leader);
    for (let i = 0; i < k.trickSeats.length; i++) {
      sim.trickSeats.push(k.trickSeats[i]!);
      sim.trickCards.push(k.trickCards[i]!);
    }
    sim.roundStart = k.roundStart;
    sim.trickWinner = k.trickWinner;
    sim.beating = k.trickCards.length > 0 ? beatingMask(k.trickCards[0]!, k.n) : 0;
    sim.toAct = k.toAct;
    sim.continuing = k.continuing;
    sim.points[0] = k.points[0]!;
    sim.points[1] = k.points[1]!;
    sim.seen = k.seen;
    sim.tricksDone = k.tricksDone;
    return sim;
  }

  clone(): Sim {
    const c = new Sim(this.n, this.sides, this.hands, this.stock, this.leader);
    c.stockAt = this.stockAt;
    for (let i = 0; i < this.trickCards.length; i++) {
      c.trickSeats.push(this.trickSeats[i]!);
      c.trickCards.push(this.trickCards[i]!);
    }
    c.roundStart = this.roundStart;
    c.trickWinner = this.trickWinner;
    c.beating = this.beating;
    c.toAct = this.toAct;
    c.continuing = this.continuing;
    c.points[0] = this.points[0];
    c.points[1] = this.points[1];
    c.seen = this.seen;
    c.winnerSide = this.winnerSide;
    c.burned = this.burned;
    c.tricksDone = this.tricksDone;
    c.chance = this.chance;
    c.drawDue = this.drawDue;
    return c;
  }

  get over(): boolean {
    return this.winnerSide >= 0;
  }

  get stockLeft(): number {
    return this.stock.length - this.stockAt;
  }

  /** D-10: the rank the seat to play must match, or -1. */
  matchedRank(): number {
    const len = this.trickCards.length;
    if (this.continuing || len - this.roundStart < 2) return -1;
    const r = this.trickCards[len - 1]! & 7;
    return (this.trickCards[len - 2]! & 7) === r ? r : -1;
  }

  /** The cards the seat to act may play (D-7, D-9, D-10); with `continuing`, STOP is legal too. */
  playable(): number {
    const hand = this.hands[this.toAct]!;
    if (this.continuing) return hand & this.beating;
    const r = this.matchedRank();
    if (r < 0) return hand;
    const forced = hand & rankMask(r);
    return forced !== 0 ? forced : hand;
  }

  play(card: number): void {
    if (card === STOP) {
      this.endTrick();
      return;
    }
    const n = this.n;
    const seat = this.toAct;
    const len = this.trickCards.length;
    this.hands[seat]! &= ~(1 << card);
    this.seen |= 1 << card;
    this.trickSeats.push(seat);
    this.trickCards.push(card);
    if (len === 0) this.beating = beatingMask(card, n);
    else if (((this.beating >>> card) & 1) === 1) this.trickWinner = seat;
    if (this.continuing) {
      this.continuing = false;
      this.roundStart = len;
    }
    if (n === 4 && len === 3) {
      const r = this.trickCards[0]! & 7;
      if ((this.trickCards[1]! & 7) === r && (this.trickCards[2]! & 7) === r && (card & 7) === r) {
        this.winnerSide = this.sides[seat]!;
        this.burned = true;
        return;
      }
    }
    const after = (seat + 1) % n;
    if (after !== this.leader) {
      this.toAct = after;
      return;
    }
    // D-9 amended: the beaten leader is asked also without a beating card (STOP the only option).
    if (this.trickWinner !== this.leader && this.hands[this.leader] !== 0) {
      this.continuing = true;
      this.toAct = this.leader;
      return;
    }
    this.endTrick();
  }

  private endTrick(): void {
    const n = this.n;
    const winner = this.trickWinner;
    const side = this.sides[winner]!;
    let mask = 0;
    for (let i = 0; i < this.trickCards.length; i++) mask |= 1 << this.trickCards[i]!;
    this.points[side] = this.points[side]! + popcount(mask & POINT_CARDS) * 10;
    this.trickSeats.length = 0;
    this.trickCards.length = 0;
    this.roundStart = 0;
    this.beating = 0;
    this.leader = winner;
    this.toAct = winner;
    this.continuing = false;
    this.tricksDone++;
    const left = this.stockLeft;
    if (left > 0) {
      const each = Math.min(HAND_SIZE - popcount(this.hands[winner]!), Math.floor(left / n));
      if (this.chance && each > 0) {
        this.drawDue = each;
        return;
      }
      for (let round = 0; round < each; round++) {
        for (let i = 0; i < n; i++) this.hands[(winner + i) % n]! |= 1 << this.stock[this.stockAt++]!;
      }
      if (this.burnsAfterDraw()) return;
    }
    if (this.hands[winner] === 0) {
      this.points[side] = this.points[side]! + LAST_TRICK;
      this.winnerSide = this.points[0] > this.points[1] ? 0 : 1;
    }
  }

  /**
   * The due draws as sets (chance mode): `sets[i]` goes to the seat i after the trick's winner
   * (the leader now), `drawDue` cards each, all from the stock; then D-13's burning as after any draw.
   */
  drawSets(sets: readonly number[]): void {
    let drawn = 0;
    for (let i = 0; i < this.n; i++) {
      this.hands[(this.leader + i) % this.n]! |= sets[i]!;
      drawn |= sets[i]!;
    }
    let w = 0;
    for (let i = this.stockAt; i < this.stock.length; i++) if (((drawn >>> this.stock[i]!) & 1) === 0) this.stock[w++] = this.stock[i]!;
    this.stock.length = w;
    this.stockAt = 0;
    this.drawDue = 0;
    this.burnsAfterDraw();
  }

  /** The remaining stock as a card set. */
  stockSet(): number {
    let m = 0;
    for (let i = this.stockAt; i < this.stock.length; i++) m |= 1 << this.stock[i]!;
    return m;
  }

  /** D-13 after a draw: a hand with four of a rank wins the game for its side, the trick's winner checked first. */
  private burnsAfterDraw(): boolean {
    for (let i = 0; i < this.n; i++) {
      const seat = (this.leader + i) % this.n;
      if (fourOfARank(this.hands[seat]!) >= 0) {
        this.winnerSide = this.sides[seat]!;
        this.burned = true;
        return true;
      }
    }
    return false;
  }
}

/** The final result for `side`: its points minus the other side's; a burned game (D-13) ±100. */
export function resultFor(sim: Sim, side: number): number {
  if (sim.burned) return sim.winnerSide === side ? 100 : -100;
  return sim.points[side]! - sim.points[1 - side]!;
}
