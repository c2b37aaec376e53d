import type { GameId, Seat } from '@stammtisch/engine';
import type { ChatMessage, ChatPayload, TableInfo, Welcome } from '@stammtisch/protocol';
import { CHAT_HISTORY, chatLine } from './chat.ts';
import { CLOSE, type Conn, refusal } from './seats.ts';
import { type Shown, viewCache, viewMessage } from './views.ts';
import { encodeMessage } from './wire.ts';

/** Everyone connected to a table, seated or watching, and what goes out to them. */
export class Audience {
  private readonly conns = new Set<Conn>();
  private readonly chatlog: ChatMessage[] = [];

  get size(): number {
    return this.conns.size;
  }

  /** Anyone here with a name (anonymous spectators do not keep a table going). */
  get humans(): boolean {
    return [...this.conns].some((c) => c.identity !== null);
  }

  get spectators(): number {
    return [...this.conns].filter((c) => c.seat === null).length;
  }

  add(conn: Conn): void {
    this.conns.add(conn);
  }

  remove(conn: Conn): void {
    this.conns.delete(conn);
  }

  /** Another connection of the same player took over its seat. */
  dismiss(previous: Conn): void {
    previous.seat = null;
    this.conns.delete(previous);
    previous.send('error', refusal('replaced', 'this seat was taken up by another connection of yours'));
    previous.close(CLOSE.replaced, 'replaced');
  }

  /** A newcomer gets its welcome and the chat so far. */
  welcome(conn: Conn, d: Welcome): void {
    conn.send('welcome', d);
    const lines = this.chatlog.filter((l) => !conn.hide?.has(l.from.playerId));
    if (lines.length > 0) conn.send('chatlog', lines);
  }

  chat(conn: Conn, game: GameId, payload: ChatPayload, now: number): void {
    const who = conn.identity;
    if (!who) return conn.send('error', refusal('chat-anonymous', 'only players with a name can chat'));
    if (!conn.chats.take(now)) return conn.send('error', refusal('rate-limited', 'too many chat messages: slow down'));
    const line = chatLine(game, payload, { seat: conn.seat, playerId: who.id, nickname: who.nickname }, now);
    if ('code' in line) return conn.send('error', refusal(line.code, line.message));
    this.chatlog.push(line);
    if (this.chatlog.length > CHAT_HISTORY) this.chatlog.shift();
    for (const c of this.conns) if (!c.hide?.has(who.id)) c.send('chat', line);
  }

  send(t: 'over' | 'chat' | 'draw', d: unknown): void {
    for (const c of this.conns) c.send(t, d);
  }

  /** The table, as each connection may see it. */
  tables(info: (conn: Conn) => TableInfo): void {
    for (const c of this.conns) c.send('table', info(c));
  }

  /**
   * Each connection its own view of the game in play (none before the first game). A view
   * message depends on the seat alone (null: every spectator), so each is made through the
   * engine's viewFor/publicAction and encoded once, however many connections it goes to.
   */
  views(shown: Shown | null): void {
    if (!shown) return;
    const views = viewCache(shown.run);
    const encoded = new Map<Seat | null, Uint8Array>();
    for (const c of this.conns) {
      let bytes = encoded.get(c.seat);
      if (!bytes) {
        bytes = encodeMessage('view', viewMessage(shown, c.seat, views));
        encoded.set(c.seat, bytes);
      }
      c.sendEncoded(bytes);
    }
  }

  view(conn: Conn, shown: Shown | null): void {
    if (shown) conn.send('view', viewMessage(shown, conn.seat, viewCache(shown.run)));
  }
}
