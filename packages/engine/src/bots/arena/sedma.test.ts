import { describe, expect, it } from 'vitest';
import { leichtBot, mittelBot, schwerBot } from '../sedma/index.ts';
import { botEntrant } from './entrants.ts';
import { playMatch } from './match.ts';
import { buildReport } from './report.ts';
import { sedmaArena } from './sedma.ts';

const play = async (players: number, names: string[]) => {
  const make = (name: string) =>
    name === 'oracle'
      ? { ...sedmaArena.oracle!(undefined), name }
      : botEntrant(sedmaArena, name, name === 'schwer' ? schwerBot({ budgetMs: 1 }) : name === 'mittel' ? mittelBot() : leichtBot());
  const flags = { players };
  const result = await playMatch({ adapter: sedmaArena, flags, entrants: names.map(make), seed: 't', sequences: [0, 1, 2], clock: () => 0 });
  return buildReport(sedmaArena, sedmaArena.options(flags), [...new Set(names)], result, 't');
};

describe('Sedma arena', () => {
  it('two players: single games, seats rotated, every game won by one side, points 90 per game', async () => {
    const report = await play(2, ['schwer', 'oracle']);
    expect(report).toMatchObject({ game: 'sedma', players: 2, gamesToWin: 1, games: 6, dealSequences: 3 });
    const s = report.bots.schwer!;
    const o = report.bots.oracle!;
    expect(s.wins + o.wins).toBe(6);
    expect(Object.keys(s)).toEqual(expect.arrayContaining(['games', 'wins', 'winRate', 'ci95', 'decisionMs', 'errors', 'sedmaGameWinRate', 'continues', 'stops']));
    // A burned game keeps the points taken so far; otherwise the shares add up to 1.
    expect((s.pointsShare as number) + (o.pointsShare as number)).toBeCloseTo(1, 5);
  });

  it('three players: every seat counts for itself; four players: teams, with the exchange (D-6)', async () => {
    const three = await play(3, ['mittel', 'leicht', 'leicht']);
    expect(three.games).toBe(9);
    expect(three.bots.mittel!.games + three.bots.leicht!.games).toBe(27);
    const four = await play(4, ['mittel', 'leicht', 'mittel', 'leicht']);
    expect(four.games).toBe(6);
    expect(four.bots.mittel!.wins + four.bots.leicht!.wins).toBe(6);
    expect((four.bots.mittel!.swaps as number) + (four.bots.mittel!.keeps as number)).toBe(3);
  });

  it('duplicate: four players rotate by one seat (the partnerships trade cards), others through every seat', () => {
    expect(sedmaArena.permutations(4)).toHaveLength(2);
    expect(sedmaArena.permutations(3)).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
  });
});
