import { Rng } from '@stammtisch/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, Player, sleep, startTestServer } from './testing/harness.ts';

/**
 * Fuzz: thousands of random and malformed messages against a live table. The server stays up,
 * answers with errors, and the game state does not change.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ msgBurst: 4000, msgPerSecond: 50, floodStrikes: 40, chatBurst: 1000, chatPerMinute: 60_000 });
});
afterAll(async () => server.cleanup());

const TYPES: unknown[] = ['act', 'act', 'act', 'sync', 'chat', 'start', 'rematch', 'sit', 'fly', '', 'view', '__proto__', 'constructor', 0, 13, -1, 1e9];
const WORDS = ['play', 'fold', 'knock', 'hold', 'pass', 'blind', 'reveal', 'trump', 'push', 'deal', 'swap', 'stop', 'Th', 'Xx', '7h', 'play Th Th', ' ', '\u0000', 'null'];

function junk(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 6 : 9)) {
    case 0:
      return undefined;
    case 1:
      return null;
    case 2:
      return rng.int(2) === 0 ? rng.int(100) - 50 : rng.next() * 1e12;
    case 3:
      return rng.int(2) === 0;
    case 4:
      return Array.from({ length: 1 + rng.int(3) }, () => rng.pick(WORDS)).join(' ');
    case 5:
      return 'z'.repeat(rng.int(3000));
    case 6:
      return Array.from({ length: rng.int(4) }, () => junk(rng, depth + 1));
    case 7:
      return { seat: junk(rng, depth + 1), text: junk(rng, depth + 1), phrase: junk(rng, depth + 1) };
    default:
      return { [rng.pick(['d', 't', 'x', '__proto__', 'seat'])]: junk(rng, depth + 1) };
  }
}

describe('fuzzing a live table', () => {
  it('answers thousands of random and malformed messages with errors and changes nothing', async () => {
    const [a, b] = await Promise.all([guest(server.url, 'Anni'), guest(server.url, 'Bert')]);
    const t = await createTable(server.url, a, { game: 'schraem', seats: 2 });
    const pa = await Player.join(server.url, a, t.id);
    const pb = await Player.join(server.url, b, t.id);
    const before = await pa.waitFor('view');
    const legal = new Set(before.legal ?? (await pb.waitFor('view')).legal ?? []);
    const rng = Rng.fromSeed('fuzz');
    let acts = 0;
    const N = 3000;
    for (let i = 0; i < N; i++) {
      const p = rng.int(2) === 0 ? pa : pb;
      const type = rng.pick(TYPES);
      let payload = junk(rng);
      // Oversized frames close the connection (tested below); keep these under the limit.
      if ((JSON.stringify(payload) ?? '').length > 3000) payload = 'zz';
      // Never a legal action of the seat to act: that would (rightly) change the game.
      if (type === 'act' && typeof payload === 'string' && legal.has(payload.trim())) payload = `${payload}!`;
      if (type === 'act') acts++;
      p.send(type as string, payload);
      if (i % 200 === 0) await sleep(5);
    }
    pa.send('sync');
    const after = await pa.next('view');
    expect(after.v).toBe(before.v);
    expect(after.view).toEqual(before.view);
    expect(after.legal).toEqual(before.legal);
    const errors = [...pa.of('error'), ...pb.of('error')];
    expect(errors.length).toBeGreaterThanOrEqual(acts);
    expect(errors.filter((e) => e.code === 'rate-limited')).toEqual([]);
    expect(errors.some((e) => e.rule !== undefined)).toBe(true);
    // Engine refusals carry their parameters, so a client can translate them.
    expect(errors.filter((e) => e.rule !== undefined).every((e) => typeof e.params === 'object')).toBe(true);
    expect(pa.closed).toBeNull();
    expect(pb.closed).toBeNull();

    // Still a working table: a legal action goes through.
    const actor = before.legal ? pa : pb;
    const view = actor.lastView!;
    actor.send('act', view.legal![0]);
    expect((await pa.waitFor('view', (x) => x.v === before.v + 1)).last?.by).toBe('player');
    expect((await api<{ ok: boolean }>(server.url, '/health')).body.ok).toBe(true);
    await Promise.all([pa.leave(), pb.leave()]);
  });

  it('drops undecodable frames and oversized messages with the connection; the table is untouched', async () => {
    const [a] = await Promise.all([guest(server.url, 'Anni')]);
    const t = await createTable(server.url, a, { game: 'schraem', seats: 2, bots: [null, 'mittel'] });
    const pa = await Player.join(server.url, a, t.id);
    const before = await pa.waitFor('view', (v) => v.legal !== undefined);

    const garbage = await Player.join(server.url, null, t.id);
    await garbage.waitFor('view');
    // 13 = ROOM_DATA, then a message type, then bytes that are not msgpack.
    garbage.room.connection.send(new Uint8Array([13, 0xa3, 0x61, 0x63, 0x74, 0xc1, 0xc1, 0xc1]));
    await expect.poll(() => garbage.closed).not.toBeNull();

    const big = await Player.join(server.url, null, t.id);
    await big.waitFor('view');
    big.send('chat', { text: 'x'.repeat(10_000) });
    await expect.poll(() => big.closed).not.toBeNull();

    pa.send('sync');
    const after = await pa.next('view');
    expect(after.v).toBe(before.v);
    expect(after.view).toEqual(before.view);
    expect(pa.closed).toBeNull();
    await pa.leave();
  });

  it('throttles a flooding connection, then closes it', async () => {
    const [a] = await Promise.all([guest(server.url, 'Flo')]);
    const t = await createTable(server.url, a, { game: 'schraem', seats: 2, bots: [null, 'mittel'] });
    const flood = await Player.join(server.url, a, t.id);
    await flood.waitFor('view');
    for (let i = 0; i < 4300; i++) flood.send('x');
    await expect.poll(() => flood.closed, { timeout: 10_000 }).toBe(4029);
    expect(flood.of('error').some((e) => e.code === 'rate-limited')).toBe(true);
    expect((await api<{ ok: boolean }>(server.url, '/health')).body.ok).toBe(true);
  });
});
