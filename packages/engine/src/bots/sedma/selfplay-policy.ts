import { popcount } from '../../cards/bits.ts';
import { POINT_CARDS } from '../../games/sedma/cards.ts';
import { ruleOption, scoreOptions, type Table } from './policy.ts';
import { continueCell } from './selfplay-cells.ts';
import { type Sim, STOP } from './sim.ts';

/**
 * The rule of thumb with continue-or-stop (D-9) taken from a self-play table (selfplay-cells.ts):
 * per cell the mean gain in games won of continuing over stopping, or null where the table knows
 * too little — there, and for every other choice, the hand-made rule decides.
 */
export type ContinueTable = readonly (number | null)[];

const cards: number[] = new Array<number>(9).fill(0);
const values: number[] = new Array<number>(9).fill(0);

/** The rule's best beating card for continuing a trick (STOP left out). */
export function continueCard(t: Table, playable: number): number {
  const n = scoreOptions({ ...t, continuing: true }, playable, cards, values);
  let best = -1;
  for (let i = 0; i < n; i++) if (cards[i] !== STOP && (best < 0 || values[i]! > values[best]!)) best = i;
  return cards[best]!;
}

export function trickPointsOf(trickCards: readonly number[]): number {
  let m = 0;
  for (const c of trickCards) m |= 1 << c;
  return popcount(m & POINT_CARDS) * 10;
}

/**
 * The table's cell for the beaten leader to act in `sim` (with a beating card in `playable`), or
 * -1 when the trick's winner is its partner (three or four players): the rule decides that.
 */
export function continueCellOf(sim: Sim, playable: number): number {
  const side = sim.sides[sim.toAct]!;
  if (sim.sides[sim.trickWinner] === side) return -1;
  return continueCell({
    n: sim.n,
    trickPoints: trickPointsOf(sim.trickCards),
    beatingInHand: popcount(playable),
    stockLeft: sim.stockLeft,
    handSize: popcount(sim.hands[sim.toAct]!),
    margin: sim.points[side]! - sim.points[1 - side]!,
  });
}

/** The option the rule of thumb plays in `sim`, continue-or-stop by `table` where it knows. */
export function tableOption(sim: Sim, playable: number, table: ContinueTable): number {
  if (sim.continuing && playable !== 0) {
    const cell = continueCellOf(sim, playable);
    const gain = cell >= 0 ? table[cell] : null;
    if (gain !== null && gain !== undefined) return gain > 0 ? continueCard(sim, playable) : STOP;
  }
  return ruleOption(sim, playable);
}

/** Finishes the game by `tableOption`; returns the cards played. */
export function playOutByTable(sim: Sim, table: ContinueTable): number {
  let plays = 0;
  while (!sim.over) {
    sim.play(tableOption(sim, sim.playable(), table));
    plays++;
  }
  return plays;
}
