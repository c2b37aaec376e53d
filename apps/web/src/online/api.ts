import type { FairRecord } from '@stammtisch/engine/cards/fair';
import type {
  CreatedTable,
  CreateTableRequest,
  HistoryPage,
  InviteAnswer,
  LeaderboardPage,
  LobbyTable,
  Me,
  OfflineAccepted,
  OfflineBudgetSteps,
  OfflineRefused,
  OfflineSeed,
  OfflineSeedRequest,
  PlayerProfile,
  RatingsPage,
  ReplayAnswer,
  TableInfo,
  TimelinePoint,
  VerifyAnswer,
} from '@stammtisch/protocol';

/**
 * The server's REST API (docs/server.md, docs/accounts.md), same origin: the HttpOnly cookies
 * (guest token, session) ride along and are never visible to the page. Every call answers
 * `{ ok, status, body }`; a network failure is status 0, so callers can tell "offline" apart.
 */
export type Answer<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | { readonly ok: false; readonly status: number; readonly error: string; readonly message: string; readonly body: Record<string, unknown> };

export async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (e) {
    return { ok: false, status: 0, error: 'offline', message: e instanceof Error ? e.message : String(e), body: {} };
  }
  let parsed: unknown = null;
  try {
    const text = await res.text();
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (res.ok) return { ok: true, status: res.status, body: parsed as T };
  const b = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  return {
    ok: false,
    status: res.status,
    error: typeof b.error === 'string' ? b.error : `http-${res.status}`,
    message: typeof b.message === 'string' ? b.message : res.statusText,
    body: b,
  };
}

const q = (params: Record<string, string | number | undefined>): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) s.set(k, String(v));
  const t = s.toString();
  return t ? `?${t}` : '';
};
const id = encodeURIComponent;

export const api = {
  me: () => call<Me>('GET', '/api/me'),
  myTables: () => call<{ tables: MyTable[] }>('GET', '/api/me/tables'),
  guest: (nickname: string) => call<Me>('POST', '/api/guest', { nickname }),
  register: (username: string, password: string) => call<Me>('POST', '/api/auth/register', { username, password }),
  login: (username: string, password: string) => call<Me>('POST', '/api/auth/login', { username, password }),
  logout: () => call<{ ok: true }>('POST', '/api/auth/logout', {}),

  tables: (game: string) => call<{ tables: LobbyTable[] }>('GET', `/api/tables${q({ game })}`),
  table: (tableId: string) => call<TableInfo | { id: string; game: string; status: string; visibility: string }>('GET', `/api/tables/${id(tableId)}`),
  createTable: (req: CreateTableRequest) => call<CreatedTable>('POST', '/api/tables', req),
  invite: (code: string) => call<InviteAnswer>('GET', `/api/invite/${id(code)}`),

  game: (gameId: string) => call<GameRecord>('GET', `/api/games/${id(gameId)}`),
  verify: (gameId: string) => call<VerifyAnswer>('GET', `/api/games/${id(gameId)}/verify`),
  replay: (gameId: string, seat: number | 'spectator') => call<ReplayAnswer>('GET', `/api/games/${id(gameId)}/replay${q({ seat })}`),

  leaderboard: (page = 1, size = 25) => call<LeaderboardPage>('GET', `/api/leaderboard${q({ game: 'schraem', page, size })}`),
  ratings: (game: string, page = 1, size = 25) => call<RatingsPage>('GET', `/api/ratings${q({ game, page, size })}`),
  player: (playerId: string) => call<PlayerProfile>('GET', `/api/players/${id(playerId)}`),
  history: (playerId: string, page = 1, game?: string) => call<HistoryPage>('GET', `/api/players/${id(playerId)}/games${q({ page, game })}`),
  timeline: (playerId: string, game: string) => call<{ game: string; points: TimelinePoint[] }>('GET', `/api/players/${id(playerId)}/timeline${q({ game })}`),

  offlineSeed: (req: OfflineSeedRequest) => call<OfflineSeed>('POST', '/api/offline/seed', req),
  offlineSubmit: (seedId: string, actions: readonly { seat: number; action: string }[], budgets?: OfflineBudgetSteps, botVersion?: string) =>
    call<OfflineAccepted>('POST', '/api/offline/submit', { seedId, actions, ...(budgets && budgets.length > 0 ? { budgets } : {}), ...(botVersion ? { botVersion } : {}) }),
};

/** `GET /api/me/tables`: unfinished tables the player sits at (apps/server/src/http/mine.ts). */
export interface MyTable {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly status: 'waiting' | 'playing';
  readonly seat: number;
  readonly players: readonly string[];
  readonly updatedAt: number;
}

/** `GET /api/games/:id`: the seed, result and log only once the game is over. */
export interface GameRecord {
  readonly id: string;
  readonly tableId: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly status: 'playing' | 'finished';
  readonly seedHash: string;
  readonly startedAt: number;
  readonly finishedAt: number | null;
  readonly seats: readonly { readonly seat: number; readonly playerId: string | null; readonly nickname: string; readonly botLevel: string | null; readonly covered: boolean }[];
  readonly seed?: string;
  /** docs/fairness.md: the seats' commitments and values mixed into the deals (null: the seed alone). */
  readonly fair?: FairRecord | null;
  readonly result?: unknown;
  readonly actions?: readonly { readonly idx: number; readonly seat: number; readonly action: string; readonly by: string; readonly at: number }[];
}

export type { OfflineRefused };
