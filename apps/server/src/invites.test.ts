import type { HistoryPage, ReplayAnswer } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from './table/create.ts';
import { api, createTable, guest, Player, startTestServer } from './testing/harness.ts';
import { SteadyPlayer } from './testing/steady.ts';

/** Invite codes of 8 characters, wrong codes limited per IP and per table, private games kept private. */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ inviteIpLimit: 6, inviteTableLimit: 3 });
});
afterAll(async () => server.cleanup());

const wrong = (code: string): string => [...code].map((c) => (c === 'Z' ? 'Y' : 'Z')).join('');

describe('invite codes', () => {
  it('a table stops taking codes after 3 wrong ones (even the right one), but its seated players and host come back', async () => {
    const [host, mallory, friend] = await Promise.all(['Anni', 'Mallory', 'Franz'].map((n) => guest(server.url, n)));
    const t = await createTable(server.url, host!, { game: 'schraem', seats: 3, visibility: 'private' });
    expect(t.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    const pa = await Player.join(server.url, host!, t.id);
    for (let i = 0; i < 3; i++) await expect(Player.join(server.url, mallory!, t.id, { code: wrong(t.code!) })).rejects.toThrow(/private/);
    await expect(Player.join(server.url, friend!, t.id, { code: t.code })).rejects.toThrow(/too many wrong invite codes: try again in \d+ s/);
    await pa.leave(false);
    const back = await Player.join(server.url, host!, t.id, { code: t.code });
    expect((await back.waitFor('welcome')).you.seat).toBe(0);
    await back.leave();
  });

  it('an IP stops getting answers from /api/invite after 6 wrong codes', async () => {
    // The IP's budget is shared with the 3 wrong joins above: 3 more lookups spend it.
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await api(server.url, `/api/invite/ZZZZZZZ${CODE_ALPHABET[i]}`)).status);
    expect(answers).toEqual([404, 404, 404, 429]);
  });
});

describe('a private game in the records', () => {
  it('shows its table and seats only to those who sat there', async () => {
    const s2 = await startTestServer();
    try {
      const [a, b, stranger] = await Promise.all(['Anni', 'Bert', 'Otto'].map((n) => guest(s2.url, n)));
      const t = await createTable(s2.url, a!, { game: 'schraem', seats: 2, visibility: 'private' });
      const ps = [await Player.join(s2.url, a!, t.id), await Player.join(s2.url, b!, t.id, { code: t.code })];
      await Promise.all(ps.map((p) => p.waitFor('view')));
      ps.forEach((p, i) => new SteadyPlayer(p, `private-${i}`, 0));
      const over = await ps[0]!.waitFor('over', undefined, 60_000);

      const asStranger = await api<Record<string, unknown>>(s2.url, `/api/games/${over.gameId}`, { token: stranger!.token });
      expect(asStranger.body).toMatchObject({ private: true, status: 'finished' });
      expect(asStranger.body).not.toHaveProperty('tableId');
      expect(asStranger.body).not.toHaveProperty('seats');
      expect(JSON.stringify(asStranger.body)).not.toContain(t.id);
      const asPlayer = await api<{ tableId: string; seats: { playerId: string }[] }>(s2.url, `/api/games/${over.gameId}`, { token: b!.token });
      expect(asPlayer.body.tableId).toBe(t.id);
      expect(asPlayer.body.seats.map((x) => x.playerId)).toEqual([a!.id, b!.id]);

      const replay = await api<ReplayAnswer>(s2.url, `/api/games/${over.gameId}/replay?step=0`);
      expect(replay.body.seats).toEqual([
        { seat: 0, name: '#1', playerId: null, bot: null },
        { seat: 1, name: '#2', playerId: null, bot: null },
      ]);
      // Anni's history: to a stranger, Anni's own seat and an unnamed opponent; to Bert, both.
      const seen = async (token: string | undefined) => (await api<HistoryPage>(s2.url, `/api/players/${a!.id}/games`, token ? { token } : {})).body.entries[0]!.seats;
      expect((await seen(undefined)).map((x) => x.name)).toEqual(['Anni', '#2']);
      expect((await seen(stranger!.token)).map((x) => x.playerId)).toEqual([a!.id, null]);
      expect((await seen(b!.token)).map((x) => x.name)).toEqual(['Anni', 'Bert']);
      await Promise.all(ps.map((p) => p.leave()));
    } finally {
      await s2.cleanup();
    }
  });
});
