import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type Sqlite from 'better-sqlite3';

/**
 * Refusing to start on a damaged SQLite database. SQLite itself would carry on silently: a main
 * file truncated to 0 bytes opens as a new empty database, a cut write-ahead log makes it forget
 * committed transactions (finished games come back as running), and broken pages are served as
 * they are. The server checks before it opens, and after:
 *
 * 1. **A database existed here.** The first start writes a marker beside the file
 *    (`stammtisch.sqlite.first-start`); a later start that finds the marker but no database, an
 *    empty file, or a database without the server's tables refuses instead of creating a new one.
 * 2. **The write-ahead log is whole.** Its header checksum, and its frames against the wal-index
 *    (`-shm`), which records how many frames were committed: a log that holds fewer committed
 *    frames than that, or whose size is not whole frames, lost transactions.
 * 3. **`PRAGMA quick_check`** on the opened file: every page and b-tree is well formed.
 */
export class DamagedDatabase extends Error {
  override readonly name = 'DamagedDatabase';
}

export const markerOf = (file: string): string => `${file}.first-start`;

const restoreHint = (file: string): string =>
  `Restore it from a backup (npm run backup -- FILE makes one; docs/server.md, "Backups"), or move ${file} and its -wal/-shm files aside to look at them.`;

/** Before opening: a database that existed must still be there. */
export function checkBeforeOpen(file: string): void {
  const marker = markerOf(file);
  if (!existsSync(marker)) return;
  const since = readMarker(marker);
  if (!existsSync(file)) {
    throw new DamagedDatabase(`${file} is missing, but a database was created here on ${since}. ${restoreHint(file)} To start with a new, empty database instead, delete ${marker}.`);
  }
  if (statSync(file).size === 0 && !existsSync(`${file}-wal`)) {
    throw new DamagedDatabase(`${file} is empty (0 bytes), but a database was created here on ${since}. ${restoreHint(file)} To start with a new, empty database instead, delete ${file} and ${marker}.`);
  }
  checkWal(file);
}

/** After opening, before migrating: every page well formed, and the server's tables still there. */
export function checkOpened(sqlite: Sqlite.Database, file: string): void {
  const rows = sqlite.pragma('quick_check') as { quick_check: string }[];
  const problems = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  if (problems.length > 0) {
    throw new DamagedDatabase(`${file} is damaged (PRAGMA quick_check: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` … ${problems.length} problems` : ''}). ${restoreHint(file)}`);
  }
  const marker = markerOf(file);
  if (!existsSync(marker)) return;
  const known = sqlite.prepare(`select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'`).get() as { n: number };
  if (known.n === 0) {
    throw new DamagedDatabase(`${file} holds none of the server's tables, but a database was created here on ${readMarker(marker)}. ${restoreHint(file)} To start with a new, empty database instead, delete ${file} and ${marker}.`);
  }
}

/** After the first successful start: the database exists from now on. */
export function markFirstStart(file: string, now: Date = new Date()): void {
  const marker = markerOf(file);
  if (!existsSync(marker)) writeFileSync(marker, `${JSON.stringify({ firstStart: now.toISOString(), file })}\n`);
}

function readMarker(marker: string): string {
  try {
    return (JSON.parse(readFileSync(marker, 'utf8')) as { firstStart?: string }).firstStart ?? 'an earlier start';
  } catch {
    return 'an earlier start';
  }
}

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

/**
 * The write-ahead log against SQLite's own format (sqlite.org/fileformat2.html#walformat): the
 * header's checksum; the frames of the current generation (same salts), each checksummed over
 * the one before; the last commit frame among them. The wal-index (`-shm`, written after each
 * commit) says how many frames were committed: fewer valid ones in the log means transactions
 * were lost. Without a `-shm`, a log whose size is not a whole number of frames was cut.
 */
export function checkWal(file: string): void {
  const walFile = `${file}-wal`;
  if (!existsSync(walFile)) return;
  const shm = existsSync(`${file}-shm`) ? readFileSync(`${file}-shm`) : null;
  const wal = readFileSync(walFile);
  if (wal.length === 0) return;
  const damaged = (why: string) => new DamagedDatabase(`the write-ahead log ${walFile} is damaged: ${why}; committed transactions would be lost. ${restoreHint(file)}`);
  if (wal.length < WAL_HEADER) throw damaged(`${wal.length} bytes, shorter than its header`);
  const magic = wal.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) throw damaged('no write-ahead log header');
  const bigEndian = (magic & 1) === 1;
  const pageSize = wal.readUInt32BE(8) === 1 ? 65536 : wal.readUInt32BE(8);
  if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) throw damaged(`page size ${pageSize}`);
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  let [s0, s1] = checksum(wal, 0, 24, 0, 0, bigEndian);
  if (s0 !== wal.readUInt32BE(24) || s1 !== wal.readUInt32BE(28)) throw damaged('its header checksum does not match');

  const frameSize = FRAME_HEADER + pageSize;
  let committed = 0;
  let frames = 0;
  for (let at = WAL_HEADER; at + frameSize <= wal.length; at += frameSize) {
    if (wal.readUInt32BE(at + 8) !== salt1 || wal.readUInt32BE(at + 12) !== salt2) break;
    [s0, s1] = checksum(wal, at, 8, s0, s1, bigEndian);
    [s0, s1] = checksum(wal, at + FRAME_HEADER, pageSize, s0, s1, bigEndian);
    if (s0 !== wal.readUInt32BE(at + 16) || s1 !== wal.readUInt32BE(at + 20)) break;
    frames++;
    if (wal.readUInt32BE(at + 4) !== 0) committed = frames;
  }
  const recorded = shm ? committedInIndex(shm, salt1, salt2) : null;
  if (recorded !== null && recorded > committed) {
    throw damaged(`it holds ${committed} committed frames, its index recorded ${recorded}`);
  }
  if (recorded === null && (wal.length - WAL_HEADER) % frameSize !== 0) {
    throw damaged(`${wal.length} bytes is not a whole number of ${frameSize}-byte frames`);
  }
}

/**
 * `mxFrame` of the wal-index header (native byte order, as SQLite maps it), when the index belongs
 * to this generation of the log (same salts); null when it cannot tell.
 */
function committedInIndex(shm: Buffer, salt1: number, salt2: number): number | null {
  if (shm.length < 48) return null;
  const le = shm.readUInt32LE(0) === 3007000;
  const be = shm.readUInt32BE(0) === 3007000;
  if (!le && !be) return null;
  const u32 = (at: number) => (le ? shm.readUInt32LE(at) : shm.readUInt32BE(at));
  // The salts are copied from the log header as bytes, so they read big-endian here too.
  if (shm.readUInt32BE(32) !== salt1 || shm.readUInt32BE(36) !== salt2) return null;
  if (shm[12] !== 1) return null;
  return u32(16);
}

/** SQLite's WAL checksum over `n` bytes at `at`, continuing from `(s0, s1)`. */
function checksum(buf: Buffer, at: number, n: number, s0: number, s1: number, bigEndian: boolean): [number, number] {
  let a = s0;
  let b = s1;
  for (let i = at; i < at + n; i += 8) {
    const x0 = bigEndian ? buf.readUInt32BE(i) : buf.readUInt32LE(i);
    const x1 = bigEndian ? buf.readUInt32BE(i + 4) : buf.readUInt32LE(i + 4);
    a = (a + x0 + b) >>> 0;
    b = (b + x1 + a) >>> 0;
  }
  return [a, b];
}
