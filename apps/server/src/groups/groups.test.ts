import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, noteSkippedPostgres, serverOn } from '../testing/databases.ts';
import { type Guest, guest, Player, type TestServer } from '../testing/harness.ts';
import { account, call, Live, ok } from '../testing/social.ts';

/**
 * Groups (Stammtische), game nights, the group chat, friends and blocks through the REST API,
 * the live room and real table rooms — on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
noteSkippedPostgres('groups.test');

for (const kind of DATABASES) {
  describe(`groups and friends on ${kind}`, () => {
    let server: TestServer;
    let base = '';
    let offset = 0;
    let anni: Guest, bert: Guest, cilli: Guest, dora: Guest, emil: Guest;
    let groupId = '';
    let code = '';

    beforeAll(async () => {
      server = await serverOn(kind, { registerIpLimit: 1000, loginIpLimit: 1000, reconnectMs: 60_000 }, { now: () => Date.now() + offset, social: { nightTickMs: 50 } });
      base = server.url;
      [anni, bert, cilli, dora, emil] = (await Promise.all(['Anni', 'Bert', 'Cilli', 'Dora', 'Emil'].map((n) => account(base, `${n}_${kind}`)))) as [Guest, Guest, Guest, Guest, Guest];
    });
    afterAll(async () => server?.cleanup());

    it('a registered player creates a group with house rules; guests cannot', async () => {
      const g = await guest(base, 'Wanderer');
      const refused = await call(base, g, '/api/groups', { name: 'Zum Anker', games: ['schraem'] });
      expect(refused).toMatchObject({ status: 403, body: { error: 'register-first' } });
      const bad = await call(base, anni, '/api/groups', { name: 'Zum Anker', games: ['schraem'], presets: { schraem: { options: { mode: 'anfaenger', ruleset: 'rheinland' } } } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('needs-knocking');
      const page = await ok<{ id: string; code: string; link: string; role: string; memberList: { id: string; role: string }[] }>(base, anni, '/api/groups', {
        name: 'Zum Anker',
        about: 'Dienstags ab acht',
        games: ['schraem', 'sedma'],
        presets: { schraem: { options: { mode: 'fortgeschritten', ruleset: 'rheinland', startLives: 3 }, seats: 4, bots: 'leicht' } },
      });
      expect(page.role).toBe('admin');
      expect(page.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(page.link).toBe(`/group/${page.code}`);
      expect(page.memberList).toEqual([expect.objectContaining({ id: anni.id, role: 'admin' })]);
      groupId = page.id;
      code = page.code;
    });

    it('others join by code (the link\'s preview first); a non-member sees nothing of the group', async () => {
      const preview = await ok<{ name: string; members: number }>(base, null, `/api/groups/invite/${code}`);
      expect(preview).toMatchObject({ name: 'Zum Anker', members: 1 });
      expect((await call(base, dora, `/api/groups/${groupId}`)).body.error).toBe('not-member');
      expect((await call(base, bert, '/api/groups/join', { code: 'XXXXXXXX' })).status).toBe(404);
      for (const p of [bert, cilli]) await ok(base, p, '/api/groups/join', { code: code.toLowerCase() });
      expect((await call(base, bert, '/api/groups/join', { code })).body.error).toBe('already-member');
      const live = await Live.open(base, anni);
      const joined = await live.waitFor((e) => e.t === 'badge');
      expect(joined.d.unread).toBe(2); // two "group-joined" notifications for the admin
      const page = await ok<{ memberList: { id: string; presence: { online: boolean } }[] }>(base, bert, `/api/groups/${groupId}`);
      expect(page.memberList.map((m) => m.id)).toEqual([anni.id, bert.id, cilli.id]);
      expect(page.memberList.find((m) => m.id === anni.id)!.presence.online).toBe(true);
      expect(page.memberList.find((m) => m.id === bert.id)!.presence.online).toBe(false);
      await live.close();
    });

    it('roles: only admins manage; the last admin must hand over before leaving', async () => {
      expect((await call(base, bert, `/api/groups/${groupId}/members/${cilli.id}`, undefined, 'DELETE')).body.error).toBe('not-admin');
      expect((await call(base, anni, `/api/groups/${groupId}/leave`, {})).body.error).toBe('last-admin');
      await ok(base, anni, `/api/groups/${groupId}/members/${bert.id}/role`, { role: 'admin' });
      await ok(base, bert, `/api/groups/${groupId}/transfer`, { to: cilli.id });
      const roles = (await ok<{ memberList: { id: string; role: string }[] }>(base, anni, `/api/groups/${groupId}`)).memberList.map((m) => [m.id, m.role]);
      expect(roles).toEqual([
        [anni.id, 'admin'],
        [bert.id, 'member'],
        [cilli.id, 'admin'],
      ]);
      await ok(base, cilli, `/api/groups/${groupId}/members/${cilli.id}/role`, { role: 'member' });
      expect((await call(base, anni, `/api/groups/${groupId}/members/${anni.id}/role`, { role: 'member' })).body.error).toBe('last-admin');
    });

    it('a group table is private to members: members play and watch, a non-member is refused even with the code', async () => {
      const t = await ok<{ id: string; code: string }>(base, bert, `/api/groups/${groupId}/tables`, { game: 'schraem' });
      const host = await Player.join(base, bert, t.id);
      expect((await host.waitFor('welcome')).you.seat).toBe(0);
      expect((await host.waitFor('table')).options).toMatchObject({ ruleset: 'rheinland', startLives: 3 });
      const member = await Player.join(base, cilli, t.id);
      expect((await member.waitFor('welcome')).you.seat).toBe(1);
      const listed = (await ok<{ tables: { tableId: string; players: string[]; nightId: string | null }[] }>(base, anni, `/api/groups/${groupId}`)).tables;
      expect(listed).toEqual([expect.objectContaining({ tableId: t.id, players: [bert.nickname, cilli.nickname], nightId: null })]);
      await expect(Player.join(base, dora, t.id, { code: t.code })).rejects.toThrow(/only its members/);
      const watcher = await Player.join(base, anni, t.id, { watch: true });
      expect((await watcher.waitFor('welcome')).you.seat).toBeNull();
      await Promise.all([host, member, watcher].map((p) => p.leave()));
    });

    it('a game night with three members who said yes opens one table with one bot, at its time', async () => {
      const at = Date.now() + offset + 3_600_000;
      const past = await call(base, anni, `/api/groups/${groupId}/nights`, { game: 'schraem', startsAt: Date.now() + offset - 1000 });
      expect(past.body.error).toBe('bad-time');
      expect((await call(base, bert, `/api/groups/${groupId}/nights`, { game: 'schraem', startsAt: at })).body.error).toBe('not-admin');
      const night = await ok<{ id: string; status: string }>(base, anni, `/api/groups/${groupId}/nights`, { game: 'schraem', startsAt: at, note: 'Kirmes' });
      expect(night.status).toBe('scheduled');
      await ok(base, dora, '/api/groups/join', { code });
      for (const p of [anni, bert, cilli]) await ok(base, p, `/api/groups/${groupId}/nights/${night.id}/answer`, { answer: 'yes' });
      await ok(base, dora, `/api/groups/${groupId}/nights/${night.id}/answer`, { answer: 'maybe' });
      const lives = await Promise.all([anni, bert, cilli, dora].map((p) => Live.open(base, p)));
      offset += 3_600_000 + 1000; // the evening has come
      const seats = await Promise.all(lives.slice(0, 3).map((l) => l.waitFor((e) => e.t === 'seat')));
      const tableId = String(seats[0]!.d.tableId);
      expect(seats.map((s) => s.d.tableId)).toEqual([tableId, tableId, tableId]);
      const told = await lives[3]!.waitFor((e) => e.t === 'notification' && e.d.kind === 'night-open');
      expect((told.d.data as { tableId: unknown }).tableId).toBeNull();
      const detail = await ok<{ night: { status: string }; tables: { tableId: string; seats: { kind: string; id?: string; level?: string }[] }[] }>(base, anni, `/api/groups/${groupId}/nights/${night.id}`);
      expect(detail.night.status).toBe('open');
      expect(detail.tables).toHaveLength(1);
      expect(detail.tables[0]!.seats.map((s) => s.kind)).toEqual(['player', 'player', 'player', 'bot']);
      expect(detail.tables[0]!.seats[3]!.level).toBe('leicht'); // the house rules' bots
      expect(detail.tables[0]!.seats.slice(0, 3).map((s) => s.id)).toEqual([anni.id, bert.id, cilli.id]);
      expect((await call(base, emil, `/api/groups/${groupId}/nights/${night.id}/answer`, { answer: 'yes' })).body.error).toBe('not-member');
      expect((await call(base, dora, `/api/groups/${groupId}/nights/${night.id}/answer`, { answer: 'yes' })).body.error).toBe('night-started');

      const players = await Promise.all([anni, bert, cilli].map((p, i) => Player.join(base, p, tableId).then((x) => x.play(`night-${i}`))));
      const over = await players[0]!.waitFor('over', undefined, 60_000);
      await Promise.all(players.map((p) => p.leave()));
      const after = await ok<{ strichliste: { id: string; games: number; wins: number; score: number }[]; games: { gameId: string; winners: number[] }[] }>(base, bert, `/api/groups/${groupId}/nights/${night.id}`);
      expect(after.games.map((g) => g.gameId)).toEqual([over.gameId]);
      expect(after.strichliste.map((r) => r.games)).toEqual([1, 1, 1]);
      const winners = after.games[0]!.winners;
      expect(after.strichliste.reduce((s, r) => s + r.wins, 0)).toBe(winners[0] === 3 ? 0 : 1);
      // A group's game is its members' (anonymous: no seats); a member sees who sat where.
      expect((await call(base, null, `/api/games/${over.gameId}`)).body).toMatchObject({ private: true });
      const game = await ok<{ result: { scores: number[] }; seats: { playerId: string | null }[] }>(base, dora, `/api/games/${over.gameId}`);
      for (const row of after.strichliste) {
        const seat = game.seats.findIndex((s) => s.playerId === row.id);
        expect(row.score).toBe(game.result.scores[seat]);
      }
      const board = await ok<{ entries: { playerId: string; games: number; eligible: boolean; points: number }[] }>(base, cilli, `/api/groups/${groupId}/leaderboard?game=schraem&all=1`);
      // The two group tables' games and the night's: the night's game counts for all three.
      expect(board.entries.map((e) => e.playerId).sort()).toEqual([anni.id, bert.id, cilli.id].sort());
      expect(board.entries.every((e) => !e.eligible && e.games === 1)).toBe(true);
      expect((await ok<{ entries: unknown[] }>(base, cilli, `/api/groups/${groupId}/leaderboard?game=schraem`)).entries).toEqual([]); // S-28: 10 games first
      const recent = await ok<{ total: number; entries: { gameId: string; replay: string }[] }>(base, dora, `/api/groups/${groupId}/games`);
      expect(recent.entries[0]!.gameId).toBe(over.gameId);
      expect((await call(base, null, recent.entries[0]!.replay + '?step=0')).status).toBe(200);
      await Promise.all(lives.map((l) => l.close()));
    });

    it('an admin may open a night early; it seats those who said yes', async () => {
      const night = await ok<{ id: string }>(base, anni, `/api/groups/${groupId}/nights`, { game: 'sedma', startsAt: Date.now() + offset + 86_400_000, preset: { seats: 2 } });
      await ok(base, bert, `/api/groups/${groupId}/nights/${night.id}/answer`, { answer: 'yes' });
      expect((await call(base, bert, `/api/groups/${groupId}/nights/${night.id}/open`, {})).body.error).toBe('not-admin');
      const opened = await ok<{ night: { status: string }; tables: string[] }>(base, anni, `/api/groups/${groupId}/nights/${night.id}/open`, {});
      expect(opened.night.status).toBe('open');
      expect(opened.tables).toHaveLength(1);
      const detail = await ok<{ tables: { seats: { kind: string; id?: string }[] }[] }>(base, bert, `/api/groups/${groupId}/nights/${night.id}`);
      expect(detail.tables[0]!.seats.map((s) => s.kind)).toEqual(['player', 'bot']);
      expect((await call(base, anni, `/api/groups/${groupId}/nights/${night.id}/open`, {})).body.error).toBe('night-started');
    });

    it('seasons limit the leaderboard to their dates', async () => {
      const now = Date.now() + offset;
      const old = await ok<{ id: string }>(base, anni, `/api/groups/${groupId}/seasons`, { name: 'Winter', startsAt: now - 10 * 86_400_000, endsAt: now - 9 * 86_400_000 });
      const cur = await ok<{ id: string }>(base, anni, `/api/groups/${groupId}/seasons`, { name: 'Frühling', startsAt: now - 86_400_000, endsAt: now + 86_400_000 });
      expect((await ok<{ entries: unknown[] }>(base, bert, `/api/groups/${groupId}/leaderboard?season=${old.id}&all=1`)).entries).toEqual([]);
      expect((await ok<{ entries: unknown[] }>(base, bert, `/api/groups/${groupId}/leaderboard?season=${cur.id}&all=1`)).entries).toHaveLength(3);
      expect((await call(base, bert, `/api/groups/${groupId}/seasons`, { name: 'x', startsAt: now, endsAt: now + 1 })).body.error).toBe('not-admin');
    });

    it('group chat: phrases of the home games and text; mute, report to the admins, remove', async () => {
      const liveA = await Live.open(base, anni);
      const line = await ok<{ id: string; text: string }>(base, bert, `/api/groups/${groupId}/chat`, { text: '  Servus\u200b  beinand ' });
      expect(line.text).toBe('Servus beinand');
      const pushed = await liveA.waitFor((e) => e.t === 'group-chat');
      expect((pushed.d.line as { id: string }).id).toBe(line.id);
      await ok(base, cilli, `/api/groups/${groupId}/chat`, { phrase: 'ich-halte' });
      expect((await call(base, cilli, `/api/groups/${groupId}/chat`, { phrase: 'no-such' })).body.error).toBe('chat-unknown-phrase');
      expect((await call(base, emil, `/api/groups/${groupId}/chat`, { text: 'hallo' })).body.error).toBe('not-member');
      const rep = await ok<{ id: string }>(base, cilli, `/api/groups/${groupId}/chat/${line.id}/report`, { reason: 'frech' });
      const note = await liveA.waitFor((e) => e.t === 'notification' && e.d.kind === 'group-report');
      expect((note.d.data as { reportId: string }).reportId).toBe(rep.id);
      expect((await call(base, bert, `/api/groups/${groupId}/reports`)).body.error).toBe('not-admin');
      const open = await ok<{ reports: { id: string; message: { text: string } }[] }>(base, anni, `/api/groups/${groupId}/reports`);
      expect(open.reports.map((r) => [r.id, r.message.text])).toEqual([[rep.id, 'Servus beinand']]);
      await ok(base, anni, `/api/groups/${groupId}/members/${bert.id}/mute`, { minutes: 10 });
      expect((await call(base, bert, `/api/groups/${groupId}/chat`, { text: 'nochmal' })).body.error).toBe('muted');
      await ok(base, anni, `/api/groups/${groupId}/chat/${line.id}`, undefined, 'DELETE');
      await liveA.waitFor((e) => e.t === 'group-chat-removed' && e.d.id === line.id);
      const lines = (await ok<{ lines: { id: string; text?: string; removed?: boolean }[] }>(base, cilli, `/api/groups/${groupId}/chat`)).lines;
      expect(lines.find((l) => l.id === line.id)).toEqual(expect.objectContaining({ removed: true }));
      expect(lines.find((l) => l.id === line.id)!.text).toBeUndefined();
      expect((await ok<{ reports: unknown[] }>(base, anni, `/api/groups/${groupId}/reports`)).reports).toEqual([]);
      offset += 11 * 60_000;
      await ok(base, bert, `/api/groups/${groupId}/chat`, { text: 'wieder da' });
      await liveA.close();
    });

    it('friends: request and accept; an invite to my table reaches the friend, with a badge that survives a reload', async () => {
      await ok(base, dora, '/api/friends/requests', { username: emil.nickname });
      expect((await ok<{ incoming: { id: string }[] }>(base, emil, '/api/friends')).incoming.map((x) => x.id)).toEqual([dora.id]);
      await ok(base, emil, `/api/friends/${dora.id}/accept`, {});
      const list = await ok<{ friends: { id: string; presence: { online: boolean } }[] }>(base, dora, '/api/friends');
      expect(list.friends.map((f) => f.id)).toEqual([emil.id]);
      const t = await ok<{ id: string }>(base, dora, '/api/tables', { game: 'schraem', seats: 2, visibility: 'private' });
      expect((await call(base, dora, `/api/friends/${anni.id}/invite`, { tableId: t.id })).body.error).toBe('not-friends');
      expect((await call(base, emil, `/api/friends/${dora.id}/invite`, { tableId: t.id })).body.error).toBe('not-at-table');
      const before = await ok<{ unread: number }>(base, emil, '/api/notifications');
      const live = await Live.open(base, emil);
      await ok(base, dora, `/api/friends/${emil.id}/invite`, { tableId: t.id });
      const invite = await live.waitFor((e) => e.t === 'notification' && e.d.kind === 'table-invite');
      const data = invite.d.data as { tableId: string; code: string };
      expect(data.tableId).toBe(t.id);
      await live.waitFor((e) => e.t === 'badge' && e.d.unread === before.unread + 1);
      await live.close();
      // A reload: a new live connection gets the badge, the list still has the invite.
      const again = await Live.open(base, emil);
      expect((await again.waitFor((e) => e.t === 'badge')).d.unread).toBe(before.unread + 1);
      const stored = await ok<{ notifications: { id: string; kind: string }[] }>(base, emil, '/api/notifications');
      expect(stored.notifications[0]!.kind).toBe('table-invite');
      await ok(base, emil, '/api/notifications/read', { ids: [stored.notifications[0]!.id] });
      await again.waitFor((e) => e.t === 'badge' && e.d.unread === before.unread);
      // With the invite's code the friend takes the seat.
      const p = await Player.join(base, emil, data.tableId, { code: data.code });
      expect((await p.waitFor('welcome')).you.seat).toBe(1);
      await p.leave();
      await again.close();
      const recent = await ok<{ players: { id: string }[] }>(base, anni, '/api/friends/recent');
      expect(recent.players.map((x) => x.id).sort()).toEqual([bert.id, cilli.id].sort());
    });

    it('a blocked player cannot befriend, invite, chat with or join a table with the blocker', async () => {
      await ok(base, dora, '/api/blocks', { id: emil.id });
      expect((await ok<{ friends: unknown[]; blocked: { id: string }[] }>(base, dora, '/api/friends')).friends).toEqual([]);
      expect((await call(base, emil, '/api/friends/requests', { id: dora.id })).body.error).toBe('blocked');
      const t = await ok<{ id: string; code: string }>(base, dora, '/api/tables', { game: 'schraem', seats: 3, visibility: 'private' });
      expect((await call(base, emil, `/api/friends/${dora.id}/invite`, { tableId: t.id })).body.error).toBe('blocked');
      const host = await Player.join(base, dora, t.id);
      await host.waitFor('welcome');
      await expect(Player.join(base, emil, t.id, { code: t.code })).rejects.toThrow(/blocked you/);
      // Chat: the blocker is not shown the blocked player's lines, at a table and in a group.
      const other = await Player.join(base, anni, t.id, { code: t.code });
      await other.waitFor('welcome');
      await ok(base, emil, '/api/groups/join', { code });
      await ok(base, emil, `/api/groups/${groupId}/chat`, { text: 'hört mich wer?' });
      const seen = (who: Guest) => ok<{ lines: { text?: string }[] }>(base, who, `/api/groups/${groupId}/chat`).then((r) => r.lines.map((l) => l.text));
      expect(await seen(anni)).toContain('hört mich wer?');
      expect(await seen(dora)).not.toContain('hört mich wer?');
      await Promise.all([host, other].map((p) => p.leave()));
      await ok(base, dora, `/api/blocks/${emil.id}`, undefined, 'DELETE');
      expect((await call(base, emil, '/api/friends/requests', { id: dora.id })).status).toBe(201);
    });
  });
}
