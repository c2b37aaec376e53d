import { cpus } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ADAPTERS } from '../bots/arena/adapters.ts';
import { isEngineError } from '../errors.ts';
import { makeEntrant, parseSeat, type SeatSpec, splitSeats } from '../bots/arena/entrants.ts';
import { externalEntrant } from '../bots/arena/external.node.ts';
import { mergeResults, type MatchResult, playMatch } from '../bots/arena/match.ts';
import { buildReport } from '../bots/arena/report.ts';
import type { ArenaAdapter, ArenaFlags, Entrant } from '../bots/arena/types.ts';

/**
 * `npm run arena -- --game schraem --mode profi --seats hard,medium,medium,medium --games 200
 *  --seed 1 --json [--budget-ms N] [--players N] [--ruleset rheinland] [--workers 2]`
 *
 * Plays duplicate matches between bots and prints the report (docs/bots.md). `--games` is
 * rounded up to whole duplicate sets (one game per seat rotation of a deal sequence).
 */
interface Args {
  game: string;
  seats: string[];
  games: number;
  seed: string;
  json: boolean;
  budgetMs: number | undefined;
  workers: number;
  flags: ArenaFlags;
}

const USAGE = 'usage: npm run arena -- --game schraem --seats hard,medium,medium,medium [--mode profi] [--players N] [--ruleset app|rheinland|wipperfuerth|marienheide|eifel|sebbe|dedenbach|tuppen] [--target N] [--games 200] [--seed 1] [--budget-ms N] [--workers N] [--json]';

function parseArgs(argv: readonly string[]): Args | string {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string): number | undefined => {
    const v = get(name);
    return v === undefined ? undefined : Number(v);
  };
  const game = get('--game') ?? 'schraem';
  const players = num('--players');
  const seatsText = get('--seats');
  const seats = seatsText ? splitSeats(seatsText) : [];
  const games = num('--games') ?? 200;
  const budgetMs = num('--budget-ms');
  const workers = num('--workers') ?? 1;
  if (seats.length === 0) return `--seats is required\n${USAGE}`;
  if (players !== undefined && players !== seats.length) return `--players ${players} but ${seats.length} seats given`;
  if (!Number.isInteger(games) || games < 1) return '--games must be a positive whole number';
  if (budgetMs !== undefined && !(budgetMs > 0)) return '--budget-ms must be positive';
  if (!Number.isInteger(workers) || workers < 1) return '--workers must be a positive whole number';
  const target = num('--target');
  if (target !== undefined && !(Number.isInteger(target) && target > 0)) return '--target must be a positive whole number';
  return {
    game,
    seats,
    games,
    seed: get('--seed') ?? '1',
    json: argv.includes('--json'),
    budgetMs,
    workers: Math.min(workers, cpus().length),
    flags: { mode: get('--mode'), players: seats.length, ruleset: get('--ruleset'), target: num('--target') },
  };
}

function entrantsFor(adapter: ArenaAdapter<unknown, unknown, unknown>, specs: readonly SeatSpec[], budgetMs: number | undefined): Entrant<unknown>[] {
  return specs.map((spec, i) =>
    makeEntrant(adapter, spec, i, budgetMs === undefined ? {} : { budgetMs }, {
      cmd: (name, command) => externalEntrant(adapter, name, command),
    }),
  );
}

async function run(args: Args, sequences: readonly number[], onGame?: (n: number) => void): Promise<MatchResult> {
  const adapter = ADAPTERS[args.game as keyof typeof ADAPTERS]!;
  const specs = args.seats.map((s) => parseSeat(s) as SeatSpec);
  const entrants = entrantsFor(adapter, specs, args.budgetMs);
  try {
    return await playMatch({
      adapter,
      flags: args.flags,
      entrants,
      seed: args.seed,
      sequences,
      clock: () => performance.now(),
      onGame,
    });
  } finally {
    for (const e of entrants) await e.close?.();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const adapter = ADAPTERS[args.game as keyof typeof ADAPTERS];
  if (!adapter) {
    console.error(`no arena for game "${args.game}" (known: ${Object.keys(ADAPTERS).join(', ')})`);
    return 2;
  }
  for (const s of args.seats) {
    const spec = parseSeat(s);
    if (typeof spec === 'string') {
      console.error(spec);
      return 2;
    }
  }
  const options = adapter.options(args.flags);
  const check = adapter.game.parseOptions(options);
  if (isEngineError(check)) {
    console.error(check.message);
    return 2;
  }
  const perSet = adapter.permutations(args.seats.length).length;
  const sets = Math.ceil(args.games / perSet);
  const all = Array.from({ length: sets }, (_, i) => i);
  const total = sets * perSet;
  const progress = (n: number): void => {
    if (!args.json && process.stderr.isTTY) process.stderr.write(`\r${n}/${total} games`);
  };
  let result: MatchResult;
  if (args.workers <= 1) result = await run(args, all, progress);
  else {
    const shares = Array.from({ length: args.workers }, (_, w) => all.filter((i) => i % args.workers === w));
    const file = fileURLToPath(import.meta.url);
    result = mergeResults(
      await Promise.all(
        shares.map(
          (share) =>
            new Promise<MatchResult>((resolve, reject) => {
              const worker = new Worker(bootstrap(file), { eval: true, workerData: { args, share } });
              worker.once('message', (m: MatchResult) => resolve(m));
              worker.once('error', reject);
            }),
        ),
      ),
    );
  }
  if (!args.json && process.stderr.isTTY) process.stderr.write('\n');
  const report = buildReport(adapter, options, args.seats.map((s) => (parseSeat(s) as SeatSpec).name), result, args.seed);
  if (args.json) console.log(JSON.stringify(report, null, 2));
  else printTable(report);
  return 0;
}

/** A worker runs this file through tsx's loader (a .ts entry cannot be a worker directly). */
const bootstrap = (file: string): string =>
  `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); });`;

function printTable(report: ReturnType<typeof buildReport>): void {
  const labels = Object.entries(report)
    .filter(([k]) => k !== 'bots')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  console.log(labels);
  for (const [name, b] of Object.entries(report.bots)) {
    const extras = Object.entries(b)
      .filter(([k]) => !['games', 'wins', 'winRate', 'ci95', 'decisionMs'].includes(k))
      .map(([k, v]) => `${k}=${Array.isArray(v) ? `[${v.join(', ')}]` : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
      .join(' ');
    console.log(
      `${name.padEnd(12)} ${String(b.wins).padStart(5)}/${String(b.games).padEnd(5)} winRate ${b.winRate.toFixed(3)} ci95 [${b.ci95[0].toFixed(3)}, ${b.ci95[1].toFixed(3)}]  ms p50 ${b.decisionMs.p50} p95 ${b.decisionMs.p95}  ${extras}`,
    );
  }
}

if (isMainThread) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
} else {
  const { args, share } = workerData as { args: Args; share: number[] };
  run(args, share).then(
    (r) => parentPort!.postMessage(r),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
