import { cpus } from 'node:os';
import type { BenchCase } from '../bench.ts';
import { schieberBench } from '../games/schieber/bench.ts';
import { schraemBench } from '../games/schraem/bench.ts';
import { sedmaBench } from '../games/sedma/bench.ts';

/**
 * `npm run bench -- --json [--runs N] [--seconds S]`: per game, units per second on one core,
 * the median of several runs after a warm-up.
 */
const CASES: readonly BenchCase[] = [schraemBench, schieberBench, sedmaBench];

function measure(c: BenchCase, seconds: number, seed: number): number {
  let units = 1000;
  for (;;) {
    const t0 = performance.now();
    const done = c.run(units, seed);
    const ms = performance.now() - t0;
    if (ms >= seconds * 1000) return (done / ms) * 1000;
    units = Math.ceil(units * Math.min(10, Math.max(1.5, (seconds * 1100) / Math.max(ms, 1))));
  }
}

function main(args: string[]): void {
  const json = args.includes('--json');
  const opt = (name: string, fallback: number): number => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const runs = opt('--runs', 5);
  const seconds = opt('--seconds', 1);
  const only = args.includes('--game') ? args[args.indexOf('--game') + 1] : undefined;
  const result: Record<string, unknown> = {
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    runs,
  };
  for (const c of CASES) {
    if (only && c.name !== only) continue;
    measure(c, 0.5, 0); // warm-up
    const rates = Array.from({ length: runs }, (_, i) => measure(c, seconds, i + 1)).sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)]!;
    result[c.name] = { [`${c.unit}PerSec`]: Math.round(median), runs: rates.map(Math.round) };
    if (!json) console.log(`${c.name}: ${Math.round(median).toLocaleString('en')} ${c.unit}/s (median of ${runs})`);
  }
  if (json) console.log(JSON.stringify(result, null, 2));
}

main(process.argv.slice(2));
