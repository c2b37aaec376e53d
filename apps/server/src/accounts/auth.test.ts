import type { Me, PlayerProfile } from '@stammtisch/protocol';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, noteSkippedPostgres, serverOn } from '../testing/databases.ts';
import { api, createTable, guest, Player, type TestServer } from '../testing/harness.ts';
import { playRandom, recordGame, winnerOf } from '../testing/records.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Registration, login, sessions, limits and the guest upgrade, through the REST API and rooms. */
noteSkippedPostgres('auth.test');

interface Account {
  readonly id: string;
  readonly token: string;
  /** The raw Set-Cookie header of the answer. */
  readonly setCookie: string;
}

const sessionOf = (setCookie: string): string | undefined => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1];

async function register(base: string, username: string, password: string, token?: string): Promise<Account> {
  const r = await api<Me>(base, '/api/auth/register', { body: { username, password }, ...(token ? { token } : {}) });
  const setCookie = r.headers.get('set-cookie') ?? '';
  const session = sessionOf(setCookie);
  if (r.status !== 201 || !session) throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, token: session, setCookie };
}

const login = (base: string, username: string, password: string) => api<Me & { error?: string; message?: string; retryAfterS?: number }>(base, '/api/auth/login', { body: { username, password } });

for (const kind of DATABASES) {
  describe(`accounts on ${kind}`, () => {
    let server: TestServer;
    let clock = 1_800_000_000_000;
    beforeAll(async () => {
      server = await serverOn(
        kind,
        { sessionTtlMs: 60_000, sessionMaxMs: 300_000, loginAccountLimit: 3, loginIpLimit: 1000, registerIpLimit: 1000 },
        { now: () => clock },
      );
    });
    afterAll(async () => server?.cleanup());

    it('registers with an HttpOnly SameSite=Lax session cookie; stores argon2id and only the token hash', async () => {
      const a = await register(server.url, 'Sepp_1', 'geheim-genug');
      expect(a.id).toMatch(/^u_/);
      expect(a.setCookie).toMatch(/HttpOnly/i);
      expect(a.setCookie).toMatch(/SameSite=Lax/i);
      expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await api<Me>(server.url, '/api/me', { cookie: `${SESSION_COOKIE}=${a.token}` });
      expect(me.body).toEqual({ id: a.id, kind: 'user', nickname: 'Sepp_1' });
      const user = await server.ctx.store.db.selectFrom('users').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_hash).not.toContain('geheim');
      const sessions = await server.ctx.store.db.selectFrom('sessions').selectAll().where('user_id', '=', a.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.token_hash).not.toBe(a.token);
      expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['ab', 400],
      ['a'.repeat(21), 400],
      ['sepp!', 400],
      ['_sepp', 400],
      ['Sepp Maier', 400],
      ['Ѕeрр', 400], // Cyrillic and Latin mixed
      ['Mittel', 400],
      ['Bot_Sepp', 400],
      ['B0t', 400],
      ['Stammtisch', 400],
      ['admin', 400],
      ['SEPP_1', 409], // case
      ['Sépp_1', 409], // accent
      ['5epp-l', 409], // lookalikes: 5/S, -/_, l/1
      ['Jörg', 201],
      ['Zdeněk', 201],
      ['Ёжик', 201],
    ])('username %s → %i', async (username, status) => {
      const r = await api<{ error?: string }>(server.url, '/api/auth/register', { body: { username, password: 'lang-genug-1' } });
      expect(r.status).toBe(status);
    });

    it('logs in; a wrong password and an unknown user get the same answer', async () => {
      await register(server.url, 'Vroni', 'richtig-richtig');
      const ok = await login(server.url, 'vroni', 'richtig-richtig');
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ kind: 'user', nickname: 'Vroni' });
      expect(sessionOf(ok.headers.get('set-cookie') ?? '')).toBeDefined();
      const wrong = await login(server.url, 'Vroni', 'falsch-falsch');
      const unknown = await login(server.url, 'Niemand_da', 'falsch-falsch');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body).toEqual({ error: 'bad-credentials', message: 'wrong username or password' });
      expect(wrong.headers.get('set-cookie')).toBeNull();
    });

    it('after too many failures an account answers 429 with Retry-After — even to the right password, known or unknown alike', async () => {
      await register(server.url, 'Wastl', 'richtig-richtig');
      for (const name of ['Wastl', 'Gibtsnicht']) {
        for (let i = 0; i < 3; i++) expect((await login(server.url, name, `falsch-${i}-falsch`)).status).toBe(401);
        const blocked = await login(server.url, name, 'richtig-richtig');
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(blocked.body).toMatchObject({ error: 'rate-limited' });
      }
    });

    it('sessions expire when unused (sliding), and at the latest after the maximum', async () => {
      const a = await register(server.url, 'Resi', 'richtig-richtig');
      const me = () => api<Me>(server.url, '/api/me', { token: a.token });
      clock += 50_000;
      expect((await me()).status).toBe(200); // renewed: now valid until +60 s
      clock += 50_000;
      expect((await me()).status).toBe(200);
      clock += 61_000;
      expect((await me()).status).toBe(401);

      const b = await register(server.url, 'Loisl', 'richtig-richtig');
      for (let i = 0; i < 5; i++) {
        clock += 50_000;
        expect((await api(server.url, '/api/me', { token: b.token })).status).toBe(200);
      }
      clock += 50_000; // 300 s after login: the maximum, however recently it was used
      expect((await api(server.url, '/api/me', { token: b.token })).status).toBe(401);
    });

    it('logs out: the session is gone and the cookie cleared', async () => {
      const a = await register(server.url, 'Kathi', 'richtig-richtig');
      const out = await api(server.url, '/api/auth/logout', { method: 'POST', cookie: `${SESSION_COOKIE}=${a.token}` });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      expect((await api(server.url, '/api/me', { cookie: `${SESSION_COOKIE}=${a.token}` })).status).toBe(401);
    });

    it('a guest who registers keeps the player id, the games and the stats; the guest token dies', async () => {
      const g = await guest(server.url, 'Franzi');
      const other = await guest(server.url, 'Hias');
      const log = playRandom('schraem', { mode: 'profi', players: 2 }, 'upgrade');
      const w = winnerOf(log);
      const seats = [];
      seats[w] = { player: g.id };
      seats[1 - w] = { player: other.id };
      await recordGame(server.ctx, log, seats, (clock += 1000));
      const before = (await api<PlayerProfile>(server.url, `/api/players/${g.id}`)).body;
      // A game between two guests counts for no points and no rating (docs/accounts.md, "What counts"); the stats count it.
      expect(before).toMatchObject({ kind: 'guest', name: 'Franzi', points: { points: 0, onlineGames: 0 }, ratings: {}, stats: { schraem: { games: 1, wins: 1 } } });

      const u = await register(server.url, 'Franziska', 'richtig-richtig', g.token);
      expect(u.id).toBe(g.id);
      expect(u.setCookie).toMatch(/stammtisch_guest=;/);
      const after = (await api<PlayerProfile>(server.url, `/api/players/${g.id}`)).body;
      expect(after).toMatchObject({ kind: 'user', name: 'Franziska', points: before.points, ratings: before.ratings, stats: before.stats });
      expect((await api<{ total: number }>(server.url, `/api/players/${g.id}/games`)).body.total).toBe(1);
      expect((await api(server.url, '/api/me', { token: g.token })).status).toBe(401);
      expect((await login(server.url, 'franziska', 'richtig-richtig')).body.id).toBe(g.id);
    });

    it('guest nicknames: bot and house names are refused, a registered name is protected, a logged-in user has none', async () => {
      for (const nickname of ['Leicht', 'schwer', 'Bot Sepp', 'Stammtisch Wirt']) {
        expect((await api(server.url, '/api/guest', { body: { nickname } })).status).toBe(400);
      }
      const a = await register(server.url, 'Zenzi', 'richtig-richtig');
      expect((await api(server.url, '/api/guest', { body: { nickname: 'ZENZI' } })).status).toBe(409);
      expect((await api(server.url, '/api/guest', { body: { nickname: 'Anderl' }, token: a.token })).status).toBe(409);
      const cleaned = await api<Me>(server.url, '/api/guest', { body: { nickname: '  Mo\u200B  Ma\u202E  ' } });
      expect(cleaned.body.nickname).toBe('Mo Ma');
    });

    it('the WebSocket join uses the session: cookie or bearer, and a user re-claims the seat from another device', async () => {
      const a = await register(server.url, 'Burgi', 'richtig-richtig');
      const t = await createTable(server.url, { id: a.id, nickname: 'Burgi', token: a.token }, { game: 'schraem', seats: 2 });

      // Browser-like: the session cookie rides along with the matchmake request.
      const res = await fetch(`${server.url}/matchmake/joinById/${t.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${a.token}` },
        body: '{}',
      });
      expect(res.status).toBe(200);
      const first = new Player(await new Client(server.url).consumeSeatReservation(await res.json()), null);
      expect((await first.waitFor('welcome')).you).toMatchObject({ playerId: a.id, seat: 0 });

      // Another device: a new login, a new session, the same seat.
      const again = await login(server.url, 'Burgi', 'richtig-richtig');
      const other = await Player.join(server.url, { id: a.id, nickname: 'Burgi', token: sessionOf(again.headers.get('set-cookie') ?? '')! }, t.id);
      expect((await other.waitFor('welcome')).you).toMatchObject({ playerId: a.id, seat: 0 });
      await first.waitFor('error', (e) => e.code === 'replaced');
      await other.leave();
    });

    it('a game played at a live table is recorded for both players when it ends', async () => {
      const a = await register(server.url, 'Xaver', 'richtig-richtig');
      const b = await register(server.url, 'Yvonne', 'richtig-richtig');
      const host = { id: a.id, nickname: 'Xaver', token: a.token };
      const t = await createTable(server.url, host, { game: 'schraem', seats: 2, options: { mode: 'anfaenger' } });
      const players = await Promise.all([Player.join(server.url, host, t.id), Player.join(server.url, { id: b.id, nickname: 'Yvonne', token: b.token }, t.id)]);
      players.forEach((p, i) => p.play(`live-${i}`));
      const over = await players[0]!.waitFor('over', undefined, 30_000);
      await Promise.all(players.map((p) => p.leave()));
      for (const id of [a.id, b.id]) {
        const p = (await api<PlayerProfile>(server.url, `/api/players/${id}`)).body;
        expect(p.points).toMatchObject({ onlineGames: 1 });
        expect(p.ratings.schraem).toMatchObject({ games: 1, provisional: true });
        expect(p.stats.schraem).toMatchObject({ games: 1, byMode: { anfaenger: { games: 1 } } });
        const h = (await api<{ entries: { gameId: string; online: boolean }[] }>(server.url, `/api/players/${id}/games`)).body.entries;
        expect(h[0]).toMatchObject({ gameId: over.gameId, online: true });
      }
    });
  });
}

