import { copyFileSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, truncateSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../server.ts';
import { api, guest, testConfig } from '../testing/harness.ts';
import { SQLITE_FILE } from './db.ts';
import { DamagedDatabase, markerOf } from './integrity.ts';

/**
 * A damaged SQLite database is refused at start with a message that says what is wrong and what
 * to do — never opened as an empty database, never served with pages or transactions missing.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const fresh = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-integrity-'));
  dirs.push(d);
  return d;
};

const start = (dataDir: string) => startServer(testConfig({ dataDir }));

/** Starts, makes `n` guests, stops cleanly. */
async function withGuests(dataDir: string, n: number): Promise<void> {
  const s = await start(dataDir);
  for (let i = 0; i < n; i++) await guest(s.url, `Gast${i}`);
  await s.close();
}

async function refusal(dataDir: string): Promise<string> {
  const e: unknown = await start(dataDir).then(
    async (s) => {
      await s.close();
      return null;
    },
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(DamagedDatabase);
  return (e as Error).message;
}

describe('a database that existed', () => {
  it('is not replaced by an empty one: a file truncated to 0 bytes, or gone, is refused', async () => {
    const dir = fresh();
    await withGuests(dir, 2);
    const file = join(dir, SQLITE_FILE);
    expect(existsSync(markerOf(file))).toBe(true);
    truncateSync(file, 0);
    expect(await refusal(dir)).toMatch(/is empty \(0 bytes\).*Restore it from a backup/);
    rmSync(file);
    expect(await refusal(dir)).toMatch(/is missing, but a database was created here on \d{4}-/);
  });

  it('starts afresh only where no database ever was', async () => {
    const dir = fresh();
    const s = await start(dir);
    expect((await api<{ ok: boolean }>(s.url, '/health')).body.ok).toBe(true);
    await s.close();
    // A restart on the same file: fine.
    await (await start(dir)).close();
  });
});

describe('damage inside the file', () => {
  it('garbage pages are found by quick_check and refused', async () => {
    const dir = fresh();
    await withGuests(dir, 200);
    const file = join(dir, SQLITE_FILE);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(8 * 4096);
    // Overwrite the second half of the file (b-tree pages of the tables) with garbage.
    const fd = openSync(file, 'r+');
    const junk = Buffer.alloc(4096 * 3, 0x5a);
    writeSync(fd, junk, 0, junk.length, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);
    expect(await refusal(dir)).toMatch(/is damaged \(PRAGMA quick_check: |is not a readable SQLite database/);
  });

  it('a write-ahead log cut in half (committed transactions gone) is refused; the same log whole is fine', async () => {
    const dir = fresh();
    const s = await start(dir);
    for (let i = 0; i < 30; i++) await guest(s.url, `Gast${i}`);
    // A snapshot of the files while the server runs: what a crash leaves behind.
    const whole = fresh();
    const cut = fresh();
    for (const target of [whole, cut]) {
      for (const suffix of ['', '-wal', '-shm', '.first-start']) copyFileSync(join(dir, SQLITE_FILE + suffix), join(target, SQLITE_FILE + suffix));
    }
    await s.close();
    const wal = join(cut, `${SQLITE_FILE}-wal`);
    expect(statSync(wal).size).toBeGreaterThan(4096 * 4);
    truncateSync(wal, Math.floor(readFileSync(wal).length / 2));
    expect(await refusal(cut)).toMatch(/write-ahead log .* is damaged: it holds \d+ committed frames, its index recorded \d+/);

    const back = await start(whole);
    const n = await back.ctx.store.db.selectFrom('guests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(30);
    await back.close();
  });
});

describe('npm run backup', () => {
  it('copies the database while the server runs; the copy is checked and starts a server with the same data', async () => {
    const dir = fresh();
    const s = await start(dir);
    for (let i = 0; i < 5; i++) await guest(s.url, `Gast${i}`);
    const target = join(fresh(), 'copy.sqlite');
    const { backupSqlite } = await import('./backup.ts');
    const report = await backupSqlite(join(dir, SQLITE_FILE), target);
    expect(report).toMatchObject({ quickCheck: 'ok', backup: target });
    await expect(backupSqlite(join(dir, SQLITE_FILE), target)).rejects.toThrow(/exists already/);
    await s.close();
    // The copy is a database of its own: restore = put it in place as stammtisch.sqlite.
    const restored = fresh();
    copyFileSync(target, join(restored, SQLITE_FILE));
    const back = await start(restored);
    const n = await back.ctx.store.db.selectFrom('guests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(5);
    await back.close();
  });
});
