import { describe, expect, it } from 'vitest';
import { leichtBot, mittelBot, schwerBot } from '../schieber/index.ts';
import { botEntrant } from './entrants.ts';
import { playMatch } from './match.ts';
import { buildReport } from './report.ts';
import { schieberArena } from './schieber.ts';

describe('Schieber arena', () => {
  it('plays duplicate matches (teams swap cards) and reports numbers that add up', async () => {
    const names = ['schwer', 'mittel', 'oracle', 'leicht'];
    const entrants = [
      botEntrant(schieberArena, 'schwer', schwerBot({ budgetMs: 1 })),
      botEntrant(schieberArena, 'mittel', mittelBot()),
      { ...schieberArena.oracle!(undefined), name: 'oracle' },
      botEntrant(schieberArena, 'leicht', leichtBot()),
    ];
    const flags = { target: 300 };
    const result = await playMatch({ adapter: schieberArena, flags, entrants, seed: 't', sequences: [0, 1], clock: () => 0 });
    const report = buildReport(schieberArena, schieberArena.options(flags), names, result, 't');
    expect(report).toMatchObject({ game: 'schieber', target: 300, games: 4, dealSequences: 2 });
    let wins = 0;
    let share = 0;
    for (const name of names) {
      const b = report.bots[name]!;
      expect(Object.keys(b)).toEqual(expect.arrayContaining(['games', 'wins', 'winRate', 'ci95', 'decisionMs', 'errors', 'pointsShare', 'contracts', 'pushes', 'rounds']));
      expect(b.games).toBe(4);
      expect(b.errors).toBe(0);
      expect(b.winRate).toBeCloseTo(b.wins / b.games, 3);
      wins += b.wins;
      share += b.pointsShare as number;
    }
    // Each match is won by one team, whose two names both count it; a name's share is its team's.
    expect(wins).toBe(8);
    expect(share).toBeCloseTo(2, 2);
  });

  it('duplicate: the second game of a deal sequence seats every entrant one seat on', () => {
    expect(schieberArena.permutations(4)).toEqual([
      [0, 1, 2, 3],
      [1, 2, 3, 0],
    ]);
  });
});
