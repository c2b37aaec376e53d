import type { Level } from '@stammtisch/engine/bots/index';
import { sql } from 'kysely';
import type { Db } from '../store/db.ts';
import type { Database } from '../store/schema.ts';
import { pointsOf, type ResultRow, statsOf } from './derive.ts';
import { type LoggedAction, type Outcome, ratingGameOf, replayOutcome, wonAsPlayed } from './outcome.ts';
import { displayOf, freshRating, type Rating, rateGame } from './ratings.ts';
import { type ActionFacts, standing } from './standing.ts';

/** Everything the record of one finished game is made from: the game as stored, and its log. */
export interface GameFacts {
  readonly gameId: string;
  readonly game: string;
  readonly options: unknown;
  /** The seed the deals come from (a table game's seed mixed with its seats' values, docs/fairness.md). */
  readonly seed: string;
  readonly finishedAt: number;
  readonly source: 'table' | 'offline';
  readonly seats: readonly { readonly seat: number; readonly playerId: string | null; readonly botLevel: Level | null; readonly covered: boolean }[];
  readonly actions: readonly (LoggedAction & Pick<ActionFacts, 'by'>)[];
  /** Table games: the people at the table who are registered accounts. */
  readonly registered?: ReadonlySet<string>;
  /** Table games: per pair of registered people (`pairKey`), the table games they shared in the 24 hours before. */
  readonly shared?: ReadonlyMap<string, number>;
}

/** A finished game replayed and turned into result rows, ready to be written. */
export interface Prepared {
  readonly facts: GameFacts;
  readonly outcome: Outcome;
  readonly rows: readonly ResultRow[];
  /** Offline games are not rated: only wins are ever submitted, which would skew every rating. */
  readonly rated: boolean;
  /** Why the game counts less than it might have (ranking/standing.ts), for the log. */
  readonly why: readonly string[];
}

/**
 * Replays the log (never trusting a number from elsewhere, S-29) into one row per person. What a
 * table game counts for — online, against bots, nothing — and whether it is rated follows
 * ranking/standing.ts (registered accounts only, the pair cap, passive seats); an offline game
 * is a game against bots. A seat a bot covered to the end gets no win.
 */
export function prepare(facts: GameFacts): Prepared | { readonly error: string } {
  const outcome = replayOutcome(facts.game, facts.options, facts.seed, facts.actions);
  if ('error' in outcome) return outcome;
  const table = facts.source === 'table';
  const stand = table ? standing(facts.seats, facts.actions, outcome.teams, facts.registered ?? new Set(), facts.shared ?? new Map()) : null;
  const rows = facts.seats.flatMap((s): ResultRow[] =>
    s.playerId === null
      ? []
      : [
          {
            gameId: facts.gameId,
            seat: s.seat,
            playerId: s.playerId,
            game: outcome.game,
            mode: outcome.mode,
            source: facts.source,
            online: stand?.counts.get(s.seat) === 'online',
            counts: stand ? (stand.counts.get(s.seat) ?? 'none') : 'bots',
            players: outcome.players,
            place: outcome.places[s.seat]!,
            won: wonAsPlayed(outcome.places, s.seat) && !s.covered,
            covered: s.covered,
            finishedAt: facts.finishedAt,
            mu: null,
            sigma: null,
            stats: outcome.stats[s.seat] ?? {},
          },
        ],
  );
  return { facts, outcome, rows, rated: stand?.rated ?? false, why: stand?.why ?? [] };
}

const bit = (b: boolean): number => (b ? 1 : 0);

/**
 * Writes a prepared game inside the caller's transaction: ratings, result rows, then each
 * person's points and stats recomputed from all their rows. On PostgreSQL the people of the game
 * are locked first (advisory locks, in id order), so that games finishing at once in several
 * processes update one player one after the other.
 */
