import { randomSeed, type Schraem } from '@stammtisch/engine';
import { botVersion, type Level } from '@stammtisch/engine/bots/index';
import type { OfflineAccepted, OfflineBudgetSteps, OfflineRefused, OfflineSeed } from '@stammtisch/protocol';
import type { AuthLimits } from '../accounts/limits.ts';
import { take } from '../accounts/limits.ts';
import type { BotRunner } from '../bots/runner.ts';
import { type Identity, newId } from '../identity/identity.ts';
import { resultsOf, prepare, writeRecord } from '../ranking/record.ts';
import { pointsOf } from '../ranking/derive.ts';
import type { Db } from '../store/db.ts';
import { verifyOffline } from './verify.ts';

/** S-30: the player against three bots. */
export const OFFLINE_SEATS = 4;

export interface SeedInput {
  readonly mode: Schraem.Mode;
  readonly level: Level;
  readonly seat: number;
}

export interface Refusal {
  readonly status: 403 | 404 | 409 | 410 | 422 | 429;
  readonly body: OfflineRefused | { readonly error: string; readonly message: string; readonly retryAfterS?: number };
}

/**
 * Verified offline wins (S-27, S-29). The server issues a seed (one use, for one player, with
 * the mode, the bots' level and the human's seat), the browser plays it with the same engine and
 * bots, and submits the whole log. A log that replays legally to the end uses the seed up, won
 * or lost; a win is recorded like any game — points, stats, history — but not rated.
 *
 * The seed carries the version of the server's bots, the submission the version the device
 * played against (engine bots/version.ts). When they differ the bots' moves cannot be checked:
 * a log that keeps the rules to the end is kept, `unverified`, and counts for nothing, rather
 * than refused as forged (`bot-version`).
 */
export class Offline {
  constructor(
    private readonly db: Db,
    private readonly policy: { readonly offlineSeedTtlMs: number },
    private readonly now: () => number,
    private readonly limits: AuthLimits,
    private readonly bots: BotRunner,
    private readonly postgres: boolean,
    private readonly newSeed: () => string = randomSeed,
  ) {}

  async issue(player: Identity, input: SeedInput): Promise<OfflineSeed | Refusal> {
    const limited = await take(this.limits.offlineByPlayer, player.id);
    if (!limited.ok) return tooMany(limited.retryAfterS);
    const now = this.now();
    await this.db.deleteFrom('offline_games').where('status', '=', 'issued').where('expires_at', '<', now).execute();
    const seed: OfflineSeed = {
      seedId: newId('O', 9),
      game: 'schraem',
      options: { mode: input.mode, players: OFFLINE_SEATS },
      seed: this.newSeed(),
      level: input.level,
      human: input.seat,
      botVersion: botVersion('schraem', input.level),
      expiresAt: now + this.policy.offlineSeedTtlMs,
    };
    await this.db
      .insertInto('offline_games')
      .values({
        id: seed.seedId,
        player_id: player.id,
        game: seed.game,
        options: JSON.stringify(seed.options),
        level: seed.level,
        human_seat: seed.human,
        seed: seed.seed,
        status: 'issued',
        issued_at: now,
        expires_at: seed.expiresAt,
        submitted_at: null,
        actions: null,
        result: null,
        bot_version: seed.botVersion,
        played_bot_version: null,
      })
      .execute();
    return seed;
  }

