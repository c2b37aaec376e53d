import { popcount } from '../../cards/bits.ts';
import { strength, SUIT_MASKS, suitOf } from './cards.ts';
import type { Knowledge } from './knowledge.ts';

/**
 * A hand in play with every hand known (a sampled deal, or the true one for the oracle): a
 * small mutable structure for fast play-outs. Only cards are played here — betting is decided
 * elsewhere — so the seats in the hand never change during a play-out.
 */
export class Sim {
  readonly hands: Int32Array;
  /** Public: cards face up this hand, and per seat the suits it has shown it lacks. */
  played: number;
  readonly voids: Uint8Array;
  readonly trickSeat = new Int8Array(8);
  readonly trickCard = new Int8Array(8);
  trickLen = 0;
  /** Seats that have played to the current trick. */
  trickMask = 0;
  tricksLeft: number;
  /** -1 once the hand is over. */
  toAct: number;
  winner = -1;

  constructor(
    readonly n: number,
    public inHand: number,
    hands: ArrayLike<number>,
    played: number,
    voids: ArrayLike<number>,
    tricksLeft: number,
    toAct: number,
  ) {
    this.hands = Int32Array.from(hands);
    this.played = played;
    this.voids = Uint8Array.from(voids);
    this.tricksLeft = tricksLeft;
    this.toAct = toAct;
  }

  /** The position of a view with the hidden hands filled in by `hands`. */
  static fromKnowledge(k: Knowledge, hands: ArrayLike<number>): Sim {
    const sim = new Sim(k.n, k.inHand, hands, k.played, k.voids, k.handSize - k.tricksDone, k.toAct);
    for (let i = 0; i < k.trickSeats.length; i++) {
      sim.trickSeat[i] = k.trickSeats[i]!;
      sim.trickCard[i] = k.trickCards[i]!;
      sim.trickMask |= 1 << k.trickSeats[i]!;
    }
    sim.trickLen = k.trickSeats.length;
    return sim;
  }

  clone(): Sim {
    const c = new Sim(this.n, this.inHand, this.hands, this.played, this.voids, this.tricksLeft, this.toAct);
    c.trickSeat.set(this.trickSeat);
    c.trickCard.set(this.trickCard);
    c.trickLen = this.trickLen;
    c.trickMask = this.trickMask;
    c.winner = this.winner;
    return c;
  }

  /**
   * Removes a seat from the hand (it passed or folded): S-17, its card on the table no longer
   * competes and the turn moves on; S-15, a last seat left wins at once.
   */
  leave(seat: number): void {
    this.inHand &= ~(1 << seat);
    this.hands[seat] = 0;
    if (this.toAct < 0) return;
    if ((this.inHand & (this.inHand - 1)) === 0) {
      this.winner = 31 - Math.clz32(this.inHand);
      this.toAct = -1;
      return;
    }
    if (this.toAct !== seat) return;
    const waiting = this.inHand & ~this.trickMask;
    if (waiting !== 0) this.toAct = nextIn(waiting, seat, this.n);
    else this.completeTrick();
  }

  size(seat: number): number {
    return popcount(this.hands[seat]!);
  }

  /** What a seat with a perfect memory has seen (for the rule-of-thumb play). */
  get seen(): number {
    return this.played;
  }

  ledSuit(): number {
    return this.trickLen === 0 ? -1 : suitOf(this.trickCard[0]!);
  }

  /** S-7 */
  playable(seat: number): number {
    const hand = this.hands[seat]!;
    if (this.trickLen === 0) return hand;
    const follow = hand & SUIT_MASKS[suitOf(this.trickCard[0]!)]!;
    return follow !== 0 ? follow : hand;
  }

  /** Index in the trick of the card winning it so far (S-8, S-17), or -1. */
  winningIndex(): number {
    return winningIndex(this.trickSeat, this.trickCard, this.trickLen, this.inHand);
  }

  play(card: number): void {
    const seat = this.toAct;
    const bit = 1 << card;
    this.hands[seat] = this.hands[seat]! & ~bit;
    this.played |= bit;
    if (this.trickLen > 0) {
      const led = suitOf(this.trickCard[0]!);
      if (suitOf(card) !== led) this.voids[seat] = this.voids[seat]! | (1 << led);
    }
    this.trickSeat[this.trickLen] = seat;
    this.trickCard[this.trickLen] = card;
    this.trickLen++;
    this.trickMask |= 1 << seat;
    const waiting = this.inHand & ~this.trickMask;
    if (waiting !== 0) {
      this.toAct = nextIn(waiting, seat, this.n);
      return;
    }
    this.completeTrick();
  }

  private completeTrick(): void {
    const w = this.trickSeat[this.winningIndex()]!;
    this.trickLen = 0;
    this.trickMask = 0;
    this.tricksLeft--;
    if (this.tricksLeft === 0) {
      this.winner = w;
      this.toAct = -1;
    } else this.toAct = w;
  }
}

export function nextIn(set: number, from: number, n: number): number {
  for (let k = 1; k <= n; k++) {
    const s = (from + k) % n;
    if ((set >>> s) & 1) return s;
  }
  return -1;
}

export function winningIndex(seats: ArrayLike<number>, cards: ArrayLike<number>, len: number, inHand: number): number {
  if (len === 0) return -1;
  const led = suitOf(cards[0]!);
  let suit = -1;
  for (let i = 0; i < len; i++) {
    if ((inHand >>> seats[i]!) & 1 && suitOf(cards[i]!) === led) {
      suit = led;
      break;
    }
  }
  let best = -1;
  for (let i = 0; i < len; i++) {
    if (((inHand >>> seats[i]!) & 1) === 0) continue;
    const c = cards[i]!;
    if (suit === -1) suit = suitOf(c);
    if (suitOf(c) !== suit) continue;
    if (best < 0 || strength(c) > strength(cards[best]!)) best = i;
  }
  return best;
}
