import type { GameId } from '@stammtisch/engine';
import { sha256 } from '@stammtisch/engine/cards/sha256';
import type { ChatMessage, ErrorMessage, OverMessage, SeatInfo, ServerMessage, TableInfo, TableJoinOptions, ViewMessage, Welcome } from '@stammtisch/protocol';
import { Client } from 'colyseus.js';
import { api } from './api.ts';
import { freshSecret, type SeatSecret } from './fairness.ts';
import { type LinkStatus, type RoomLike, TableLink } from './link.ts';
import { loadMutes, saveMutes } from './mutes.ts';
import { ServerSession } from './session.ts';
import { judgeView, type Seen } from './versions.ts';

/**
 * A live table as the screens see it: the connection's state, the table (seats, status, invite),
 * the game in play as a `ServerSession`, the turn clock, chat, the end of the game with its
 * revealed seed. One per open table screen; `close()` leaves.
 */
export interface Turn {
  readonly seat: number | null;
  /** Local epoch ms (server clock corrected). */
  readonly deadline: number | null;
  readonly kind: 'card' | 'decision' | null;
  /** The timer's full length, for the ring. */
  readonly totalMs: number;
}

export interface Takeover {
  readonly seat: number;
  readonly at: number;
}

const CHAT_ERRORS = new Set(['chat-empty', 'chat-unknown-phrase', 'chat-anonymous']);
/** The draw's refusals (a value too late): the server's seed fills in, nothing to tell the player. */
const DRAW_ERRORS = new Set(['no-draw', 'bad-reveal']);
const KEEP_CHAT = 100;

export class LiveTable {
  status = $state<LinkStatus>({ state: 'connecting', attempt: 0, retryAt: null, reason: null });
  you = $state<Welcome['you'] | null>(null);
  table = $state<TableInfo | null>(null);
  session = $state<ServerSession | null>(null);
  seedHash = $state<string | null>(null);
  turn = $state<Turn>({ seat: null, deadline: null, kind: null, totalMs: 0 });
  over = $state<(OverMessage & { hashMatches: boolean }) | null>(null);
  chat = $state<ChatMessage[]>([]);
  unread = $state(0);
  chatOpen = $state(false);
  chatError = $state<string | null>(null);
  tableError = $state<ErrorMessage | null>(null);
  takeover = $state<Takeover | null>(null);
  mutes = $state<Set<string>>(loadMutes());

  private readonly link: TableLink;
  private seen: Seen | null = null;
  private clockOffset = 0;
  private lastSent: string | null = null;
  /** docs/fairness.md: the value this seat committed to for its next game, and the seat it was for. */
  private secret: SeatSecret = freshSecret();
  private committedSeat: number | null = null;

  constructor(
    readonly tableId: string,
    options: TableJoinOptions,
    private readonly seatName: (s: SeatInfo | undefined, seat: number) => string,
    join: (tableId: string, options: TableJoinOptions) => Promise<RoomLike> = defaultJoin(),
  ) {
    this.link = new TableLink(tableId, options, (m) => this.receive(m), (s) => (this.status = s), {
      // Every join commits to a fresh value: a seat taken again forgets the old commitment.
      join: (id, o) => {
        this.secret = freshSecret();
        return join(id, { ...o, commit: this.secret.commitment });
      },
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
      random: Math.random,
      window: typeof window === 'undefined' ? null : window,
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
      stillThere: async (id) => {
        const r = await api.table(id);
        return r.ok && (r.body.status === 'waiting' || r.body.status === 'playing');
      },
    });
    this.link.start();
  }

  get game(): GameId | null {
    return (this.table?.game as GameId | undefined) ?? null;
  }

  get seat(): number | null {
    return this.you?.seat ?? null;
  }

  get isHost(): boolean {
    return !!this.you?.playerId && this.you.playerId === this.table?.hostId;
  }

  retry(options?: TableJoinOptions): void {
    this.link.retryNow(options);
  }

  send(t: 'start' | 'rematch' | 'sync'): boolean;
  send(t: 'sit', d: { seat: number }): boolean;
  send(t: 'chat', d: { phrase: string } | { text: string }): boolean;
  send(t: string, d?: unknown): boolean {
    this.lastSent = t;
    return this.link.send(t, d);
  }

  setChatOpen(open: boolean): void {
    this.chatOpen = open;
    if (open) this.unread = 0;
  }

  toggleMute(playerId: string): void {
    const next = new Set(this.mutes);
    if (next.has(playerId)) next.delete(playerId);
    else next.add(playerId);
    this.mutes = next;
    saveMutes(next);
  }

  close(): Promise<void> {
    this.session?.end();
    return this.link.close();
  }

