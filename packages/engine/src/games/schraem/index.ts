import type { Game } from '../../game.ts';
import { formatAction, parseAction, type SchraemAction } from './notation.ts';
import { parseSchraemOptions, type SchraemOptions } from './options.ts';
import { publicAction } from './public.ts';
import { apply, legalActions, setup, toAct, withShown } from './rules.ts';
import type { SchraemState } from './state.ts';
import { summary, type SchraemSummary } from './summary.ts';
import { type SchraemView, viewFor } from './view.ts';

export const schraem: Game<SchraemOptions, SchraemState, SchraemAction, SchraemView, SchraemSummary> = {
  id: 'schraem',
  parseOptions: parseSchraemOptions,
  setup,
  players: (s) => s.lives.length,
  toAct,
  legalActions,
  apply,
  viewFor,
  publicAction,
  summary,
  isOver: (s) => s.phase === 'over',
  parseAction,
  formatAction,
  withShown,
};

export type { SchraemAction, SchraemOptions, SchraemState, SchraemSummary, SchraemView };
export { MODES, PRESETS, RULESETS, type Mode, type Ruleset } from './options.ts';
export type { SchraemEvent, HandResult, Phase as SchraemPhase } from './state.ts';
export { rankingPoints, type FinishedGame, type RankingPoints } from './points.ts';
