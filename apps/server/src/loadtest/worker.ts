import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { type GameId, Rng } from '@stammtisch/engine';
import { httpBase } from './options.ts';
import type { TableSpec } from './plan.ts';
import { LoadPlayer, type Phase, type Swarm } from './player.ts';
import { type Counters, countError, emptyCounters, encode, latencyHistogram } from './stats.ts';
import { replayProblem, type StoredGame } from './verify.ts';

/** What the main thread gives a worker. */
export interface WorkerInput {
  readonly tables: readonly TableSpec[];
  readonly urls: readonly string[];
  readonly thinkMs: number;
  readonly drainThinkMs: number;
  /** Epoch ms the ramp counts from. */
  readonly startedAt: number;
  readonly seed: string;
}

export type ToWorker = { readonly t: 'measure' } | { readonly t: 'drain' } | { readonly t: 'finish' };

export interface GameTally {
  readonly started: number;
  readonly finished: number;
  readonly verified: number;
  readonly lost: readonly string[];
}

export type FromWorker =
  | { readonly t: 'ready'; readonly seated: number }
  | { readonly t: 'drained' }
  | {
      readonly t: 'result';
      readonly counters: Counters;
      readonly histogram: string;
      readonly rejoins: string;
      readonly games: GameTally;
      /** This worker's own event loop delay p99 over the measured phase (ms): it adds to every latency it measures. */
      readonly eventLoopDelayMsP99: number;
    };

interface Seen {
  readonly tableId: string;
  readonly game: GameId;
  readonly restUrl: string;
  maxV: number;
  over: boolean;
}

const SETUP_CONCURRENCY = 16;
const VERIFY_CONCURRENCY = 8;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

class HttpError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<{ body: T; cookie: string }> {
  const res = await fetch(httpBase(base) + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new HttpError(`http-${res.status}`, `POST ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { body: JSON.parse(text) as T, cookie: res.headers.get('set-cookie') ?? '' };
}

/** Runs `task` over `items`, at most `n` at a time. */
async function pool<T>(items: readonly T[], n: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** One worker thread's share of the swarm: its tables, their players, and its counts. */
class SwarmWorker implements Swarm {
  readonly counters = emptyCounters();
  readonly latency = latencyHistogram();
  readonly rejoins = latencyHistogram();
  phase: Phase = 'ramp';
  private readonly players: LoadPlayer[] = [];
  private readonly games = new Map<string, Seen>();
  private readonly restOf = new Map<string, string>();
  private readonly rng: Rng;

  constructor(private readonly input: WorkerInput) {
    this.rng = Rng.fromSeed(input.seed);
  }

  get thinkMs(): number {
    return this.phase === 'drain' ? this.input.drainThinkMs : this.input.thinkMs;
  }

  seen(gameId: string, tableId: string, game: GameId, v: number, over: boolean): void {
    let g = this.games.get(gameId);
    if (!g) {
      g = { tableId, game, restUrl: this.restOf.get(tableId) ?? this.input.urls[0]!, maxV: v, over };
      this.games.set(gameId, g);
    }
    g.maxV = Math.max(g.maxV, v);
    g.over ||= over;
  }

  async setup(): Promise<void> {
    await pool(this.input.tables, SETUP_CONCURRENCY, async (spec) => {
      const wait = this.input.startedAt + spec.startAtMs - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        await this.setupTable(spec);
      } catch (e) {
        countError(this.counters, e instanceof HttpError ? e.code : 'setup-failed');
      }
    });
  }

  private async setupTable(spec: TableSpec): Promise<void> {
    const tokens = await Promise.all(
      spec.seatUrls.map(async (url, s) => {
        const res = await post<{ id: string }>(url, '/api/guest', { nickname: `Last ${spec.index}-${s}` });
        const token = /stammtisch_guest=([^;]+)/.exec(res.cookie)?.[1];
        if (!token) throw new HttpError('no-guest-cookie', 'POST /api/guest set no cookie');
        return token;
      }),
    );
    const created = await post<{ id: string; code: string | null }>(
      spec.restUrl,
      '/api/tables',
      { game: spec.game, seats: spec.seats, options: spec.options, hostSeat: 0, visibility: 'private' },
      tokens[0],
    );
    this.restOf.set(created.body.id, spec.restUrl);
    for (const [seat, url] of spec.seatUrls.entries()) {
      const others = this.input.urls.filter((u) => u !== url);
      const player = new LoadPlayer(this, { tableId: created.body.id, code: created.body.code, game: spec.game, seat }, tokens[seat]!, [url, ...others], Rng.fromSeed(`${this.input.seed}:${spec.index}:${seat}`));
      try {
        await player.join();
      } catch (e) {
        countError(this.counters, 'join-failed');
        throw e;
      }
      this.players.push(player);
      this.counters.seated++;
    }
  }

  /** Resolves once every game this worker has seen is over. */
  async drained(): Promise<void> {
    while ([...this.games.values()].some((g) => !g.over)) await sleep(250);
  }

  async finish(): Promise<GameTally> {
    this.phase = 'stop';
    const lost: string[] = [];
    let verified = 0;
    const all = [...this.games.entries()];
    await pool(all, VERIFY_CONCURRENCY, async ([id, g]) => {
      if (!g.over) {
        lost.push(`${id}: unfinished at ${g.maxV} actions`);
        return;
      }
      const problem = await this.verify(id, g);
      if (problem) lost.push(problem);
      else verified++;
    });
    await Promise.all(this.players.map((p) => p.leave()));
    return { started: all.length, finished: all.filter(([, g]) => g.over).length, verified, lost };
  }

  /** Fetches a finished game (through its own process first, then any other) and replays it. */
  private async verify(id: string, g: Seen): Promise<string | null> {
    const urls = [g.restUrl, ...this.input.urls.filter((u) => u !== g.restUrl)];
    let last = '';
    for (const url of urls) {
      try {
        const res = await fetch(`${httpBase(url)}/api/games/${id}`);
        if (!res.ok) {
          last = `game ${id}: GET ${res.status}`;
          continue;
        }
        return replayProblem((await res.json()) as StoredGame, g.maxV);
      } catch (e) {
        last = `game ${id}: ${e instanceof Error ? e.message : String(e)}`;
      }
    }
    return last;
  }
}

if (parentPort) {
  const port = parentPort;
  const swarm = new SwarmWorker(workerData as WorkerInput);
  const send = (m: FromWorker): void => port.postMessage(m);
  // A worker whose swarm fails ends with the error: the parent sees it ('error' event) and reports it.
  const crash = (e: unknown): void => {
    throw e instanceof Error ? e : new Error(String(e));
  };
  const eld = monitorEventLoopDelay({ resolution: 10 });
  let eldP99 = 0;
  port.on('message', (m: ToWorker) => {
    if (m.t === 'measure') {
      swarm.latency.reset();
      swarm.phase = 'measure';
      eld.enable();
    } else if (m.t === 'drain') {
      eld.disable();
      eldP99 = Math.round(eld.percentile(99) / 1e4) / 100;
      swarm.phase = 'drain';
      swarm.drained().then(() => send({ t: 'drained' }), crash);
    } else if (m.t === 'finish') {
      swarm.finish().then(
        (games) => send({ t: 'result', counters: swarm.counters, histogram: encode(swarm.latency), rejoins: encode(swarm.rejoins), games, eventLoopDelayMsP99: eldP99 }),
        crash,
      );
    }
  });
  swarm.setup().then(() => send({ t: 'ready', seated: swarm.counters.seated }), crash);
}
