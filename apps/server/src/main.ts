import { configFromEnv } from './config.ts';
import { startServer } from './server.ts';

/** `npm start`: one process, one port; prints its URL once every unfinished table is back. */
const config = configFromEnv();
const running = await startServer(config);
console.log(`Stammtisch listening on ${running.url} (${running.storage})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Tables stay in the database as they are; the next start resumes them.
    void running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
