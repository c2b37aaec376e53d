import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fitKind, modelText } from '../bots/schraem/opponent-fit.ts';
import { betRows } from '../bots/schraem/opponent-data.ts';

/**
 * `npm run train:schraem-opponents -- --seed N [--games M] [--out FILE]`: plays M Profi games of
 * bots (bots/schraem/opponent-data.ts), fits how they knock and answer (a logistic regression per
 * decision, every fifth block of ten games held out) and writes bots/schraem/opponent-model.gen.ts.
 * The same seed and games give the same coefficients (only the timing comment differs).
 */
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const seed = arg('--seed', '1');
const games = Number(arg('--games', '1500'));
const out = arg('--out', fileURLToPath(new URL('../bots/schraem/opponent-model.gen.ts', import.meta.url)));
if (!Number.isInteger(games) || games < 50) {
  console.error('--games must be an integer of at least 50 (every fifth block of ten is held out)');
  process.exit(2);
}
const t0 = performance.now();
const rows = betRows(seed, games, (g) => {
  if ((g + 1) % 100 === 0) process.stderr.write(`${g + 1}/${games} games\n`);
});
const t1 = performance.now();
const knock = fitKind(rows, 'knock');
const hold = fitKind(rows, 'hold');
const t2 = performance.now();
const play = Math.round((t1 - t0) / 1000);
const fit = ((t2 - t1) / 1000).toFixed(1);
writeFileSync(out, modelText(seed, games, rows.length, knock, hold));
process.stderr.write(`${rows.length} rows; play ${play} s, fit ${fit} s → ${out}\n`);
for (const [name, k] of [['knock', knock], ['hold', hold]] as const) {
  process.stderr.write(`${name}: ${JSON.stringify(k.loss)}\n  by level ${JSON.stringify(k.byLevel)}\n`);
}