describe('rate limits per IP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverOn('sqlite', { loginIpLimit: 4, registerIpLimit: 2, authPerMinute: 1000 });
  });
  afterAll(async () => server?.cleanup());

  it('registrations and login attempts per IP run out with 429 and Retry-After', async () => {
    await register(server.url, 'Erster', 'richtig-richtig');
    await register(server.url, 'Zweiter', 'richtig-richtig');
    const third = await api<{ error: string; retryAfterS: number }>(server.url, '/api/auth/register', { body: { username: 'Dritter', password: 'richtig-richtig' } });
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('rate-limited');
    expect(Number(third.headers.get('retry-after'))).toBe(third.body.retryAfterS);
    // Three of the IP's four attempts went to registrations: one login attempt is left.
    expect((await login(server.url, 'Erster', 'falsch-falsch')).status).toBe(401);
    const blocked = await login(server.url, 'Erster', 'richtig-richtig');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the route limit of /api/auth (@fastify/rate-limit)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverOn('sqlite', { authPerMinute: 3 });
  });
  afterAll(async () => server?.cleanup());

  it('answers 429 with Retry-After once the per-minute budget is spent', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await login(server.url, 'Niemand', 'x'));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([401, 401, 401]);
    expect(answers[3]!.status).toBe(429);
    expect(answers[3]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answers[3]!.body).toMatchObject({ error: 'rate-limited' });
  });
});