export async function writeRecord(trx: Db, p: Prepared, postgres: boolean, now: number): Promise<void> {
  const ids = [...new Set(p.rows.map((r) => r.playerId))].sort();
  if (ids.length === 0) return;
  if (postgres) for (const id of ids) await sql`select pg_advisory_xact_lock(hashtext(${id}))`.execute(trx);

  let rows = p.rows;
  if (p.rated) {
    const current = await trx.selectFrom('ratings').selectAll().where('game', '=', ratingGameOf(p.outcome)).where('player_id', 'in', ids).execute();
    const known = new Map(current.map((r) => [r.player_id, r]));
    const seats = p.facts.seats.map((s) => ({
      seat: s.seat,
      rating: s.playerId ? (known.get(s.playerId) ?? freshRating()) : null,
      bot: s.playerId ? null : (s.botLevel ?? 'mittel'),
      place: p.outcome.places[s.seat]!,
      covered: s.covered,
    }));
    const next = rateGame(seats, p.outcome.teams);
    rows = rows.map((r) => {
      const n = next.get(r.seat);
      return n ? { ...r, mu: n.mu, sigma: n.sigma } : r;
    });
    for (const r of rows) {
      if (r.mu === null || r.sigma === null) continue;
      await upsertRating(trx, r.playerId, ratingGameOf(p.outcome), { mu: r.mu, sigma: r.sigma }, (known.get(r.playerId)?.games ?? 0) + 1, now);
    }
  }

  await trx
    .insertInto('player_results')
    .values(
      rows.map((r) => ({
        game_id: r.gameId,
        seat: r.seat,
        player_id: r.playerId,
        game: r.game,
        mode: r.mode,
        source: r.source,
        online: bit(r.online),
        counts: r.counts,
        players: r.players,
        place: r.place,
        won: bit(r.won),
        covered: bit(r.covered),
        finished_at: r.finishedAt,
        mu: r.mu,
        sigma: r.sigma,
        stats: JSON.stringify(r.stats),
      })),
    )
    .execute();

  for (const id of ids) await refreshPlayer(trx, id, p.outcome.game, now);
}

async function upsertRating(trx: Db, playerId: string, game: string, r: Rating, games: number, now: number): Promise<void> {
  const values = { mu: r.mu, sigma: r.sigma, display: displayOf(r), games, updated_at: now };
  await trx
    .insertInto('ratings')
    .values({ player_id: playerId, game, ...values })
    .onConflict((oc) => oc.columns(['player_id', 'game']).doUpdateSet(values))
    .execute();
}

type ResultDbRow = Database['player_results'];

export const rowFromDb = (r: ResultDbRow): ResultRow => ({
  gameId: r.game_id,
  seat: r.seat,
  playerId: r.player_id,
  game: r.game,
  mode: r.mode,
  source: r.source === 'offline' ? 'offline' : 'table',
  online: r.online === 1,
  counts: r.counts === 'online' || r.counts === 'none' ? r.counts : 'bots',
  players: r.players,
  place: r.place,
  won: r.won === 1,
  covered: r.covered === 1,
  finishedAt: Number(r.finished_at),
  mu: r.mu,
  sigma: r.sigma,
  stats: JSON.parse(r.stats) as Record<string, number>,
});

/** A player's results in one game, oldest first. */
export async function resultsOf(db: Db, playerId: string, game: string): Promise<ResultRow[]> {
  const rows = await db
    .selectFrom('player_results')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game', '=', game)
    .orderBy('finished_at')
    .orderBy('game_id')
    .execute();
  return rows.map(rowFromDb);
}

/** Points (7-Schräm) and stats of one player, recomputed from all their results. */
export async function refreshPlayer(trx: Db, playerId: string, game: string, now: number): Promise<void> {
  const rows = await resultsOf(trx, playerId, game);
  const data = JSON.stringify(statsOf(game, rows));
  await trx
    .insertInto('player_stats')
    .values({ player_id: playerId, game, data, updated_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'game']).doUpdateSet({ data, updated_at: now }))
    .execute();
  if (game !== 'schraem') return;
  const p = pointsOf(rows);
  const values = {
    points: p.points,
    online_games: p.onlineGames,
    online_wins: p.onlineWins,
    best_streak: p.bestStreak,
    offline_wins: p.offlineWins,
    eligible: bit(p.eligible),
    reached_at: p.reachedAt,
    breakdown: JSON.stringify(p.breakdown),
    updated_at: now,
  };
  await trx
    .insertInto('player_points')
    .values({ player_id: playerId, game, ...values })
    .onConflict((oc) => oc.columns(['player_id', 'game']).doUpdateSet(values))
    .execute();
}
