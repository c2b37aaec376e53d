import { OBENABE, UNDENUFE } from '../../games/schieber/cards.ts';
import { CONTRACT_TABLE } from './contract-table.ts';
import { type ContractModel, plainFeatures, pushFeatures, trumpFeatures } from './features.ts';

/**
 * The tuned heuristic for the contract (J-4): each contract's expected result for the team that
 * chooses it — own points minus the opponents', Stöck included — as a linear model of the hand's
 * features (features.ts), fitted to rule-of-thumb play-outs of random deals (contract-table.gen.ts).
 * `leads`: the chooser is Vorhand (after a push the partner chooses and Vorhand still leads, J-5).
 */
const buf: number[] = [];

export const dot = (w: readonly number[], x: readonly number[]): number => {
  let v = 0;
  for (let i = 0; i < w.length; i++) v += w[i]! * x[i]!;
  return v;
};

export function contractValue(hand: readonly number[], contract: number, leads: boolean, table: ContractModel = CONTRACT_TABLE): number {
  if (contract === OBENABE) return dot(leads ? table.obenabeLead : table.obenabePushed, plainFeatures(hand, contract, buf));
  if (contract === UNDENUFE) return dot(leads ? table.undenufeLead : table.undenufePushed, plainFeatures(hand, contract, buf));
  return dot(leads ? table.trumpLead : table.trumpPushed, trumpFeatures(hand, contract, buf));
}

/** The six contracts' values, by contract id. */
export function contractValues(hand: readonly number[], leads: boolean, table: ContractModel = CONTRACT_TABLE): number[] {
  return [0, 1, 2, 3, 4, 5].map((c) => contractValue(hand, c, leads, table));
}

/** Pushing (J-4): the expected result when the partner chooses, judged from the own hand. */
export function pushValue(hand: readonly number[], table: ContractModel = CONTRACT_TABLE): number {
  const v = contractValues(hand, true, table);
  return dot(table.push, pushFeatures(hand, Math.max(v[0]!, v[1]!, v[2]!, v[3]!), Math.max(v[4]!, v[5]!), buf));
}

export const argmax = (values: readonly number[]): number => {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
};
