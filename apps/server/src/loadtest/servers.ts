import type { ProcessMetrics } from '../http/metrics.ts';
import { httpBase } from './options.ts';

/** One server process as the load test saw it over the measured phase (`GET /api/metrics`). */
export interface ServerSeen {
  readonly url: string;
  processId: string | null;
  /** Event loop delay over the measured phase (the server's histogram, reset at its start). */
  eventLoopDelayMsP99: number | null;
  eventLoopDelayMsMax: number | null;
  rssMbPeak: number;
  /** CPU time of the process over the measured phase, as a share of one core. */
  cpuPercent: number | null;
  rooms: number | null;
  clients: number | null;
  /**
   * Over the measured phase: actions this process applied, its CPU time per action and per
   * message it sent to table clients, and the mean WebSocket payload of a message.
   */
  actions: number | null;
  cpuUsPerAction: number | null;
  messagesPerAction: number | null;
  cpuUsPerMessage: number | null;
  bytesPerMessage: number | null;
  /** The process stopped answering (killed in a failover run). */
  down: boolean;
}

async function metrics(url: string, reset: boolean): Promise<ProcessMetrics | null> {
  try {
    const res = await fetch(`${httpBase(url)}/api/metrics${reset ? '?reset=1' : ''}`, { signal: AbortSignal.timeout(5000) });
    return res.ok ? ((await res.json()) as ProcessMetrics) : null;
  } catch {
    return null;
  }
}

/** Watches the server processes: reset at the start of the measured phase, sampled, read at its end. */
export class ServerWatch {
  readonly seen: ServerSeen[];
  private cpuAt = new Map<string, { ms: number; at: number; sent: ProcessMetrics['sent'] | undefined }>();

  constructor(urls: readonly string[]) {
    this.seen = [...new Set(urls)].map((url) => ({
      url,
      processId: null,
      eventLoopDelayMsP99: null,
      eventLoopDelayMsMax: null,
      rssMbPeak: 0,
      cpuPercent: null,
      rooms: null,
      clients: null,
      actions: null,
      cpuUsPerAction: null,
      messagesPerAction: null,
      cpuUsPerMessage: null,
      bytesPerMessage: null,
      down: false,
    }));
  }

  async start(): Promise<void> {
    await Promise.all(
      this.seen.map(async (s) => {
        const m = await metrics(s.url, true);
        if (!m) return;
        s.processId = m.processId;
        s.rssMbPeak = m.rssMb;
        this.cpuAt.set(s.url, { ms: m.cpuMs.user + m.cpuMs.system, at: Date.now(), sent: m.sent });
      }),
    );
  }

  async sample(final = false): Promise<void> {
    await Promise.all(
      this.seen.map(async (s) => {
        if (s.down) return;
        const m = await metrics(s.url, false);
        if (!m || (s.processId !== null && m.processId !== s.processId)) {
          s.down = true;
          return;
        }
        s.rssMbPeak = Math.max(s.rssMbPeak, m.rssMb);
        s.rooms = m.rooms;
        s.clients = m.clients;
        if (final) {
          s.eventLoopDelayMsP99 = m.eventLoopDelayMs.p99;
          s.eventLoopDelayMsMax = m.eventLoopDelayMs.max;
          const from = this.cpuAt.get(s.url);
          if (!from) return;
          const cpuMs = m.cpuMs.user + m.cpuMs.system - from.ms;
          s.cpuPercent = Math.round((cpuMs / (Date.now() - from.at)) * 1000) / 10;
          // A server without these counters (an older build) leaves them null.
          if (!from.sent || !m.sent) return;
          const actions = m.sent.actions - from.sent.actions;
          const messages = m.sent.messages - from.sent.messages;
          const round = (x: number): number => Math.round(x * 10) / 10;
          s.actions = actions;
          s.cpuUsPerAction = actions > 0 ? round((cpuMs * 1000) / actions) : null;
          s.messagesPerAction = actions > 0 ? round(messages / actions) : null;
          s.cpuUsPerMessage = messages > 0 ? round((cpuMs * 1000) / messages) : null;
          s.bytesPerMessage = messages > 0 ? round((m.sent.bytes - from.sent.bytes) / messages) : null;
        }
      }),
    );
  }
}
