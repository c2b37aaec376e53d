import { availableParallelism } from 'node:os';
import type { GameId } from '@stammtisch/engine';

/** What one load run does; `parseArgs` reads it from the command line. */
export interface LoadOptions {
  /** Server processes (loopback only); each client matchmakes through one of them. */
  readonly urls: readonly string[];
  readonly clients: number;
  /** The measured phase, after every table is seated. */
  readonly durationS: number;
  /** Table setups are spread over this long; it ends when every table is seated (at most `ramp + 60` s). */
  readonly rampS: number;
  /** Players per table. */
  readonly tableSize: number;
  readonly games: readonly GameId[];
  /** Mean pause before a client acts once it is its turn: uniform in [0.5, 1.5] × this. */
  readonly thinkMs: number;
  /** After the measured phase, games are played out at this pace (no rematches), for at most `drainS`. */
  readonly drainS: number;
  readonly drainThinkMs: number;
  readonly workers: number;
  /** Print one JSON object (else a short summary). */
  readonly json: boolean;
}

export const ALL_GAMES: readonly GameId[] = ['schraem', 'schieber', 'sedma'];
const LIMITS = { clients: 20_000, durationS: 3600, workers: 16 } as const;

export const DEFAULTS: LoadOptions = {
  urls: ['ws://127.0.0.1:3000'],
  clients: 100,
  durationS: 60,
  rampS: 0,
  tableSize: 4,
  games: ALL_GAMES,
  thinkMs: 2000,
  drainS: 180,
  drainThinkMs: 150,
  workers: Math.max(1, Math.min(4, availableParallelism())),
  json: false,
};

/** Loopback only: 127.0.0.0/8, ::1, localhost. A load test never targets another machine. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const m = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  return m !== null && m.slice(1).every((x) => Number(x) <= 255);
}

/** A target URL as given (ws, wss, http, https), checked; or why it is refused. */
export function checkUrl(raw: string): string | { readonly problem: string } {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return { problem: `"${raw}" is not a URL (e.g. ws://127.0.0.1:3000)` };
  }
  if (!['ws:', 'wss:', 'http:', 'https:'].includes(u.protocol)) return { problem: `"${raw}": only ws://, wss://, http:// or https:// URLs` };
  if (!isLoopbackHost(u.hostname)) return { problem: `"${raw}" is not a loopback address: the load test only targets 127.0.0.0/8, ::1 or localhost` };
  if (u.username || u.password) return { problem: `"${raw}": no credentials in the URL` };
  return `${u.protocol}//${u.host}`;
}

/** The http(s) base of a checked URL, for REST calls and metrics. */
export const httpBase = (url: string): string => url.replace(/^ws(s?):/, 'http$1:');

function num(flag: string, raw: string | undefined, min: number, max: number): number {
  const n = Number(raw);
  if (raw === undefined || !Number.isFinite(n) || n < min || n > max) throw new Error(`${flag} takes a number from ${min} to ${max}, got "${raw ?? ''}"`);
  return n;
}

/** Reads the command line; throws with a clear message on anything it does not accept. */
export function parseArgs(argv: readonly string[]): LoadOptions {
  const o: { -readonly [K in keyof LoadOptions]: LoadOptions[K] } = { ...DEFAULTS };
  const urls: string[] = [];
  let rampSet = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const [name, inline] = flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (name) {
      case '--url':
        for (const part of (value() ?? '').split(',').filter(Boolean)) {
          const checked = checkUrl(part.trim());
          if (typeof checked !== 'string') throw new Error(checked.problem);
          urls.push(checked);
        }
        break;
      case '--clients':
        o.clients = Math.floor(num(name, value(), 1, LIMITS.clients));
        break;
      case '--duration':
        o.durationS = num(name, value(), 1, LIMITS.durationS);
        break;
      case '--ramp':
        o.rampS = num(name, value(), 0, 600);
        rampSet = true;
        break;
      case '--table-size':
        o.tableSize = Math.floor(num(name, value(), 2, 4));
        break;
      case '--games': {
        const games = (value() ?? '').split(',').filter(Boolean);
        const bad = games.find((g) => !(ALL_GAMES as readonly string[]).includes(g));
        if (bad || games.length === 0) throw new Error(`--games takes a comma list of ${ALL_GAMES.join(', ')}`);
        o.games = games as GameId[];
        break;
      }
      case '--think-ms':
        o.thinkMs = num(name, value(), 0, 60_000);
        break;
      case '--drain':
        o.drainS = num(name, value(), 0, 3600);
        break;
      case '--drain-think-ms':
        o.drainThinkMs = num(name, value(), 0, 10_000);
        break;
      case '--workers':
        o.workers = Math.floor(num(name, value(), 1, LIMITS.workers));
        break;
      case '--json':
        o.json = true;
        break;
      default:
        throw new Error(`unknown option "${flag}" (see docs/scaling.md)`);
    }
  }
  if (urls.length > 0) o.urls = urls;
  if (!rampSet) o.rampS = Math.max(5, Math.ceil(o.clients / 100));
  if (o.tableSize !== 4 && o.games.includes('schieber')) o.games = o.games.filter((g) => g !== 'schieber');
  if (o.games.length === 0) throw new Error('Schieber is played by four: --table-size 4, or other --games');
  return o;
}
