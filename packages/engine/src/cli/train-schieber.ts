import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { train, renderTuning } from '../bots/schieber/train.ts';
import { DEFAULT_BUDGET_MS, schwerConfig } from '../bots/schieber/schwer.ts';

/**
 * `npm run train:schieber -- --seed N [--deals M] [--out FILE]`: tunes Schwer's contract and push
 * by self-play on duplicate deals (bots/schieber/train.ts) at the default budget and writes
 * bots/schieber/contract-tuning.gen.ts. The same seed and deals give the same file.
 */
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const seed = arg('--seed', '1');
const deals = Number(arg('--deals', '3000'));
const out = arg('--out', fileURLToPath(new URL('../bots/schieber/contract-tuning.gen.ts', import.meta.url)));
if (!Number.isInteger(deals) || deals < 2) {
  console.error('--deals must be an integer of at least 2');
  process.exit(2);
}
const t0 = performance.now();
const report = train(seed, deals, schwerConfig({ budgetMs: DEFAULT_BUDGET_MS }), (i) => {
  if (i % 50 === 0) process.stderr.write(`\r${i}/${deals}`);
});
const seconds = Math.round((performance.now() - t0) / 1000);
const text = renderTuning(seed, report);
writeFileSync(out, text);
process.stderr.write(`\n${text}\n${seconds} s, ${text.length} bytes → ${out}\n`);
