import { Rng } from '../../cards/rng.ts';
import { BET_CELLS, type BetKind, betCell } from './abstraction.ts';
import { survivalChance } from './equity.ts';
import { ruleCard } from './policy.ts';
import { Sim } from './sim.ts';
import { handStrength } from './strength.ts';

/**
 * Self-play for the 7-Schräm betting (issue 19): external-sampling Monte Carlo CFR over the
 * abstraction of abstraction.ts. The game is a 4-seat Profi hand dealt for real: cards are played
 * by the rule of thumb (policy.ts, as in every play-out), every knock and answer by the table
 * being learnt — S-11 knock before the own card (not twice in a row, S-12; up to 7), S-13 the
 * others answer clockwise, S-14 a pass pays the stake, S-15 a knock all pass wins at once, S-16
 * the knocker then plays. Each seat's lives are drawn 1–7 and a hand's outcome is valued by the
 * game-winning chance it leaves (equity.ts), as everywhere else. Folds and blind knocks are not
 * in it (the model policy keeps them).
 *
 * Regrets follow CFR+ (floored at 0); the average strategy is weighted by iteration (linear).
 */
export class BettingTrainer {
  readonly regret = new Float64Array(BET_CELLS * 2);
  readonly average = new Float64Array(BET_CELLS * 2);
  readonly visits = new Float64Array(BET_CELLS);
  private iteration = 0;
  private readonly deck = Array.from({ length: 32 }, (_, i) => i);
  constructor(private readonly rng: Rng) {}

  /** One iteration: a fresh deal and lives, each seat traversing once. */
  run(): void {
    this.iteration++;
    const n = 4;
    this.rng.shuffle(this.deck);
    const hands: number[] = [];
    for (let s = 0; s < n; s++) hands.push((1 << this.deck[4 * s]!) | (1 << this.deck[4 * s + 1]!) | (1 << this.deck[4 * s + 2]!) | (1 << this.deck[4 * s + 3]!));
    const lives = Array.from({ length: n }, () => 1 + this.rng.int(7));
    const leader = this.rng.int(n);
    for (let t = 0; t < n; t++) {
      const sim = new Sim(n, (1 << n) - 1, hands, 0, new Array<number>(n).fill(0), 4, leader);
      this.walk({ sim, lives, value: 1, heldAt: new Array<number>(n).fill(0), lost: new Array<number>(n).fill(0), lastKnocker: -1, knocked: 0, answering: [], held: false, knocker: -1, mustPlay: false }, t);
    }
  }

  /** The current strategy of a cell: the chance of the bold action (knock, hold). */
  private current(cell: number): number {
    const a = Math.max(0, this.regret[2 * cell]!);
    const b = Math.max(0, this.regret[2 * cell + 1]!);
    return a + b > 0 ? b / (a + b) : 0.5;
  }

  private walk(h: Hand, t: number): number {
    for (;;) {
      const sim = h.sim;
      if (sim.toAct < 0) return terminal(h, t);
      if (h.answering.length > 0) {
        const seat = h.answering[0]!;
        const v = this.decide(h, t, seat, 'answer', (x, hold) => answer(x, seat, hold));
        if (v !== null) return v;
        continue;
      }
      const seat = sim.toAct;
      if (!h.mustPlay && h.value < 7 && h.lastKnocker !== seat) {
        const v = this.decide(h, t, seat, 'knock', (x, knock) => {
          if (knock) startKnock(x, seat);
          else x.mustPlay = true;
        });
        if (v !== null) return v;
        continue;
      }
      h.mustPlay = false;
      sim.play(ruleCard(sim, seat, sim.hands[seat]!, sim));
    }
  }

