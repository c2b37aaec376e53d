import { describe, expect, it } from 'vitest';
import { type FinishedGame, rankingPoints } from './points.ts';

const win = (mode: FinishedGame['mode'] = 'profi'): FinishedGame => ({ online: true, mode, won: true });
const loss = (mode: FinishedGame['mode'] = 'profi'): FinishedGame => ({ online: true, mode, won: false });
const offlineWin: FinishedGame = { online: false, mode: 'profi', won: true };
const offlineLoss: FinishedGame = { online: false, mode: 'profi', won: false };
const times = <T,>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('ranking points (S-24 … S-28)', () => {
  it.each([
    ['S-24 a win by mode', [win('anfaenger'), win('fortgeschritten'), win('profi')], 10 + 20 + 30 + 2 * 3],
    ['S-25 a loss is worth 1', [loss(), loss('anfaenger')], 2],
    ['S-26 best streak: 2 per win of the best run', [win('anfaenger'), win('anfaenger'), loss(), win('anfaenger')], 30 + 1 + 4],
    ['S-26 the streak is capped at 20', times(15, win('anfaenger')), 150 + 20],
    ['S-26 a loss breaks the streak; the best run counts', [...times(3, win('anfaenger')), loss(), ...times(5, win('anfaenger'))], 80 + 1 + 10],
    ['S-26 offline games do not break an online streak', [win('anfaenger'), offlineLoss, win('anfaenger')], 20 + 4],
    ['S-27 offline wins count 1 each', [offlineWin, offlineWin, offlineLoss], 2],
    ['S-27 offline wins are capped at 50', times(80, offlineWin), 50],
    ['nothing played', [], 0],
  ])('%s', (_rule, games, points) => {
    expect(rankingPoints(games).points).toBe(points);
  });

  it('S-28: listed only after 10 finished online games (offline games do not count)', () => {
    expect(rankingPoints([...times(9, loss()), ...times(5, offlineWin)]).eligible).toBe(false);
    expect(rankingPoints(times(10, loss())).eligible).toBe(true);
  });

  it('reports the breakdown and when the points were reached', () => {
    const r = rankingPoints([win('fortgeschritten'), loss(), offlineLoss, win('anfaenger')]);
    expect(r.breakdown).toEqual({ onlineWins: 30, participation: 1, streak: 2, offline: 0 });
    expect(r).toMatchObject({ points: 33, onlineGames: 3, onlineWinCount: 2, bestStreak: 1, reachedAt: 3 });
    expect(rankingPoints([win(), offlineWin, ...times(60, offlineWin)]).reachedAt).toBe(50);
  });
});
