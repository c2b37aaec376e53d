import { type AnyGame, type GameId, isEngineError, RuleError, type Schieber, type Schraem, type Seat, type Sedma } from '@stammtisch/engine';
import { gameById } from '@stammtisch/engine/games/index';

/**
 * What a finished game says about each seat, found by replaying its log through the engine —
 * never from numbers a client sent (S-29). Only views and the summary are read.
 */
export interface Outcome {
  readonly game: GameId;
  /** 7-Schräm: the mode of the options (S-22); `standard` for the other games. */
  readonly mode: string;
  readonly players: number;
  /** Per seat, 1 = best; equal results share a place. */
  readonly places: readonly number[];
  /** Rating teams as lists of seats: Schieber's two partnerships; every seat alone elsewhere. */
  readonly teams: readonly (readonly number[])[];
  /** Per seat: 7-Schräm counts (`SchraemSeatStats`), `{}` for the other games. */
  readonly stats: readonly Readonly<Record<string, number>>[];
  readonly summary: unknown;
}

export type SchraemSeatStats = {
  hands: number;
  handsWon: number;
  livesLost: number;
  knocks: number;
  knockHands: number;
  knockHandsWon: number;
  holds: number;
  passes: number;
  folds: number;
};

export interface LoggedAction {
  readonly seat: number;
  readonly action: string;
}

/** A seat wins when it has the best place and someone has a worse one (a full tie is no win). */
export const wonAsPlayed = (places: readonly number[], seat: number): boolean =>
  places[seat] === 1 && places.some((p) => p > 1);

/** 1 + the number of seats with a strictly better score (higher is better). */
export function placesFrom(score: readonly number[]): number[] {
  return score.map((x) => 1 + score.filter((y) => y > x).length);
}

/**
 * V-10 … V-13, V-20, V-21: the regional presets count within their own ruleset only — their mode is
 * `MODE/RULESET`, so their results never enter S-24 … S-28 (derive.ts) and their ratings are kept
 * apart (`ratingGameOf`). The app ruleset and rheinland (S-31) stay as they were.
 */
const OWN_RULESETS: ReadonlySet<string> = new Set(['wipperfuerth', 'marienheide', 'eifel', 'sebbe', 'dedenbach', 'tuppen']);

export function modeOf(game: AnyGame, options: unknown): string {
  const parsed = game.parseOptions(options);
  if (isEngineError(parsed)) return 'standard';
  const { mode, ruleset } = parsed as { mode?: unknown; ruleset?: unknown };
  if (typeof mode !== 'string') return 'standard';
  return typeof ruleset === 'string' && OWN_RULESETS.has(ruleset) ? `${mode}/${ruleset}` : mode;
}

/** The ratings row a game updates: `schraem/eifel` for a preset of its own, else the game. */
export function ratingGameOf(o: { readonly game: string; readonly mode: string }): string {
  const slash = o.mode.indexOf('/');
  return slash < 0 ? o.game : `${o.game}/${o.mode.slice(slash + 1)}`;
}

