import type { GameId } from '@stammtisch/engine';
import type { OfflineRecord } from './protocol.ts';

/**
 * Offline games in localStorage: the unfinished game per game id (a reload resumes it), and the
 * finished ones as `(options, seed, actions)` records — issue 8 lets a client submit a won game's
 * record for the server to replay and verify (`finishedGames()`).
 */

const current = (game: GameId) => `stammtisch.offline.${game}`;
const FINISHED = 'stammtisch.offline.finished';
const KEEP = 50;

export interface StoredGame {
  readonly record: OfflineRecord;
  /** ms since epoch of the last save. */
  readonly savedAt: number;
}

export interface FinishedGame extends StoredGame {
  /** The human won (7-Schräm: survived; Schieber and Sedma: their side won the match). */
  readonly won: boolean;
  /** For a won game on a server seed: what the server said when it was submitted. */
  readonly submission?: Submission;
}

/** A verified offline win's fate: counted, refused (and why), or still to be sent. */
export type Submission =
  | { readonly state: 'accepted'; readonly points: number | null }
  | { readonly state: 'refused'; readonly error: string; readonly message: string }
  | { readonly state: 'pending' };

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function saveCurrent(record: OfflineRecord): void {
  const g: StoredGame = { record, savedAt: Date.now() };
  localStorage.setItem(current(record.game), JSON.stringify(g));
}

export function loadCurrent(game: GameId): StoredGame | null {
  const g = read<StoredGame>(current(game));
  return g && g.record && g.record.game === game && Array.isArray(g.record.actions) ? g : null;
}

export function clearCurrent(game: GameId): void {
  localStorage.removeItem(current(game));
}

export function finishedGames(): FinishedGame[] {
  const list = read<FinishedGame[]>(FINISHED);
  return Array.isArray(list) ? list : [];
}

export function saveFinished(record: OfflineRecord, won: boolean): void {
  const list = finishedGames().filter((g) => g.record.seed !== record.seed || g.record.game !== record.game);
  list.push({ record, savedAt: Date.now(), won, ...(won && record.seedId ? { submission: { state: 'pending' as const } } : {}) });
  localStorage.setItem(FINISHED, JSON.stringify(list.slice(-KEEP)));
  clearCurrent(record.game);
}

/** Notes what the server said about a submitted win. */
export function saveSubmission(seedId: string, submission: Submission): void {
  const list = finishedGames().map((g) => (g.record.seedId === seedId ? { ...g, submission } : g));
  localStorage.setItem(FINISHED, JSON.stringify(list));
}

/** Won games on a server seed not yet sent (the device was offline when they ended). */
export const pendingWins = (): FinishedGame[] => finishedGames().filter((g) => g.won && g.record.seedId && g.submission?.state === 'pending');
