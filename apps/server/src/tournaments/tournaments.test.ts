import { gameById } from '@stammtisch/engine/games/index';
import { afterAll, describe, expect, it } from 'vitest';
import { replayOutcome } from '../ranking/outcome.ts';
import { DATABASES, noteSkippedPostgres } from '../testing/databases.ts';
import { type Guest, Player, sleep } from '../testing/harness.ts';
import { replayStates } from '../testing/replay.ts';
import { account, call, Live, ok, Restartable, Scripted } from '../testing/social.ts';

/**
 * Tournaments played to the end by scripted clients (real colyseus.js connections that go where
 * the live room seats them and play random legal actions), each with a server restart in the
 * middle; the standings must equal a recomputation from the stored games (their logs replayed
 * through the engine). Time: the arena's ten minutes run on a clock 60 times faster.
 */
noteSkippedPostgres('tournaments.test');

interface Page {
  id: string;
  status: string;
  round: number;
  rounds: number;
  games: number;
  startedAt: number | null;
  endsAt: number | null;
  entries: { id: string; players: { id: string }[] }[];
  standings: { rank: number; entry: { id: string }; points: number; games: number; missed: number; tiebreaks: Record<string, number> }[];
  history: { round: number; byes: string[]; tables: { tableId: string; board: number; number: number; seats: ({ entry: string } | null)[] }[] }[];
}

interface StoredGame {
  game: string;
  options: Record<string, unknown>;
  seed: string;
  startedAt: number;
  finishedAt: number;
  result: unknown;
  seats: { seat: number; playerId: string | null; covered: boolean }[];
  actions: { seat: number; action: string; by: string }[];
}

// A hang guard, not a speed check: under a loaded machine a whole Swiss evening can take two minutes.
async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 170_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(150);
  }
}

/** Every recorded game of the tournament as stored, replayed through the engine (the result must match). */
async function storedGames(base: string, t: Page, who: Guest): Promise<(StoredGame & { gameId: string; round: number; board: number; number: number; entryAt: (string | null)[] })[]> {
  const list = await ok<{ games: { gameId: string; round: number; board: number; number: number; counted: boolean }[] }>(base, who, `/api/tournaments/${t.id}/games`);
  const entryOf = new Map(t.entries.flatMap((e) => e.players.map((p) => [p.id, e.id] as const)));
  const out = [];
  for (const g of list.games) {
    const rec = await ok<StoredGame>(base, null, `/api/games/${g.gameId}`);
    const engine = gameById(rec.game)!;
    const final = replayStates(engine, rec.options, rec.seed, rec.actions).at(-1);
    expect(engine.isOver(final)).toBe(true);
    expect(rec.result).toEqual(JSON.parse(JSON.stringify(engine.summary(final))));
    out.push({ ...rec, gameId: g.gameId, round: g.round, board: g.board, number: g.number, entryAt: rec.seats.map((s) => (s.playerId ? (entryOf.get(s.playerId) ?? null) : null)) });
  }
  return out;
}

const pointsOf = (t: Page) => Object.fromEntries(t.standings.map((s) => [s.entry.id, s.points]));

async function setup(srv: Restartable, n: number, tag: string): Promise<{ players: Guest[]; scripted: Scripted[] }> {
  const players = await Promise.all(Array.from({ length: n }, (_, i) => account(srv.url, `${tag}${i + 1}`)));
  return { players, scripted: [] };
}

