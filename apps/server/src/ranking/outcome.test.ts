import { describe, expect, it } from 'vitest';
import { playRandom } from '../testing/records.ts';
import { pointsOf, type ResultRow } from './derive.ts';
import { placesFrom, ratingGameOf, replayOutcome, type SchraemSeatStats, wonAsPlayed } from './outcome.ts';
import { BOT_ANCHORS, displayOf, freshRating, rateGame } from './ratings.ts';

/** The outcome of a finished game, checked against its log and final summary by other means. */
describe('7-Schräm outcome from a replayed log', () => {
  const cases = [
    { mode: 'anfaenger', players: 2 },
    { mode: 'fortgeschritten', players: 3 },
    { mode: 'fortgeschritten', players: 4 },
    { mode: 'profi', players: 4 },
  ] as const;
  it.each(cases.flatMap((o) => [1, 2, 3].map((k) => [o, `outcome-${o.mode}-${o.players}-${k}`] as const)))('%j seed %s', (options, seed) => {
    const g = playRandom('schraem', options, seed);
    const o = replayOutcome('schraem', options, seed, g.actions);
    if ('error' in o) throw new Error(o.error);
    const summary = g.summary as { gameWinner: number; lives: number[]; handNumber: number };
    expect(o.mode).toBe(options.mode);
    // S-23: the survivor is first and the only winner.
    expect(o.places[summary.gameWinner]).toBe(1);
    expect(o.places.filter((p) => p === 1)).toHaveLength(1);
    expect(o.places.map((_, s) => wonAsPlayed(o.places, s))).toEqual(o.places.map((_, s) => s === summary.gameWinner));
    const stats = o.stats as SchraemSeatStats[];
    const by = (seat: number, verbs: string[]) => g.actions.filter((a) => a.seat === seat && verbs.includes(a.action.split(' ')[0]!)).length;
    stats.forEach((st, seat) => {
      // S-3: every life lost is counted once.
      expect(st.livesLost).toBe(7 - summary.lives[seat]!);
      expect(st.knocks).toBe(by(seat, ['knock', 'blind']));
      expect(st.holds).toBe(by(seat, ['hold']));
      expect(st.passes).toBe(by(seat, ['pass']));
      expect(st.folds).toBe(by(seat, ['fold']));
      expect(st.knockHandsWon).toBeLessThanOrEqual(Math.min(st.knockHands, st.handsWon));
      expect(st.knockHands).toBeLessThanOrEqual(st.hands);
    });
    // Every hand has one winner (S-9, S-15); the survivor played them all.
    expect(stats.reduce((n, s) => n + s.handsWon, 0)).toBe(summary.handNumber);
    expect(stats[summary.gameWinner]!.hands).toBe(summary.handNumber);
    // Whoever went out later is placed better.
    const lastHand = stats.map((s) => s.hands);
    for (const a of lastHand.keys()) for (const b of lastHand.keys()) if (lastHand[a]! > lastHand[b]!) expect(o.places[a]).toBeLessThan(o.places[b]!);
  });

  it('refuses a log that does not reach the end', () => {
    const g = playRandom('schraem', { players: 2 }, 'short');
    expect(replayOutcome('schraem', { players: 2 }, 'short', g.actions.slice(0, -1))).toEqual({ error: 'the game is not over' });
    expect('error' in replayOutcome('schraem', { players: 2 }, 'other-seed', g.actions)).toBe(true);
  });
});

describe('Schieber and Sedma outcomes', () => {
  it('Schieber: the partnership that won the match shares first place; rated as two teams', () => {
    const g = playRandom('schieber', {}, 'outcome-schieber');
    const o = replayOutcome('schieber', {}, 'outcome-schieber', g.actions);
    if ('error' in o) throw new Error(o.error);
    const winner = (g.summary as { matchWinner: number }).matchWinner;
    expect(o.places).toEqual([0, 1, 2, 3].map((s) => ((s & 1) === winner ? 1 : 2)));
    expect(o.teams).toEqual([[0, 2], [1, 3]]);
  });

  it.each([2, 3, 4])('Sedma, %i players: seats ranked by games won in the match; the match winners first', (players) => {
    const seed = `outcome-sedma-${players}`;
    const g = playRandom('sedma', { players, gamesToWin: 3 }, seed);
    const o = replayOutcome('sedma', { players, gamesToWin: 3 }, seed, g.actions);
    if ('error' in o) throw new Error(o.error);
    const summary = g.summary as { gamesWonBySeat: number[]; matchWinners: number[] };
    expect(o.places).toEqual(placesFrom(summary.gamesWonBySeat));
    expect(summary.matchWinners.length).toBeGreaterThan(0);
    for (const s of summary.matchWinners) expect(o.places[s]).toBe(1);
    expect('error' in replayOutcome('sedma', { players, gamesToWin: 3 }, seed, g.actions.slice(0, -1))).toBe(true);
  });

  it('places: equal scores share a place', () => {
    expect(placesFrom([3, 5, 5, 1])).toEqual([3, 1, 1, 4]);
    expect(wonAsPlayed([1, 1], 0)).toBe(false);
  });
});

