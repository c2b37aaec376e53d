import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameById } from '@stammtisch/engine/games/index';
import { afterAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, Player } from './testing/harness.ts';
import { replayStates } from './testing/replay.ts';

/**
 * Crash recovery: a real server process is killed with SIGKILL in the middle of a game; a new
 * process restores the table from the action log, the players reconnect by table id, finish
 * the game, and the result equals a replay of the log.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'stammtisch-crash-'));
const children: ChildProcess[] = [];

function startProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_DELAY_MS: '0',
      BOT_JITTER_MS: '0',
      BOT_WORKERS: '0',
      RECONNECT_MS: '60000',
      MSG_PER_SECOND: '1000',
      MSG_BURST: '1000',
      API_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/[^ ]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('a table survives SIGKILL: restored from the log, players reconnect by table id and finish', async () => {
    const first = await startProcess();
    const people = await Promise.all(['Anni', 'Bert', 'Cilli'].map((n) => guest(first.url, n)));
    const t = await createTable(first.url, people[0]!, { game: 'schraem', seats: 4, bots: [null, null, null, 'mittel'] });
    let players = await Promise.all(people.map((p) => Player.join(first.url, p, t.id)));
    players.forEach((p, i) => p.play(`before-${i}`));
    const mid = await players[0]!.waitFor('view', (v) => v.v >= 20);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    await Promise.all(players.map((p) => expect.poll(() => p.closed).not.toBeNull()));
    const seen = Math.max(...players.map((p) => p.lastView!.v));

    const second = await startProcess();
    players = await Promise.all(people.map((p) => Player.join(second.url, p, t.id)));
    const welcome = await Promise.all(players.map((p) => p.waitFor('welcome')));
    expect(welcome.map((w) => w.you.seat)).toEqual([0, 1, 2]);
    const resumed = await players[0]!.waitFor('view');
    expect(resumed.gameId).toBe(mid.gameId);
    expect(resumed.seedHash).toBe(mid.seedHash);
    expect(resumed.over).toBe(false);
    // Every action a client saw was logged before it was shown: nothing seen is lost.
    expect(resumed.v).toBeGreaterThanOrEqual(seen);

    players.forEach((p, i) => p.play(`after-${i}`));
    const over = await players[0]!.waitFor('over', undefined, 60_000);
    expect(over.gameId).toBe(mid.gameId);
    const rec = (await api<{ seed: string; options: unknown; result: unknown; actions: { seat: number; action: string }[] }>(second.url, `/api/games/${over.gameId}`)).body;
    const game = gameById('schraem')!;
    const final = replayStates(game, rec.options, rec.seed, rec.actions).at(-1);
    expect(game.isOver(final)).toBe(true);
    expect(rec.result).toEqual(JSON.parse(JSON.stringify(game.summary(final))));
    const verify = await api<{ hashMatches: boolean; resultMatches: boolean }>(second.url, `/api/games/${over.gameId}/verify`);
    expect(verify.body).toMatchObject({ hashMatches: true, resultMatches: true });
    await Promise.all(players.map((p) => p.leave()));
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  });
});
