import type { Seat } from '../../game.ts';
import { points } from '../../games/sedma/flow.ts';
import { sedma } from '../../games/sedma/index.ts';
import type { SedmaAction } from '../../games/sedma/notation.ts';
import type { SedmaState } from '../../games/sedma/state.ts';
import type { SedmaView } from '../../games/sedma/view.ts';
import { oracleBot } from '../sedma/oracle.ts';
import type { ArenaAdapter, ArenaFlags, Entrant, GameStats } from './types.ts';

/**
 * Sedma in the arena. By default an arena game is one Sedma game (`gamesToWin` 1, `--target N`
 * plays matches to N games instead); with four players it starts as a match's second game, so
 * the leader's exchange (D-6) is played too. Duplicate by rotating the seats (four players: by one
 * seat, which swaps the partnerships' cards). Two and four players: fixed sides; three players:
 * the lone seat changes with the red king (D-4), so every seat counts for itself, its side's
 * points shared by the pair. `pointsShare`: of the 90 card points of each game (single games).
 */
export const sedmaArena: ArenaAdapter<SedmaState, SedmaAction, SedmaView> = {
  game: sedma,
  options: (f: ArenaFlags) => ({ players: f.players ?? 4, gamesToWin: f.target ?? 1 }),
  describe: (o) => {
    const opts = o as { players: number; gamesToWin: number };
    return { players: opts.players, gamesToWin: opts.gamesToWin };
  },
  fixture: (o) => ((o as { players: number; gamesToWin: number }).players === 4 && (o as { gamesToWin: number }).gamesToWin === 1 ? { start: { game: 2 } } : {}),
  permutations: (n) =>
    n === 4
      ? [
          [0, 1, 2, 3],
          [1, 2, 3, 0],
        ]
      : Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, s) => (s + r) % n)),
  sides: (n) =>
    n === 4
      ? [
          [0, 2],
          [1, 3],
        ]
      : Array.from({ length: n }, (_, s) => [s]),
  result: (state, n) => {
    const single = state.options.gamesToWin === 1;
    const won = (seat: number): number => (single ? (state.sides[seat] === state.winnerSide ? 1 : 0) : state.gamesWonBySeat[seat]! >= state.options.gamesToWin ? 1 : 0);
    const p = points(state);
    if (n === 4) return { wins: [won(0), won(1)], ...(single ? { points: [p[0]!, p[1]!] } : {}) };
    const share = (seat: number): number => {
      const side = state.sides[seat]!;
      const mates = state.sides.filter((x) => x === side).length;
      return p[side]! / mates;
    };
    return { wins: Array.from({ length: n }, (_, s) => won(s)), ...(single ? { points: Array.from({ length: n }, (_, s) => share(s)) } : {}) };
  },
  stats: sedmaStats,
  summarize: (c) => {
    const get = (k: string): number => c[k] ?? 0;
    const rate = (a: string, b: string): number => (get(b) > 0 ? Math.round((1000 * get(a)) / get(b)) / 1000 : 0);
    return {
      sedmaGames: get('games'),
      sedmaGameWinRate: rate('gamesWon', 'games'),
      swaps: get('swaps'),
      keeps: get('keeps'),
      continues: get('continues'),
      stops: get('stops'),
      burnedWins: get('burnedWins'),
    };
  },
  oracle: (budgetMs) => oracleEntrant(budgetMs),
};

function sedmaStats(): GameStats<SedmaState> {
  return {
    onAction(before, seat, action, after, sink) {
      if (action === 'swap') sink.add(seat, 'swaps');
      if (action === 'keep') sink.add(seat, 'keeps');
      if (before.phase === 'continue') sink.add(seat, action === 'stop' ? 'stops' : 'continues');
      if (before.phase === 'over' || after.phase !== 'over') return;
      // A game is over: it counts once per side (its first seat stands for it).
      const n = after.sides.length;
      const counted = new Set<number>();
      for (let s = 0; s < n; s++) {
        const side = after.sides[s]!;
        if (n !== 3 && counted.has(side)) continue;
        counted.add(side);
        const who = s as Seat;
        sink.add(who, 'games');
        if (side === after.winnerSide) {
          sink.add(who, 'gamesWon');
          if (after.burned) sink.add(who, 'burnedWins');
        }
      }
    },
  };
}

function oracleEntrant(budgetMs: number | undefined): Entrant<SedmaState> {
  const bot = oracleBot(budgetMs);
  return {
    name: 'oracle',
    decide: ({ state, seat, seed }) => sedma.formatAction(bot.decide({ state, seat, legal: sedma.legalActions(state, seat), seed })),
    errors: () => 0,
  };
}
