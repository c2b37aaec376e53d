import { configFromEnv } from './config.ts';
import { startServer } from './server.ts';
import { DamagedDatabase } from './store/integrity.ts';

/** `npm start`: one process, one port; prints its URL once every unfinished table is back. */
const config = configFromEnv();

const stack = (e: unknown): string => (e instanceof Error ? (e.stack ?? e.message) : String(e));
const context = (): string => `pid ${process.pid}, up ${Math.round(process.uptime())} s, ${running ? running.ctx.tables.size : 0} tables open`;

// Every storage failure is handled where it happens (docs/server.md, "When the store fails"); a
// rejection that still gets here is a bug: logged with its stack, and the process stays up.
process.on('unhandledRejection', (reason) => {
  console.error(`Stammtisch: unhandled rejection (${context()}): ${stack(reason)}`);
});
// A synchronous throw nobody caught may have left a table half changed in memory: log it and
// stop with code 70, so that a supervisor restarts the process and every table resumes from its log.
process.on('uncaughtException', (e, origin) => {
  console.error(`Stammtisch: uncaught exception, ${origin} (${context()}): ${stack(e)}`);
  process.exit(70);
});

let running: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  running = await startServer(config);
} catch (e) {
  // A damaged database says what happened and what to do; anything else with its stack.
  console.error(e instanceof DamagedDatabase ? `Stammtisch does not start: ${e.message}` : `Stammtisch does not start: ${stack(e)}`);
  process.exit(1);
}
console.log(`Stammtisch listening on ${running.url} (${running.storage})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping || !running) return;
    stopping = true;
    // Tables stay in the database as they are; the next start resumes them.
    running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
