import { resolve } from 'node:path';
import { configFromEnv } from '../config.ts';
import { backupSqlite } from './backup.ts';
import { SQLITE_FILE } from './db.ts';

/** `npm run backup -- FILE`: prints the backup's report as JSON; exit 1 when it failed. */
const PG_ADVICE = `DATABASE_URL is set: this server stores everything in PostgreSQL. Back it up with PostgreSQL's own tools, e.g.
  pg_dump --format=custom --file=stammtisch.dump "$DATABASE_URL"      # a consistent snapshot while the server runs
  pg_restore --clean --if-exists --dbname="$DATABASE_URL" stammtisch.dump
(continuous archiving and point-in-time recovery: the PostgreSQL manual, "Backup and Restore").`;

async function main(): Promise<number> {
  const config = configFromEnv();
  if (config.databaseUrl) {
    console.error(PG_ADVICE);
    return 2;
  }
  const arg = process.argv[2];
  if (!arg || arg.startsWith('-')) {
    console.error('usage: npm run backup -- FILE   (a new file; the database is DATA_DIR/stammtisch.sqlite)');
    return 2;
  }
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  try {
    const report = await backupSqlite(resolve(config.dataDir, SQLITE_FILE), target);
    console.log(JSON.stringify(report));
    return report.quickCheck === 'ok' ? 0 : 1;
  } catch (e) {
    console.error(`backup failed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

process.exit(await main());
