import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backing, backing, killAll, REDIS_URL, type ServerProcess, startServerProcess } from '../testing/processes.ts';
import { DEFAULTS } from './options.ts';
import { runLoad } from './run.ts';

/**
 * A small load run: 100 real protocol clients for 20 s — through two processes with Redis when
 * TEST_REDIS_URL is set (one table's players on both), else one — then every game played out
 * and checked against a replay of its log. No timing assertion: zero errors and no lost game.
 */
describe('a small load run', () => {
  let back: Backing;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    back = await backing({ redis: Boolean(REDIS_URL) });
    await startServerProcess(back.env, procs);
    if (REDIS_URL) await startServerProcess(back.env, procs);
    else console.log('loadtest.test: TEST_REDIS_URL is not set — the load run uses one process.');
  });
  afterAll(async () => {
    await killAll(procs);
    await back?.cleanup();
  });

  it('100 clients for 20 s: no errors, every game finishes and equals a replay of its log', async () => {
    const report = await runLoad({
      ...DEFAULTS,
      urls: procs.map((p) => p.url.replace('http:', 'ws:')),
      clients: 100,
      durationS: 20,
      rampS: 5,
      thinkMs: 1000,
      drainS: 90,
      drainThinkMs: 100,
      workers: 2,
    });
    console.log(`loadtest.test: ${JSON.stringify({ ...report, servers: undefined })}`);
    expect(report.seated).toBe(100);
    expect(report.errors).toBe(0);
    expect(report.errorCodes).toEqual({});
    expect(report.disconnects).toBe(0);
    expect(report.lost).toEqual([]);
    expect(report.lostGames).toBe(0);
    expect(report.gamesStarted).toBeGreaterThanOrEqual(25);
    expect(report.gamesVerified).toBe(report.gamesStarted);
    expect(report.actions).toBeGreaterThan(0);
    expect(report.latencyMs.count).toBeGreaterThan(0);
    // The cost figures are there (their size is measured, never asserted).
    for (const s of report.servers) {
      expect(s.actions).toBeGreaterThan(0);
      expect(s.cpuUsPerAction).toBeGreaterThan(0);
      expect(s.messagesPerAction).toBeGreaterThanOrEqual(1);
      expect(s.bytesPerMessage).toBeGreaterThan(10);
    }
    expect(report.clientCpuPercent).toBeGreaterThan(0);
  }, 180_000);
});
