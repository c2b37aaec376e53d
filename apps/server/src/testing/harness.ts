import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '@stammtisch/engine';
import type { ServerMessageType, ServerPayload, TableInfo, ViewMessage } from '@stammtisch/protocol';
import { Client, type Room } from 'colyseus.js';
import { type Config, configFromEnv } from '../config.ts';
import { type Running, type StartOptions, startServer } from '../server.ts';

/** Test-only helpers: an in-process server on 127.0.0.1, guests, and recording clients. */

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'stammtisch-test-'));
  return {
    ...configFromEnv({}, dataDir),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir: join(dataDir, 'no-web'),
    cardMs: 60_000,
    decisionMs: 60_000,
    botDelayMs: 0,
    botJitterMs: 0,
    botWorkers: 0,
    quickMatchWaitMs: 300,
    apiPerMinute: 100_000,
    msgBurst: 10_000,
    msgPerSecond: 10_000,
    quiet: true,
    ...overrides,
  };
}

export type TestServer = Running & { cleanup(): Promise<void> };

export async function startTestServer(overrides: Partial<Config> = {}, extra: string | StartOptions = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const running = await startServer(config, typeof extra === 'string' ? { dbSchema: extra } : extra);
  return {
    ...running,
    async cleanup() {
      await running.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface Guest {
  readonly id: string;
  readonly nickname: string;
  readonly token: string;
}

export async function api<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; cookie?: string } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  const res = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** A guest through the real endpoint; the token is read from the Set-Cookie header. */
export async function guest(base: string, nickname: string): Promise<Guest> {
  const res = await api<{ id: string; nickname: string }>(base, '/api/guest', { body: { nickname } });
  const cookie = res.headers.get('set-cookie') ?? '';
  const token = /stammtisch_guest=([^;]+)/.exec(cookie)?.[1];
  if (res.status !== 200 || !token) throw new Error(`guest failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, nickname: res.body.nickname, token };
}

export async function createTable(base: string, host: Guest, body: Record<string, unknown>): Promise<{ id: string; code: string | null }> {
  const res = await api<{ id: string; code: string | null; message?: string }>(base, '/api/tables', { body, token: host.token });
  if (res.status !== 201) throw new Error(`create table failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface Received {
  readonly t: string;
  readonly d: unknown;
}

/** A real colyseus.js client at a table that records every message it receives. */
export class Player {
  readonly messages: Received[] = [];
  private waiters: { t: string; pred: (d: unknown) => boolean; resolve: (d: unknown) => void }[] = [];
  closed: number | null = null;
  autoplay: Rng | null = null;
  /** With autoplay: an action this player always takes when it is legal (e.g. `weis`). */
  prefer: string | null = null;

  constructor(
    readonly room: Room,
    readonly who: Guest | null,
  ) {
    room.onMessage('*', (t, d) => this.receive(String(t), d));
    room.onLeave((code) => {
      this.closed = code;
    });
  }

  static async join(base: string, who: Guest | null, tableId: string, options: Record<string, unknown> = {}): Promise<Player> {
    const client = new Client(base);
    if (who) client.auth.token = who.token;
    const room = await client.joinById(tableId, options);
    return new Player(room, who);
  }

  private receive(t: string, d: unknown): void {
    this.messages.push({ t, d });
    this.waiters = this.waiters.filter((w) => {
      if (w.t !== t || !w.pred(d)) return true;
      w.resolve(d);
      return false;
    });
    if (t === 'view' && this.autoplay) {
      const view = d as ViewMessage;
      if (view.legal && view.legal.length > 0) this.send('act', this.choose(view.legal));
    }
  }

  send(t: string | number, d?: unknown): void {
    this.room.send(t, d);
  }

  /** The first message of type `t` (already received or still to come) that matches. */
  waitFor<T extends ServerMessageType>(t: T, pred: (d: ServerPayload<T>) => boolean = () => true, ms = 20_000): Promise<ServerPayload<T>> {
    const seen = this.messages.find((m) => m.t === t && pred(m.d as ServerPayload<T>));
    if (seen) return Promise.resolve(seen.d) as Promise<ServerPayload<T>>;
    return new Promise<ServerPayload<T>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${t}" message within ${ms} ms`)), ms);
      this.waiters.push({
        t,
        pred: pred as (d: unknown) => boolean,
        resolve: (d) => {
          clearTimeout(timer);
          (resolve as (x: unknown) => void)(d);
        },
      });
    });
  }

  /** The next message of type `t` that arrives from now on. */
  next<T extends ServerMessageType>(t: T, pred: (d: ServerPayload<T>) => boolean = () => true, ms = 20_000): Promise<ServerPayload<T>> {
    const from = this.messages.length;
    return this.waitFor(t, (d) => this.messages.findIndex((m) => m.d === d) >= from && pred(d), ms);
  }

  of<T extends ServerMessageType>(t: T): ServerPayload<T>[] {
    return this.messages.filter((m) => m.t === t).map((m) => m.d as ServerPayload<T>);
  }

  get lastView(): ViewMessage | undefined {
    return this.of('view').at(-1);
  }

  get table(): TableInfo | undefined {
    return this.of('table').at(-1);
  }

  play(seed: string, prefer: string | null = null): this {
    this.autoplay = Rng.fromSeed(seed);
    this.prefer = prefer;
    const v = this.lastView;
    if (v?.legal && v.legal.length > 0) this.send('act', this.choose(v.legal));
    return this;
  }

  private choose(legal: readonly string[]): string {
    return this.prefer !== null && legal.includes(this.prefer) ? this.prefer : this.autoplay!.pick(legal);
  }

  async leave(consented = true): Promise<void> {
    if (this.closed === null) await this.room.leave(consented).catch(() => {});
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
