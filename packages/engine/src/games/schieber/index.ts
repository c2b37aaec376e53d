import type { Game } from '../../game.ts';
import { formatAction, parseAction, type SchieberAction } from './notation.ts';
import { parseSchieberOptions, type SchieberOptions } from './options.ts';
import { publicAction } from './public.ts';
import { apply, legalActions, setup, toAct } from './rules.ts';
import type { SchieberState } from './state.ts';
import { summary, type SchieberSummary } from './summary.ts';
import { type SchieberView, viewFor } from './view.ts';

export const schieber: Game<SchieberOptions, SchieberState, SchieberAction, SchieberView, SchieberSummary> = {
  id: 'schieber',
  parseOptions: parseSchieberOptions,
  setup,
  players: () => 4,
  toAct,
  legalActions,
  apply,
  viewFor,
  publicAction,
  summary,
  isOver: (s) => s.phase === 'over',
  parseAction,
  formatAction,
};

export type { SchieberAction, SchieberOptions, SchieberState, SchieberSummary, SchieberView };
export { CONTRACTS, type Contract } from './cards.ts';
export { formatAction, parseAction } from './notation.ts';
export { DEFAULT_TARGET, parseSchieberOptions } from './options.ts';
export type { Phase as SchieberPhase, RoundResult, Team, TeamPoints } from './state.ts';
export type { ShownCard, ShownDeclaration, ShownRound, ShownTrick } from './view.ts';
export { compareWeis, findWeis, type ShownWeis, type Weis, type WeisKind } from './weis.ts';
