import { CONTINUE_CELLS, EXCHANGE_CELLS } from './selfplay-cells.ts';
import { CONTINUE_GAIN, EXCHANGE_GAIN } from './selfplay-table.gen.ts';
import type { ContinueTable } from './selfplay-policy.ts';

/**
 * The shipped self-play tables (selfplay-table.gen.ts, written by `npm run train:sedma`): per
 * cell of selfplay-cells.ts the mean gain in games won of continuing over stopping (D-9) and of
 * swapping over keeping (D-6), null where training saw the situation too rarely.
 */
export const CONTINUE_TABLE: ContinueTable = CONTINUE_GAIN;
export const EXCHANGE_TABLE: ContinueTable = EXCHANGE_GAIN;

if (CONTINUE_TABLE.length !== CONTINUE_CELLS || EXCHANGE_TABLE.length !== EXCHANGE_CELLS) {
  throw new Error('selfplay-table.gen.ts does not fit selfplay-cells.ts: run npm run train:sedma');
}
