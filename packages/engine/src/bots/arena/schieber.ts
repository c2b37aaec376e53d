import type { Seat } from '../../game.ts';
import { schieber } from '../../games/schieber/index.ts';
import type { SchieberAction } from '../../games/schieber/notation.ts';
import type { SchieberState } from '../../games/schieber/state.ts';
import type { SchieberView } from '../../games/schieber/view.ts';
import { oracleBot } from '../schieber/oracle.ts';
import type { ArenaAdapter, ArenaFlags, Entrant, GameStats } from './types.ts';

/**
 * Schieber in the arena: whole matches to the target (1000, J-17), two fixed teams. Duplicate by
 * rotating the seats by one, so that each team plays the other team's cards of every deal (the
 * engine deals round k of a seed the same whatever was played). `pointsShare` is the share of all
 * match points; per bot also the contracts it chose, its pushes, and its team's share of the
 * points in the rounds it chose the contract.
 */
export const schieberArena: ArenaAdapter<SchieberState, SchieberAction, SchieberView> = {
  game: schieber,
  options: (f: ArenaFlags) => ({ target: f.target ?? 1000 }),
  describe: (o) => ({ target: (o as { target: number }).target }),
  permutations: (n) => [Array.from({ length: n }, (_, s) => s), Array.from({ length: n }, (_, s) => (s + 1) % n)],
  sides: () => [
    [0, 2],
    [1, 3],
  ],
  result: (state) => ({
    wins: [state.matchWinner === 0 ? 1 : 0, state.matchWinner === 1 ? 1 : 0],
    points: [state.scores[0], state.scores[1]],
  }),
  stats: schieberStats,
  summarize: (c) => {
    const get = (k: string): number => c[k] ?? 0;
    const rate = (a: string, b: string): number => (get(b) > 0 ? Math.round((1000 * get(a)) / get(b)) / 1000 : 0);
    return {
      rounds: get('rounds'),
      contracts: get('contracts'),
      pushes: get('pushes'),
      contractPointsShare: rate('contractPoints', 'contractPointsAll'),
      matsch: get('matsch'),
      weis: get('weis'),
    };
  },
  oracle: (budgetMs) => oracleEntrant(budgetMs),
};

function schieberStats(): GameStats<SchieberState> {
  return {
    onAction(before, seat, action, after, sink) {
      if (action === 'push') sink.add(seat, 'pushes');
      if (action === 'weis') sink.add(seat, 'weis');
      if (after.roundNumber === before.roundNumber && after.phase !== 'over') return;
      const r = after.lastRound;
      if (!r || r.roundNumber !== before.roundNumber) return;
      // A round counts once per team (seats 0 and 1 stand for their teams).
      sink.add(0, 'rounds');
      sink.add(1, 'rounds');
      const team = r.declarer & 1;
      sink.add(r.declarer, 'contracts');
      sink.add(r.declarer, 'contractPoints', r.points[team]);
      sink.add(r.declarer, 'contractPointsAll', r.points[0] + r.points[1]);
      if (r.matsch !== null) sink.add(((r.declarer + (r.matsch === team ? 0 : 1)) & 3) as Seat, 'matsch');
    },
  };
}

function oracleEntrant(budgetMs: number | undefined): Entrant<SchieberState> {
  const bot = oracleBot(budgetMs);
  return {
    name: 'oracle',
    decide: ({ state, seat, seed }) => schieber.formatAction(bot.decide({ state, seat, legal: schieber.legalActions(state, seat), seed })),
    errors: () => 0,
  };
}
