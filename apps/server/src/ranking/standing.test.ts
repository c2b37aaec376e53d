import { Schraem } from '@stammtisch/engine';
import type { LeaderboardPage, PlayerProfile } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, noteSkippedPostgres, serverOn } from '../testing/databases.ts';
import { api, type TestServer } from '../testing/harness.ts';
import { addGuest, addUser, APART_MS, type Chooser, playRandom, recordGame, winnerOf } from '../testing/records.ts';
import { type Counts, PAIR_GAMES_PER_DAY, pairKey, standing } from './standing.ts';

/** What a game counts for: registered accounts only, the pair cap, passive seats (ranking/standing.ts). */
noteSkippedPostgres('standing.test');

const duo = [
  { seat: 0, playerId: 'a' },
  { seat: 1, playerId: 'b' },
];
const plays = [
  { seat: 0, action: 'play 7h', by: 'player' },
  { seat: 1, action: 'play 8h', by: 'player' },
];
const alone = [[0], [1]];

describe('standing', () => {
  const cases: { title: string; registered: string[]; shared?: number; actions?: typeof plays; seats?: typeof duo; teams?: number[][]; counts: Counts[]; rated: boolean }[] = [
    { title: 'two guests: nothing, not rated', registered: [], counts: ['none', 'none'], rated: false },
    { title: 'two registered accounts: online, rated', registered: ['a', 'b'], counts: ['online', 'online'], rated: true },
    { title: 'an account against a guest: nothing for either, not rated', registered: ['a'], counts: ['none', 'none'], rated: false },
    { title: `the pair has shared ${PAIR_GAMES_PER_DAY - 1} games today: online`, registered: ['a', 'b'], shared: PAIR_GAMES_PER_DAY - 1, counts: ['online', 'online'], rated: true },
    { title: `the pair has shared ${PAIR_GAMES_PER_DAY} games today: nothing`, registered: ['a', 'b'], shared: PAIR_GAMES_PER_DAY, counts: ['none', 'none'], rated: false },
    {
      title: 'a seat that only passed and folded (S-13, S-21): nothing for anyone',
      registered: ['a', 'b'],
      actions: [
        { seat: 0, action: 'knock', by: 'player' },
        { seat: 1, action: 'pass', by: 'player' },
        { seat: 0, action: 'play 7h', by: 'player' },
        { seat: 1, action: 'fold 8h', by: 'player' },
        { seat: 1, action: 'play 9h', by: 'timeout' },
      ],
      counts: ['none', 'none'],
      rated: false,
    },
    {
      title: 'one person against a bot: a game against bots, rated when registered',
      registered: ['a'],
      seats: [duo[0]!, { seat: 1, playerId: null as unknown as string }],
      counts: ['bots'],
      rated: true,
    },
    {
      title: 'Schieber: two accounts as partners against two guests have no registered opponent',
      registered: ['a', 'c'],
      seats: [duo[0]!, duo[1]!, { seat: 2, playerId: 'c' }, { seat: 3, playerId: 'd' }],
      actions: [0, 1, 2, 3].map((seat) => ({ seat, action: 'play 6s', by: 'player' })),
      teams: [
        [0, 2],
        [1, 3],
      ],
      counts: ['none', 'none', 'none', 'none'],
      rated: false,
    },
  ];
  it.each(cases)('$title', (c) => {
    const seats = c.seats ?? duo;
    const st = standing(seats, c.actions ?? plays, c.teams ?? alone, new Set(c.registered), new Map([[pairKey('a', 'b'), c.shared ?? 0]]));
    expect(seats.filter((s) => s.playerId !== null).map((s) => st.counts.get(s.seat))).toEqual(c.counts);
    expect(st.rated).toBe(c.rated);
  });
});

/**
 * The farming attempt of issue 15, replayed: one person with two identities at a private 7-Schräm
 * table (Profi, two seats), ten games in two minutes; the second identity only passes and folds,
 * the first knocks wherever it can. Under the old rules it made 320 points and a leaderboard
 * place; now it makes none, and even a second account that really plays counts three games a day.
 */
