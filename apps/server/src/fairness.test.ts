import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { GERMAN32, SWISS36 } from '@stammtisch/engine';
import { gameById } from '@stammtisch/engine/games/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, type Guest, Player, sleep, startTestServer } from './testing/harness.ts';
import { replayStates } from './testing/replay.ts';

/**
 * docs/fairness.md against the real server: players' clients commit and reveal through the
 * protocol, the stored record carries what a verifier needs, and `scripts/verify-deal.mjs`
 * (node:crypto only, not the engine) derives exactly the hands the server dealt.
 */
const REVEAL_MS = 400;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ revealMs: REVEAL_MS });
});
afterAll(async () => server.cleanup());

const VERIFIER = fileURLToPath(new URL('../../../scripts/verify-deal.mjs', import.meta.url));

interface Secret {
  readonly value: string;
  readonly commit: string;
}
const secret = (): Secret => {
  const value = randomBytes(16).toString('hex');
  return { value, commit: createHash('sha256').update(value).digest('hex') };
};

interface Record {
  game: string;
  options: { [k: string]: unknown };
  seed?: string;
  seedHash: string;
  fair?: { commitments: (string | null)[]; reveals: (string | null)[] } | null;
  actions?: { seat: number; action: string }[];
}

interface Verified {
  seedOpensCommitment: boolean;
  revealsOpenCommitments: boolean;
  problems: string[];
  gameSeed: string;
  firstSeat: number;
  deals: string[][];
}

const runVerifier = (rec: Record, deals: number): Verified =>
  JSON.parse(execFileSync(process.execPath, [VERIFIER, '-', String(deals)], { input: JSON.stringify(rec), encoding: 'utf8' })) as Verified;

/** The honest client: its value goes out as soon as the draw is known. */
function revealOnDraw(p: Player, value: string): void {
  p.waitFor('draw').then(
    () => p.send('reveal', { v: value }),
    (e: unknown) => console.error(`no draw: ${String(e)}`),
  );
}

/** Players join with a commitment; those in `reveal` answer the draw with their value. */
async function seatPlayers(game: string, names: string[], reveal: (seat: number) => boolean, options: { [k: string]: unknown } = {}) {
  const people: Guest[] = await Promise.all(names.map((n) => guest(server.url, n)));
  const table = await createTable(server.url, people[0]!, { game, seats: names.length, options });
  const secrets = names.map(() => secret());
  const players: Player[] = [];
  for (const [seat, p] of people.entries()) {
    const player = await Player.join(server.url, p, table.id, { commit: secrets[seat]!.commit });
    if (reveal(seat)) revealOnDraw(player, secrets[seat]!.value);
    players.push(player);
  }
  return { players, secrets, people };
}

/** Each deal's state: the first state after `nextDeal` moved on (the deal number it used). */
function dealStates(game: string, rec: Record, seed: string): { deal: number; state: never }[] {
  const engine = gameById(game)!;
  const states = replayStates(engine, rec.options, seed, rec.actions!) as { nextDeal: number }[];
  const out: { deal: number; state: never }[] = [];
  let seen = 1;
  for (const s of states) {
    if (s.nextDeal !== seen) {
      seen = s.nextDeal;
      out.push({ deal: s.nextDeal - 1, state: s as never });
    }
  }
  return out;
}

