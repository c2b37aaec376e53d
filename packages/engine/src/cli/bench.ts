import { cpus, loadavg } from 'node:os';
import type { BenchCase } from '../bench.ts';
import { schieberBench } from '../games/schieber/bench.ts';
import { schraemBench } from '../games/schraem/bench.ts';
import { sedmaBench } from '../games/sedma/bench.ts';

/**
 * `npm run bench -- --json [--runs N] [--seconds S]`: per game, units per second on one core,
 * the median of several runs after a warm-up.
 */
const CASES: readonly BenchCase[] = [schraemBench, schieberBench, sedmaBench];

interface Rate {
  /** Units per second of wall time. */
  readonly wall: number;
  /** Units per second of this process's CPU time: steadier when other processes share the cores. */
  readonly cpu: number;
}

function measure(c: BenchCase, seconds: number, seed: number): Rate {
  let units = 1000;
  for (;;) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const done = c.run(units, seed);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (ms >= seconds * 1000) return { wall: (done / ms) * 1000, cpu: (done / Math.max(cpuMs, 1)) * 1000 };
    units = Math.ceil(units * Math.min(10, Math.max(1.5, (seconds * 1100) / Math.max(ms, 1))));
  }
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
    cpu: cpus()[0]?.model ?? 'unknown',
    runs,
  };
  for (const c of CASES) {
    if (only && c.name !== only) continue;
    measure(c, 0.5, 0); // warm-up
    const rates = Array.from({ length: runs }, (_, i) => measure(c, seconds, i + 1));
    const wall = median(rates.map((r) => r.wall));
    const cpu = median(rates.map((r) => r.cpu));
    result[c.name] = {
      [`${c.unit}PerSec`]: Math.round(wall),
      [`${c.unit}PerCpuSec`]: Math.round(cpu),
      runs: rates.map((r) => Math.round(r.wall)),
    };
    if (!json) {
      console.log(`${c.name}: ${Math.round(wall).toLocaleString('en')} ${c.unit}/s, ${Math.round(cpu).toLocaleString('en')} per CPU-second (median of ${runs})`);
    }
  }
  if (json) console.log(JSON.stringify(result, null, 2));
}

main(process.argv.slice(2));
