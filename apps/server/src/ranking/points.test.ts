import type { LeaderboardPage, PlayerProfile } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, noteSkippedPostgres, serverOn } from '../testing/databases.ts';
import { api, type TestServer } from '../testing/harness.ts';
import { addUser, APART_MS, type PlayedGame, playRandom, recordGame, winnerOf } from '../testing/records.ts';

/**
 * S-24 … S-28 through recorded games: real 7-Schräm logs stored like a table stores them and
 * finished through the server's finish path; points read back through the REST API.
 */
noteSkippedPostgres('points.test');

type Mode = 'anf' | 'fort' | 'profi';

for (const kind of DATABASES) {
  describe(`leaderboard points on ${kind}`, () => {
    let server: TestServer;
    let clock = 1_800_000_000_000;
    const logs = {} as Record<Mode | 'three', PlayedGame>;

    beforeAll(async () => {
      server = await serverOn(kind);
      logs.anf = playRandom('schraem', { mode: 'anfaenger', players: 2 }, 'points-anf');
      logs.fort = playRandom('schraem', { mode: 'fortgeschritten', players: 2 }, 'points-fort');
      logs.profi = playRandom('schraem', { mode: 'profi', players: 2 }, 'points-profi');
      logs.three = playRandom('schraem', { mode: 'anfaenger', players: 3 }, 'points-three');
    });
    afterAll(async () => server?.cleanup());

    /** An online game of two people: `winner` survives; `covered` = a bot finished that seat. */
    const duel = (winner: string, loser: string, mode: Mode = 'anf', covered: { winner?: boolean; loser?: boolean } = {}) => {
      const g = logs[mode];
      const w = winnerOf(g);
      const seats = [];
      seats[w] = { player: winner, covered: covered.winner ?? false };
      seats[1 - w] = { player: loser, covered: covered.loser ?? false };
      return recordGame(server.ctx, g, seats, (clock += APART_MS));
    };
    /** One person against a bot at a server table. */
    const vsBot = (player: string, win: boolean) => {
      const g = logs.anf;
      const w = winnerOf(g);
      const seats = [];
      seats[w] = win ? { player } : { bot: 'leicht' as const };
      seats[1 - w] = win ? { bot: 'leicht' as const } : { player };
      return recordGame(server.ctx, g, seats, (clock += APART_MS));
    };
    const points = async (id: string) => (await api<PlayerProfile>(server.url, `/api/players/${id}`)).body.points!;
    const board = async () => (await api<LeaderboardPage>(server.url, '/api/leaderboard?game=schraem&size=100')).body;

    it('S-24 wins by mode 10/20/30, S-25 one point per loss, S-26 the streak, S-28 listed from the 10th online game', async () => {
      await addUser(server.ctx, 'g_anna', 'Anna');
      await duel('g_anna', 'g_opp1', 'anf');
      await duel('g_anna', 'g_opp1', 'fort');
      await duel('g_anna', 'g_opp1', 'profi');
      for (let i = 0; i < 6; i++) await duel('g_opp1', 'g_anna');
      const nine = await points('g_anna');
      expect(nine).toMatchObject({
        points: 10 + 20 + 30 + 6 + 3 * 2,
        breakdown: { onlineWins: 60, participation: 6, streak: 6, offline: 0 },
        onlineGames: 9,
        onlineWins: 3,
        bestStreak: 3,
        eligible: false,
      });
      expect((await board()).entries.map((e) => e.playerId)).not.toContain('g_anna');

      await duel('g_opp1', 'g_anna');
      const ten = await points('g_anna');
      expect(ten).toMatchObject({ points: 73, onlineGames: 10, eligible: true });
      const entry = (await board()).entries.find((e) => e.playerId === 'g_anna');
      expect(entry).toMatchObject({ name: 'Anna', kind: 'user', points: 73, onlineWins: 3 });
      // S-24 … S-26 credit the winner's points at the game that reached them.
      expect(entry!.reachedAt).toBe(clock);
    });

    it('S-26: a loss breaks the streak; the best run counts, 2 points a win, at most 20', async () => {
      await duel('g_bea', 'g_opp2');
      await duel('g_bea', 'g_opp2');
      await duel('g_opp2', 'g_bea');
      await duel('g_bea', 'g_opp2');
      expect(await points('g_bea')).toMatchObject({ points: 30 + 1 + 4, bestStreak: 2, breakdown: { streak: 4 } });

      for (let i = 0; i < 12; i++) await duel('g_carl', 'g_opp3');
      expect(await points('g_carl')).toMatchObject({ points: 120 + 20, bestStreak: 12, breakdown: { onlineWins: 120, streak: 20 } });
    });

    it('S-27: wins against bots alone count 1 each, at most 50; losses against bots count nothing and are no online games', async () => {
      for (let i = 0; i < 51; i++) await vsBot('g_dora', true);
      await vsBot('g_dora', false);
      expect(await points('g_dora')).toMatchObject({
        points: 50,
        offlineWins: 51,
        onlineGames: 0,
        eligible: false,
        breakdown: { onlineWins: 0, participation: 0, streak: 0, offline: 50 },
      });
    });

    it('a seat a bot covered to the end gets no win — and a loss stays a loss', async () => {
      await duel('g_emil', 'g_opp4');
      await duel('g_emil', 'g_opp4');
      await duel('g_emil', 'g_opp4', 'anf', { winner: true });
      await duel('g_emil', 'g_opp4');
      await duel('g_opp4', 'g_emil', 'anf', { loser: true });
      const p = await points('g_emil');
      // Wins 1, 2 and 4 count; the covered survival is a loss (1 point) that breaks the run.
      expect(p).toMatchObject({ onlineGames: 5, onlineWins: 3, bestStreak: 2, points: 30 + 2 + 4 });
      const history = (await api<{ entries: { won: boolean; covered: boolean; place: number }[] }>(server.url, '/api/players/g_emil/games')).body.entries;
      expect(history.filter((h) => h.covered).map((h) => ({ won: h.won, place: h.place }))).toEqual([
        { won: false, place: 2 },
        { won: false, place: 1 },
      ]);
    });

    it('ties: more online wins first, then who reached the points earlier; full ties share a rank', async () => {
      // P: two Anfänger wins in a row and 8 losses = 20 + 8 + 4 = 32 (2 online wins).
      await duel('g_pia', 'g_opp5');
      await duel('g_pia', 'g_opp5');
      for (let i = 0; i < 8; i++) await duel('g_opp5', 'g_pia');
      // Q: one Fortgeschritten win and 10 losses = 20 + 10 + 2 = 32 (1 online win).
      await duel('g_quirin', 'g_opp6', 'fort');
      for (let i = 0; i < 10; i++) await duel('g_opp6', 'g_quirin');
      // R reaches 10 points before S; T and U lose the very same games.
      for (let i = 0; i < 10; i++) await duel('g_opp7', 'g_rosa');
      for (let i = 0; i < 10; i++) await duel('g_opp7', 'g_sepp');
      for (let i = 0; i < 10; i++) {
        const g = logs.three;
        const w = winnerOf(g);
        const losers = ['g_toni', 'g_ulli'];
        const seats = [0, 1, 2].map((s) => ({ player: s === w ? 'g_opp8' : losers.shift()! }));
        await recordGame(server.ctx, g, seats, (clock += APART_MS));
      }
      const entries = (await board()).entries;
      const at = (id: string) => entries.findIndex((e) => e.playerId === id);
      const of = (id: string) => entries[at(id)]!;
      expect(of('g_pia').points).toBe(32);
      expect(of('g_quirin').points).toBe(32);
      expect(at('g_pia')).toBeLessThan(at('g_quirin'));
      expect(of('g_pia').rank).toBeLessThan(of('g_quirin').rank);
      expect(of('g_rosa').points).toBe(of('g_sepp').points);
      expect(of('g_rosa').reachedAt).toBeLessThan(of('g_sepp').reachedAt!);
      expect(of('g_rosa').rank).toBeLessThan(of('g_sepp').rank);
      expect(of('g_toni').rank).toBe(of('g_ulli').rank);
      // Ranks follow the order: each is its position, or its equal's.
      entries.forEach((e, i) => expect(e.rank === i + 1 || e.rank === entries[i - 1]?.rank).toBe(true));
      // Paging gives the same ranks.
      const second = (await api<LeaderboardPage>(server.url, `/api/leaderboard?game=schraem&size=3&page=2`)).body;
      expect(second.entries.map((e) => [e.playerId, e.rank])).toEqual(entries.slice(3, 6).map((e) => [e.playerId, e.rank]));
      expect(second.total).toBe(entries.length);
      // Bots never appear.
      expect(entries.every((e) => e.playerId.startsWith('g_'))).toBe(true);
    });

    it('only the leaderboard of 7-Schräm has points', async () => {
      const r = await api<{ error: string }>(server.url, '/api/leaderboard?game=schieber');
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('bad-game');
    });
  });
}
