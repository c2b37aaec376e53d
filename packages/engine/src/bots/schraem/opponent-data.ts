import { isEngineError } from '../../errors.ts';
import { schraem } from '../../games/schraem/index.ts';
import { decisionSeed } from '../bot.ts';
import type { SchraemBot } from './common.ts';
import { knowledgeOf } from './knowledge.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { type BetFacts, type BetKind, ownFacts } from './opponents.ts';
import { schwerBot } from './schwer.ts';

/**
 * Data for the fitted model of how players bet (opponents.ts): Profi games of 4 bots, every knock
 * opportunity (knock or not) and every answer (hold or pass) of every seat, with the facts the
 * deciding seat had (its own cards and the public view), as Schwer computes them for a sampled
 * deal.
 */
export interface BetRow {
  readonly kind: BetKind;
  readonly facts: BetFacts;
  readonly bold: boolean;
  readonly game: number;
  readonly level: Seat;
}

export type Seat = 'hard' | 'medium' | 'easy';

/**
 * The seat mixes, game by game (the level of the seat can't be known at the table, so one model
 * is fitted on all): Mittel-heavy — per 10 games 5 of four Mittel, 2 of two Mittel and two
 * Leicht, 2 of Schwer with three Mittel, 1 of two Schwer and two Mittel (80% of the seats
 * Mittel, 10% Leicht, 10% Schwer).
 */
const MIXES: readonly (readonly Seat[])[] = [
  ['medium', 'medium', 'medium', 'medium'],
  ['medium', 'easy', 'medium', 'easy'],
  ['hard', 'medium', 'medium', 'medium'],
  ['medium', 'medium', 'medium', 'medium'],
  ['medium', 'medium', 'medium', 'medium'],
  ['hard', 'medium', 'hard', 'medium'],
  ['medium', 'medium', 'medium', 'medium'],
  ['medium', 'medium', 'easy', 'easy'],
  ['medium', 'medium', 'hard', 'medium'],
  ['medium', 'medium', 'medium', 'medium'],
];

export const mixOf = (game: number): readonly Seat[] => {
  const mix = MIXES[game % MIXES.length]!;
  // Rotate so that every level sits in every position.
  const r = Math.floor(game / MIXES.length) % 4;
  return mix.map((_, i) => mix[(i + r) % 4]!);
};

function botOf(level: Seat): SchraemBot {
  if (level === 'hard') return schwerBot();
  return level === 'medium' ? mittelBot() : leichtBot();
}

/** Plays `games` games from `seed` (seats by `mix`) and returns their betting rows. */
export function betRows(seed: string, games: number, onGame?: (g: number) => void, mix: (game: number) => readonly Seat[] = mixOf): BetRow[] {
  const out: BetRow[] = [];
  const bots = { hard: botOf('hard'), medium: botOf('medium'), easy: botOf('easy') };
  for (let g = 0; g < games; g++) {
    const seats = mix(g);
    const gameSeed = `opponents/${seed}/${g}`;
    const s0 = schraem.setup({ mode: 'profi', players: 4 }, gameSeed);
    if (isEngineError(s0)) throw new Error(s0.message);
    let s = s0;
    for (let step = 0; !schraem.isOver(s); step++) {
      const seat = schraem.toAct(s)!;
      const view = schraem.viewFor(s, seat);
      const legal = schraem.legalActions(s, seat);
      const action = bots[seats[seat]!].decide({ view, legal, seed: decisionSeed(gameSeed, step) });
      const kind: BetKind | null = view.phase === 'answer' ? 'hold' : view.phase === 'play' && legal.some((a) => a.type === 'knock') ? 'knock' : null;
      if (kind && legal.length > 1) {
        const facts = ownFacts(view, knowledgeOf(view), kind);
        if (facts) out.push({ kind, facts, bold: action.type === (kind === 'hold' ? 'hold' : 'knock'), game: g, level: seats[seat]! });
      }
      const next = schraem.apply(s, seat, action);
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
    onGame?.(g);
  }
  return out;
}
