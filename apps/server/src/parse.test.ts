import { GAMES } from '@stammtisch/engine/games/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, Player, startTestServer } from './testing/harness.ts';
import { quickOptions } from './testing/replay.ts';

/**
 * An action text that is no action (issue 15: `act "constructor"` passed 7-Schräm's parser as a
 * no-op and then failed at the database insert with a stack trace) is refused cleanly: a parse
 * error naming the text, no stack, nothing stored, the game unchanged and still playable.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.cleanup());

const TEXTS = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'play constructor', 'trump __proto__', 'fold toString'];

describe.each(Object.keys(GAMES))('act with a text that is no action: %s', (id) => {
  it('is refused with a clear parse error, and no action is appended', async () => {
    const host = await guest(server.url, `Parse ${id}`);
    const seats = id === 'schieber' ? 4 : 2;
    const bots = Array.from({ length: seats }, (_, s) => (s === 0 ? null : 'leicht'));
    const t = await createTable(server.url, host, { game: id, seats, bots, options: quickOptions(id) });
    const p = await Player.join(server.url, host, t.id);
    const turn = await p.waitFor('view', (v) => (v.legal?.length ?? 0) > 0);
    const before = await server.ctx.store.actions(turn.gameId);

    for (const text of TEXTS) {
      const answer = p.next('error');
      p.send('act', text);
      const err = await answer;
      expect(err.code, text).toMatch(/^not-a/);
      // Names what it could not read: the whole text, or the word that is no card.
      const quoted = /^"([^"]*)" is not a /.exec(err.message)?.[1];
      expect([text, text.split(' ').at(-1)], err.message).toContain(quoted);
      expect(err.message).not.toMatch(/\n|\bat \S+:\d+/);
      expect(err.rule).toBeUndefined();
    }
    expect(await server.ctx.store.actions(turn.gameId)).toEqual(before);
    expect(p.lastView!.v).toBe(turn.v);

    // The seat is still to act, and a real action still goes through.
    const moved = p.next('view', (v) => v.v > turn.v);
    p.send('act', turn.legal![0]!);
    expect((await moved).v).toBe(turn.v + 1);
    await p.leave();
  });
});

describe('the lobby by game', () => {
  it.each(['constructor', '__proto__', 'toString'])('refuses the game %j', async (name) => {
    const r = await api<{ error: string }>(server.url, `/api/tables?game=${name}`);
    expect([r.status, r.body.error]).toEqual([400, 'bad-game']);
  });
});