  /**
   * A decision of `seat`: the traverser tries both actions (and updates its regrets), any other
   * seat samples its current strategy (and adds it to the average). Returns the traverser's
   * value when the walk below was finished here, null when `h` was advanced in place.
   */
  private decide(h: Hand, t: number, seat: number, kind: BetKind, act: (h: Hand, bold: boolean) => void): number | null {
    const sim = h.sim;
    const leads = sim.trickLen === 0 && sim.toAct === seat;
    const flag = kind === 'knock' ? (h.knocked & ~(1 << seat) & sim.inHand) !== 0 : h.held;
    const cell = betCell({ kind, strength: handStrength(sim, seat, sim.hands[seat]!, sim, leads), value: h.value, lives: h.lives[seat]!, inHand: sim.inHand, flag, cards: sim.size(seat) });
    const p = this.current(cell);
    if (seat !== t) {
      const w = this.iteration;
      this.average[2 * cell]! += w * (1 - p);
      this.average[2 * cell + 1]! += w * p;
      this.visits[cell]! += 1;
      act(h, this.rng.next() < p);
      return null;
    }
    const calm = cloneHand(h);
    act(calm, false);
    const u0 = this.walk(calm, t);
    const bold = cloneHand(h);
    act(bold, true);
    const u1 = this.walk(bold, t);
    const u = (1 - p) * u0 + p * u1;
    this.regret[2 * cell] = Math.max(0, this.regret[2 * cell]! + u0 - u);
    this.regret[2 * cell + 1] = Math.max(0, this.regret[2 * cell + 1]! + u1 - u);
    return u;
  }

  /** The average strategy per cell in thousandths (bold action), -1 where seen fewer than `minVisits` times. */
  table(minVisits: number): number[] {
    const out: number[] = [];
    for (let c = 0; c < BET_CELLS; c++) {
      const a = this.average[2 * c]!;
      const b = this.average[2 * c + 1]!;
      out.push(this.visits[c]! < minVisits || a + b <= 0 ? -1 : Math.round((1000 * b) / (a + b)));
    }
    return out;
  }
}

interface Hand {
  sim: Sim;
  lives: readonly number[];
  value: number;
  heldAt: number[];
  lost: number[];
  lastKnocker: number;
  knocker: number;
  /** Bit set of the seats that knocked this hand. */
  knocked: number;
  /** Seats still to answer the knock, in order; whether one has held it already. */
  answering: number[];
  held: boolean;
  /** The seat to act has decided not to knock (or knocked and answered): it plays now. */
  mustPlay: boolean;
}

function cloneHand(h: Hand): Hand {
  return { ...h, sim: h.sim.clone(), heldAt: h.heldAt.slice(), lost: h.lost.slice(), answering: h.answering.slice() };
}

function startKnock(h: Hand, seat: number): void {
  const n = h.sim.n;
  h.value += 1;
  h.lastKnocker = seat;
  h.knocker = seat;
  h.knocked |= 1 << seat;
  h.heldAt[seat] = h.value;
  h.held = false;
  h.answering = [];
  for (let i = 1; i < n; i++) {
    const s = (seat + i) % n;
    if ((h.sim.inHand >>> s) & 1) h.answering.push(s);
  }
}

function answer(h: Hand, seat: number, hold: boolean): void {
  h.answering.shift();
  if (hold) {
    h.heldAt[seat] = h.value;
    h.held = true;
  } else {
    h.lost[seat]! += h.heldAt[seat]! > 0 ? h.heldAt[seat]! : 1;
    h.sim.leave(seat);
  }
  // S-16: the knocker plays its card once every answer is in.
  if (h.answering.length === 0) h.mustPlay = true;
}

function terminal(h: Hand, t: number): number {
  const lives = h.lives.slice();
  const w = h.sim.winner;
  for (let s = 0; s < lives.length; s++) {
    let loss = h.lost[s]!;
    if (s !== w && (h.sim.inHand >>> s) & 1) loss += h.value;
    lives[s] = Math.max(0, lives[s]! - loss);
  }
  return survivalChance(lives, t);
}

/** Trains `iterations` deals from `seed`. */
export function trainBetting(seed: string, iterations: number, onProgress?: (i: number) => void): BettingTrainer {
  const trainer = new BettingTrainer(Rng.fromSeed(seed));
  for (let i = 0; i < iterations; i++) {
    trainer.run();
    if (onProgress && (i + 1) % 10_000 === 0) onProgress(i + 1);
  }
  return trainer;
}
