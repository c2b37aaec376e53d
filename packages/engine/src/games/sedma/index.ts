import type { Game } from '../../game.ts';
import { matchOver } from './flow.ts';
import { formatAction, parseAction, type SedmaAction } from './notation.ts';
import { parseSedmaOptions, type SedmaOptions } from './options.ts';
import { publicAction } from './public.ts';
import { apply, legalActions, setup, toAct } from './rules.ts';
import type { SedmaState } from './state.ts';
import { summary, type SedmaSummary } from './summary.ts';
import { type SedmaView, viewFor } from './view.ts';

export const sedma: Game<SedmaOptions, SedmaState, SedmaAction, SedmaView, SedmaSummary> = {
  id: 'sedma',
  parseOptions: parseSedmaOptions,
  setup,
  players: (s) => s.options.players,
  toAct,
  legalActions,
  apply,
  viewFor,
  publicAction,
  summary,
  isOver: matchOver,
  parseAction,
  formatAction,
};

export type { SedmaAction, SedmaOptions, SedmaState, SedmaSummary, SedmaView };
export { formatAction, parseAction } from './notation.ts';
export { parseSedmaOptions } from './options.ts';
export type { Burn, BurnKind, CompletedTrick, Phase as SedmaPhase } from './state.ts';
export type { Decision, ShownBurn, ShownCard, ShownTrick } from './view.ts';
