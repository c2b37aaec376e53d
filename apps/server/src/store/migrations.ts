import type { Kysely, Migration, MigrationProvider } from 'kysely';

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

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_tables_games_actions': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
