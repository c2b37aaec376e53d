import type { GameId } from '@stammtisch/engine';
import type { Session } from '../play/session.ts';
import { HeldUpdates } from '../play/updates.ts';
import type { FromWorker, OfflineRecord, OfflineSetup, Refusal, Update } from './protocol.ts';
import { saveCurrent, saveFinished } from './store.ts';
import { submissions } from './verified.svelte.ts';

type Listener<A extends unknown[]> = (...a: A) => void;

const spawn = (): Worker => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/** A worker started ahead of the first game (warmWorker), so its engine and bots are loaded by the time one starts. */
let spare: Worker | null = null;

/** Starts the offline worker before it is needed: its script downloads and evaluates while the home screen is read. */
export function warmWorker(): void {
  if (spare === null && typeof Worker !== 'undefined') spare = spawn();
}

function takeWorker(): Worker {
  const w = spare ?? spawn();
  spare = null;
  return w;
}

/** Whether the human won a finished game, read from the view (each game says it its own way). */
export type WinCheck = (view: unknown, seat: number) => boolean;

/** An offline game: the engine and the bots in a Web Worker; the record saved after each move. */
export class WorkerSession implements Session {
  readonly game: GameId;
  readonly seat: number;
  private readonly worker: Worker;
  private readonly updates = new HeldUpdates();
  private readonly refusals = new Set<Listener<[string, Refusal]>>();
  private readonly failures = new Set<Listener<[Refusal]>>();
  private failed: Refusal | null = null;
  private record: OfflineRecord | null = null;
  private readonly hints = new Set<Listener<[number, string | null]>>();
  readonly levels: Readonly<Record<number, string>>;

  constructor(
    start: { setup: OfflineSetup } | { record: OfflineRecord },
    readonly names: readonly string[],
    readonly bots: readonly number[],
    private readonly won: WinCheck,
    /** False for a lesson's game (issue 16): nothing of it is stored. */
    private readonly stored = true,
  ) {
    const setup = 'setup' in start ? start.setup : start.record;
    this.game = setup.game;
    this.seat = setup.human;
    this.levels = Object.fromEntries(bots.map((s) => [s, setup.level]));
    this.worker = takeWorker();
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    this.worker.postMessage('setup' in start ? { type: 'start', setup: start.setup } : { type: 'resume', record: start.record });
  }

  private receive(m: FromWorker): void {
    if (m.type === 'update') {
      this.record = m.record;
      if (this.stored) this.store(m.record, m.update);
      this.updates.publish(m.update);
    } else if (m.type === 'hint') {
      for (const fn of this.hints) fn(m.seq, m.action);
    } else if (m.type === 'refused') {
      for (const fn of this.refusals) fn(m.action, m.refusal);
    } else {
      this.failed = m.refusal;
      for (const fn of this.failures) fn(m.refusal);
    }
  }

  private store(record: OfflineRecord, update: Update): void {
    if (!update.over) return saveCurrent(record);
    const won = this.won(update.view, this.seat);
    saveFinished(record, won);
    // A win on a server seed counts once the server has replayed it (S-27).
    if (won && record.seedId) void submissions.submit(record);
  }

  /** The game so far as `(options, seed, actions)`. */
  get currentRecord(): OfflineRecord | null {
    return this.record;
  }

  act(action: string): void {
    this.worker.postMessage({ type: 'act', action });
  }

  /** Issue 16: asks the worker for the Mittel bot's suggestion; `fn` gets it with the seq it is for. */
  askHint(fn: (seq: number, action: string | null) => void): () => void {
    this.hints.add(fn);
    this.worker.postMessage({ type: 'hint' });
    return () => this.hints.delete(fn);
  }

  onUpdate(fn: (u: Update) => void): () => void {
    return this.updates.listen(fn);
  }

  onRefused(fn: (action: string, r: Refusal) => void): () => void {
    this.refusals.add(fn);
    return () => this.refusals.delete(fn);
  }

  onFailed(fn: (r: Refusal) => void): () => void {
    this.failures.add(fn);
    if (this.failed) fn(this.failed);
    return () => this.failures.delete(fn);
  }

  close(): void {
    this.worker.terminate();
    this.updates.clear();
    this.refusals.clear();
    this.failures.clear();
    this.hints.clear();
  }
}