const farmer: Chooser = (seat, legal, rng) => {
  if (seat === 1) return legal.find((a) => a === 'pass') ?? legal.find((a) => a.startsWith('fold')) ?? rng.pick(legal);
  return legal.find((a) => a === 'knock' || a === 'blind') ?? legal.find((a) => a === 'hold') ?? rng.pick(legal.filter((a) => !a.startsWith('fold')));
};
const PROFI = { mode: 'profi', players: 2 } as const;

for (const kind of DATABASES) {
  describe(`the farming attempt, replayed (${kind})`, () => {
    let server: TestServer;
    let clock = 1_900_000_000_000;
    beforeAll(async () => {
      server = await serverOn(kind);
    });
    afterAll(async () => server?.cleanup());

    const points = async (id: string) => (await api<PlayerProfile>(server.url, `/api/players/${id}`)).body.points!;
    const listed = async (id: string) => (await api<LeaderboardPage>(server.url, '/api/leaderboard?game=schraem&size=100')).body.entries.some((e) => e.playerId === id);

    /** Ten games 12 s apart; returns the points the old rule ("two people at the table") gave. */
    async function farm(main: string, feeder: string, choose: Chooser, tag: string): Promise<number> {
      const old: Schraem.FinishedGame[] = [];
      for (let i = 0; i < 10; i++) {
        const g = playRandom('schraem', PROFI, `${tag}-${i}`, 20_000, choose);
        await recordGame(server.ctx, g, [{ player: main }, { player: feeder }], (clock += 12_000));
        old.push({ online: true, mode: 'profi', won: winnerOf(g) === 0 });
      }
      return Schraem.rankingPoints(old).points;
    }

    it('two guest identities, the second only passing and folding: 320 points before, none now, no leaderboard place', async () => {
      await addGuest(server.ctx, 'g_farm', 'Farmer');
      await addGuest(server.ctx, 'g_feed', 'Futter');
      const before = await farm('g_farm', 'g_feed', farmer, 'farm');
      const now = await points('g_farm');
      console.log(JSON.stringify({ test: 'farming', identities: 'two guests, passive feeder', games: 10, pointsBefore: before, pointsNow: now.points, listed: await listed('g_farm') }));
      expect(before).toBe(320);
      expect(now).toMatchObject({ points: 0, onlineGames: 0, eligible: false });
      expect(await listed('g_farm')).toBe(false);
      // The guest still has the games in its stats.
      const profile = (await api<PlayerProfile>(server.url, '/api/players/g_farm')).body;
      expect(profile.stats.schraem?.games).toBe(10);
    });

    it('two registered accounts, the second passive: none (the passive seat gives nothing)', async () => {
      await addUser(server.ctx, 'u_farm', 'Farmer2');
      await addUser(server.ctx, 'u_feed', 'Futter2');
      const before = await farm('u_farm', 'u_feed', farmer, 'farm2');
      const now = await points('u_farm');
      console.log(JSON.stringify({ test: 'farming', identities: 'two accounts, passive feeder', games: 10, pointsBefore: before, pointsNow: now.points }));
      expect(now.points).toBe(0);
    });

    it(`two registered accounts that both play: ${PAIR_GAMES_PER_DAY} of the 10 games count; the next day ${PAIR_GAMES_PER_DAY} more`, async () => {
      await addUser(server.ctx, 'u_farm3', 'Farmer3');
      await addUser(server.ctx, 'u_feed3', 'Futter3');
      const before = await farm('u_farm3', 'u_feed3', (_s, legal, rng) => rng.pick(legal), 'farm3');
      const a = await points('u_farm3');
      const b = await points('u_feed3');
      expect(a.onlineGames).toBe(PAIR_GAMES_PER_DAY);
      expect(b.onlineGames).toBe(PAIR_GAMES_PER_DAY);
      expect(a.eligible).toBe(false);
      clock += APART_MS;
      await farm('u_farm3', 'u_feed3', (_s, legal, rng) => rng.pick(legal), 'farm3-next');
      expect((await points('u_farm3')).onlineGames).toBe(2 * PAIR_GAMES_PER_DAY);
      console.log(JSON.stringify({ test: 'farming', identities: 'two accounts, both playing', games: 20, days: 2, pointsBefore10: before, pointsNowDay1: a.points, onlineGamesCounted: 2 * PAIR_GAMES_PER_DAY }));
    });
  });
}
