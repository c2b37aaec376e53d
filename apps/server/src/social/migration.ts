import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

// Kysely migrations run on an untyped database by design.
type Db = Kysely<unknown>;

/** `name type`, with `?` for a nullable column, `!` for the primary key, `*` for unique. */
type Col = `${string} ${'text' | 'bigint' | 'integer'}${'' | '?' | '!' | '*' | '*?'}`;

async function create(db: Db, name: string, cols: readonly Col[], primaryKey?: readonly string[], unique?: readonly string[]): Promise<void> {
  // The builder's column names are typed as they are added; this helper adds them from strings.
  let t = db.schema.createTable(name) as unknown as CreateTableBuilder<string, string>;
  for (const col of cols) {
    const [column, spec] = col.split(' ') as [string, string];
    const type = spec.replace(/[?!*]/g, '') as 'text' | 'bigint' | 'integer';
    t = t.addColumn(column as never, type, (c) => {
      let b = spec.includes('!') ? c.primaryKey() : spec.includes('?') ? c : c.notNull();
      if (spec.includes('*')) b = b.unique();
      return b;
    });
  }
  if (primaryKey) t = t.addPrimaryKeyConstraint(`${name}_pk`, [...primaryKey]);
  if (unique) t = t.addUniqueConstraint(`${name}_unique`, [...unique]);
  await t.execute();
}

const index = (db: Db, name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();

/**
 * Issue 18: groups of regulars (members, seasons, game nights, chat and its reports), friends and
 * blocks, notifications, table links, and tournaments (entries, rounds, their tables and games).
 */
export const m0003Social: Migration = {
  async up(db: Db) {
    await create(db, 'groups', ['id text!', 'name text', 'about text', 'games text', 'presets text', 'invite_code text*', 'created_by text', 'created_at bigint', 'updated_at bigint']);
    await create(db, 'group_members', ['group_id text', 'player_id text', 'role text', 'joined_at bigint', 'muted_until bigint?'], ['group_id', 'player_id']);
    await index(db, 'group_members_player', 'group_members', ['player_id']);
    await create(db, 'group_seasons', ['id text!', 'group_id text', 'name text', 'starts_at bigint', 'ends_at bigint', 'created_by text', 'created_at bigint']);
    await index(db, 'group_seasons_group', 'group_seasons', ['group_id', 'starts_at']);
    await create(db, 'game_nights', [
      'id text!', 'group_id text', 'game text', 'starts_at bigint', 'preset text', 'note text', 'status text', 'created_by text', 'created_at bigint', 'opened_at bigint?',
    ]);
    await index(db, 'game_nights_due', 'game_nights', ['status', 'starts_at']);
    await index(db, 'game_nights_group', 'game_nights', ['group_id', 'starts_at']);
    await create(db, 'night_answers', ['night_id text', 'player_id text', 'answer text', 'at bigint'], ['night_id', 'player_id']);
    await create(db, 'table_links', ['table_id text!', 'group_id text?', 'night_id text?', 'tournament_id text?']);
    await index(db, 'table_links_group', 'table_links', ['group_id']);
    await index(db, 'table_links_night', 'table_links', ['night_id']);

    await create(db, 'friends', ['player_id text', 'other_id text', 'state text', 'since bigint'], ['player_id', 'other_id']);
    await create(db, 'blocks', ['player_id text', 'blocked_id text', 'at bigint'], ['player_id', 'blocked_id']);
    await index(db, 'blocks_blocked', 'blocks', ['blocked_id']);
    await create(db, 'notifications', ['id text!', 'player_id text', 'kind text', 'data text', 'created_at bigint', 'read_at bigint?']);
    await index(db, 'notifications_player', 'notifications', ['player_id', 'created_at']);

    await create(db, 'group_messages', [
      'id text!', 'group_id text', 'player_id text', 'nickname text', 'phrase text?', 'text text?', 'at bigint', 'removed_by text?', 'removed_at bigint?',
    ]);
    await index(db, 'group_messages_group', 'group_messages', ['group_id', 'at']);
    await create(db, 'group_reports', [
      'id text!', 'group_id text', 'message_id text', 'reporter_id text', 'reason text', 'at bigint', 'resolved_by text?', 'resolved_at bigint?',
    ]);
    await index(db, 'group_reports_group', 'group_reports', ['group_id', 'at']);

    await create(db, 'tournaments', [
      'id text!', 'name text', 'game text', 'format text', 'rules text', 'access text', 'group_id text?', 'invite_code text*?', 'created_by text',
      'starts_at bigint', 'ends_at bigint?', 'status text', 'round integer', 'seed text', 'created_at bigint', 'started_at bigint?', 'finished_at bigint?',
    ]);
    await index(db, 'tournaments_status', 'tournaments', ['status', 'starts_at']);
    await index(db, 'tournaments_group', 'tournaments', ['group_id']);
    await create(
      db,
      'tournament_entries',
      ['id text!', 'tournament_id text', 'player_id text', 'partner_id text?', 'name text', 'status text', 'pairing_no integer', 'joined_at bigint', 'withdrawn_at bigint?', 'missed integer'],
      undefined,
      ['tournament_id', 'player_id'],
    );
    await index(db, 'tournament_entries_player', 'tournament_entries', ['player_id']);
    await index(db, 'tournament_entries_partner', 'tournament_entries', ['partner_id']);
    await create(db, 'tournament_rounds', ['tournament_id text', 'round integer', 'status text', 'plan text', 'started_at bigint', 'finished_at bigint?'], ['tournament_id', 'round']);
    await create(
      db,
      'tournament_tables',
      ['table_id text!', 'tournament_id text', 'round integer', 'board integer', 'number integer', 'seats text', 'created_at bigint'],
      undefined,
      ['tournament_id', 'round', 'board', 'number'],
    );
    await create(db, 'tournament_games', [
      'game_id text!', 'tournament_id text', 'table_id text', 'round integer', 'board integer', 'number integer', 'finished_at bigint', 'seats text', 'counted integer',
    ]);
    await index(db, 'tournament_games_tournament', 'tournament_games', ['tournament_id', 'finished_at']);
  },
  async down(db: Db) {
    const all = [
      'tournament_games', 'tournament_tables', 'tournament_rounds', 'tournament_entries', 'tournaments', 'group_reports', 'group_messages',
      'notifications', 'blocks', 'friends', 'table_links', 'night_answers', 'game_nights', 'group_seasons', 'group_members', 'groups',
    ];
    for (const name of all) await db.schema.dropTable(name).execute();
  },
};