describe('ratings (OpenSkill)', () => {
  const person = (seat: number, place: number, covered = false) => ({ seat, rating: freshRating(), bot: null, place, covered });

  it('free-for-all by place: the winner gains, the last loses most; the display is mu − 3 sigma', () => {
    const next = rateGame([person(0, 2), person(1, 1), person(2, 3)], [[0], [1], [2]]);
    const fresh = freshRating();
    expect(next.get(1)!.mu).toBeGreaterThan(fresh.mu);
    expect(next.get(2)!.mu).toBeLessThan(next.get(0)!.mu);
    expect(next.get(0)!.sigma).toBeLessThan(fresh.sigma);
    expect(displayOf({ mu: 30, sigma: 2 })).toBeCloseTo(24);
  });

  it('bots are fixed anchors, never rated; beating Schwer is worth more than beating Leicht', () => {
    const vs = (bot: 'leicht' | 'schwer') =>
      rateGame([person(0, 1), { seat: 1, rating: null, bot, place: 2, covered: false }], [[0], [1]]);
    const leicht = vs('leicht');
    expect([...leicht.keys()]).toEqual([0]);
    expect(vs('schwer').get(0)!.mu).toBeGreaterThan(leicht.get(0)!.mu);
    expect(BOT_ANCHORS.schwer.mu).toBeGreaterThan(BOT_ANCHORS.leicht.mu);
  });

  it('a covered seat cannot gain: alone it is placed last; in a winning partnership it keeps its rating', () => {
    const ffa = rateGame([person(0, 1, true), person(1, 2)], [[0], [1]]);
    expect(ffa.get(0)!.mu).toBeLessThan(freshRating().mu);
    expect(ffa.get(1)!.mu).toBeGreaterThan(freshRating().mu);
    const teams = rateGame([person(0, 1, true), person(1, 2), person(2, 1), person(3, 2, true)], [[0, 2], [1, 3]]);
    expect(teams.has(0)).toBe(false);
    expect(teams.get(2)!.mu).toBeGreaterThan(freshRating().mu);
    expect(teams.get(3)!.mu).toBeLessThan(freshRating().mu);
  });
});

describe('7-Schräm regional presets count within their own ruleset (V-10 … V-13)', () => {
  it('a preset game has the mode MODE/RULESET and its own ratings row; app and rheinland games keep theirs', () => {
    for (const [options, mode, rating] of [
      [{ mode: 'fortgeschritten', players: 3, ruleset: 'eifel' }, 'fortgeschritten/eifel', 'schraem/eifel'],
      [{ mode: 'profi', players: 3, ruleset: 'wipperfuerth' }, 'profi/wipperfuerth', 'schraem/wipperfuerth'],
      [{ mode: 'profi', players: 3, ruleset: 'rheinland' }, 'profi', 'schraem'],
      [{ mode: 'profi', players: 3 }, 'profi', 'schraem'],
    ] as const) {
      const g = playRandom('schraem', options, `variant-${mode}`);
      const o = replayOutcome('schraem', options, `variant-${mode}`, g.actions);
      if ('error' in o) throw new Error(o.error);
      expect(o.mode).toBe(mode);
      expect(ratingGameOf(o)).toBe(rating);
    }
  });

  it('their results never enter the S-24 … S-28 points', () => {
    const row = (mode: string, won: boolean, finishedAt: number) => ({ mode, won, counts: 'online', finishedAt }) as unknown as ResultRow;
    const app = [row('profi', true, 1), row('profi', false, 2)];
    const withVariants = [...app, row('profi/eifel', true, 3), row('fortgeschritten/sebbe', true, 4)];
    expect(pointsOf(withVariants)).toEqual(pointsOf(app));
    expect(pointsOf([row('profi', true, 1)]).points).toBeGreaterThan(0);
  });
});
