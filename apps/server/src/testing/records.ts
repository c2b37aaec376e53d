import { randomBytes } from 'node:crypto';
import { Rng, sha256 } from '@stammtisch/engine';
import type { Level } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';
import type { ApiContext } from '../http/routes.ts';
import { GameRun } from '../table/run.ts';

/**
 * Test-only: real games played by the engine with seeded random legal moves, stored exactly as a
 * table stores them (table, game, seats, append-only log) and finished through the server's own
 * finish path (`ctx.finish`) — so points, ratings and stats come from recorded games in the DB.
 */
export interface PlayedGame {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly actions: readonly { readonly seat: number; readonly action: string }[];
  readonly summary: unknown;
}

/** Picks a seat's action from its legal ones (canonical strings). */
export type Chooser = (seat: number, legal: readonly string[], rng: Rng) => string;

export const randomChoice: Chooser = (_seat, legal, rng) => rng.pick(legal);

export function playRandom(game: string, options: Readonly<Record<string, unknown>>, seed: string, maxActions = 20_000, choose: Chooser = randomChoice): PlayedGame {
  const engine = gameById(game)!;
  const run = GameRun.start(engine, options, seed);
  if (!(run instanceof GameRun)) throw new Error(run.message);
  const rng = Rng.fromSeed(`moves:${seed}`);
  const actions: { seat: number; action: string }[] = [];
  while (!run.over && actions.length < maxActions) {
    const seat = run.toAct!;
    const checked = run.check(seat, choose(seat, run.legal(seat), rng));
    if ('message' in checked) throw new Error(checked.message);
    run.commit(checked);
    actions.push({ seat, action: checked.action });
  }
  return { game, options, seed, actions, summary: run.summary() };
}

/** The 7-Schräm winner's seat of a played game. */
export const winnerOf = (g: PlayedGame): number => (g.summary as { gameWinner: number }).gameWinner;

export type SeatSpec = { readonly player: string; readonly covered?: boolean } | { readonly bot: Level };

/** More than the pair cap's window (ranking/standing.ts): games this far apart never meet it. */
export const APART_MS = 24 * 3600_000 + 1000;

/**
 * Stores `played` as a finished table game with these seats, finishing at `at`; the game id. A
 * person with neither a guest nor a user row is registered as a user first (named by their id),
 * so that the game counts as between registered accounts; `addGuest` makes a guest.
 */
export async function recordGame(ctx: ApiContext, played: PlayedGame, seats: readonly SeatSpec[], at: number): Promise<string> {
  for (const s of seats) if ('player' in s) await ensurePerson(ctx, s.player);
  const tableId = `T${randomBytes(6).toString('hex')}`;
  const gameId = `G${randomBytes(6).toString('hex')}`;
  const seating = seats.map((s) => ('bot' in s ? { kind: 'bot' as const, level: s.bot } : { kind: 'player' as const, playerId: s.player, nickname: s.player }));
  await ctx.store.createTable({
    id: tableId,
    game: played.game,
    options: played.options,
    seats: seats.length,
    visibility: 'public',
    code: null,
    hostId: null,
    settings: { cardMs: 30_000, decisionMs: 15_000, origin: 'created' },
    seating,
    status: 'waiting',
    createdAt: at - 1000,
    updatedAt: at - 1000,
  });
  await ctx.store.createGame(
    {
      id: gameId,
      tableId,
      number: 1,
      game: played.game,
      options: played.options,
      seed: played.seed,
      seedHash: sha256(played.seed),
      status: 'playing',
      result: null,
      startedAt: at - 1000,
      finishedAt: null,
    },
    seats.map((s, seat) => ({
      seat,
      playerId: 'bot' in s ? null : s.player,
      nickname: 'bot' in s ? `Bot (${s.bot})` : s.player,
      botLevel: 'bot' in s ? s.bot : null,
      covered: 'bot' in s ? false : (s.covered ?? false),
    })),
  );
  // The same rows `appendAction` writes one by one, in one statement.
  await ctx.store.db
    .insertInto('actions')
    .values(played.actions.map((a, idx) => ({ game_id: gameId, idx, seat: a.seat, action: a.action, by: 'bot' in seats[a.seat]! ? 'bot' : 'player', at: at - 500 })))
    .execute();
  await ctx.finish(gameId, tableId, played.summary, at);
  return gameId;
}

async function ensurePerson(ctx: ApiContext, id: string): Promise<void> {
  const db = ctx.store.db;
  const known = (await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst()) ?? (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
  if (!known) await addUser(ctx, id, id.replace(/^[gu]_/, ''));
}

/** A registered user with this player id and username (no password that anyone could type). */
export async function addUser(ctx: ApiContext, id: string, username: string): Promise<void> {
  await ctx.store.db
    .insertInto('users')
    .values({ id, username, username_key: `${username.toLowerCase()}#${id}`, username_skeleton: null, password_hash: '!', created_at: 0, seen_at: 0 })
    .execute();
}

/** A guest row for a test player id, so that lists show its name. */
export async function addGuest(ctx: ApiContext, id: string, nickname: string): Promise<void> {
  await ctx.store.createGuest(id, nickname, sha256(`token:${id}:${randomBytes(4).toString('hex')}`), Date.now());
}
