import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { lookalikeKey } from '../accounts/lookalikes.ts';
import { m0003Social } from '../social/migration.ts';

/**
 * One list of migrations for SQLite and PostgreSQL, applied in name order at start. Later issues
 * append (accounts: `0002_…`); never edit a migration that has shipped.
 */
// Kysely migrations run on an untyped database by design.
type Db = Kysely<unknown>;

const m0001: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('guests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('tables')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('visibility', 'text', (c) => c.notNull())
      .addColumn('invite_code', 'text', (c) => c.unique())
      .addColumn('host_id', 'text')
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('seating', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tables_status').on('tables').columns(['status', 'visibility', 'game']).execute();

    await db.schema
      .createTable('games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('seed_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .addUniqueConstraint('games_table_number', ['table_id', 'number'])
      .execute();

    await db.schema
      .createTable('game_seats')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'text')
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('bot_level', 'text')
      .addColumn('covered', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('game_seats_pk', ['game_id', 'seat'])
      .execute();
    await db.schema.createIndex('game_seats_player').on('game_seats').column('player_id').execute();

    await db.schema
      .createTable('actions')
      .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('actions_pk', ['game_id', 'idx'])
      .execute();
  },
  async down(db: Db) {
    for (const t of ['actions', 'game_seats', 'games', 'tables', 'guests']) await db.schema.dropTable(t).execute();
  },
};

/**
 * Accounts (issue 8): users and their sessions, verified offline games, and what is derived from
 * the recorded games — one result row per player and game, points, ratings, stats.
 */
const m0002: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('refreshed_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('offline_games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('human_seat', 'integer', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint')
      .addColumn('actions', 'text')
      .addColumn('result', 'text')
      .execute();
    await db.schema.createIndex('offline_games_player').on('offline_games').columns(['player_id', 'status']).execute();

    await db.schema
      .createTable('player_results')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('online', 'integer', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('place', 'integer', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('covered', 'integer', (c) => c.notNull())
      .addColumn('finished_at', 'bigint', (c) => c.notNull())
      .addColumn('mu', 'double precision')
      .addColumn('sigma', 'double precision')
      .addColumn('stats', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('player_results_pk', ['game_id', 'seat'])
      .execute();
    await db.schema.createIndex('player_results_player').on('player_results').columns(['player_id', 'game', 'finished_at']).execute();

    await db.schema
      .createTable('player_points')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('online_games', 'integer', (c) => c.notNull())
      .addColumn('online_wins', 'integer', (c) => c.notNull())
      .addColumn('best_streak', 'integer', (c) => c.notNull())
      .addColumn('offline_wins', 'integer', (c) => c.notNull())
      .addColumn('eligible', 'integer', (c) => c.notNull())
      .addColumn('reached_at', 'bigint')
      .addColumn('breakdown', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('player_points_pk', ['player_id', 'game'])
      .execute();
    await db.schema.createIndex('player_points_board').on('player_points').columns(['game', 'eligible', 'points']).execute();

    await db.schema
      .createTable('ratings')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('mu', 'double precision', (c) => c.notNull())
      .addColumn('sigma', 'double precision', (c) => c.notNull())
      .addColumn('display', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pk', ['player_id', 'game'])
      .execute();
    await db.schema.createIndex('ratings_board').on('ratings').columns(['game', 'display']).execute();

    await db.schema
      .createTable('player_stats')
      .addColumn('player_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('player_stats_pk', ['player_id', 'game'])
      .execute();
  },
  async down(db: Db) {
    for (const t of ['player_stats', 'ratings', 'player_points', 'player_results', 'offline_games', 'sessions', 'users']) {
      await db.schema.dropTable(t).execute();
    }
  },
};

/**
 * Issue 15 ("Trust"): what a result counts for (`player_results.counts`: online, bots, none —
 * ranking/standing.ts; rows before it keep what they counted: online stays online, the rest a
 * game against bots) and each username's confusables skeleton (UTS #39, `users.username_skeleton`,
 * accounts/lookalikes.ts), filled in for the users there are.
 */
const m0003: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('player_results').addColumn('counts', 'text', (c) => c.notNull().defaultTo('bots')).execute();
    await db.updateTable('player_results' as never).set({ counts: 'online' } as never).where('online' as never, '=', 1 as never).execute();
    await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
    const users = (await db.selectFrom('users' as never).select(['id', 'username'] as never[]).execute()) as { id: string; username: string }[];
    for (const u of users) {
      await db.updateTable('users' as never).set({ username_skeleton: lookalikeKey(u.username) } as never).where('id' as never, '=', u.id as never).execute();
    }
    await db.schema.createIndex('users_skeleton').on('users').column('username_skeleton').execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('users_skeleton').execute();
    await db.schema.alterTable('users').dropColumn('username_skeleton').execute();
    await db.schema.alterTable('player_results').dropColumn('counts').execute();
  },
};

/** docs/fairness.md: the seats' commitments and values of a game (JSON), null for a game dealt from the server's seed alone. */
const m0005: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('games').addColumn('fair', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('games').dropColumn('fair').execute();
  },
};

/**
 * docs/accounts.md#offline: the version of the server's bots when an offline game was issued, and
 * the version the device played against when it was submitted (null before this migration).
 */
const m0006: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('offline_games').addColumn('bot_version', 'text').execute();
    await db.schema.alterTable('offline_games').addColumn('played_bot_version', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('offline_games').dropColumn('played_bot_version').execute();
    await db.schema.alterTable('offline_games').dropColumn('bot_version').execute();
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_tables_games_actions': m0001,
  '0002_accounts_ranking': m0002,
  '0003_trust': m0003,
  '0004_social': m0003Social,
  '0005_fair_deals': m0005,
  '0006_offline_bot_version': m0006,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
