import type { HistoryPage, PlayerProfile, RatingsPage, ReplayAnswer, TimelinePoint } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, noteSkippedPostgres, serverOn } from '../testing/databases.ts';
import { api, createTable, guest, Player, type TestServer } from '../testing/harness.ts';
import { PAIR_GAMES_PER_DAY } from './standing.ts';
import { addUser, APART_MS, type PlayedGame, playRandom, recordGame, winnerOf } from '../testing/records.ts';

/** Ratings, stats, history, timelines and replays from recorded games, through the REST API. */
noteSkippedPostgres('ranking.test');

for (const kind of DATABASES) {
  describe(`ratings, stats, history and replays on ${kind}`, () => {
    let server: TestServer;
    let clock = 1_850_000_000_000;
    const games: PlayedGame[] = [];
    let schieber: PlayedGame;

    beforeAll(async () => {
      server = await serverOn(kind);
      for (let i = 0; i < 12; i++) games.push(playRandom('schraem', { mode: i % 2 ? 'profi' : 'fortgeschritten', players: 3 }, `ranking-${i}`));
      schieber = playRandom('schieber', {}, 'ranking-schieber');
      await addUser(server.ctx, 'g_hanna', 'Hanna');
      await addUser(server.ctx, 'g_ida', 'Ida');
    });
    afterAll(async () => server?.cleanup());

    it('rates every person of every game; provisional until 10 games; bots are never listed', async () => {
      const ids = ['g_hanna', 'g_ida'];
      // Hanna wins every game; Ida never does; the third seat is a Schwer bot.
      for (const g of games) {
        const w = winnerOf(g);
        const order = [w, (w + 1) % 3, (w + 2) % 3];
        const seats = [];
        seats[order[0]!] = { player: ids[0]! };
        seats[order[1]!] = { player: ids[1]! };
        seats[order[2]!] = { bot: 'schwer' as const };
        await recordGame(server.ctx, g, seats, (clock += APART_MS));
        const done = games.indexOf(g) + 1;
        const board = (await api<RatingsPage>(server.url, '/api/ratings?game=schraem')).body;
        expect(board.entries.map((e) => e.playerId).sort()).toEqual(ids);
        expect(board.entries.every((e) => e.games === done && e.provisional === done < 10)).toBe(true);
      }
      const board = (await api<RatingsPage>(server.url, '/api/ratings?game=schraem')).body;
      expect(board.entries.map((e) => [e.playerId, e.rank])).toEqual([['g_hanna', 1], ['g_ida', 2]]);
      const [hanna, ida] = board.entries;
      expect(hanna!.display).toBeCloseTo(hanna!.mu - 3 * hanna!.sigma);
      expect(hanna!.mu).toBeGreaterThan(25);
      expect(ida!.mu).toBeLessThan(hanna!.mu);
      expect(hanna!.sigma).toBeLessThan(25 / 3);
    });

    it('stats per game and mode, streaks and 7-Schräm counts, from the logs', async () => {
      const hanna = (await api<PlayerProfile>(server.url, '/api/players/g_hanna')).body;
      const s = hanna.stats.schraem!;
      expect(s).toMatchObject({ games: 12, wins: 12, winRate: 1, bestStreak: 12, currentStreak: 12, offlineWins: 0 });
      expect(s.byMode).toEqual({ fortgeschritten: { games: 6, wins: 6, winRate: 1 }, profi: { games: 6, wins: 6, winRate: 1 } });
      const ida = (await api<PlayerProfile>(server.url, '/api/players/g_ida')).body.stats.schraem!;
      expect(ida).toMatchObject({ games: 12, wins: 0, winRate: 0, bestStreak: 0 });
      // Counted independently from the logs: Hanna sat at the winner's seat, Ida at the next.
      const count = (seatOf: (g: PlayedGame) => number, verbs: string[]) =>
        games.reduce((n, g) => n + g.actions.filter((a) => a.seat === seatOf(g) && verbs.includes(a.action.split(' ')[0]!)).length, 0);
      const idaSeat = (g: PlayedGame) => (winnerOf(g) + 1) % 3;
      expect(ida.schraem).toMatchObject({
        livesLost: 7 * 12,
        knocks: count(idaSeat, ['knock', 'blind']),
        holds: count(idaSeat, ['hold']),
        passes: count(idaSeat, ['pass']),
        folds: count(idaSeat, ['fold']),
      });
      expect(ida.schraem!.livesPerHand).toBeCloseTo(ida.schraem!.livesLost / ida.schraem!.hands);
      const hs = s.schraem!;
      expect(hs.livesLost).toBe(games.reduce((n, g) => n + 7 - (g.summary as { lives: number[] }).lives[winnerOf(g)]!, 0));
      expect(hs.knockWinRate).toBeCloseTo(hs.knockHands === 0 ? 0 : hs.knockHandsWon / hs.knockHands);
    });

    it('history is paginated, newest first, with who sat where; the timeline holds points and rating per game', async () => {
      const page1 = (await api<HistoryPage>(server.url, '/api/players/g_ida/games?game=schraem&size=5')).body;
      const page3 = (await api<HistoryPage>(server.url, '/api/players/g_ida/games?game=schraem&size=5&page=3')).body;
      expect(page1.total).toBe(12);
      expect(page1.entries).toHaveLength(5);
      expect(page3.entries).toHaveLength(2);
      expect(page1.entries[0]!.finishedAt).toBeGreaterThan(page1.entries[4]!.finishedAt);
      expect(page1.entries[0]!.seats.map((x) => x.bot ?? x.playerId).sort()).toEqual(['g_hanna', 'g_ida', 'schwer']);
      expect(page1.entries[0]).toMatchObject({ source: 'table', online: true, won: false, players: 3 });

      const t = (await api<{ points: TimelinePoint[] }>(server.url, '/api/players/g_hanna/timeline?game=schraem')).body.points;
      expect(t).toHaveLength(12);
      expect(t.map((x) => x.points)).toEqual(t.map((_, i) => pointsAfter(i + 1)));
      expect(t.at(-1)!.rating!.games).toBe(12);
      expect(t.every((x) => x.ladder === 'schraem')).toBe(true);
      expect(t.map((x) => x.at)).toEqual([...t.map((x) => x.at)].sort((a, b) => a - b));
      function pointsAfter(n: number): number {
        let wins = 0;
        for (let i = 0; i < n; i++) wins += i % 2 ? 30 : 20;
        return wins + Math.min(20, 2 * n);
      }
    });

    it('Schieber: two partnerships; the winners gain, the losers lose', async () => {
      const w = (schieber.summary as { matchWinner: number }).matchWinner;
      const seats = ['g_s0', 'g_s1', 'g_s2', 'g_s3'].map((player) => ({ player }));
      await recordGame(server.ctx, schieber, seats, (clock += APART_MS));
      const board = (await api<RatingsPage>(server.url, '/api/ratings?game=schieber')).body;
      expect(board.entries).toHaveLength(4);
      const mu = Object.fromEntries(board.entries.map((e) => [e.playerId, e.mu]));
      for (const s of [0, 1, 2, 3]) expect(mu[`g_s${s}`]! > 25).toBe((s & 1) === w);
      expect(mu['g_s0']).toBeCloseTo(mu['g_s2']!);
      const p = (await api<PlayerProfile>(server.url, `/api/players/g_s${w}`)).body;
      expect(p.points).toBeNull();
      expect(p.stats.schieber).toMatchObject({ games: 1, wins: 1, byMode: { standard: { games: 1, wins: 1 } } });
    });

    it('Sedma: a finished match rates every seat by games won', async () => {
      const g = playRandom('sedma', { players: 3, gamesToWin: 2 }, 'ranking-sedma');
      await recordGame(server.ctx, g, ['g_d0', 'g_d1', 'g_d2'].map((player) => ({ player })), (clock += APART_MS));
      const board = (await api<RatingsPage>(server.url, '/api/ratings?game=sedma')).body;
      expect(board.entries.map((e) => e.playerId).sort()).toEqual(['g_d0', 'g_d1', 'g_d2']);
      const winners = (g.summary as { matchWinners: number[] }).matchWinners;
      const top = board.entries.filter((e) => e.rank === 1).map((e) => e.playerId);
      expect(top.sort()).toEqual(winners.map((s) => `g_d${s}`).sort());
    });

    it('replays a finished game step by step with the chosen seat’s view; the spectator sees no hand', async () => {
      const g = games[0]!;
      const gameId = (await api<HistoryPage>(server.url, '/api/players/g_hanna/games?size=100')).body.entries.at(-1)!.gameId;
      const seat = winnerOf(g);
      const whole = (await api<ReplayAnswer>(server.url, `/api/games/${gameId}/replay?seat=${seat}`)).body;
      expect(whole.steps).toBe(g.actions.length);
      expect(whole.replay).toHaveLength(g.actions.length + 1);
      expect(whole.replay[0]).toMatchObject({ step: 0, action: null, over: false });
      expect(whole.replay.slice(1).map((r) => r.action!.action)).toEqual(g.actions.map((a) => a.action));
      expect(whole.replay.at(-1)).toMatchObject({ over: true, toAct: null });
      const k = 5;
      const one = (await api<ReplayAnswer>(server.url, `/api/games/${gameId}/replay?seat=${seat}&step=${k}`)).body;
      expect(one.replay).toEqual([whole.replay[k]]);
      const first = whole.replay[0]!.view as { viewer: number; hand: string[] | null };
      expect(first.viewer).toBe(seat);
      const spectator = (await api<ReplayAnswer>(server.url, `/api/games/${gameId}/replay?step=0`)).body.replay[0]!.view as { hand: unknown };
      expect(spectator.hand).toBeNull();
      for (const q of ['seat=9', 'seat=x', 'step=-1', `step=${g.actions.length + 1}`]) {
        expect((await api(server.url, `/api/games/${gameId}/replay?${q}`)).status).toBe(400);
      }
      expect((await api(server.url, '/api/games/Gnothing/replay')).status).toBe(404);
    });

    it('a running game is not replayable', async () => {
      const a = await guest(server.url, 'Live');
      const t = await createTable(server.url, a, { game: 'schraem', seats: 2, bots: [null, 'leicht'] });
      const p = await Player.join(server.url, a, t.id);
      const v = await p.waitFor('view');
      const r = await api<{ error: string }>(server.url, `/api/games/${v.gameId}/replay`);
      expect([r.status, r.body.error]).toEqual([409, 'not-finished']);
      await p.leave();
    });

    it('games that finish at the same moment update the same players one after the other', async () => {
      const seatsOf = (g: PlayedGame) => {
        const w = winnerOf(g);
        return [0, 1, 2].map((s) => (s === w ? { player: 'g_kai' } : s === (w + 1) % 3 ? { player: 'g_lea' } : { bot: 'mittel' as const }));
      };
      const base = (clock += APART_MS);
      await addUser(server.ctx, 'g_kai', 'Kai');
      await addUser(server.ctx, 'g_lea', 'Lea');
      // As many as the pair cap lets one pair count in a day (PAIR_GAMES_PER_DAY).
      await Promise.all(games.slice(0, PAIR_GAMES_PER_DAY).map((g, i) => recordGame(server.ctx, g, seatsOf(g), base + i)));
      clock += 10;
      for (const id of ['g_kai', 'g_lea']) {
        const p = (await api<PlayerProfile>(server.url, `/api/players/${id}`)).body;
        expect(p.ratings.schraem?.games).toBe(PAIR_GAMES_PER_DAY);
        expect(p.stats.schraem?.games).toBe(PAIR_GAMES_PER_DAY);
        expect(p.points?.onlineGames).toBe(PAIR_GAMES_PER_DAY);
      }
    });

    it('a regional preset moves its own ratings row; the timeline says which row each game moved (V-10 … V-13)', async () => {
      await addUser(server.ctx, 'g_ulla', 'Ulla');
      await addUser(server.ctx, 'g_vera', 'Vera');
      const plain = playRandom('schraem', { mode: 'profi', players: 3 }, 'ranking-ladder-0');
      const eifel = playRandom('schraem', { mode: 'profi', ruleset: 'eifel', players: 3 }, 'ranking-ladder-1');
      for (const g of [plain, eifel]) {
        const seats = [];
        seats[winnerOf(g)] = { player: 'g_ulla' };
        seats[(winnerOf(g) + 1) % 3] = { player: 'g_vera' };
        seats[(winnerOf(g) + 2) % 3] = { bot: 'schwer' as const };
        await recordGame(server.ctx, g, seats, (clock += APART_MS));
      }
      const t = (await api<{ points: TimelinePoint[] }>(server.url, '/api/players/g_ulla/timeline?game=schraem')).body.points;
      expect(t.map((x) => x.ladder)).toEqual(['schraem', 'schraem/eifel']);
      // Each row counts its own games: the Eifel game is that row's first.
      expect(t.map((x) => x.rating?.games)).toEqual([1, 1]);
    });

    it('unknown players and games are 404, bad games 400', async () => {
      expect((await api(server.url, '/api/players/g_nobody')).status).toBe(404);
      expect((await api(server.url, '/api/ratings?game=poker')).status).toBe(400);
      expect((await api(server.url, '/api/players/g_hanna/games?game=poker')).status).toBe(400);
    });
  });
}
