import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LoadOptions } from './options.ts';
import { planTables, shares } from './plan.ts';
import { ServerWatch, type ServerSeen } from './servers.ts';
import { addCounters, decode, emptyCounters, type Latency, latencyHistogram, latencyOf } from './stats.ts';
import type { FromWorker, ToWorker, WorkerInput } from './worker.ts';

/** The load test's answer (`--json` prints it as is). */
export interface LoadReport {
  readonly clients: number;
  readonly tables: number;
  /** Clients that sat down at their table. */
  readonly seated: number;
  /** Actions sent in the measured phase, and per second. */
  readonly actions: number;
  readonly actionsPerSecond: number;
  readonly errors: number;
  readonly errorCodes: Readonly<Record<string, number>>;
  readonly disconnects: number;
  readonly reconnects: number;
  /** From a dropped connection to being back at the table (all phases). */
  readonly reconnectMs: Latency;
  readonly timeouts: number;
  /** From an action sent to the sender's next view (measured phase). */
  readonly latencyMs: Latency;
  /** The worst process's event loop delay p99 and its largest RSS over the measured phase. */
  readonly eventLoopDelayMsP99: number | null;
  readonly serverRssMb: number;
  readonly servers: readonly ServerSeen[];
  /**
   * The load generator's own worst event loop delay p99 (ms) over the measured phase: a client
   * that is late to read a view adds that to the latency it measures.
   */
  readonly clientEventLoopDelayMsP99: number;
  /** The load generator's CPU (all its threads) over the measured phase, as a share of one core. */
  readonly clientCpuPercent: number;
  readonly gamesStarted: number;
  readonly gamesFinished: number;
  /** Finished games whose stored result equals an engine replay of their log. */
  readonly gamesVerified: number;
  /** Games unfinished when the drain ended, or whose result did not replay. */
  readonly lostGames: number;
  readonly lost: readonly string[];
  readonly durationS: number;
  readonly rampS: number;
  readonly drainS: number;
  readonly thinkMs: number;
  readonly workers: number;
  readonly urls: readonly string[];
  /** The machine's load average (1, 5, 15 min) at the end: the generator shares it. */
  readonly loadAverage: readonly number[];
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const SAMPLE_MS = 5000;

/** A worker thread running `worker.ts` (TypeScript through tsx's loader). */
function spawn(input: WorkerInput): Worker {
  // The ES module build of tsx's API (its CommonJS build loads the wrong file inside a worker).
  const api = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const tsx = pathToFileURL(api).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: input });
}

/** Waits for one message of kind `t` from every worker, or the deadline. */
function fromAll<T extends FromWorker['t']>(workers: readonly Worker[], t: T, ms: number): Promise<Extract<FromWorker, { t: T }>[]> {
  return new Promise((resolve) => {
    const got: Extract<FromWorker, { t: T }>[] = [];
    const listeners = workers.map((w) => {
      const on = (m: FromWorker) => {
        if (m.t !== t) return;
        got.push(m as Extract<FromWorker, { t: T }>);
        if (got.length === workers.length) done();
      };
      w.on('message', on);
      return [w, on] as const;
    });
    const timer = setTimeout(() => done(), ms);
    function done(): void {
      clearTimeout(timer);
      for (const [w, on] of listeners) w.off('message', on);
      resolve(got);
    }
  });
}

/**
 * Ramp (tables created and seated, spread over `rampS`), measured phase (`durationS`), drain
 * (games played out quickly, no rematches), then every game checked against a replay of its log.
 * `note` gets progress lines (stderr in the CLI).
 */
