import { parentPort } from 'node:worker_threads';
import { type BotJob, decide } from './decide.ts';

/** A bot thread: answers `{ id, job }` with `{ id, action }` or `{ id, error }`. */
parentPort?.on('message', (msg: { id: number; job: BotJob }) => {
  try {
    parentPort?.postMessage({ id: msg.id, action: decide(msg.job) });
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
