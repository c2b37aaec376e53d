import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SchraemState } from '../../games/schraem/state.ts';
import { botEntrant, parseSeat, splitSeats } from './entrants.ts';
import { externalEntrant } from './external.node.ts';
import { type MatchResult, mergeResults, playMatch } from './match.ts';
import { buildReport } from './report.ts';
import { schraemArena } from './schraem.ts';
import { bootstrapRatio, quantile } from './stats.ts';
import type { Entrant } from './types.ts';
import { leichtBot, mittelBot } from '../schraem/index.ts';
import { randomBot } from '../bot.ts';

const EXAMPLE = fileURLToPath(new URL('./example-bot.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

const match = (entrants: Entrant<SchraemState>[], sequences: number[], mode = 'profi'): Promise<MatchResult> =>
  playMatch({ adapter: schraemArena, flags: { mode, players: entrants.length }, entrants, seed: 't', sequences, clock: () => 0 });

describe('arena', () => {
  it('plays duplicate sets and reports numbers that add up', async () => {
    const names = ['mittel', 'leicht', 'random', 'oracle'];
    const entrants = [
      botEntrant(schraemArena, 'mittel', mittelBot()),
      botEntrant(schraemArena, 'leicht', leichtBot()),
      botEntrant(schraemArena, 'random', randomBot('schraem')),
      { ...schraemArena.oracle!(undefined), name: 'oracle' },
    ];
    const result = await match(entrants, [0, 1, 2]);
    const report = buildReport(schraemArena, schraemArena.options({ mode: 'profi', players: 4 }), names, result, 't');
    expect(report).toMatchObject({ game: 'schraem', mode: 'profi', games: 12, dealSequences: 3 });
    let wins = 0;
    let lost = 0;
    let emptyAnswers = 0;
    for (const name of names) {
      const b = report.bots[name]!;
      expect(Object.keys(b)).toEqual(expect.arrayContaining(['games', 'wins', 'winRate', 'ci95', 'decisionMs', 'errors', 'livesLostPerHand', 'holdWinRate', 'knockWinRate']));
      expect(b.games).toBe(12); // every entrant plays every seat of every deal sequence
      expect(b.winRate).toBeCloseTo(b.wins / b.games, 3);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.ci95[1]);
      expect(b.errors).toBe(0);
      // Answers with all cards played are a part of all answers; sure wins passed a part of those passes.
      const empty = b.emptyHand as Record<string, number>;
      expect(Object.keys(empty)).toEqual(['holds', 'passes', 'holdWinRate', 'freeHolds', 'paidHoldWinRate', 'sureWinPasses', 'sureLossHolds', 'winningPasses', 'knocksAgainst', 'knocksAgainstWinRate']);
      expect(empty.freeHolds).toBeLessThanOrEqual(empty.holds!);
      expect(empty.knocksAgainst).toBeLessThanOrEqual(b.knocks as number);
      expect(empty.holds).toBeLessThanOrEqual(b.holds as number);
      expect(empty.passes).toBeLessThanOrEqual(b.passes as number);
      expect(empty.sureWinPasses).toBeLessThanOrEqual(empty.winningPasses!);
      expect(empty.winningPasses).toBeLessThanOrEqual(empty.passes!);
      expect(empty.sureLossHolds).toBeLessThanOrEqual(empty.holds!);
      emptyAnswers += empty.holds! + empty.passes!;
      wins += b.wins;
      lost += result.counters[name]!.livesLost!;
    }
    expect(wins).toBe(12); // one survivor per game (S-23)
    expect(emptyAnswers).toBeGreaterThan(0);
    // Everyone but the survivor loses all 7 lives; the survivor keeps at least one.
    expect(lost).toBeGreaterThanOrEqual(12 * 21);
    expect(lost).toBeLessThanOrEqual(12 * 27);
  });

  it('replays the same deal sequence once per seat rotation', () => {
    expect(schraemArena.permutations(3)).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
  });

  it('merges the shares of workers into the single-process result', async () => {
    const entrants = () => [0, 1, 2].map((i) => botEntrant(schraemArena, i === 0 ? 'mittel' : 'leicht', i === 0 ? mittelBot() : leichtBot()));
    const whole = await match(entrants(), [0, 1, 2, 3], 'fortgeschritten');
    const parts = mergeResults([await match(entrants(), [1, 3], 'fortgeschritten'), await match(entrants(), [0, 2], 'fortgeschritten')]);
    expect(parts.sequences).toEqual(whole.sequences);
    expect(parts.counters).toEqual(whole.counters);
  });

  it('speaks JSON lines with an external program (the example bot of docs/bots.md)', async () => {
    const ext = externalEntrant(schraemArena, 'cmd', `node ${EXAMPLE}`);
    const entrants = [ext, botEntrant(schraemArena, 'leicht', leichtBot()), botEntrant(schraemArena, 'leicht', leichtBot())];
    try {
      const result = await match(entrants, [0]);
      expect(result.games).toBe(3);
      expect(result.errors.cmd).toBe(0);
    } finally {
      await ext.close?.();
    }
  });

  it('counts malformed, illegal and late answers and plays on with a random legal action', async () => {
    const bad = externalEntrant(schraemArena, 'bad', `node -e "let i=0;require('readline').createInterface({input:process.stdin}).on('line',()=>console.log(i++%2?'nonsense':JSON.stringify({action:'play Xx'})))"`);
    // Sequential but slow on its first question only: the questions that pile up meanwhile are
    // late (about 300 ms / 100 ms of them); their answers are skipped, the rest count.
    const slow = externalEntrant(
      schraemArena,
      'slow',
      `node -e "let first=true;require('readline').createInterface({input:process.stdin}).on('line',(l)=>{if(first){first=false;const t=Date.now();while(Date.now()-t<300);}console.log(JSON.stringify({action:JSON.parse(l).legal[0]}))})"`,
      100,
    );
    const entrants = [bad, slow, botEntrant(schraemArena, 'leicht', leichtBot())];
    try {
      const result = await match(entrants, [0], 'anfaenger');
      expect(result.games).toBe(3);
      expect(result.errors.bad).toBeGreaterThan(20);
      expect(result.errors.slow).toBeGreaterThanOrEqual(1);
      expect(result.errors.slow).toBeLessThanOrEqual(6);
    } finally {
      await bad.close?.();
      await slow.close?.();
    }
  });

  it('parses seat lists', () => {
    expect(splitSeats('"cmd:python3 my bot.py",medium, hard')).toEqual(['cmd:python3 my bot.py', 'medium', 'hard']);
    expect(parseSeat('Schwer')).toEqual({ kind: 'level', name: 'schwer', level: 'schwer' });
    expect(parseSeat('easy')).toEqual({ kind: 'level', name: 'easy', level: 'leicht' });
    expect(parseSeat('cmd:node x.mjs')).toEqual({ kind: 'cmd', name: 'cmd:node x.mjs', command: 'node x.mjs' });
    expect(typeof parseSeat('grandmaster')).toBe('string');
    expect(parseSeat('Hard-V1')).toEqual({ kind: 'version', name: 'hard-v1' });
    expect(parseSeat('hard-cfr')).toEqual({ kind: 'version', name: 'hard-cfr' });
    expect(typeof parseSeat('constructor')).toBe('string');
  });

  it('statistics: quantiles and a bootstrap interval around the ratio', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    const units = Array.from({ length: 50 }, (_, i) => ({ wins: i % 4 === 0 ? 1 : 0, games: 1 }));
    const [lo, hi] = bootstrapRatio(units, 's');
    expect(lo).toBeLessThan(0.26);
    expect(hi).toBeGreaterThan(0.26);
  });

  it('the CLI prints the JSON report', () => {
    const out = spawnSync('npx', ['tsx', 'packages/engine/src/cli/arena.ts', '--game', 'schraem', '--mode', 'fortgeschritten', '--seats', 'medium,easy,random', '--games', '3', '--seed', '5', '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(out.status).toBe(0);
    const report = JSON.parse(out.stdout) as { games: number; bots: Record<string, { games: number; wins: number }> };
    expect(report.games).toBe(3);
    expect(Object.keys(report.bots)).toEqual(['medium', 'easy', 'random']);
    expect(Object.values(report.bots).reduce((a, b) => a + b.wins, 0)).toBe(3);
  });
});
