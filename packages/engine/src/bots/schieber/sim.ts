import { FULL_SUIT, POINTS, RANK_U, rankOf, STRENGTH, suitOf, trumpOf } from '../../games/schieber/cards.ts';
import { highestTrump, playableInto, winningPosition } from '../../games/schieber/follow.ts';
import { EMPTY_TRICK, type PackedTrick, trickCard, trickSize, withCard } from '../../games/schieber/trick.ts';
import type { Knowledge } from './knowledge.ts';

export const LAST_TRICK = 5;
export const MATSCH = 100;

/**
 * The card play of a round with every hand known (a sampled deal, or the true one for the
 * oracle): a small mutable structure for fast play-outs. It counts the points still to come from
 * its start — card points, the last trick's 5, Matsch (J-7, J-16); Weis and Stöck do not depend
 * on the cards played and are left out.
 */
export class Sim {
  /** Four suit masks per seat: `hands[seat * 4 + suit]`. */
  readonly hands: number[];
  /** Cards face up this round, four suit masks. */
  readonly played: number[];
  /** Public: per seat and suit, the ranks it has shown it cannot hold (knowledge.ts). */
  readonly forbidden: number[];
  /** The team that chose the contract (0 or 1). */
  declarerTeam = 0;
  trick: PackedTrick;
  leader: number;
  toAct: number;
  tricksDone: number;
  /** Points per team from the start of the simulation. */
  readonly points: [number, number];
  /** Tricks per team this round, from its start (for Matsch). */
  readonly tricks: [number, number];
  readonly table: Int16Array;

  constructor(
    readonly contract: number,
    hands: readonly number[],
    played: readonly number[],
    trick: PackedTrick,
    leader: number,
    tricksDone: number,
    tricks: readonly number[],
    forbidden?: readonly number[],
  ) {
    this.hands = hands.slice();
    this.played = played.slice();
    this.forbidden = forbidden ? forbidden.slice() : [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    this.trick = trick;
    this.leader = leader;
    this.toAct = (leader + trickSize(trick)) & 3;
    this.tricksDone = tricksDone;
    this.points = [0, 0];
    this.tricks = [tricks[0]!, tricks[1]!];
    this.table = POINTS[contract]!;
  }

  get trump(): number {
    return trumpOf(this.contract);
  }

  /** A fresh round with the contract set: Vorhand leads (J-5). */
  static deal(contract: number, hands: readonly number[], vorhand: number, declarer: number): Sim {
    const sim = new Sim(contract, hands, [0, 0, 0, 0], EMPTY_TRICK, vorhand, 0, [0, 0]);
    sim.declarerTeam = declarer & 1;
    return sim;
  }

  /** The position of a view with the hidden hands filled in. */
  static fromKnowledge(k: Knowledge, hands: readonly number[]): Sim {
    const sim = new Sim(k.contract, hands, k.played, k.trick, k.trickLeader, k.tricksDone, k.tricksWon, k.forbidden);
    sim.declarerTeam = (k.declarer ?? k.vorhand) & 1;
    return sim;
  }

  clone(): Sim {
    const c = new Sim(this.contract, this.hands, this.played, this.trick, this.leader, this.tricksDone, this.tricks, this.forbidden);
    c.points[0] = this.points[0];
    c.points[1] = this.points[1];
    c.declarerTeam = this.declarerTeam;
    return c;
  }

  get over(): boolean {
    return this.tricksDone === 9;
  }

  /** The cards `seat` may play now (J-8 … J-10), into `out` (four suit masks). */
  playable(seat: number, out: number[]): void {
    playableInto(this.hands, seat * 4, this.contract, this.trick, out);
  }

  play(card: number): void {
    const seat = this.toAct;
    const suit = suitOf(card);
    const bit = 1 << rankOf(card);
    this.hands[seat * 4 + suit]! &= ~bit;
    this.played[suit]! |= bit;
    if (trickSize(this.trick) > 0) this.noteOffSuit(seat, card);
    this.trick = withCard(this.trick, card);
    if (trickSize(this.trick) < 4) {
      this.toAct = (seat + 1) & 3;
      return;
    }
    const winner = (this.leader + winningPosition(this.trick, this.contract)) & 3;
    const team = winner & 1;
    let pts = 0;
    for (let i = 0; i < 4; i++) pts += this.table[trickCard(this.trick, i)]!;
    this.tricksDone++;
    this.tricks[team] = this.tricks[team]! + 1;
    if (this.tricksDone === 9) {
      pts += LAST_TRICK;
      if (this.tricks[team] === 9) pts += MATSCH;
    }
    this.points[team] = this.points[team]! + pts;
    this.trick = EMPTY_TRICK;
    this.leader = winner;
    this.toAct = winner;
  }

  /** What a card off the led suit shows (as knowledge.ts infers it from a view). */
  private noteOffSuit(seat: number, card: number): void {
    const led = suitOf(trickCard(this.trick, 0));
    const suit = suitOf(card);
    if (suit === led) return;
    const trump = trumpOf(this.contract);
    if (trump >= 0 && led === trump) {
      this.forbidden[seat * 4 + trump]! |= FULL_SUIT & ~(1 << RANK_U);
    } else if (trump >= 0 && suit === trump) {
      const hi = highestTrump(this.trick, trump);
      if (hi >= 0 && STRENGTH[this.contract]![card]! - 100 < hi) {
        for (let s = 0; s < 4; s++) if (s !== trump) this.forbidden[seat * 4 + s] = FULL_SUIT;
      }
    } else this.forbidden[seat * 4 + led] = FULL_SUIT;
  }

  /** The seat whose card wins the trick on the table so far, -1 if it is empty. */
  winningSeat(): number {
    return trickSize(this.trick) === 0 ? -1 : (this.leader + winningPosition(this.trick, this.contract)) & 3;
  }
}

/** The cards of four suit masks as indices, into `out`; returns the count. */
export function listCards(masks: readonly number[], out: number[]): number {
  let n = 0;
  for (let suit = 0; suit < 4; suit++) {
    for (let m = masks[suit]!; m !== 0; m &= m - 1) out[n++] = suit * 9 + 31 - Math.clz32(m & -m);
  }
  return n;
}