describe('a fair shuffle anyone can verify (docs/fairness.md)', () => {
  it('Schieber: three players reveal, one stays silent; the verifier derives every dealt hand from the record', { timeout: 120_000 }, async () => {
    const { players, secrets } = await seatPlayers('schieber', ['Fa', 'Fb', 'Fc', 'Fd'], (seat) => seat !== 3, { target: 300 });
    const draw = await players[0]!.waitFor('draw');
    expect(draw.commitments).toEqual(secrets.map((s) => s.commit));
    const start = await players[0]!.waitFor('view');
    expect(start.seedHash).toBe(draw.seedHash);
    // While the game runs nothing of the draw is out: no seed, no values, not in any message.
    const running = (await api<Record>(server.url, `/api/games/${start.gameId}`)).body;
    expect(running.seed).toBeUndefined();
    expect(running.fair).toBeUndefined();
    const verifyRunning = (await api<{ fair: unknown; seed: unknown }>(server.url, `/api/games/${start.gameId}/verify`)).body;
    expect(verifyRunning).toMatchObject({ fair: null, seed: null });

    players.forEach((p, i) => p.play(`fair-${i}`));
    await Promise.all(players.map((p) => p.waitFor('over', undefined, 90_000)));
    const rec = (await api<Record>(server.url, `/api/games/${start.gameId}`)).body;
    for (const p of players) {
      const wire = JSON.stringify(p.messages.filter((m) => m.t !== 'over'));
      for (const s of secrets) expect(wire).not.toContain(s.value);
      expect(wire).not.toContain(rec.seed);
    }
    expect(rec.fair).toEqual({ commitments: secrets.map((s) => s.commit), reveals: [secrets[0]!.value, secrets[1]!.value, secrets[2]!.value, null] });

    const out = runVerifier(rec, 40);
    expect(out).toMatchObject({ seedOpensCommitment: true, revealsOpenCommitments: true, problems: [] });
    const deals = dealStates('schieber', rec, out.gameSeed);
    expect(deals.length).toBeGreaterThan(1);
    for (const { deal, state } of deals) {
      const s = state as { dealer: number; hands: number[] };
      const order = out.deals[deal - 1]!;
      const vorhand = (s.dealer + 1) % 4;
      for (let seat = 0; seat < 4; seat++) {
        const dealt = order.filter((_, k) => (vorhand + (Math.floor(k / 3) % 4)) % 4 === seat).sort();
        const held = SWISS36.cards.filter((_, i) => ((s.hands[seat * 4 + Math.floor(i / 9)]! >>> i % 9) & 1) === 1).sort();
        expect(held, `deal ${deal}, seat ${seat}`).toEqual(dealt);
      }
    }
    // J-3: the first dealer is deal 0's draw.
    expect((dealStates('schieber', rec, out.gameSeed)[0]!.state as { dealer: number }).dealer).toBe(out.firstSeat);
    await Promise.all(players.map((p) => p.leave()));
  });

  it('Sedma: the verifier gives each deal’s hands and stock, and the first leader; the server’s check agrees', { timeout: 120_000 }, async () => {
    const { players, secrets, people } = await seatPlayers('sedma', ['Sa', 'Sb'], () => true, { players: 2 });
    const start = await players[0]!.waitFor('view');
    players.forEach((p, i) => p.play(`fair-sedma-${i}`));
    await Promise.all(players.map((p) => p.waitFor('over', undefined, 90_000)));
    const rec = (await api<Record>(server.url, `/api/games/${start.gameId}`)).body;
    expect(rec.fair!.reveals).toEqual(secrets.map((s) => s.value));
    const out = runVerifier(rec, 30);
    expect(out.seedOpensCommitment && out.revealsOpenCommitments).toBe(true);
    const deals = dealStates('sedma', rec, out.gameSeed);
    expect((deals[0]!.state as { leader: number }).leader).toBe(out.firstSeat);
    for (const { deal, state } of deals) {
      const s = state as { hands: number[]; stock: number[] };
      const order = out.deals[deal - 1]!;
      for (let seat = 0; seat < 2; seat++) {
        const held = GERMAN32.cards.filter((_, i) => ((s.hands[seat]! >>> i) & 1) === 1).sort();
        expect(held).toEqual(order.slice(4 * seat, 4 * seat + 4).sort());
      }
      expect(s.stock.map((c) => GERMAN32.cards[c])).toEqual(order.slice(8));
    }
    const verify = (await api<{ hashMatches: boolean; revealsMatch: boolean; replayLegal: boolean; resultMatches: boolean }>(server.url, `/api/games/${start.gameId}/verify`)).body;
    expect(verify).toMatchObject({ hashMatches: true, revealsMatch: true, replayLegal: true, resultMatches: true });
    // The replay viewer and the players' records replay from the mixed seed too.
    const replay = await api<{ steps: number }>(server.url, `/api/games/${start.gameId}/replay?seat=0`);
    expect(replay.status).toBe(200);
    expect(replay.body.steps).toBe(rec.actions!.length);
    const history = await api<{ entries: { gameId: string }[] }>(server.url, `/api/players/${people[0]!.id}/games`);
    expect(history.body.entries.map((g) => g.gameId)).toContain(start.gameId);
    await Promise.all(players.map((p) => p.leave()));
  });

  it('a value that does not open its commitment is refused with a clear error and changes nothing; the right one still counts', async () => {
    const people = await Promise.all(['Ra', 'Rb'].map((n) => guest(server.url, n)));
    const table = await createTable(server.url, people[0]!, { game: 'sedma', seats: 2, options: { players: 2 } });
    const a = secret();
    const b = secret();
    const pa = await Player.join(server.url, people[0]!, table.id, { commit: a.commit });
    // Before any draw there is nothing to reveal to.
    pa.send('reveal', { v: a.value });
    expect(await pa.next('error')).toMatchObject({ code: 'no-draw' });
    const pb = await Player.join(server.url, people[1]!, table.id, { commit: b.commit });
    await pa.waitFor('draw');
    pa.send('reveal', { v: b.value });
    const refused = await pa.next('error');
    expect(refused).toMatchObject({ code: 'bad-reveal' });
    expect(refused.message).toMatch(/does not open your commitment/);
    pa.send('reveal', { v: a.value });
    pb.send('reveal', { v: b.value });
    const start = await pa.waitFor('view');
    pa.play('r-a');
    pb.play('r-b');
    await Promise.all([pa, pb].map((p) => p.waitFor('over', undefined, 90_000)));
    const rec = (await api<Record>(server.url, `/api/games/${start.gameId}`)).body;
    expect(rec.fair).toEqual({ commitments: [a.commit, b.commit], reveals: [a.value, b.value] });
    await Promise.all([pa, pb].map((p) => p.leave()));
  });

  it('a seat that does not reveal in time gets the server’s value; the start waits no longer than revealMs; a late value is refused', async () => {
    const people = await Promise.all(['La', 'Lb'].map((n) => guest(server.url, n)));
    const table = await createTable(server.url, people[0]!, { game: 'sedma', seats: 2, options: { players: 2 } });
    const a = secret();
    const b = secret();
    const pa = await Player.join(server.url, people[0]!, table.id, { commit: a.commit });
    revealOnDraw(pa, a.value);
    const pb = await Player.join(server.url, people[1]!, table.id, { commit: b.commit });
    const drawAt = await pb.waitFor('draw').then(() => Date.now());
    const start = await pb.waitFor('view');
    const waited = Date.now() - drawAt;
    expect(waited).toBeGreaterThanOrEqual(REVEAL_MS - 50);
    expect(waited).toBeLessThan(REVEAL_MS + 1500);
    pb.send('reveal', { v: b.value });
    expect(await pb.next('error')).toMatchObject({ code: 'no-draw' });
    pa.play('l-a');
    pb.play('l-b');
    await Promise.all([pa, pb].map((p) => p.waitFor('over', undefined, 90_000)));
    const rec = (await api<Record>(server.url, `/api/games/${start.gameId}`)).body;
    expect(rec.fair).toEqual({ commitments: [a.commit, b.commit], reveals: [a.value, null] });
    const out = runVerifier(rec, 1);
    // The silent seat's value: SHA-256 of `absent:<server seed>:1`, first 32 hex digits.
    const absent = createHash('sha256').update(`absent:${rec.seed}:1`).digest('hex').slice(0, 32);
    expect(out.gameSeed).toBe(createHash('sha256').update(`${rec.seed}:${a.value}:${absent}`).digest('hex'));
    await Promise.all([pa, pb].map((p) => p.leave()));
  });

  it('players who send no commitment (and bots) do not hold the start up: no draw, the game is dealt from the server’s seed', async () => {
    const people = await Promise.all(['Na', 'Nb'].map((n) => guest(server.url, n)));
    const table = await createTable(server.url, people[0]!, { game: 'sedma', seats: 2, options: { players: 2 } });
    const pa = await Player.join(server.url, people[0]!, table.id);
    const pb = await Player.join(server.url, people[1]!, table.id);
    await pb.waitFor('view');
    await sleep(50);
    expect(pa.of('draw')).toEqual([]);
    // A spectator has no seat to contribute for.
    const watcher = await Player.join(server.url, null, table.id, { watch: true });
    watcher.send('commit', { c: secret().commit });
    expect(await watcher.next('error')).toMatchObject({ code: 'not-seated' });
    await Promise.all([pa, pb, watcher].map((p) => p.leave()));
  });
});
