import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookalikeKey } from '../accounts/lookalikes.ts';
import { api, guest, startTestServer, type TestServer } from '../testing/harness.ts';

/** Headers on every answer, no CORS on matchmaking, malformed cookies, lookalike names (UTS #39). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.cleanup());

describe('security headers', () => {
  it.each(['/', '/api/me', '/health', '/no/such/page'])('%s carries the CSP, frame-ancestors none, nosniff and a referrer policy', async (path) => {
    const res = await fetch(server.url + path, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('matchmaking answers no Access-Control-Allow-Origin (with or without credentials), and only takes POST', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const res = await fetch(`${server.url}/matchmake/joinById/nope`, { method, headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      await res.text();
    }
    expect((await fetch(`${server.url}/matchmake/joinById/nope`, { method: 'PUT' })).status).toBe(405);
  });
});

describe('malformed cookies', () => {
  it.each(['stammtisch_guest=%E0%A4%A', 'stammtisch_session=%', 'stammtisch_session=%zz; stammtisch_guest=%'])('"%s" is ignored, not a 500', async (cookie) => {
    expect((await api(server.url, '/api/me', { cookie })).status).toBe(401);
    expect((await api(server.url, '/api/leaderboard?game=schraem', { cookie })).status).toBe(200);
  });

  it('a good cookie next to a broken one still counts', async () => {
    const g = await guest(server.url, 'Keks');
    const res = await api<{ id: string }>(server.url, '/api/me', { cookie: `stammtisch_session=%; stammtisch_guest=${g.token}` });
    expect(res.body.id).toBe(g.id);
  });
});

describe('lookalike names (UTS #39 confusables skeleton)', () => {
  it.each([
    ['Sepp', 'Ѕерр'], // Cyrillic
    ['Sepp', 'Ꮪepp'], // Cherokee
    ['Sepp', 'S℮pp'], // estimated sign
    ['Lola', 'ⅼola'], // Roman numeral fifty
    ['Hans', 'Ηаns'], // Greek and Cyrillic
  ])('%s and %s share a skeleton', (a, b) => {
    expect(lookalikeKey(a)).toBe(lookalikeKey(b));
  });

  it('different names stay different', () => {
    expect(lookalikeKey('Sepp')).not.toBe(lookalikeKey('Seppi'));
  });

  it('a lookalike of a registered name is refused at registration and to guests', async () => {
    const reg = await api(server.url, '/api/auth/register', { body: { username: 'Lara', password: 'richtig-richtig' } });
    expect(reg.status).toBe(201);
    // "ɑ" (U+0251, Latin alpha) passes the username rules and the key's own folding; the skeleton catches it.
    const { nameKey } = await import('@stammtisch/protocol');
    expect(nameKey('Lɑra')).not.toBe(nameKey('Lara'));
    expect((await api(server.url, '/api/auth/register', { body: { username: 'Lɑra', password: 'richtig-richtig' } })).status).toBe(409);
    expect((await api(server.url, '/api/guest', { body: { nickname: 'Lɑrа' } })).status).toBe(409);
    expect((await api(server.url, '/api/guest', { body: { nickname: 'Lotte' } })).status).toBe(200);
  });
});
