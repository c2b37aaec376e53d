import type { Level } from '@stammtisch/engine/bots/bot';
import type { OfflineSeed } from '@stammtisch/protocol';
import { api } from '../online/api.ts';
import { type OfflineRecord, submittedActions } from './protocol.ts';
import { finishedGames, pendingWins, saveSubmission, type Submission } from './store.ts';

/**
 * Offline wins that count (S-27): while online, a 7-Schräm game against bots starts on a seed the
 * server issues; if the player wins, the whole log goes to the server, which replays it with the
 * same engine and the same seeded bots. Without a network the game is played all the same and
 * simply not submitted (or submitted later, when the device is back online).
 */
const SEED_WAIT_MS = 2500;

/** A seed from the server, or null (no identity, no network, or too slow: play on a local seed). */
export async function serverSeed(mode: string, level: Level): Promise<OfflineSeed | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), SEED_WAIT_MS));
  const asked = api
    .offlineSeed({ game: 'schraem', mode: mode as 'anfaenger' | 'fortgeschritten' | 'profi', level, seat: 0 })
    .then((r) => (r.ok && r.body && typeof r.body.seed === 'string' && typeof r.body.seedId === 'string' ? r.body : null));
  return Promise.race([asked, timeout]);
}

class Submissions {
  /** What the server said per seed id, as far as this page knows. */
  byId = $state<Record<string, Submission>>(Object.fromEntries(finishedGames().flatMap((g) => (g.record.seedId && g.submission ? [[g.record.seedId, g.submission]] : []))));

  /** Sends a won game; keeps it pending when the server cannot be reached. */
  async submit(record: OfflineRecord): Promise<Submission> {
    const seedId = record.seedId;
    if (!seedId) return { state: 'refused', error: 'no-seed', message: 'not a server seed' };
    const r = await api.offlineSubmit(seedId, submittedActions(record), record.budgets, record.botVersion);
    let s: Submission;
    if (r.ok) s = { state: 'accepted', points: r.body.points?.points ?? null };
    else if (r.status === 0 || r.status >= 500 || r.status === 429) s = { state: 'pending' };
    else s = { state: 'refused', error: r.error, message: r.message };
    this.byId = { ...this.byId, [seedId]: s };
    saveSubmission(seedId, s);
    return s;
  }

  /** Sends what waited for a network. */
  async retryPending(): Promise<void> {
    for (const g of pendingWins()) await this.submit(g.record);
  }
}

export const submissions = new Submissions();
