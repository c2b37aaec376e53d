/** Timings of groups and tournaments (environment, overridable per server start for tests). */
export interface SocialConfig {
  /** How often a process looks for game nights that are due (`NIGHT_TICK_MS`). */
  readonly nightTickMs: number;
  /** How often each tournament director looks at its tournaments (`TOURNAMENT_TICK_MS`). */
  readonly tournamentTickMs: number;
  /** How often a process looks for tournaments nobody runs (`TOURNAMENT_SWEEP_MS`). */
  readonly tournamentSweepMs: number;
  /** Live room: how often presence is renewed, and how long it lasts without renewal. */
  readonly presenceRenewMs: number;
  readonly presenceTtlS: number;
}

const int = (env: Readonly<Record<string, string | undefined>>, key: string, fallback: number, min: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${key} must be a whole number ≥ ${min}, got "${raw}"`);
  return n;
};

export function socialConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): SocialConfig {
  return {
    nightTickMs: int(env, 'NIGHT_TICK_MS', 15_000, 20),
    tournamentTickMs: int(env, 'TOURNAMENT_TICK_MS', 1000, 20),
    tournamentSweepMs: int(env, 'TOURNAMENT_SWEEP_MS', 5000, 50),
    presenceRenewMs: int(env, 'PRESENCE_RENEW_MS', 10_000, 100),
    presenceTtlS: int(env, 'PRESENCE_TTL_S', 30, 1),
  };
}
