import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Rng } from '@stammtisch/engine';
import { ROOM_LIVE, type ViewMessage } from '@stammtisch/protocol';
import { Client, type Room } from 'colyseus.js';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type Running, type StartOptions, startServer } from '../server.ts';
import { PG_URL } from './databases.ts';
import { api, type Guest, sleep, testConfig } from './harness.ts';

/**
 * Test-only: registered players, their live connection (notifications, badges, "go to this
 * table"), and scripted tournament players that go wherever they are seated and play random legal
 * actions — the same protocol a browser speaks.
 */

/** A registered player; `token` is the session token (sent as bearer, like the session cookie). */
export async function account(base: string, username: string, password = 'geheim-genug'): Promise<Guest> {
  const r = await api<{ id: string; nickname: string }>(base, '/api/auth/register', { body: { username, password } });
  const token = /stammtisch_session=([^;]+)/.exec(r.headers.get('set-cookie') ?? '')?.[1];
  if (r.status !== 201 || !token) throw new Error(`register ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, nickname: r.body.nickname, token };
}

export async function call<T = Record<string, unknown>>(base: string, who: Guest | null, path: string, body?: unknown, method?: string): Promise<{ status: number; body: T }> {
  const r = await api<T>(base, path, { ...(who ? { token: who.token } : {}), ...(body !== undefined ? { body } : {}), ...(method ? { method } : {}) });
  return { status: r.status, body: r.body };
}

/** Like `call`, but anything but 2xx throws (with the answer). */
export async function ok<T = Record<string, unknown>>(base: string, who: Guest | null, path: string, body?: unknown, method?: string): Promise<T> {
  const r = await call<T>(base, who, path, body, method);
  if (r.status < 200 || r.status > 299) throw new Error(`${method ?? (body === undefined ? 'GET' : 'POST')} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Leaves a room; a room whose connection is already gone never answers, so this waits a moment at most. */
function leave(room: Room): Promise<void> {
  return Promise.race([room.leave(true).then(() => {}, () => {}), sleep(500)]);
}

export interface LiveEvent {
  readonly t: string;
  readonly d: Record<string, unknown>;
}

/** The live room of one player's app. */
export class Live {
  readonly events: LiveEvent[] = [];
  private waiters: { pred: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  onEvent: (e: LiveEvent) => void = () => {};

  closed = false;

  private constructor(readonly room: Room) {
    room.onLeave(() => {
      this.closed = true;
    });
    room.onMessage('*', (t, d) => {
      const e = { t: String(t), d: d as Record<string, unknown> };
      this.events.push(e);
      this.waiters = this.waiters.filter((w) => (w.pred(e) ? (w.resolve(e), false) : true));
      this.onEvent(e);
    });
  }

  static async open(base: string, who: Guest, urls: readonly string[] = [base]): Promise<Live> {
    for (let i = 0; ; i++) {
      try {
        const client = new Client(urls[i % urls.length]!);
        client.auth.token = who.token;
        return new Live(await client.joinOrCreate(ROOM_LIVE));
      } catch (e) {
        if (i > 40) throw e;
        await sleep(150);
      }
    }
  }

  waitFor(pred: (e: LiveEvent) => boolean, ms = 20_000): Promise<LiveEvent> {
    const seen = this.events.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no live event within ${ms} ms`)), ms);
      this.waiters.push({ pred, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  send(t: string, d: unknown): void {
    this.room.send(t, d);
  }

  async close(): Promise<void> {
    if (!this.closed) await leave(this.room);
  }
}

/**
 * A scripted tournament player: its live connection tells it where it is seated; it joins that
 * table, plays a random legal action whenever the view offers some, and leaves when the game is
 * over. If its connection to a table drops (a server was killed), it rejoins the table by id
 * through any of the `urls`. `absent` players never come (no-shows).
 */
export class Scripted {
  live: Live | null = null;
  readonly tables = new Set<string>();
  readonly finished = new Set<string>();
  private readonly rng: Rng;
  private stopped = false;
  private readonly rooms = new Set<Room>();

  constructor(
    readonly who: Guest,
    readonly urls: string[],
    seed: string,
  ) {
    this.rng = Rng.fromSeed(seed);
  }

  private pollTimer: ReturnType<typeof setInterval> | null = null;

  async start(): Promise<this> {
    await this.connect();
    return this;
  }

  private async connect(): Promise<void> {
    const live = await Live.open(this.urls[0]!, this.who, this.urls);
    this.live = live;
    live.onEvent = (e) => {
      if (e.t === 'seat') this.sitting(String(e.d.tableId));
    };
    for (const e of live.events) if (e.t === 'seat') this.sitting(String(e.d.tableId));
    // What an app does on (re)connecting: pushes sent while it was away are gone, so it asks
    // where it sits (`GET /api/me/tables`) and goes there.
    api<{ tables: { id: string }[] }>(this.urls[0]!, '/api/me/tables', { token: this.who.token })
      .then((r) => {
        for (const t of r.body?.tables ?? []) this.sitting(t.id);
      })
      .catch(() => {});
    // A dropped live connection (its process died) is opened again, through any process.
    live.room.onLeave(() => {
      if (!this.stopped) this.connect().catch(() => {});
    });
  }

  /** Also asks the tournament page for its table now and then (pushes sent while a connection was down are lost). */
  poll(tournamentId: string, everyMs = 500): this {
    this.pollTimer = setInterval(() => {
      api<{ me: { tableId: string | null } | null }>(this.urls[this.rng.int(this.urls.length)]!, `/api/tournaments/${tournamentId}`, { token: this.who.token })
        .then((r) => {
          const id = r.body?.me?.tableId;
          if (id) this.sitting(id);
        })
        .catch(() => {});
    }, everyMs);
    return this;
  }

  /** Joins (again) every table it knows of that is not over: after a restart, or a missed push. */
  async resume(tableIds: Iterable<string>): Promise<void> {
    for (const id of tableIds) if (!this.finished.has(id)) this.sitting(id, true);
  }

  /** Sits at a table in the background; a scripted player that fails to sit simply tries the next push. */
  private sitting(tableId: string, again = false): void {
    this.sit(tableId, again).catch(() => {});
  }

  private async sit(tableId: string, again = false): Promise<void> {
    if (this.stopped || (this.tables.has(tableId) && !again) || this.finished.has(tableId)) return;
    this.tables.add(tableId);
    for (let i = 0; !this.stopped && !this.finished.has(tableId); i++) {
      try {
        const client = new Client(this.urls[i % this.urls.length]!);
        client.auth.token = this.who.token;
        const room = await client.joinById(tableId);
        this.rooms.add(room);
        const left = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
        room.onMessage('*', (t, d) => {
          if (t === 'view') {
            const v = d as ViewMessage;
            if (v.legal && v.legal.length > 0) room.send('act', this.rng.pick(v.legal));
          } else if (t === 'over') {
            this.finished.add(tableId);
            leave(room).catch(() => {});
          }
        });
        await left;
        this.rooms.delete(room);
      } catch {
        // The table is not (yet) anywhere: it may be on its way to another process.
      }
      if (this.finished.has(tableId) || this.stopped) return;
      // Back off before rejoining: a process that is shutting down still answers for a moment,
      // and a seat reserved in one of its closing rooms would only hold that room up.
      await sleep(Math.min(1000, 500 + 100 * i));
      if (i > 200) return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    await Promise.all([...this.rooms].map((r) => leave(r)));
    await this.live?.close();
  }
}

/**
 * An in-process server that can be stopped and started again on the same storage (a restart:
 * every table and tournament must come back from the database). Each start listens on a new
 * port; `urls` (shared with the scripted clients) always holds the current one.
 */
export class Restartable {
  readonly urls: string[] = [];
  running: Running | null = null;
  private config: Config | null = null;
  private schema: string | null = null;
  private admin: pg.Client | null = null;

  constructor(
    readonly kind: 'sqlite' | 'postgres',
    private readonly overrides: Partial<Config>,
    private readonly extra: StartOptions,
  ) {}

  get url(): string {
    return this.urls[0]!;
  }

  get ctx(): Running['ctx'] {
    return this.running!.ctx;
  }

  async start(): Promise<this> {
    if (!this.config) {
      this.config = testConfig(this.overrides);
      if (this.kind === 'postgres') {
        this.schema = `t_${randomBytes(6).toString('hex')}`;
        this.admin = new pg.Client({ connectionString: PG_URL });
        await this.admin.connect();
        await this.admin.query(`CREATE SCHEMA ${this.schema}`);
        this.config = { ...this.config, databaseUrl: PG_URL! };
      }
    }
    this.running = await startServer(this.config, { ...this.extra, ...(this.schema ? { dbSchema: this.schema } : {}) });
    this.urls.splice(0, this.urls.length, this.running.url);
    return this;
  }

  async restart(): Promise<void> {
    await this.running?.close();
    this.running = null;
    await this.start();
  }

  async cleanup(): Promise<void> {
    await this.running?.close();
    if (this.config) rmSync(this.config.dataDir, { recursive: true, force: true });
    if (this.admin) {
      await this.admin.query(`DROP SCHEMA ${this.schema} CASCADE`);
      await this.admin.end();
    }
  }
}
