import { ROOM_QUEUE } from '@stammtisch/protocol';
import type { InviteAnswer, LobbyTable, MatchedMessage } from '@stammtisch/protocol';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from './table/create.ts';
import { api, createTable, type Guest, guest, Player, startTestServer } from './testing/harness.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ quickMatchWaitMs: 300, reconnectMs: 60_000, chatBurst: 3 });
});
afterAll(async () => server.cleanup());

const guests = (...names: string[]): Promise<Guest[]> => Promise.all(names.map((n) => guest(server.url, n)));

/** Plays the first legal action of whoever is to act until `v` actions are in. */
async function playUntil(players: Player[], v: number): Promise<void> {
  for (;;) {
    const views = players.map((p) => p.lastView!);
    const now = Math.max(...views.map((x) => x.v));
    if (now >= v || views.some((x) => x.over)) return;
    const actor = players.find((p) => p.lastView!.v === now && p.lastView!.legal);
    if (!actor) {
      await Promise.all(players.map((p) => p.waitFor('view', (x) => x.v >= now)));
      continue;
    }
    actor.send('act', actor.lastView!.legal![0]);
    await Promise.all(players.map((p) => p.waitFor('view', (x) => x.v === now + 1)));
  }
}

describe('reconnection', () => {
  it('a player cut off mid-hand comes back to the same seat and the current view, and the game ends normally', async () => {
    const [a, b] = await guests('Anni', 'Bert');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 2 });
    const pa = await Player.join(server.url, a!, t.id);
    let pb = await Player.join(server.url, b!, t.id);
    await Promise.all([pa.waitFor('view'), pb.waitFor('view')]);
    await playUntil([pa, pb], 4);
    const before = pa.lastView!;

    await pb.leave(false); // the network drops: not a consented leave
    const away = await pa.waitFor('table', (d) => d.seats[1]?.connected === false);
    expect(away.seats[1]?.awayUntil).toBeGreaterThan(Date.now());

    pb = await Player.join(server.url, b!, t.id); // a new tab, a new connection
    const welcome = await pb.waitFor('welcome');
    expect(welcome.you.seat).toBe(1);
    const view = await pb.waitFor('view');
    expect(view.v).toBe(before.v);
    expect(view.seat).toBe(1);
    await pa.waitFor('table', (d) => d.seats[1]?.connected === true && d.seats[1]?.awayUntil === undefined);

    pa.play('a');
    pb.play('b');
    const [oa, ob] = await Promise.all([pa.waitFor('over'), pb.waitFor('over')]);
    expect(oa.gameId).toBe(ob.gameId);
    const verify = await api<{ resultMatches: boolean }>(server.url, `/api/games/${oa.gameId}/verify`);
    expect(verify.body.resultMatches).toBe(true);
  });

  it('a second connection of the same player takes the seat over; the first is told and closed', async () => {
    const [a] = await guests('Anni');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 2, bots: [null, 'leicht'] });
    const first = await Player.join(server.url, a!, t.id);
    await first.waitFor('view');
    const second = await Player.join(server.url, a!, t.id);
    expect((await second.waitFor('welcome')).you.seat).toBe(0);
    expect((await first.waitFor('error', (e) => e.code === 'replaced')).message).toMatch(/another connection/);
    await expect.poll(() => first.closed).toBe(4001);
    await second.leave();
  });
});

describe('turn timer', () => {
  it('on timeout the Mittel bot acts for the seat and everyone is told', async () => {
    const [a, b] = await guests('Anni', 'Bert');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 2, timer: { cardMs: 150, decisionMs: 150 } });
    const pa = await Player.join(server.url, a!, t.id);
    const pb = await Player.join(server.url, b!, t.id);
    const first = await pa.waitFor('view');
    expect(first.deadline).toBeGreaterThan(first.v === 0 ? 0 : 0);
    expect(['card', 'decision']).toContain(first.timer);
    const timedOut = await pb.waitFor('view', (v) => v.last?.by === 'timeout');
    expect(timedOut.last?.seat).toBe(first.toAct);
    // The seat stays its player's: a timeout is no takeover.
    expect(pb.table?.seats.every((s) => !s.covered)).toBe(true);
    await Promise.all([pa.leave(), pb.leave()]);
  });
});

