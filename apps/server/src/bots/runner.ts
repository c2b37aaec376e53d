import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

export function createBotRunner(workers: number, log: (line: string) => void = () => {}): BotRunner {
  if (workers <= 0) return { decide: async (job) => decide(job), close: async () => {} };
  const pool: { worker: Worker; busy: number }[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead = false;
  let closing = false;

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
    // A broken worker must not stall a table: from then on Schwer decides inline.
    const broken = (e: Error) => {
      if (!dead) log(`bot worker stopped (${e.message}); Schwer bots now decide on the main thread`);
      dead = true;
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    };
    w.on('error', broken);
    w.on('exit', () => {
      if (!closing) broken(new Error('worker exited'));
    });
    w.unref();
    return w;
  };
  for (let i = 0; i < workers; i++) pool.push({ worker: spawn(), busy: 0 });

  return {
    decide(job) {
      if (job.level !== 'schwer' || dead) return Promise.resolve().then(() => decide(job));
      const slot = pool.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      slot.busy++;
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, job });
      });
    },
    async close() {
      closing = true;
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
  // The ES module entry of tsx's API (its CommonJS entry cannot register ESM hooks this way).
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve('tsx/package.json');
  const pkg = require(pkgFile) as { exports: Record<string, { import: { default: string } }> };
  const tsx = pathToFileURL(join(dirname(pkgFile), pkg.exports['./esm/api']!.import.default)).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); });`;
}
