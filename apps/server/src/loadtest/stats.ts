import * as hdr from 'hdr-histogram-js';

/** What every worker counts; added up by the main thread. */
export interface Counters {
  /** Actions sent in the measured phase. */
  actions: number;
  /** Actions sent in all phases. */
  actionsTotal: number;
  /** `error` messages, failed REST calls, failed joins and rejoins. */
  errors: number;
  errorCodes: Record<string, number>;
  /** Connections that ended without the client leaving. */
  disconnects: number;
  reconnects: number;
  /** Turns the server's timer played for a client (it was too slow). */
  timeouts: number;
  seated: number;
}

export const emptyCounters = (): Counters => ({
  actions: 0,
  actionsTotal: 0,
  errors: 0,
  errorCodes: {},
  disconnects: 0,
  reconnects: 0,
  timeouts: 0,
  seated: 0,
});

export function addCounters(into: Counters, c: Counters): void {
  into.actions += c.actions;
  into.actionsTotal += c.actionsTotal;
  into.errors += c.errors;
  into.disconnects += c.disconnects;
  into.reconnects += c.reconnects;
  into.timeouts += c.timeouts;
  into.seated += c.seated;
  for (const [k, n] of Object.entries(c.errorCodes)) into.errorCodes[k] = (into.errorCodes[k] ?? 0) + n;
}

export function countError(c: Counters, code: string): void {
  c.errors++;
  c.errorCodes[code] = (c.errorCodes[code] ?? 0) + 1;
}

/** Latencies in microseconds, up to 10 minutes, three significant digits. */
export const latencyHistogram = (): hdr.Histogram =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });

export const encode = (h: hdr.Histogram): string => hdr.encodeIntoCompressedBase64(h);
export const decode = (s: string): hdr.Histogram => hdr.decodeFromCompressedBase64(s);

export interface Latency {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

const ms = (us: number): number => Math.round(us / 10) / 100;

export function latencyOf(h: hdr.Histogram): Latency {
  if (h.totalCount === 0) return { count: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  return {
    count: h.totalCount,
    p50: ms(h.getValueAtPercentile(50)),
    p95: ms(h.getValueAtPercentile(95)),
    p99: ms(h.getValueAtPercentile(99)),
    max: ms(h.maxValue),
  };
}
