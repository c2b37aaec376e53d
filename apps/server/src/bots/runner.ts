import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type BotJob, decide } from './decide.ts';

/**
 * Runs bot decisions. Leicht and Mittel decide in well under a millisecond and run inline;
 * Schwer searches (up to ~150 ms) and goes to worker threads so that it never stalls the event
 * loop that serves every other table. With `workers` 0 everything runs inline.
 */
export interface BotRunner {
  decide(job: BotJob): Promise<string>;
  close(): Promise<void>;
}

interface Pending {
  readonly resolve: (action: string) => void;
  readonly reject: (e: Error) => void;
}

export function createBotRunner(workers: number): BotRunner {
  if (workers <= 0) return { decide: async (job) => decide(job), close: async () => {} };
  const pool: { worker: Worker; busy: number }[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const spawn = (): Worker => {
    const w = new Worker(workerBoot(), { eval: true });
    w.on('message', (m: { id: number; action?: string; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      const slot = pool.find((s) => s.worker === w);
      if (slot) slot.busy--;
      if (m.action !== undefined) p.resolve(m.action);
      else p.reject(new Error(m.error ?? 'bot worker failed'));
    });
    w.on('error', (e) => {
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    });
    w.unref();
    return w;
  };
  for (let i = 0; i < workers; i++) pool.push({ worker: spawn(), busy: 0 });

  return {
    decide(job) {
      if (job.level !== 'schwer') return Promise.resolve(decide(job));
      const slot = pool.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      slot.busy++;
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, job });
      });
    },
    async close() {
      for (const p of pending.values()) p.reject(new Error('bot runner closed'));
      pending.clear();
      await Promise.all(pool.map((s) => s.worker.terminate()));
    },
  };
}

/**
 * The worker is TypeScript. On Node 20 a worker does not pick up tsx from `--import` in its
 * `execArgv` before loading its entry file, so a small boot script registers tsx first.
 */
function workerBoot(): string {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); });`;
}