  async submit(player: Identity, seedId: string, actions: readonly { seat: number; action: string }[], budgets?: OfflineBudgetSteps, playedBots?: string): Promise<OfflineAccepted | Refusal> {
    const rec = await this.db.selectFrom('offline_games').selectAll().where('id', '=', seedId).executeTakeFirst();
    if (!rec) return { status: 404, body: { error: 'no-seed', message: `no offline game ${seedId}` } };
    if (rec.player_id !== player.id) return { status: 403, body: { error: 'not-your-seed', message: 'this offline game was issued to another player' } };
    if (rec.status !== 'issued') return used();
    const now = this.now();
    if (now >= Number(rec.expires_at)) return { status: 410, body: { error: 'seed-expired', message: 'this offline game has expired: ask for a new one' } };
    const limited = await take(this.limits.offlineByPlayer, player.id);
    if (!limited.ok) return tooMany(limited.retryAfterS);

    const spec = { game: 'schraem' as const, options: JSON.parse(rec.options) as Record<string, unknown>, seed: rec.seed, level: rec.level as Level, human: rec.human_seat, ...(budgets === undefined ? {} : { budgets }) };
    const ours = botVersion(spec.game, spec.level);
    // An app older than bot versions sends none: its bots are taken to be ours, as before.
    const sameBots = playedBots === undefined || playedBots === ours;
    const verdict = await verifyOffline(spec, actions, sameBots ? (job) => this.bots.decide(job) : null);
    if (!verdict.ok) {
      const { code, message, index, rule } = verdict;
      return { status: 422, body: { error: code, message, ...(index !== undefined ? { index } : {}), ...(rule ? { rule } : {}) } };
    }
    if (!sameBots) return this.keepUnverified(rec.id, now, verdict, playedBots, ours);
    const won = (verdict.summary as Schraem.SchraemSummary).gameWinner === spec.human;
    const prepared = prepare({
      gameId: rec.id,
      game: spec.game,
      options: spec.options,
      seed: spec.seed,
      finishedAt: now,
      source: 'offline',
      seats: Array.from({ length: OFFLINE_SEATS }, (_, s) =>
        s === spec.human ? { seat: s, playerId: player.id, botLevel: null, covered: false } : { seat: s, playerId: null, botLevel: spec.level, covered: false },
      ),
      actions: verdict.actions,
    });
    if ('error' in prepared) throw new Error(`offline game ${rec.id} verified but does not replay: ${prepared.error}`);

    const consumed = await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('offline_games')
        .set({ status: won ? 'won' : 'lost', submitted_at: now, actions: JSON.stringify(verdict.actions), result: JSON.stringify(verdict.summary), played_bot_version: playedBots ?? null })
        .where('id', '=', rec.id)
        .where('status', '=', 'issued')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      if (won) await writeRecord(trx, prepared, this.postgres, now);
      return true;
    });
    if (!consumed) return used();
    if (!won) return { status: 422, body: { error: 'not-won', message: `seat ${spec.human} did not win this game: only wins count (S-27)` } };
    return { accepted: true, gameId: rec.id, points: pointsOf(await resultsOf(this.db, player.id, 'schraem')) };
  }

  /** A game that keeps the rules, played against other bots: stored as it was played, counted for nothing. */
  private async keepUnverified(id: string, now: number, verdict: { readonly summary: unknown; readonly actions: readonly { seat: number; action: string }[] }, played: string, ours: string): Promise<Refusal> {
    const r = await this.db
      .updateTable('offline_games')
      .set({ status: 'unverified', submitted_at: now, actions: JSON.stringify(verdict.actions), result: JSON.stringify(verdict.summary), played_bot_version: played })
      .where('id', '=', id)
      .where('status', '=', 'issued')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return used();
    return {
      status: 422,
      body: {
        error: 'bot-version',
        message: `this game was played against the bots ${played}, the server now has ${ours}: their moves cannot be checked, so the game is kept unverified and does not count for the points`,
      },
    };
  }
}

const used = (): Refusal => ({ status: 409, body: { error: 'seed-used', message: 'this offline game has been submitted already' } });

const tooMany = (retryAfterS: number): Refusal => ({
  status: 429,
  body: { error: 'rate-limited', message: `too many offline games: try again in ${retryAfterS} s`, retryAfterS },
});

export const isRefusal = <T extends object>(x: T | Refusal): x is Refusal => 'status' in x && 'body' in x;
