import { CLOSE, type Conn, refusal } from './seats.ts';

/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. Each refusal is a strike;
 * a connection that keeps sending into an empty bucket is closed (`flooding`).
 */
export class Bucket {
  private tokens: number;
  private at: number;
  strikes = 0;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.strikes++;
    return false;
  }
}

/**
 * Whether a message fits the connection's budget. One over it is dropped (with an error now and
 * then); a connection that keeps flooding is closed.
 */
export function admit(conn: Conn, now: number, floodStrikes: number): boolean {
  if (conn.msgs.take(now)) return true;
  if (conn.msgs.strikes >= floodStrikes) conn.close(CLOSE.flooding, 'flooding');
  else if (conn.msgs.strikes % 10 === 1) conn.send('error', refusal('rate-limited', 'too many messages: slow down'));
  return false;
}
