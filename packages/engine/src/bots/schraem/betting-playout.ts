import { popcount } from '../../cards/bits.ts';
import type { Rng } from '../../cards/rng.ts';
import { knockLimit } from '../../games/schraem/flow.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { holdThreshold } from './betting.ts';
import { holdChance, KNOCK_DISCOUNT, knockChance, soundKnockThreshold } from './model.ts';
import { fittedChance } from './opponents.ts';
import { ruleCard } from './policy.ts';
import type { Sim } from './sim.ts';
import { handStrength } from './strength.ts';

/**
 * A play-out with betting (issue 19): the rest of the hand card by card on the Sim, every seat
 * at its turn to play (S-11) knocking with the chance a model gives, the others answering in
 * order (S-13) — a pass leaves at once and pays its stake (S-14), a last seat left wins (S-15).
 * Schwer's one-step valuation (bets.ts) plays the hand out at one value with no later knocks;
 * this lets a holder re-knock and keeps the option to knock later.
 */
export interface BetState {
  value: number;
  /** Per seat the value it last held at, 0 if never (common.ts stakeOf: 1 then). */
  readonly heldAt: number[];
  lastKnocker: number;
  /** Seats that knocked by choice this hand (bit per seat). */
  knocked: number;
}

export interface BetModel {
  /** The chance that `seat`, on turn to play a card, knocks instead (the knock is allowed). */
  knock(sim: Sim, seat: number, st: BetState): number;
  /** The chance that `seat` holds a knock to `st.value`, `holds` seats having held it so far. */
  hold(sim: Sim, seat: number, st: BetState, holds: number): number;
}

export interface BetStart {
  readonly value: number;
  readonly heldAt: readonly number[];
  readonly lastKnocker: number;
  readonly knocked: number;
  /** Per seat the highest value it may knock to (S-18). */
  readonly limits: readonly number[];
  /** Whether the seat on turn may knock first; false when a card must come (S-16, or a knock just declined). */
  readonly firstMayKnock: boolean;
}

export interface BetOutcome {
  readonly winner: number;
  readonly value: number;
  /** Seats still in the hand at its end (each but the winner loses `value`). */
  readonly stay: number;
  /** Seats that passed in the play-out and what they paid (betting.ts livesAfter). */
  readonly paid: [number, number][];
  readonly knocks: number;
}

const MAX_VALUE = 7;
const stakeAt = (held: number): number => (held > 0 ? held : 1);

/** Plays `sim` out (mutating it) with rule-of-thumb cards and knocks and answers by `model`. */
export function bettingPlayOut(sim: Sim, start: BetStart, model: BetModel, rng: Rng): BetOutcome {
  const st: BetState = { value: start.value, heldAt: start.heldAt.slice(), lastKnocker: start.lastKnocker, knocked: start.knocked };
  const paid: [number, number][] = [];
  let mayKnock = start.firstMayKnock;
  let knocks = 0;
  while (sim.toAct >= 0) {
    const seat = sim.toAct;
    if (mayKnock && st.value < MAX_VALUE && st.lastKnocker !== seat && st.value + 1 <= start.limits[seat]! && rng.next() < model.knock(sim, seat, st)) {
      knocks++;
      st.value++;
      st.lastKnocker = seat;
      st.knocked |= 1 << seat;
      st.heldAt[seat] = st.value;
      let holds = 0;
      for (let i = 1; i < sim.n; i++) {
        const s = (seat + i) % sim.n;
        if (((sim.inHand >>> s) & 1) === 0) continue;
        if (rng.next() < model.hold(sim, s, st, holds)) {
          st.heldAt[s] = st.value;
          holds++;
        } else {
          paid.push([s, stakeAt(st.heldAt[s]!)]);
          sim.leave(s);
        }
      }
      if (sim.toAct < 0) break;
    }
    mayKnock = true;
    sim.play(ruleCard(sim, sim.toAct, sim.hands[sim.toAct]!, sim));
  }
  return { winner: sim.winner, value: st.value, stay: sim.inHand, paid, knocks };
}

/** The knock limits of S-18 for every seat of a view. */
export const knockLimits = (view: SchraemView): number[] => view.lives.map((_, s) => knockLimit(view, s as never));

/** Seats that knocked by choice this hand and are still in it. */
export function knockedBy(view: SchraemView): number {
  let m = 0;
  for (const e of view.events) if (e.type === 'knock' && e.how === 'knock' && view.inHand.includes(e.seat)) m |= 1 << e.seat;
  return m;
}

const seatList = (mask: number, n: number): number[] => {
  const out: number[] = [];
  for (let s = 0; s < n; s++) if ((mask >>> s) & 1) out.push(s);
  return out;
};

/**
 * Schwer's model of the others as a BetModel (also standing in for its own later bets): the
 * sound player of model.ts (with the call bias on its holds) or the fitted regression of
 * opponents.ts, each on the seat's cards in the sampled deal. Thresholds are memoized per model.
 */
export function opponentBetModel(lives: readonly number[], fitted: boolean, callBias: number, fittedBias: number): BetModel {
  const memo = new Map<number, number>();
  const knockT = (inHand: number, value: number, seat: number): number => {
    const key = inHand | (value << 8) | (seat << 12) | (1 << 16);
    let t = memo.get(key);
    if (t === undefined) memo.set(key, (t = soundKnockThreshold({ lives, inHand: seatList(inHand, lives.length), value }, seat)));
    return t;
  };
  const holdT = (inHand: number, value: number, seat: number, stake: number): number => {
    const key = inHand | (value << 8) | (seat << 12) | (stake << 17) | (1 << 21);
    let t = memo.get(key);
    if (t === undefined) memo.set(key, (t = holdThreshold({ lives, inHand: seatList(inHand, lives.length), value }, seat, stake)));
    return t;
  };
  const strengthOf = (sim: Sim, seat: number): number => handStrength(sim, seat, sim.hands[seat]!, sim, sim.trickLen === 0 && sim.toAct === seat);
  const others = (mask: number, seat: number): number => popcount(mask & ~(1 << seat));
  return {
    knock(sim, seat, st) {
      const threshold = knockT(sim.inHand, st.value, seat);
      const strength = strengthOf(sim, seat);
      if (!fitted) return knockChance(strength, threshold);
      const knockers = others(st.knocked & sim.inHand, seat);
      return fittedChance('knock', { strength, threshold, knockers, value: st.value, cards: sim.size(seat), seats: popcount(sim.inHand), lives: lives[seat]!, holds: 0, stake: 0 });
    },
    hold(sim, seat, st, holds) {
      const stake = stakeAt(st.heldAt[seat]!);
      const threshold = holdT(sim.inHand, st.value, seat, stake);
      const strength = strengthOf(sim, seat);
      if (!fitted) return holdChance(strength * KNOCK_DISCOUNT, threshold - callBias);
      const knockers = others(st.knocked & sim.inHand, seat);
      return fittedChance('hold', { strength, threshold: threshold - fittedBias, knockers, value: st.value, cards: sim.size(seat), seats: popcount(sim.inHand), lives: lives[seat]!, holds, stake });
    },
  };
}