  private receive(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        this.you = m.d.you;
        this.committedSeat = m.d.you.seat;
        this.clockOffset = m.d.serverTime - Date.now();
        return;
      case 'table':
        this.table = m.d;
        this.tableError = null;
        this.commitIfSeated(m.d);
        if (m.d.status === 'waiting') this.over = null;
        return;
      case 'view':
        return this.view(m.d);
      case 'over':
        this.over = { ...m.d, hashMatches: sha256(m.d.seed) === m.d.seedHash };
        return;
      case 'draw':
        return this.reveal(m.d.commitments);
      case 'chat':
        this.chat = [...this.chat, m.d].slice(-KEEP_CHAT);
        if (!this.chatOpen && !this.mutes.has(m.d.from.playerId) && m.d.from.playerId !== this.you?.playerId) this.unread++;
        return;
      case 'chatlog':
        this.chat = m.d.slice(-KEEP_CHAT);
        return;
      case 'error':
        return this.error(m.d);
      case 'queue':
      case 'matched':
        return;
    }
  }

  /** A seat taken before the game (`sit`): commit to a value for it. */
  private commitIfSeated(t: TableInfo): void {
    const me = this.you?.playerId;
    const seat = me ? (t.seats.find((s) => s.kind === 'player' && s.playerId === me)?.seat ?? null) : null;
    if (seat === null || seat === this.committedSeat || t.status !== 'waiting') return;
    this.secret = freshSecret();
    if (this.link.send('commit', { c: this.secret.commitment })) this.committedSeat = seat;
  }

  /** The server's seed is fixed and every commitment known: reveal ours, commit to the next game's. */
  private reveal(commitments: readonly (string | null)[]): void {
    const seat = this.committedSeat;
    if (seat === null || commitments[seat] !== this.secret.commitment) return;
    this.link.send('reveal', { v: this.secret.value });
    this.secret = freshSecret();
    this.link.send('commit', { c: this.secret.commitment });
  }

  private view(msg: ViewMessage): void {
    const verdict = judgeView(this.seen, { gameId: msg.gameId, v: msg.v });
    if (verdict === 'stale') return;
    if (verdict === 'new-game' || !this.session || this.session.gameId !== msg.gameId) this.newGame(msg);
    this.seen = { gameId: msg.gameId, v: msg.v };
    this.seedHash = msg.seedHash;
    const kind = msg.timer;
    const t = this.table?.timer;
    this.turn = {
      seat: msg.toAct,
      deadline: msg.deadline === null ? null : msg.deadline - this.clockOffset,
      kind,
      totalMs: kind === 'decision' ? (t?.decisionMs ?? 15_000) : (t?.cardMs ?? 30_000),
    };
    if (msg.last?.by === 'timeout') this.takeover = { seat: msg.last.seat, at: Date.now() };
    this.session!.push(msg);
    if (verdict === 'gap') this.link.send('sync');
  }

  private newGame(msg: ViewMessage): void {
    const game = this.game;
    const seats = this.table?.seats ?? [];
    const count = Math.max(seats.length, 2);
    const names = Array.from({ length: count }, (_, s) => this.seatName(seats[s], s));
    const bots = seats.filter((s) => s.kind === 'bot').map((s) => s.seat);
    const watching = msg.seat === null;
    this.session?.end();
    this.over = null;
    this.takeover = null;
    const levels = Object.fromEntries(seats.flatMap((s) => (s.kind === 'bot' && s.level ? [[s.seat, s.level]] : [])));
    this.session = new ServerSession(
      (game ?? 'schraem') as GameId,
      msg.gameId,
      msg.seat ?? 0,
      watching,
      names,
      bots,
      (action) => {
        this.lastSent = 'act';
        return this.link.send('act', action);
      },
      levels,
    );
  }

  private error(e: ErrorMessage): void {
    if (CHAT_ERRORS.has(e.code) || (e.code === 'rate-limited' && this.lastSent === 'chat')) {
      this.chatError = e.code;
      return;
    }
    if (e.code === 'replaced' || DRAW_ERRORS.has(e.code)) return;
    if (this.lastSent === 'act' && this.session) {
      this.session.refuse({ kind: 'rule', code: e.code, rule: e.rule ?? null, params: e.params ?? {}, message: e.message });
      return;
    }
    this.tableError = e;
  }
}

/** Joins through colyseus.js on this page's origin; the cookies identify the player. */
function defaultJoin(): (tableId: string, options: TableJoinOptions) => Promise<RoomLike> {
  let client: Client | null = null;
  return (tableId, options) => {
    client ??= new Client(location.origin);
    return client.joinById(tableId, options) as Promise<RoomLike>;
  };
}

/**
 * The table this page is at. It outlives its screen: looking up a rule or a replay keeps the seat
 * and the connection; only leaving (the back arrow, "to the lobby") or opening another table ends it.
 */
let current: LiveTable | null = null;

export function liveTable(id: string, make: () => LiveTable): LiveTable {
  if (current && current.tableId === id && current.status.state !== 'closed') return current;
  void current?.close();
  current = make();
  return current;
}

export function leaveTable(): Promise<void> {
  const c = current;
  current = null;
  return c?.close() ?? Promise.resolve();
}