/** Replays `(options, seed, actions)`; the outcome, or why the log does not replay to an end. */
export function replayOutcome(
  gameId: string,
  options: unknown,
  seed: string,
  actions: readonly LoggedAction[],
): Outcome | { readonly error: string } {
  const game = gameById(gameId);
  if (!game) return { error: `no engine for ${gameId}` };
  let state = game.setup(options, seed);
  if (isEngineError(state)) return { error: state.message };
  const players = game.players(state);
  const tracker = game.id === 'schraem' ? schraemTracker(game, state, players) : null;
  for (const [i, a] of actions.entries()) {
    const action = game.parseAction(a.action);
    if (isEngineError(action)) return { error: `action ${i}: ${action.message}` };
    const next = game.apply(state, a.seat as Seat, action);
    if (next instanceof RuleError || isEngineError(next)) return { error: `action ${i}: ${next.message}` };
    tracker?.step(a.seat, game.formatAction(action), next);
    state = next;
  }
  const summary = game.summary(state);
  const base = { game: game.id, mode: modeOf(game, options), players, summary };
  switch (game.id) {
    case 'schraem': {
      if (!game.isOver(state)) return { error: 'the game is not over' };
      const t = tracker!;
      return { ...base, places: t.places((summary as Schraem.SchraemSummary).gameWinner), teams: alone(players), stats: t.stats };
    }
    case 'schieber': {
      const winner = (summary as Schieber.SchieberSummary).matchWinner;
      if (winner === null) return { error: 'the match is not over' };
      const places = Array.from({ length: players }, (_, s) => ((s & 1) === winner ? 1 : 2));
      return { ...base, places, teams: [[0, 2], [1, 3]], stats: places.map(() => ({})) };
    }
    case 'sedma': {
      // D-14: the match ends at `gamesToWin` games; seats are ranked by the games they won.
      if (!game.isOver(state)) return { error: 'the match is not over' };
      const won = (summary as Sedma.SedmaSummary).gamesWonBySeat;
      return { ...base, places: placesFrom(won), teams: alone(players), stats: won.map(() => ({})) };
    }
  }
}

const alone = (n: number): number[][] => Array.from({ length: n }, (_, s) => [s]);

/**
 * 7-Schräm, seat by seat: hands played, won and lives lost (from each hand's result in the
 * spectator view), the seat's knocks (its own `knock` and `blind` decisions, S-11, S-19), hands
 * with a knock and how many of those it won, holds, passes, folds; and the hand in which each
 * seat lost its last life, for the elimination order.
 */
function schraemTracker(game: AnyGame, start: unknown, n: number) {
  const view = (s: unknown) => game.viewFor(s, 'spectator') as Schraem.SchraemView;
  const stats: SchraemSeatStats[] = Array.from({ length: n }, () => ({
    hands: 0, handsWon: 0, livesLost: 0, knocks: 0, knockHands: 0, knockHandsWon: 0, holds: 0, passes: 0, folds: 0,
  }));
  let current = view(start);
  let livesAtStart = current.lives.slice();
  let knocked = new Array<boolean>(n).fill(false);
  const outIn = new Array<number>(n).fill(Number.POSITIVE_INFINITY);

  return {
    stats,
    step(seat: number, action: string, next: unknown) {
      const verb = action.split(' ')[0];
      const st = stats[seat]!;
      if (verb === 'knock' || verb === 'blind') {
        st.knocks++;
        knocked[seat] = true;
      } else if (verb === 'hold') st.holds++;
      else if (verb === 'pass') st.passes++;
      else if (verb === 'fold') st.folds++;
      const hand = current.handNumber;
      const after = view(next);
      after.lives.forEach((l, s) => {
        if (l === 0 && outIn[s] === Number.POSITIVE_INFINITY) outIn[s] = hand;
      });
      const ended = after.lastHand;
      if (ended && ended.handNumber !== current.lastHand?.handNumber) {
        for (let s = 0; s < n; s++) {
          if (livesAtStart[s]! <= 0) continue;
          const x = stats[s]!;
          const won = ended.winner === s;
          x.hands++;
          x.livesLost += ended.lost[s] ?? 0;
          if (won) x.handsWon++;
          if (knocked[s]) {
            x.knockHands++;
            if (won) x.knockHandsWon++;
          }
        }
        livesAtStart = after.lives.slice();
        knocked = new Array<boolean>(n).fill(false);
      }
      current = after;
    },
    /** S-23's survivor first, then by the hand a seat went out in: later is better, same hand ties. */
    places(winner: number | null): number[] {
      const score = outIn.map((hand, s) => (s === winner ? Number.MAX_SAFE_INTEGER : hand === Number.POSITIVE_INFINITY ? Number.MAX_SAFE_INTEGER - 1 : hand));
      return placesFrom(score);
    },
  };
}