describe('spectators', () => {
  it('watch a public table with the spectator view, cannot act or chat anonymously', async () => {
    const [a] = await guests('Anni');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 2, bots: [null, 'mittel'] });
    const pa = await Player.join(server.url, a!, t.id);
    await pa.waitFor('view');
    // The bot sits under a name of the game's home, its strength apart (the web shows it as a badge).
    expect((await pa.waitFor('table')).seats[1]).toMatchObject({ kind: 'bot', level: 'mittel', nickname: 'Hein' });
    const watcher = await Player.join(server.url, null, t.id);
    expect((await watcher.waitFor('welcome')).you).toEqual({ playerId: null, nickname: null, seat: null });
    const view = await watcher.waitFor('view');
    expect(view.seat).toBeNull();
    expect(view.legal).toBeUndefined();
    expect((view.view as { viewer: unknown; hand: unknown }).viewer).toBe('spectator');
    expect((view.view as { hand: unknown }).hand).toBeNull();
    watcher.send('act', 'knock');
    expect((await watcher.waitFor('error', (e) => e.code === 'not-seated')).message).toMatch(/spectators/);
    watcher.send('chat', { phrase: 'gut-gespielt' });
    await watcher.waitFor('error', (e) => e.code === 'chat-anonymous');
    expect((await pa.waitFor('table', (d) => d.spectators === 1)).spectators).toBe(1);
    await Promise.all([pa.leave(), watcher.leave()]);
  });
});

describe('private tables', () => {
  it('are joined by invite code, never listed, and refuse people without the code', async () => {
    const [a, b, c] = await guests('Anni', 'Bert', 'Cilli');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 3, visibility: 'private' });
    expect(t.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    const lobby = await api<{ tables: LobbyTable[] }>(server.url, '/api/tables?game=schraem');
    expect(lobby.body.tables.map((x) => x.id)).not.toContain(t.id);

    const invite = await api<InviteAnswer>(server.url, `/api/invite/${t.code!.toLowerCase()}`);
    expect(invite.body.tableId).toBe(t.id);
    // What the join screen says before anyone joins: the game, its options, the host, the seats taken.
    expect(invite.body).toMatchObject({ game: 'schraem', status: 'waiting', host: 'Anni', seats: 3, taken: 1, players: ['Anni'] });
    expect(invite.body.options).toMatchObject({ players: 3 });
    expect(JSON.stringify(invite.body)).not.toContain(t.code!);
    expect(JSON.stringify(invite.body)).not.toContain(a!.id);
    expect((await api(server.url, '/api/invite/OOOOOOOO')).status).toBe(404);

    await expect(Player.join(server.url, b!, t.id)).rejects.toThrow(/private/);
    await expect(Player.join(server.url, null, t.id, { watch: true })).rejects.toThrow(/private/);
    const pa = await Player.join(server.url, a!, t.id);
    const pb = await Player.join(server.url, b!, t.id, { code: t.code });
    expect((await pb.waitFor('welcome')).you.seat).toBe(1);
    expect((await pb.waitFor('table')).code).toBe(t.code);
    const pc = await Player.join(server.url, c!, t.id, { code: t.code });
    expect((await pc.waitFor('welcome')).you.seat).toBe(2);
    await Promise.all([pa, pb, pc].map((p) => p.waitFor('view')));
    await Promise.all([pa, pb, pc].map((p) => p.leave()));
  });

  it('public tables are listed in the lobby of their game', async () => {
    const [a] = await guests('Anni');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 4 });
    const lobby = await api<{ tables: LobbyTable[] }>(server.url, '/api/tables?game=schraem');
    expect(lobby.body.tables.find((x) => x.id === t.id)).toMatchObject({ status: 'waiting', seats: 4, open: 3, players: ['Anni'] });
    expect((await api(server.url, '/api/tables?game=poker')).status).toBe(400);
  });
});

