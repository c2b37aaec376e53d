import { Rng } from '../../cards/rng.ts';
import { deckFor, fourOfARank, HAND_SIZE, RED_KING_BIT } from '../../games/sedma/cards.ts';
import { averageStrength, handStrength } from './common.ts';
import { ruleOption } from './policy.ts';
import { CONTINUE_CELLS, EXCHANGE_CELLS, exchangeCell } from './selfplay-cells.ts';
import { type ContinueTable, continueCard, continueCellOf, playOutByTable } from './selfplay-policy.ts';
import { Sim, STOP } from './sim.ts';

/**
 * Self-play Monte Carlo for Sedma's two one-shot choices (`npm run train:sedma`). Games of 2, 3
 * and 4 players in turn are dealt from the seed and played by the rule of thumb with a little
 * randomness (`explore`, so that the table sees more than one line of play). At every
 * continue-or-stop of a beaten leader with a beating card, against an opponent's beat (D-9), both choices are played out from
 * the true deal by the rule of thumb — the leader continuing with the rule's beating card — and
 * the difference in games won (1 a win, 0 a loss) is added to the situation's cell; at every
 * exchange (D-6) keeping and swapping are played out the same way. The same deal and stock order
 * serve both choices, so the noise of the deal cancels. A cell's mean is the table; cells seen
 * fewer than `minVisits` times stay null (the rule decides there).
 *
 * `rounds` > 1 repeats the whole run with the previous round's table deciding continue-or-stop in
 * the play-outs (one step of policy iteration).
 */
export interface TrainOptions {
  readonly games: number;
  readonly rounds: number;
  readonly explore: number;
  readonly minVisits: number;
}

export const TRAIN_DEFAULTS: TrainOptions = { games: 500000, rounds: 2, explore: 0.1, minVisits: 100 };

export interface Trained {
  readonly continueGain: ContinueTable;
  readonly continueVisits: readonly number[];
  readonly exchangeGain: ContinueTable;
  readonly exchangeVisits: readonly number[];
}

const NO_TABLE: ContinueTable = [];

export function train(seed: string, options: Partial<TrainOptions> = {}, progress?: (round: number, game: number) => void): Trained {
  const o = { ...TRAIN_DEFAULTS, ...options };
  let table = NO_TABLE;
  let result: Trained | null = null;
  for (let round = 0; round < o.rounds; round++) {
    result = trainRound(`${seed}/${round}`, o, table, (g) => progress?.(round, g));
    table = result.continueGain;
  }
  return result!;
}

/** 1 when `side` wins the game played out from `sim` with continue/stop by `table`, else 0. */
function wonByTable(sim: Sim, side: number, table: ContinueTable): number {
  playOutByTable(sim, table);
  return sim.winnerSide === side ? 1 : 0;
}

/** D-6 with four players: a copy of `sim` in which the leader and its partner traded hands. */
function exchanged(sim: Sim): Sim {
  const swapped = sim.clone();
  const partner = (sim.leader + 2) % 4;
  swapped.hands[sim.leader] = sim.hands[partner]!;
  swapped.hands[partner] = sim.hands[sim.leader]!;
  return swapped;
}

function trainRound(seed: string, o: TrainOptions, table: ContinueTable, progress: (game: number) => void): Trained {
  const rng = Rng.fromSeed(seed);
  const cSum = new Float64Array(CONTINUE_CELLS);
  const cN = new Array<number>(CONTINUE_CELLS).fill(0);
  const xSum = new Float64Array(EXCHANGE_CELLS);
  const xN = new Array<number>(EXCHANGE_CELLS).fill(0);
  const won = (sim: Sim, side: number): number => wonByTable(sim, side, table);
  for (let g = 0; g < o.games; g++) {
    if ((g & 4095) === 0) progress(g);
    let sim = deal(2 + (g % 3), rng);
    if (!sim) continue;
    if (sim.n === 4) {
      const leader = sim.leader;
      const side = sim.sides[leader]!;
      const swapped = exchanged(sim);
      const cell = exchangeCell(sim.hands[leader]!);
      xSum[cell]! += won(swapped.clone(), side) - won(sim.clone(), side);
      xN[cell]!++;
      if (rng.next() < 0.5) sim = swapped;
    }
    while (!sim.over) {
      const playable = sim.playable();
      const cell = sim.continuing && playable !== 0 ? continueCellOf(sim, playable) : -1;
      if (cell >= 0) {
        const [goWin, stopWin] = bothChoices(sim, playable, won);
        cSum[cell]! += goWin - stopWin;
        cN[cell]!++;
      }
      sim.play(rng.next() < o.explore ? randomOption(sim, playable, rng) : ruleOption(sim, playable));
    }
  }
  const mean = (sum: Float64Array, n: readonly number[]): (number | null)[] =>
    n.map((v, i) => (v >= o.minVisits ? Math.round((sum[i]! / v) * 1000) / 1000 : null));
  return { continueGain: mean(cSum, cN), continueVisits: cN, exchangeGain: mean(xSum, xN), exchangeVisits: xN };
}

