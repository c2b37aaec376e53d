import { parseArgs } from './options.ts';
import { type LoadReport, runLoad } from './run.ts';

/**
 * `npm run loadtest -- --url ws://127.0.0.1:3000 --clients 2000 --duration 60 --json`
 * A bounded swarm of real protocol clients against server processes on this machine
 * (loopback only); see docs/scaling.md for every option and the pacing.
 */
function summary(r: LoadReport): string {
  const l = r.latencyMs;
  return [
    `clients ${r.clients} (seated ${r.seated}) at ${r.tables} tables, ${r.actions} actions in ${r.durationS} s (${r.actionsPerSecond}/s)`,
    `latency ms: p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99}  max ${l.max}  (${l.count} samples)`,
    `errors ${r.errors} ${JSON.stringify(r.errorCodes)}, disconnects ${r.disconnects}, reconnects ${r.reconnects}` +
      (r.reconnects > 0 ? ` (back after p50 ${r.reconnectMs.p50} ms, max ${r.reconnectMs.max} ms)` : '') +
      `, timeouts ${r.timeouts}`,
    `server: event loop delay p99 ${r.eventLoopDelayMsP99 ?? '–'} ms, RSS ${r.serverRssMb} MB` +
      (r.servers.length > 1 ? ` (${r.servers.map((s) => `${s.url}: ${s.eventLoopDelayMsP99 ?? 'down'} ms, ${s.rssMbPeak} MB, cpu ${s.cpuPercent ?? '–'}%`).join('; ')})` : ''),
    `games: ${r.gamesStarted} started, ${r.gamesFinished} finished, ${r.gamesVerified} equal to their replay, ${r.lostGames} lost`,
    `load generator: event loop delay p99 ${r.clientEventLoopDelayMsP99} ms; load average ${r.loadAverage.join(' ')}`,
  ].join('\n');
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (e) {
  console.error(`loadtest: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const report = await runLoad(options, (line) => console.error(`loadtest: ${line}`));
console.log(options.json ? JSON.stringify(report, null, 2) : summary(report));
process.exit(report.errors === 0 && report.lostGames === 0 ? 0 : 1);