describe('quick match', () => {
  it('seats waiting players together and fills the rest with Mittel bots after the wait', async () => {
    const [a, b] = await guests('Anni', 'Bert');
    const join = async (g: Guest) => {
      const client = new Client(server.url);
      client.auth.token = g.token;
      const room = await client.joinOrCreate(ROOM_QUEUE, { game: 'schraem', mode: 'fortgeschritten' });
      const matched = new Promise<MatchedMessage>((resolve) => room.onMessage('matched', resolve));
      room.onMessage('queue', () => {});
      return { room, matched };
    };
    const qa = await join(a!);
    const qb = await join(b!);
    expect(qa.room.roomId).toBe(qb.room.roomId);
    const [ma, mb] = await Promise.all([qa.matched, qb.matched]);
    expect(ma.tableId).toBe(mb.tableId);
    await Promise.all([qa.room.leave(), qb.room.leave()]);

    const pa = await Player.join(server.url, a!, ma.tableId);
    const pb = await Player.join(server.url, b!, ma.tableId);
    const table = await pa.waitFor('table', (d) => d.status === 'playing');
    expect(table.seats.map((s) => s.kind)).toEqual(['player', 'player', 'bot', 'bot']);
    expect(table.seats.filter((s) => s.kind === 'bot').every((s) => s.level === 'mittel')).toBe(true);
    expect(table.options).toMatchObject({ mode: 'fortgeschritten', players: 4 });
    pa.play('a');
    pb.play('b');
    const over = await pa.waitFor('over', undefined, 30_000);
    const verify = await api<{ resultMatches: boolean }>(server.url, `/api/games/${over.gameId}/verify`);
    expect(verify.body.resultMatches).toBe(true);
    await Promise.all([pa.leave(), pb.leave()]);
  });

  it('refuses a queue without a nickname or for an unknown mode', async () => {
    await expect(new Client(server.url).joinOrCreate(ROOM_QUEUE, { game: 'schraem' })).rejects.toThrow(/nickname/);
    const [a] = await guests('Anni');
    const client = new Client(server.url);
    client.auth.token = a!.token;
    await expect(client.joinOrCreate(ROOM_QUEUE, { game: 'schraem', mode: 'blitz' })).rejects.toThrow(/mode/);
  });
});

describe('chat, start, rematch', () => {
  it('carries quick phrases and free text, refuses unknown phrases and floods', async () => {
    const [a, b] = await guests('Anni', 'Bert');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 2 });
    const pa = await Player.join(server.url, a!, t.id);
    const pb = await Player.join(server.url, b!, t.id);
    pa.send('chat', { phrase: 'ich-halte' });
    expect(await pb.waitFor('chat', (c) => c.phrase === 'ich-halte')).toMatchObject({ from: { seat: 0, nickname: 'Anni' } });
    pb.send('chat', { text: '  Servus\u202E  ' });
    expect((await pa.waitFor('chat', (c) => c.text !== undefined)).text).toBe('Servus');
    pa.send('chat', { phrase: 'royal-flush' });
    await pa.waitFor('error', (e) => e.code === 'chat-unknown-phrase');
    pa.send('chat', { text: 'x'.repeat(201) });
    expect((await pa.waitFor('error', (e) => e.code === 'bad-message')).message).toMatch(/200/);
    for (let i = 0; i < 5; i++) pb.send('chat', { phrase: 'oha' });
    await pb.waitFor('error', (e) => e.code === 'rate-limited');
    // Someone joining later gets the recent lines.
    const watcher = await Player.join(server.url, null, t.id);
    expect((await watcher.waitFor('chatlog')).length).toBeGreaterThanOrEqual(2);
    await Promise.all([pa, pb, watcher].map((p) => p.leave()));
  });

  it('the host fills open seats with bots and starts; a rematch starts a new game with a new seed', async () => {
    const [a] = await guests('Anni');
    const t = await createTable(server.url, a!, { game: 'schraem', seats: 3, options: { startLives: 2 } });
    const pa = await Player.join(server.url, a!, t.id);
    await pa.waitFor('table');
    pa.send('start');
    const table = await pa.waitFor('table', (d) => d.status === 'playing');
    expect(table.seats.map((s) => s.kind)).toEqual(['player', 'bot', 'bot']);
    pa.play('a');
    const first = await pa.waitFor('over', undefined, 30_000);
    pa.autoplay = null;
    pa.send('rematch');
    const next = await pa.waitFor('view', (v) => v.gameId !== first.gameId);
    expect(next.seedHash).not.toBe(first.seedHash);
    expect(next.v).toBe(0);
    await pa.leave();
  });

  it('checks table requests: unknown options, seat counts, host seats', async () => {
    const [a] = await guests('Anni');
    const bad = async (body: Record<string, unknown>) => (await api<{ error: string; message: string }>(server.url, '/api/tables', { body, token: a!.token })).body;
    expect(await bad({ game: 'schraem', options: { mode: 'blitz' } })).toMatchObject({ error: 'bad-option' });
    expect((await bad({ game: 'schieber', seats: 3 })).message).toMatch(/4 players/);
    expect((await bad({ game: 'schraem', seats: 2, bots: ['mittel', 'mittel'] })).error).toBe('bad-seats');
    expect((await api(server.url, '/api/tables', { body: { game: 'schraem' } })).status).toBe(401);
  });
});
