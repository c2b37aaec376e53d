import { existsSync } from 'node:fs';
import Sqlite from 'better-sqlite3';
import { openSqliteFile } from './db.ts';

/**
 * `npm run backup -- FILE`: a consistent copy of the SQLite database, taken while the server
 * runs, through SQLite's online backup API (better-sqlite3 `backup`: pages are copied in steps,
 * the server keeps writing meanwhile, and the copy is one consistent moment). The copy is then
 * opened and checked (`PRAGMA quick_check`). For PostgreSQL `backup-cli.ts` says how to use `pg_dump`.
 */

export interface BackupReport {
  readonly source: string;
  readonly backup: string;
  readonly bytes: number;
  readonly pages: number;
  readonly games: number;
  readonly actions: number;
  readonly quickCheck: string;
  readonly ms: number;
}

export async function backupSqlite(source: string, target: string): Promise<BackupReport> {
  if (!existsSync(source)) throw new Error(`no database at ${source} (set DATA_DIR to the server's data directory)`);
  if (existsSync(target)) throw new Error(`${target} exists already: give a new file name`);
  const started = Date.now();
  // Opened like the server opens it: a damaged database is refused here as well.
  const db = openSqliteFile(source);
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Sqlite(target, { readonly: true });
  try {
    const check = (copy.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check).join('; ');
    const count = (table: string): number => (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      source,
      backup: target,
      bytes: (copy.pragma('page_count', { simple: true }) as number) * (copy.pragma('page_size', { simple: true }) as number),
      pages: copy.pragma('page_count', { simple: true }) as number,
      games: count('games'),
      actions: count('actions'),
      quickCheck: check,
      ms: Date.now() - started,
    };
  } finally {
    copy.close();
  }
}
