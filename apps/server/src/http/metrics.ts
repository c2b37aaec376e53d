import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker } from '@colyseus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cluster } from '../cluster/cluster.ts';
import { wireCounters } from '../table/wire.ts';
import { fail } from './reply.ts';

/** What `GET /api/metrics` answers: this one process, for the load test and for operators. */
export interface ProcessMetrics {
  readonly processId: string;
  readonly publicAddress: string | null;
  readonly uptimeS: number;
  readonly rssMb: number;
  readonly heapUsedMb: number;
  readonly cpuMs: { readonly user: number; readonly system: number };
  /** Event loop delay since the last `?reset=1` (or the start), sampled every 10 ms. */
  readonly eventLoopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number; readonly mean: number; readonly since: number };
  readonly rooms: number;
  readonly clients: number;
  readonly tables: number;
  readonly mayWrite: boolean;
  /** Since the start: actions applied, messages sent to table clients and their bytes (WebSocket payloads). */
  readonly sent: { readonly actions: number; readonly messages: number; readonly bytes: number };
}

const mb = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;
const ms = (ns: number): number => Math.round((ns / 1e6) * 100) / 100;

/**
 * Loopback callers only — and not through a proxy on the same host (a forwarding header means
 * the request came from elsewhere) — or callers with `METRICS_TOKEN` as bearer token.
 */
export function mayReadMetrics(req: FastifyRequest, token: string | null): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7));
    const want = Buffer.from(token);
    if (given.length === want.length && timingSafeEqual(given, want)) return true;
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;
  return !forwarded && isLoopback(req.socket.remoteAddress ?? '');
}

export function isLoopback(address: string): boolean {
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

export function metricsRoute(app: FastifyInstance, deps: { cluster: Cluster; tables: () => number; token: string | null }): () => void {
  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();
  let since = Date.now();
  app.get('/api/metrics', async (req, reply) => {
    if (!mayReadMetrics(req, deps.token)) return fail(reply, 403, 'forbidden', 'metrics are for loopback callers or the METRICS_TOKEN');
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    const body: ProcessMetrics = {
      processId: matchMaker.processId,
      publicAddress: deps.cluster.publicAddress,
      uptimeS: Math.round(process.uptime()),
      rssMb: mb(mem.rss),
      heapUsedMb: mb(mem.heapUsed),
      cpuMs: { user: Math.round(cpu.user / 1000), system: Math.round(cpu.system / 1000) },
      eventLoopDelayMs: { p50: ms(eld.percentile(50)), p99: ms(eld.percentile(99)), max: ms(eld.max), mean: ms(eld.mean), since },
      rooms: matchMaker.stats.local.roomCount,
      clients: matchMaker.stats.local.ccu,
      tables: deps.tables(),
      mayWrite: deps.cluster.mayWrite(),
      sent: { ...wireCounters },
    };
    if ((req.query as { reset?: string }).reset === '1') {
      eld.reset();
      since = Date.now();
    }
    return body;
  });
  return () => eld.disable();
}