for (const kind of DATABASES) {
  describe(`tournaments on ${kind}`, () => {
    const servers: Restartable[] = [];
    const bots: Scripted[] = [];
    afterAll(async () => {
      await Promise.all(bots.map((b) => b.stop()));
      for (const s of servers) await s.cleanup();
    });

    it('Rheinland (S-31) with 8 players: 4 series of 4 games at tables of 4 = 32 games, a restart halfway, standings = the stored games\' S-23 scores', { timeout: 180_000 }, async () => {
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000, quiet: !process.env.DEBUG_SOCIAL }, { social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const { players } = await setup(srv, 8, `rh${kind[0]}`);
      const t0 = await ok<Page>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Rheinland-Pokal',
        game: 'schraem',
        format: 'rheinland',
        startsAt: Date.now() + 1500,
        rules: { series: 4, gamesPerSeries: 4, options: { startLives: 3 } },
      });
      expect(t0).toMatchObject({ status: 'registering', rounds: 4 });
      for (const p of players) await ok(srv.url, p, `/api/tournaments/${t0.id}/register`, {});
      expect((await call(srv.url, players[1]!, `/api/tournaments/${t0.id}/register`, {})).body.error).toBe('already-member');
      const watcher = await Live.open(srv.url, players[0]!);
      watcher.send('watch', { tournament: t0.id });
      for (const [i, p] of players.entries()) bots.push(await new Scripted(p, srv.urls, `rh-${kind}-${i}`).start());

      // An open tournament's tables may be watched by anyone.
      // A table may finish between the listing and the join (random play is quick): take the next one then.
      const fanAccount = await account(srv.url, `fan${kind[0]}`);
      const fan = await until('a running table to watch', async () => {
        const current = (await ok<Page & { current: { tableId: string }[] }>(srv.url, null, `/api/tournaments/${t0.id}`)).current[0];
        return current && (await Player.join(srv.url, fanAccount, current.tableId, { watch: true }));
      });
      expect((await fan.waitFor('welcome')).you.seat).toBeNull();
      await fan.leave();
      await until('half the games', async () => (await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`)).games >= 14);
      const updates = watcher.events.filter((e) => e.t === 'tournament').map((e) => Number(e.d.games));
      expect(Math.max(...updates)).toBeGreaterThanOrEqual(10); // standings after every game
      await srv.restart();
      const t = await until('the end', async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`);
        return p.status === 'finished' && p;
      });
      expect(t.games).toBe(32);
      expect(t.history.map((r) => r.tables.length)).toEqual([8, 8, 8, 8]);
      for (const r of t.history) {
        expect(r.tables.map((x) => `${x.board}.${x.number}`).sort()).toEqual(['1.1', '1.2', '1.3', '1.4', '2.1', '2.2', '2.3', '2.4']);
        for (const x of r.tables) expect(x.seats.filter((s) => s !== null)).toHaveLength(4);
        // Within a series the tables stay; the next series is a new draw.
        const first = r.tables.filter((x) => x.board === 1).map((x) => x.seats.map((s) => s!.entry).join());
        expect(new Set(first).size).toBe(1);
      }
      const games = await storedGames(srv.url, t, players[0]!);
      expect(games).toHaveLength(32);
      const total: Record<string, number> = Object.fromEntries(t.entries.map((e) => [e.id, 0]));
      for (const g of games) {
        expect(g.options).toMatchObject({ ruleset: 'rheinland', startLives: 3, players: 4 });
        const scores = (g.result as { scores: number[] }).scores;
        g.entryAt.forEach((e, s) => {
          if (e) total[e] = (total[e] ?? 0) + scores[s]!;
        });
      }
      expect(pointsOf(t)).toEqual(total);
      expect(t.standings.every((s, i) => i === 0 || s.points <= t.standings[i - 1]!.points)).toBe(true);
      expect(t.standings.every((s) => s.games === 16 && s.missed === 0)).toBe(true);
      const profile = await ok<{ tournaments: { id: string; rank: number }[] }>(srv.url, null, `/api/players/${players[3]!.id}/tournaments`);
      expect(profile.tournaments.map((x) => x.id)).toEqual([t.id]);
      await watcher.close();
    });

    it('Swiss with 12 players over 4 rounds (Sedma duels): no pairing repeats, a restart in round 2–3, points and Buchholz from the stored games', { timeout: 180_000 }, async () => {
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000, quiet: !process.env.DEBUG_SOCIAL }, { social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const { players } = await setup(srv, 12, `sw${kind[0]}`);
      const t0 = await ok<Page>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Schweizer Abend',
        game: 'sedma',
        format: 'swiss',
        startsAt: Date.now() + 1500,
        rules: { tableSize: 2, rounds: 4, options: { gamesToWin: 1 } },
      });
      for (const p of players) await ok(srv.url, p, `/api/tournaments/${t0.id}/register`, {});
      for (const [i, p] of players.entries()) bots.push(await new Scripted(p, srv.urls, `sw-${kind}-${i}`).start());
      await until('round 2 under way', async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`);
        return p.round >= 2 && p.games >= 8;
      });
      await srv.restart();
      const t = await until('the end', async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`);
        return p.status === 'finished' && p;
      });
      expect(t.history.map((r) => r.tables.length)).toEqual([6, 6, 6, 6]);
      const pairs = t.history.flatMap((r) => r.tables.map((x) => x.seats.map((s) => s!.entry).sort().join('|')));
      expect(new Set(pairs).size).toBe(24);
      const games = await storedGames(srv.url, t, players[0]!);
      expect(games).toHaveLength(24);
      const wins: Record<string, number> = Object.fromEntries(t.entries.map((e) => [e.id, 0]));
      const met: Record<string, string[]> = {};
      for (const g of games) {
        const won = (g.result as { gamesWonBySeat: number[] }).gamesWonBySeat;
        const w = won[0]! > won[1]! ? 0 : 1;
        wins[g.entryAt[w]!]! += 1;
        (met[g.entryAt[0]!] ??= []).push(g.entryAt[1]!);
        (met[g.entryAt[1]!] ??= []).push(g.entryAt[0]!);
      }
      // A seat missed in a game (its player never acted: the restart can leave a whole duel to the
      // stand-in bot) scores nothing for it (record.ts); every other win is one point.
      const points = pointsOf(t);
      for (const s of t.standings) {
        const lost = wins[s.entry.id]! - points[s.entry.id]!;
        expect(lost).toBeGreaterThanOrEqual(0);
        expect(lost).toBeLessThanOrEqual(s.missed);
      }
      expect(t.standings.filter((s) => s.missed === 0).length).toBeGreaterThan(6);
      for (const s of t.standings) expect(s.tiebreaks.buchholz).toBe(met[s.entry.id]!.reduce((sum, o) => sum + points[o]!, 0));
      // Round 1 pairs the top half against the bottom half of the pairing numbers (C.04.3.1 A.6).
      expect(t.history[0]!.tables.every((x) => x.seats.length === 2)).toBe(true);
    });

    it('an arena of 10 minutes (clock × 60) with 10 players at tables of 4: seated again as soon as four are free, a restart mid-way, streak points from the stored games', { timeout: 180_000 }, async () => {
      const T0 = Date.now();
      const clock = () => T0 + (Date.now() - T0) * 60;
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000, quiet: !process.env.DEBUG_SOCIAL }, { now: clock, social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const { players } = await setup(srv, 10, `ar${kind[0]}`);
      const t0 = await ok<Page>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Blitz-Arena',
        game: 'schraem',
        format: 'arena',
        startsAt: clock() + 90_000,
        rules: { minutes: 10, tableSize: 4, options: { startLives: 2 } },
      });
      for (const p of players) await ok(srv.url, p, `/api/tournaments/${t0.id}/register`, {});
      for (const [i, p] of players.entries()) bots.push(await new Scripted(p, srv.urls, `ar-${kind}-${i}`).start());
      await until('a few games', async () => (await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`)).games >= 4);
      // Leave and come back any time: withdrawing pauses, registering again resumes.
      expect((await ok<{ status: string }>(srv.url, players[9]!, `/api/tournaments/${t0.id}/withdraw`, {})).status).toBe('paused');
      expect((await ok<{ status: string }>(srv.url, players[9]!, `/api/tournaments/${t0.id}/register`, {})).status).toBe('registered');
      await srv.restart();
      const t = await until('the end of the clock', async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`);
        return p.status === 'finished' && p;
      });
      expect(t.endsAt! - t.startedAt!).toBe(10 * 60_000);
      const list = await ok<{ games: { gameId: string; counted: boolean; finishedAt: number }[] }>(srv.url, null, `/api/tournaments/${t.id}/games`);
      const counted = list.games.filter((g) => g.counted);
      expect(counted.length).toBeGreaterThanOrEqual(4);
      for (const g of counted) expect(g.finishedAt).toBeLessThanOrEqual(t.endsAt!);
      const games = (await storedGames(srv.url, t, players[0]!)).filter((g) => counted.some((c) => c.gameId === g.gameId));
      // Nobody sits at two tables at once; somebody was seated again after a game.
      const spans = new Map<string, [number, number][]>();
      for (const g of games) for (const e of g.entryAt) if (e) spans.set(e, [...(spans.get(e) ?? []), [g.startedAt, g.finishedAt]]);
      for (const list of spans.values()) {
        const sorted = [...list].sort((a, b) => a[0] - b[0]);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]![0]).toBeGreaterThanOrEqual(sorted[i - 1]![1]);
      }
      expect(Math.max(...[...spans.values()].map((l) => l.length))).toBeGreaterThanOrEqual(2);
      // Points: one per seat finished behind, doubled after two wins in a row (recomputed here).
      const points: Record<string, number> = Object.fromEntries(t.entries.map((e) => [e.id, 0]));
      const run: Record<string, number> = {};
      for (const g of [...games].sort((a, b) => a.finishedAt - b.finishedAt)) {
        const o = replayOutcome(g.game, g.options, g.seed, g.actions);
        if ('error' in o) throw new Error(o.error);
        g.entryAt.forEach((e, s) => {
          if (!e) return;
          const behind = o.places.filter((p) => p > o.places[s]!).length;
          points[e]! += (run[e] ?? 0) >= 2 ? 2 * behind : behind;
          run[e] = o.places[s] === 1 ? (run[e] ?? 0) + 1 : 0;
        });
      }
      expect(pointsOf(t)).toEqual(points);
    });

    it('Eifel (V-22) with 7 players: tables of 4 and 3, three draws, games from 5 lives, the total of the three tables\' scores', { timeout: 180_000 }, async () => {
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000 }, { social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const { players } = await setup(srv, 7, `ei${kind[0]}`);
      const t0 = await ok<Page & { rules: { series: number; gamesPerSeries: number; options: Record<string, unknown> } }>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Eifeler Runde',
        game: 'schraem',
        format: 'eifel',
        startsAt: Date.now() + 1000,
        rules: { gamesPerSeries: 1 },
      });
      expect(t0.rules).toMatchObject({ series: 3, gamesPerSeries: 1, options: { startLives: 5 } });
      for (const p of players) await ok(srv.url, p, `/api/tournaments/${t0.id}/register`, {});
      for (const [i, p] of players.entries()) bots.push(await new Scripted(p, srv.urls, `ei-${kind}-${i}`).start());
      const t = await until('the end', async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`);
        return p.status === 'finished' && p;
      });
      expect(t.history.map((r) => r.tables.map((x) => x.seats.filter((s) => s !== null).length).sort())).toEqual([[3, 4], [3, 4], [3, 4]]);
      const games = await storedGames(srv.url, t, players[0]!);
      const total: Record<string, number> = Object.fromEntries(t.entries.map((e) => [e.id, 0]));
      for (const g of games) {
        expect(g.options).toMatchObject({ startLives: 5 });
        const scores = (g.result as { scores: number[] }).scores;
        g.entryAt.forEach((e, s) => {
          if (e) total[e]! += scores[s]!;
        });
      }
      expect(pointsOf(t)).toEqual(total);
      expect(t.standings.every((s) => s.games === 3)).toBe(true);
    });

    it('Schieber Swiss: fixed partners as team entries, and rotating partners that change every round', { timeout: 180_000 }, async () => {
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000 }, { social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const { players } = await setup(srv, 8, `js${kind[0]}`);
      const teams = await ok<Page & { rules: { entry: string } }>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Jass-Paare', game: 'schieber', format: 'swiss', startsAt: Date.now() + 1500, rules: { rounds: 2, options: { target: 100 } },
      });
      expect(teams.rules.entry).toBe('team');
      expect((await call(srv.url, players[0]!, `/api/tournaments/${teams.id}/register`, {})).body.error).toBe('bad-partner');
      for (let i = 0; i < 8; i += 2) {
        expect((await ok<{ status: string }>(srv.url, players[i]!, `/api/tournaments/${teams.id}/register`, { partner: players[i + 1]!.id })).status).toBe('pending');
        expect((await ok<{ status: string }>(srv.url, players[i + 1]!, `/api/tournaments/${teams.id}/register`, { partner: players[i]!.id })).status).toBe('registered');
      }
      const single = await ok<Page & { rules: { entry: string } }>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Jass-Einzel', game: 'schieber', format: 'swiss', startsAt: Date.now() + 1500, rules: { rounds: 2, entry: 'individual', options: { target: 100 } },
      });
      for (const p of players) await ok(srv.url, p, `/api/tournaments/${single.id}/register`, {});
      for (const [i, p] of players.entries()) bots.push(await new Scripted(p, srv.urls, `js-${kind}-${i}`).start());
      const done = (id: string) => until(`the end of ${id}`, async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${id}`);
        return p.status === 'finished' && p;
      });
      const [t, u] = await Promise.all([done(teams.id), done(single.id)]);
      // Teams: two matches a round, partners at seats 0+2 and 1+3, a team's two players together.
      expect(t.entries).toHaveLength(4);
      expect(t.history.map((r) => r.tables.length)).toEqual([2, 2]);
      for (const x of t.history.flatMap((r) => r.tables)) {
        const e = x.seats.map((s) => s!.entry);
        expect(e[0]).toBe(e[2]);
        expect(e[1]).toBe(e[3]);
        expect(e[0]).not.toBe(e[1]);
      }
      const games = await storedGames(srv.url, t, players[0]!);
      const wins: Record<string, number> = Object.fromEntries(t.entries.map((e) => [e.id, 0]));
      for (const g of games) wins[g.entryAt[(g.result as { matchWinner: number }).matchWinner]!]! += 1;
      expect(pointsOf(t)).toEqual(wins);
      // Individuals: nobody has the same partner twice.
      const partners = u.history.flatMap((r) => r.tables.flatMap((x) => [[x.seats[0], x.seats[2]], [x.seats[1], x.seats[3]]].map((p) => p.map((s) => s!.entry).sort().join('|'))));
      expect(new Set(partners).size).toBe(partners.length);
    });

    it('who may see and enter: group-only and invite-only tournaments; watching a running table', { timeout: 60_000 }, async () => {
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000 }, { social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const [admin, member, outsider] = await Promise.all(['Wirt', 'Stammgast', 'Fremder'].map((n) => account(srv.url, `${n}${kind[0]}`)));
      const g = await ok<{ id: string; code: string }>(srv.url, admin!, '/api/groups', { name: 'Zur Linde', games: ['schraem'] });
      await ok(srv.url, member!, '/api/groups/join', { code: g.code });
      const body = { name: 'Lindenpokal', game: 'schraem', format: 'rheinland', startsAt: Date.now() + 600_000, access: 'group', groupId: g.id };
      expect((await call(srv.url, member!, '/api/tournaments', body)).body.error).toBe('not-admin');
      const gt = await ok<Page>(srv.url, admin!, '/api/tournaments', body);
      expect((await call(srv.url, outsider!, `/api/tournaments/${gt.id}`)).body.error).toBe('group-only');
      expect((await call(srv.url, outsider!, `/api/tournaments/${gt.id}/register`, {})).body.error).toBe('group-only');
      await ok(srv.url, member!, `/api/tournaments/${gt.id}/register`, {});
      expect((await ok<{ tournaments: { id: string }[] }>(srv.url, outsider!, '/api/tournaments')).tournaments.map((x) => x.id)).not.toContain(gt.id);
      expect((await ok<{ tournaments: { id: string }[] }>(srv.url, member!, `/api/tournaments?group=${g.id}`)).tournaments.map((x) => x.id)).toEqual([gt.id]);
      await ok(srv.url, member!, `/api/tournaments/${gt.id}/unregister`, {});
      await ok(srv.url, admin!, `/api/tournaments/${gt.id}/cancel`, {});
      expect((await ok<Page>(srv.url, admin!, `/api/tournaments/${gt.id}`)).status).toBe('cancelled');

      const inv = await ok<Page & { code: string }>(srv.url, outsider!, '/api/tournaments', { name: 'Unter uns', game: 'sedma', format: 'swiss', startsAt: Date.now() + 1000, access: 'invite', rules: { tableSize: 2, rounds: 1, options: { gamesToWin: 3 } } });
      expect(inv.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect((await call(srv.url, member!, `/api/tournaments/${inv.id}`)).status).toBe(403);
      expect((await call(srv.url, member!, `/api/tournaments/${inv.id}/register`, {})).body.error).toBe('bad-code');
      await ok(srv.url, member!, `/api/tournaments/${inv.id}/register`, { code: inv.code.toLowerCase() });
      await ok(srv.url, outsider!, `/api/tournaments/${inv.id}/register`, {});
      const running = await until('its table', async () => {
        const p = await ok<Page & { current: { tableId: string }[] }>(srv.url, member!, `/api/tournaments/${inv.id}`);
        return p.current.length > 0 && p;
      });
      const tableId = running.current[0]!.tableId;
      // Invite-only: a player who did not enter may not watch its tables.
      await expect(Player.join(srv.url, admin!, tableId, { watch: true })).rejects.toThrow(/members of this tournament/);
      const seated = await Player.join(srv.url, member!, tableId);
      expect((await seated.waitFor('welcome')).you.seat).not.toBeNull();
      expect((await seated.waitFor('table')).seats.every((x) => x.kind === 'player')).toBe(true);
      expect((await call(srv.url, member!, `/api/tournaments/${inv.id}/register`, {})).body.error).toBe('tournament-started');
      // A tournament table plays its one game: no rematch there.
      const other = await Player.join(srv.url, outsider!, tableId);
      seated.play('inv-a');
      other.play('inv-b');
      await seated.waitFor('over', undefined, 60_000);
      seated.send('rematch');
      expect((await seated.waitFor('error', (e) => e.code === 'no-rematch')).message).toMatch(/one game/);
      await Promise.all([seated, other].map((p) => p.leave()));
    });

    it('no-shows: a bot plays the seat of a player who does not come, who is withdrawn after the missed games', { timeout: 180_000 }, async () => {
      const srv = await new Restartable(kind, { registerIpLimit: 1000, loginIpLimit: 1000, quiet: !process.env.DEBUG_SOCIAL }, { social: { tournamentTickMs: 50, tournamentSweepMs: 200 } }).start();
      servers.push(srv);
      const { players } = await setup(srv, 4, `ns${kind[0]}`);
      const t0 = await ok<Page>(srv.url, players[0]!, '/api/tournaments', {
        name: 'Mit Lücke',
        game: 'sedma',
        format: 'swiss',
        startsAt: Date.now() + 1000,
        rules: { tableSize: 2, rounds: 3, showUpMs: 1000, missedLimit: 1, options: { gamesToWin: 1 } },
      });
      for (const p of players) await ok(srv.url, p, `/api/tournaments/${t0.id}/register`, {});
      const absent = players[3]!;
      const live = await Live.open(srv.url, absent);
      for (const [i, p] of players.slice(0, 3).entries()) bots.push(await new Scripted(p, srv.urls, `ns-${kind}-${i}`).start());
      const t = await until('the end', async () => {
        const p = await ok<Page>(srv.url, null, `/api/tournaments/${t0.id}`);
        return p.status === 'finished' && p;
      });
      const entry = t.entries.find((e) => e.players[0]!.id === absent.id)!;
      expect((entry as unknown as { status: string }).status).toBe('withdrawn');
      const mine = t.standings.find((s) => s.entry.id === entry.id)!;
      expect(mine).toMatchObject({ games: 1, missed: 1, points: 0 });
      const withdrawn = await live.waitFor((e) => e.t === 'notification' && e.d.kind === 'tournament-withdrawn');
      expect((withdrawn.d.data as { tournamentId: string }).tournamentId).toBe(t.id);
      // Rounds 2 and 3 pair the three who came: a bye each round.
      expect(t.history.slice(1).map((r) => r.byes.length)).toEqual([1, 1]);
      const games = await storedGames(srv.url, t, players[0]!);
      const missedGame = games.find((g) => g.entryAt.includes(entry.id))!;
      const seat = missedGame.entryAt.indexOf(entry.id);
      expect(missedGame.actions.filter((a) => a.seat === seat).every((a) => a.by !== 'player')).toBe(true);
      await live.close();
    });
  });
}