export async function runLoad(o: LoadOptions, note: (line: string) => void = () => {}): Promise<LoadReport> {
  const tables = planTables(o);
  const startedAt = Date.now() + 200;
  const seed = randomBytes(6).toString('hex');
  const workers = shares(tables, o.workers).map((share, i) =>
    spawn({ tables: share, urls: o.urls, thinkMs: o.thinkMs, drainThinkMs: o.drainThinkMs, startedAt, seed: `${seed}:${i}` }),
  );
  const failures: string[] = [];
  for (const w of workers) {
    w.on('error', (e) => {
      failures.push(e.message);
      note(`worker failed: ${e.stack ?? e.message}`);
    });
  }
  const tell = (m: ToWorker) => workers.forEach((w) => w.postMessage(m));
  const clients = tables.length * o.tableSize;
  try {
    note(`ramp: ${tables.length} tables, ${clients} clients over ${o.rampS} s through ${o.urls.join(', ')} (${workers.length} workers)`);
    const ready = await fromAll(workers, 'ready', (o.rampS + 60) * 1000);
    const rampS = Math.round((Date.now() - startedAt) / 100) / 10;
    note(`seated ${ready.reduce((n, r) => n + r.seated, 0)} of ${clients} clients after ${rampS} s; measuring for ${o.durationS} s`);

    const watch = new ServerWatch(o.urls);
    await watch.start();
    tell({ t: 'measure' });
    const measureFrom = Date.now();
    const cpuFrom = process.cpuUsage();
    const measureUntil = measureFrom + o.durationS * 1000;
    while (Date.now() < measureUntil - SAMPLE_MS) {
      await sleep(SAMPLE_MS);
      await watch.sample();
    }
    await sleep(Math.max(0, measureUntil - Date.now()));
    await watch.sample(true);
    const measuredS = (Date.now() - measureFrom) / 1000;
    const cpu = process.cpuUsage(cpuFrom);
    const clientCpuPercent = Math.round(((cpu.user + cpu.system) / 1000 / (measuredS * 1000)) * 1000) / 10;

    note(`draining: games are played out (think ${o.drainThinkMs} ms), at most ${o.drainS} s`);
    tell({ t: 'drain' });
    const drainFrom = Date.now();
    await fromAll(workers, 'drained', o.drainS * 1000);
    const drainS = Math.round((Date.now() - drainFrom) / 100) / 10;
    note(`drained after ${drainS} s; checking every game against a replay of its log`);

    tell({ t: 'finish' });
    const results = await fromAll(workers, 'result', 300_000);
    const counters = emptyCounters();
    const histogram = latencyHistogram();
    const rejoins = latencyHistogram();
    const games = { started: 0, finished: 0, verified: 0 };
    const lost: string[] = failures.map((f) => `worker: ${f}`);
    for (const r of results) {
      addCounters(counters, r.counters);
      histogram.add(decode(r.histogram));
      rejoins.add(decode(r.rejoins));
      games.started += r.games.started;
      games.finished += r.games.finished;
      games.verified += r.games.verified;
      lost.push(...r.games.lost);
    }
    if (results.length < workers.length) lost.push(`${workers.length - results.length} workers did not report`);
    const up = watch.seen.filter((s) => s.eventLoopDelayMsP99 !== null);
    return {
      clients,
      tables: tables.length,
      seated: counters.seated,
      actions: counters.actions,
      actionsPerSecond: Math.round((counters.actions / measuredS) * 10) / 10,
      errors: counters.errors + failures.length,
      errorCodes: counters.errorCodes,
      disconnects: counters.disconnects,
      reconnects: counters.reconnects,
      reconnectMs: latencyOf(rejoins),
      timeouts: counters.timeouts,
      latencyMs: latencyOf(histogram),
      eventLoopDelayMsP99: up.length > 0 ? Math.max(...up.map((s) => s.eventLoopDelayMsP99!)) : null,
      serverRssMb: Math.max(0, ...watch.seen.map((s) => s.rssMbPeak)),
      servers: watch.seen,
      clientEventLoopDelayMsP99: Math.max(0, ...results.map((r) => r.eventLoopDelayMsP99)),
      clientCpuPercent,
      gamesStarted: games.started,
      gamesFinished: games.finished,
      gamesVerified: games.verified,
      lostGames: lost.length,
      lost: lost.slice(0, 20),
      durationS: Math.round(measuredS * 10) / 10,
      rampS,
      drainS,
      thinkMs: o.thinkMs,
      workers: workers.length,
      urls: o.urls,
      loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
    };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
