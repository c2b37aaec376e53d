import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { type LimitStore, spent, take } from '../accounts/limits.ts';

/**
 * Wrong invite codes, counted per IP (`/api/invite/:code` and joining a private table) and per
 * table (joining it): once either has spent its budget in 15 minutes, codes from that IP, or for
 * that table, are refused until the window has passed — even the right one. Players already
 * seated at the table and its host need no code, so an attacker who spends a table's budget
 * keeps only newcomers out for a while. With 31⁸ possible codes, a budget of 20 per IP leaves an
 * attacker about 2 · 10⁻¹¹ chance per window.
 */
export class InviteLimits {
  private readonly byIp: RateLimiterAbstract;
  private readonly byTable: RateLimiterAbstract;

  constructor(store: LimitStore, policy: { readonly inviteIpLimit: number; readonly inviteTableLimit: number }) {
    this.byIp = store.limiter('invite-ip', policy.inviteIpLimit, WINDOW_S);
    this.byTable = store.limiter('invite-table', policy.inviteTableLimit, WINDOW_S);
  }

  /** Seconds to wait before this IP (and, given, this table) may try a code again; null: go ahead. */
  async blocked(ip: string, tableId: string | null = null): Promise<number | null> {
    for (const [limiter, key] of [[this.byIp, ip], ...(tableId ? [[this.byTable, tableId] as const] : [])] as const) {
      const v = await spent(limiter, key);
      if (!v.ok) return v.retryAfterS;
    }
    return null;
  }

  async failed(ip: string, tableId: string | null = null): Promise<void> {
    await take(this.byIp, ip);
    if (tableId) await take(this.byTable, tableId);
  }
}

const WINDOW_S = 15 * 60;
