/**
 * Reconnection delays: exponential with "full jitter" — attempt n waits a random time between
 * half of min(cap, base·2ⁿ) and all of it, so a pub full of phones that lost the same Wi-Fi does
 * not knock on the server in one beat.
 */
export interface Backoff {
  readonly baseMs: number;
  readonly capMs: number;
}

export const BACKOFF: Backoff = { baseMs: 500, capMs: 15_000 };

export function backoffDelay(attempt: number, random: () => number = Math.random, b: Backoff = BACKOFF): number {
  const ceiling = Math.min(b.capMs, b.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
