import { BET_CELLS } from './abstraction.ts';
import { BETTING_TABLE } from './betting-table.gen.ts';

/**
 * The self-play betting table (cfr.ts, written by `npm run train:schraem`): per cell of
 * abstraction.ts one character, the average strategy's chance of the bold action (knock, hold) in
 * 61sts (`0`–`9`, `a`–`z`, `A`–`Y`: 0 … 60), `.` where training saw the cell too rarely.
 */
export const TABLE_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXY';
const STEPS = TABLE_DIGITS.length - 1;

export function encodeTable(thousandths: readonly number[]): string {
  return thousandths.map((t) => (t < 0 ? '.' : TABLE_DIGITS[Math.round((t / 1000) * STEPS)]!)).join('');
}

const decoded: readonly number[] = (() => {
  const text = BETTING_TABLE.join('');
  if (text.length !== BET_CELLS) return new Array<number>(BET_CELLS).fill(-1);
  return Array.from(text, (ch) => (ch === '.' ? -1 : TABLE_DIGITS.indexOf(ch) / STEPS));
})();

/** The table's chance of the bold action in a cell, or null where it has none. */
export function tableChance(cell: number): number | null {
  const p = decoded[cell] ?? -1;
  return p < 0 ? null : p;
}