/** Decisions held out of training, each choice's games won (the choices' mean, per decision). */
export interface HeldOut {
  readonly continues: number;
  readonly rule: number;
  readonly table: number;
  readonly exchanges: number;
  readonly exchangeRule: number;
  readonly exchangeTable: number;
}

/**
 * The comparison on fresh self-play games (`seed` not used in training): at every continue-or-stop
 * the table's choice and the hand-made rule's (policy.ts) are scored by the same play-outs as in
 * training; for the exchange the table against Mittel's rule (hand strength against an average
 * hand, without its noise), both judged by play-outs of the true deal.
 */
export function evaluate(seed: string, trained: Trained, games: number): HeldOut {
  const rng = Rng.fromSeed(seed);
  const table = trained.continueGain;
  let continues = 0, rule = 0, byTable = 0, exchanges = 0, exchangeRule = 0, exchangeTable = 0;
  const won = (sim: Sim, side: number): number => wonByTable(sim, side, table);
  for (let g = 0; g < games; g++) {
    const sim = deal(2 + (g % 3), rng);
    if (!sim) continue;
    if (sim.n === 4) {
      const leader = sim.leader;
      const side = sim.sides[leader]!;
      const swapped = exchanged(sim);
      const keepWin = won(sim.clone(), side);
      const swapWin = won(swapped.clone(), side);
      const learnt = trained.exchangeGain[exchangeCell(sim.hands[leader]!)];
      const pool = deckFor(4) & ~sim.hands[leader]!;
      const swapByRule = handStrength(sim.hands[leader]!, 4) < averageStrength(pool, 4, rng);
      exchanges++;
      exchangeRule += swapByRule ? swapWin : keepWin;
      exchangeTable += (learnt ?? (swapByRule ? 1 : -1)) > 0 ? swapWin : keepWin;
    }
    while (!sim.over) {
      const playable = sim.playable();
      const cell = sim.continuing && playable !== 0 ? continueCellOf(sim, playable) : -1;
      if (cell >= 0) {
        const [goWin, stopWin] = bothChoices(sim, playable, won);
        const ruleStops = ruleOption(sim, playable) === STOP;
        const gain = table[cell];
        continues++;
        rule += ruleStops ? stopWin : goWin;
        byTable += (gain ?? (ruleStops ? -1 : 1)) > 0 ? goWin : stopWin;
      }
      sim.play(ruleOption(sim, playable));
    }
  }
  return { continues, rule: rule / continues, table: byTable / continues, exchanges, exchangeRule: exchangeRule / exchanges, exchangeTable: exchangeTable / exchanges };
}

/** Games won by the leader's side continuing (the rule's beating card) and stopping (D-9). */
function bothChoices(sim: Sim, playable: number, won: (sim: Sim, side: number) => number): [number, number] {
  const side = sim.sides[sim.toAct]!;
  const go = sim.clone();
  go.play(continueCard(go, playable));
  const stop = sim.clone();
  stop.play(STOP);
  return [won(go, side), won(stop, side)];
}

function randomOption(sim: Sim, playable: number, rng: Rng): number {
  const options: number[] = [];
  for (let m = playable; m !== 0; m &= m - 1) options.push(31 - Math.clz32(m & -m));
  if (sim.continuing) options.push(STOP);
  return options[rng.int(options.length)]!;
}

/** A game's deal from `rng` (D-4, D-5), or null when a hand burns at once (D-13). */
export function deal(n: number, rng: Rng): Sim | null {
  const cards: number[] = [];
  for (let m = deckFor(n); m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
  rng.shuffle(cards);
  const hands: number[] = [];
  for (let s = 0; s < n; s++) {
    let h = 0;
    for (let j = 0; j < HAND_SIZE; j++) h |= 1 << cards[s * HAND_SIZE + j]!;
    if (fourOfARank(h) >= 0) return null;
    hands.push(h);
  }
  const leader = rng.int(n);
  let sides = n === 2 ? [0, 1] : [0, 1, 0, 1];
  if (n === 3) {
    let alone = leader;
    for (let s = 0; s < 3; s++) if ((hands[s]! & RED_KING_BIT) !== 0) alone = s;
    sides = [1, 1, 1];
    sides[alone] = 0;
  }
  return new Sim(n, sides, hands, cards.slice(n * HAND_SIZE), leader);
}
