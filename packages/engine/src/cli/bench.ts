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
    const ref = c.reference?.();
    const deals = c.fairDeals?.();
    measure(c, 0.5, 0); // warm-up
    if (ref) measure(ref, 0.5, 0);
    if (deals) measure(deals, 0.5, 0);
    // Game and reference alternate run by run, so a change in the machine's load hits both.
    const rates: Rate[] = [];
    const refRates: Rate[] = [];
    const dealRates: Rate[] = [];
    for (let i = 0; i < runs; i++) {
      rates.push(measure(c, seconds, i + 1));
      if (ref) refRates.push(measure(ref, seconds, i + 1));
      if (deals) dealRates.push(measure(deals, seconds / 2, i + 1));
    }
    const wall = median(rates.map((r) => r.wall));
    const cpu = median(rates.map((r) => r.cpu));
    const entry: Record<string, unknown> = {
      [`${c.unit}PerSec`]: Math.round(wall),
      [`${c.unit}PerCpuSec`]: Math.round(cpu),
      runs: rates.map((r) => Math.round(r.wall)),
    };
    if (ref) {
      const refCpu = median(refRates.map((r) => r.cpu));
      entry.reference = {
        [`${c.unit}PerSec`]: Math.round(median(refRates.map((r) => r.wall))),
        [`${c.unit}PerCpuSec`]: Math.round(refCpu),
        runs: refRates.map((r) => Math.round(r.wall)),
      };
      // Per CPU-second: the steadier of the two when other processes share the cores.
      entry.ratioToReference = Number((cpu / refCpu).toFixed(3));
      if (deals) {
        // The engine's CPU time per unit less its fair deals' (the reference shuffles cheaply):
        // how the rules alone compare.
        const dealCpu = median(dealRates.map((r) => r.cpu));
        entry.fairDeals = { [`${c.unit}PerCpuSec`]: Math.round(dealCpu) };
        entry.rulesRatioToReference = Number((1 / (1 / cpu - 1 / dealCpu) / refCpu).toFixed(3));
      }
    }
    result[c.name] = entry;
    if (!json) {
      const withDeals = entry.rulesRatioToReference === undefined ? '' : ` (the rules without the fair deals ${String(entry.rulesRatioToReference)}×)`;
      const ratio = entry.ratioToReference === undefined ? '' : `, ${String(entry.ratioToReference)}× the bare reference${withDeals}`;
      console.log(`${c.name}: ${Math.round(wall).toLocaleString('en')} ${c.unit}/s, ${Math.round(cpu).toLocaleString('en')} per CPU-second (median of ${runs})${ratio}`);
    }
  }
  result.loadAverageAfter = Number(loadavg()[0]!.toFixed(2));
  if (json) console.log(JSON.stringify(result, null, 2));
}

main(process.argv.slice(2));
