import { CLAIMED_ELSEWHERE } from '../cluster/cluster.ts';
import { openTableRoom } from '../rooms/open.ts';
import { namesOf } from '../social/names.ts';
import type { Social } from '../social/social.ts';
import { linkedTable, storeLinked } from '../social/tables.ts';
import type { SeatPlan, TableRecord } from '../store/store.ts';
import { arenaTables, currentStandings, seriesPlan, swissPlan } from './plan.ts';
import { recordFinished } from './record.ts';
import { gamesPerBoard, roundsOf } from './rules.ts';
import type { Board, EntryRecord, RoundPlan, TGameRecord, TournamentRecord, TTableRecord } from './store.ts';

/**
 * One step of a tournament's director: look at the stored state and do the next thing — start,
 * record finished games, open the next game of a series, pair the next round, seat the arena's
 * free players, finish. Every decision is made from the database, so a director that takes over
 * after a restart or in another process simply continues; every write that decides something is
 * guarded (a status changes only from the state it was read in, a round is keyed by its number,
 * a table by its place in the round), so a step that runs twice changes nothing the second time.
 */
export async function step(social: Social, id: string): Promise<'active' | 'done'> {
  const ctx = social.ctx;
  const ts = social.tournaments.store;
  const t = await ts.get(id);
  if (!t || t.status === 'finished' || t.status === 'cancelled') return 'done';
  if (t.status === 'registering') {
    if (ctx.now() < t.startsAt) return 'active';
    return (await begin(social, t)) ? 'active' : 'done';
  }
  const recorded = await recordFinished(ctx.store, ts, t, ctx.now());
  for (const e of recorded.withdrawn) {
    await social.notifications.addMany(playersOf(e), 'tournament-withdrawn', { tournamentId: t.id, name: t.name, missed: t.rules.missedLimit, paused: t.format === 'arena' });
  }
  const done = t.format === 'arena' ? await arenaStep(social, t) : await roundStep(social, t);
  if (recorded.games > 0 || done) await announce(social, t.id);
  if (!done) await ensureRunning(social, t);
  return done ? 'done' : 'active';
}

const playersOf = (e: EntryRecord): string[] => (e.partnerId ? [e.playerId, e.partnerId] : [e.playerId]);

/** Registration closes: pending teams drop out, pairing numbers are fixed by rating, round 1 follows. */
async function begin(social: Social, t: TournamentRecord): Promise<boolean> {
  const { ctx } = social;
  const ts = social.tournaments.store;
  const db = ctx.store.db;
  const entries = await ts.entries(t.id);
  const ready = entries.filter((e) => e.status === 'registered');
  const least = t.format === 'arena' ? 1 : t.format === 'swiss' && (t.rules.tableSize === 2 || t.rules.entry === 'team') ? 2 : 3;
  const now = ctx.now();
  if (ready.length < least) {
    if (await ts.transition(t.id, 'registering', { status: 'cancelled', finished_at: now })) {
      await social.notifications.addMany(entries.flatMap(playersOf), 'tournament-cancelled', { tournamentId: t.id, name: t.name, reason: 'too-few' });
      ctx.log(`tournament ${t.id}: cancelled, ${ready.length} entries (at least ${least} needed)`);
    }
    await announce(social, t.id);
    return false;
  }
  // A.2 b: pairing numbers by rating (the conservative mu − 3σ of the game), then by entry time.
  const players = ready.flatMap(playersOf);
  const ratings = await db.selectFrom('ratings').select(['player_id', 'display']).where('game', '=', t.game).where('player_id', 'in', players).execute();
  const rating = new Map(ratings.map((r) => [r.player_id, Number(r.display)]));
  const strength = (e: EntryRecord) => playersOf(e).reduce((s, p) => s + (rating.get(p) ?? 0), 0) / playersOf(e).length;
  const order = [...ready].sort((a, b) => strength(b) - strength(a) || a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : 1));
  const started = await db.transaction().execute(async (trx) => {
    const ok = await ts.transition(
      t.id,
      'registering',
      { status: 'running', started_at: now, round: 0, ...(t.format === 'arena' ? { ends_at: now + t.rules.minutes * 60_000 } : {}) },
      trx,
    );
    if (!ok) return false;
    for (const [i, e] of order.entries()) await ts.setEntry(e.id, { pairing_no: i + 1 }, trx);
    for (const e of entries.filter((x) => x.status === 'pending')) await ts.setEntry(e.id, { status: 'withdrawn', withdrawn_at: now }, trx);
    return true;
  });
  if (!started) return true;
  ctx.log(`tournament ${t.id} (${t.format}, ${t.game}) starts with ${ready.length} entries`);
  await social.notifications.addMany(players, 'tournament-started', { tournamentId: t.id, name: t.name, format: t.format, game: t.game });
  const fresh = (await ts.get(t.id))!;
  if (fresh.format === 'arena') await planRound(social, fresh, 1, { boards: [], byes: [] });
  else await nextRound(social, fresh, 1);
  await announce(social, t.id);
  return true;
}

/** Rheinland, Eifel, Swiss: the current round's next games, and the next round once it is complete. */
async function roundStep(social: Social, t: TournamentRecord): Promise<boolean> {
  const ts = social.tournaments.store;
  if (t.round === 0) {
    await nextRound(social, t, 1);
    return false;
  }
  const [rounds, tables, games, entries] = await Promise.all([ts.rounds(t.id), ts.tables(t.id), ts.games(t.id), ts.entries(t.id)]);
  const round = rounds.find((r) => r.round === t.round);
  if (!round) {
    await nextRound(social, t, t.round);
    return false;
  }
  const perBoard = gamesPerBoard(t.format, t.rules);
  const active = new Set(entries.filter((e) => e.status === 'registered').map((e) => e.id));
  let complete = true;
  for (const board of round.plan.boards) {
    const mine = tables.filter((x) => x.round === t.round && x.board === board.board);
    const played = games.filter((g) => g.round === t.round && g.board === board.board).length;
    if (played >= perBoard) continue;
    if (mine.length > played) {
      complete = false; // a game of this board is still on
      continue;
    }
    // The next game of the series at this board: withdrawn entries' seats go to the bot.
    const seats = board.seats.map((s) => (s !== null && active.has(s) ? s : null));
    if (!seats.some((s) => s !== null)) continue;
    complete = false;
    await openBoard(social, t, t.round, { board: board.board, seats }, played + 1, entries);
  }
  if (!complete) return false;
  if (round.status === 'playing') await ts.finishRound(t.id, t.round, social.ctx.now());
  if (t.round >= roundsOf(t.format, t.rules) || active.size < 2) {
    await finish(social, t, entries, games, rounds);
    return true;
  }
  await nextRound(social, t, t.round + 1);
  return false;
}

async function nextRound(social: Social, t: TournamentRecord, round: number): Promise<void> {
  const ts = social.tournaments.store;
  const [rounds, games, entries] = await Promise.all([ts.rounds(t.id), ts.games(t.id), ts.entries(t.id)]);
  if (rounds.some((r) => r.round === round)) {
    await ts.update(t.id, { round });
    return;
  }
  const active = entries.filter((e) => e.status === 'registered');
  const plan =
    t.format === 'swiss'
      ? swissPlan(t, round, active, games, rounds, currentStandings(t, entries, games, rounds))
      : seriesPlan(t, round, active.map((e) => e.id), rounds);
  await planRound(social, t, round, plan);
}

/** Stores a round, its first tables and the tournament's round number in one transaction, then opens the tables. */
async function planRound(social: Social, t: TournamentRecord, round: number, plan: RoundPlan): Promise<void> {
  const { ctx } = social;
  const ts = social.tournaments.store;
  const entries = await ts.entries(t.id);
  const recs = await tableRecords(social, t, plan.boards, entries);
  const now = ctx.now();
  const stored = await ctx.store.db.transaction().execute(async (trx) => {
    const fresh = await ts.get(t.id, trx);
    if (!fresh || fresh.status !== 'running' || fresh.round >= round) return false;
    await ts.addRound(t.id, round, plan, now, trx);
    await ts.update(t.id, { round }, trx);
    await storeTables(social, t, round, plan.boards, 1, recs, trx);
    return true;
  });
  if (!stored) return;
  ctx.log(`tournament ${t.id}: round ${round}, ${plan.boards.length} tables${plan.byes.length ? `, bye ${plan.byes.join(', ')}` : ''}`);
  await openAndSeat(social, t, recs);
}

/** One more table for a board (the next game of a series, or an arena table). */
async function openBoard(social: Social, t: TournamentRecord, round: number, board: Board, number: number, entries: readonly EntryRecord[]): Promise<void> {
  const recs = await tableRecords(social, t, [board], entries);
  const stored = await social.ctx.store.db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('tournament_tables')
      .select('table_id')
      .where('tournament_id', '=', t.id)
      .where('round', '=', round)
      .where('board', '=', board.board)
      .where('number', '=', number)
      .executeTakeFirst();
    if (taken) return false;
    await storeTables(social, t, round, [board], number, recs, trx);
    return true;
  });
  if (stored) await openAndSeat(social, t, recs);
}

async function tableRecords(social: Social, t: TournamentRecord, boards: readonly Board[], entries: readonly EntryRecord[]): Promise<TableRecord[]> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const names = await namesOf(social.ctx.store.db, entries.flatMap(playersOf));
  return boards.map((b) => {
    const used = new Map<string, number>();
    const seating = b.seats.map((entry): SeatPlan => {
      const e = entry ? byId.get(entry) : undefined;
      if (!e) return { kind: 'bot', level: t.rules.bots };
      // A team's first seat is its first player, its second seat the partner.
      const k = used.get(e.id) ?? 0;
      used.set(e.id, k + 1);
      const playerId = k === 1 && e.partnerId ? e.partnerId : e.playerId;
      return { kind: 'player', playerId, nickname: names.get(playerId) ?? playerId };
    });
    const rec = linkedTable(social.ctx, {
      game: t.game,
      preset: { options: t.rules.options, seats: b.seats.length, timer: t.rules.timer, bots: t.rules.bots },
      host: null,
      seating,
      origin: 'tournament',
      reconnectMs: t.rules.showUpMs,
    });
    if ('message' in rec) throw new Error(`tournament ${t.id}: its rules no longer make a table: ${rec.message}`);
    return rec;
  });
}

async function storeTables(social: Social, t: TournamentRecord, round: number, boards: readonly Board[], number: number, recs: readonly TableRecord[], trx: typeof social.ctx.store.db): Promise<void> {
  await storeLinked(trx, recs, { tournamentId: t.id, groupId: null });
  const ts = social.tournaments.store;
  for (const [i, b] of boards.entries()) {
    const tt: TTableRecord = { tableId: recs[i]!.id, round, board: b.board, number, seats: b.seats, createdAt: social.ctx.now() };
    await ts.addTable(t.id, tt, trx);
  }
}

/** Opens the rooms and tells each seated player where to go. */
async function openAndSeat(social: Social, t: TournamentRecord, recs: readonly TableRecord[]): Promise<void> {
  for (const rec of recs) {
    try {
      await openTableRoom(social.ctx, rec.id);
    } catch (e) {
      social.ctx.log(`tournament ${t.id}: table ${rec.id} could not be opened now (${e instanceof Error ? e.message : String(e)}); the director tries again`);
    }
    for (const p of rec.seating) if (p.kind === 'player') social.live.toPlayer(p.playerId, { t: 'seat', d: { tableId: rec.id, tournamentId: t.id } });
  }
}

/** The arena: seat the free, present entries as soon as a table's worth are free; stop at the end of the clock. */
async function arenaStep(social: Social, t: TournamentRecord): Promise<boolean> {
  const ts = social.tournaments.store;
  const [entries, games, tables, rounds] = await Promise.all([ts.entries(t.id), ts.games(t.id), ts.tables(t.id), ts.rounds(t.id)]);
  if (t.endsAt !== null && social.ctx.now() >= t.endsAt) {
    await finish(social, t, entries, games, rounds);
    return true;
  }
  if (t.round === 0) {
    await planRound(social, t, 1, { boards: [], byes: [] });
    return false;
  }
  const recordedTables = new Set(games.map((g) => g.tableId));
  const busy = new Set(tables.filter((x) => !recordedTables.has(x.tableId)).flatMap((x) => x.seats.filter((s): s is string => s !== null)));
  const candidates = entries.filter((e) => e.status === 'registered' && !busy.has(e.id));
  const online = await social.live.online(candidates.flatMap(playersOf));
  const lastGame = new Map<string, TGameRecord>();
  for (const g of games) for (const s of g.seats) if (s.entry) lastGame.set(s.entry, g);
  const free = candidates
    .filter((e) => playersOf(e).every((p) => online.has(p)))
    .sort((a, b) => (lastGame.get(a.id)?.finishedAt ?? 0) - (lastGame.get(b.id)?.finishedAt ?? 0) || (a.id < b.id ? -1 : 1))
    .map((e) => e.id);
  const mates = new Map([...lastGame].map(([id, g]) => [id, g.seats.flatMap((s) => (s.entry && s.entry !== id ? [s.entry] : []))]));
  const next = Math.max(0, ...tables.map((x) => x.board)) + 1;
  const boards = arenaTables(t, free, currentStandings(t, entries, games, rounds), mates, next);
  for (const b of boards) await openBoard(social, t, 1, b, 1, entries);
  return false;
}

async function finish(social: Social, t: TournamentRecord, entries: readonly EntryRecord[], games: readonly TGameRecord[], rounds: Awaited<ReturnType<Social['tournaments']['store']['rounds']>>): Promise<void> {
  const ts = social.tournaments.store;
  const now = social.ctx.now();
  if (!(await ts.transition(t.id, 'running', { status: 'finished', finished_at: now }))) return;
  if (t.format === 'arena') await social.ctx.store.db.updateTable('tournament_rounds').set({ status: 'done', finished_at: now }).where('tournament_id', '=', t.id).execute();
  const table = currentStandings(t, entries, games, rounds);
  social.ctx.log(`tournament ${t.id} finished after ${games.length} games; winner ${table[0]?.entry ?? 'none'}`);
  for (const s of table) {
    const e = entries.find((x) => x.id === s.entry);
    if (e) await social.notifications.addMany(playersOf(e), 'tournament-finished', { tournamentId: t.id, name: t.name, rank: s.rank, points: s.points, entries: table.length });
  }
}

/** Pushes "changed" to everyone watching the tournament (they fetch the standings). */
async function announce(social: Social, id: string): Promise<void> {
  const t = await social.tournaments.store.get(id);
  if (!t) return;
  const games = await social.ctx.store.db
    .selectFrom('tournament_games')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('tournament_id', '=', id)
    .executeTakeFirst();
  social.live.toTournament(id, { t: 'tournament', d: { id, status: t.status, round: t.round, games: Number(games?.n ?? 0) } });
}

/**
 * The tournament's unfinished tables all run somewhere: one stored just before a crash (its
 * room not opened yet) is opened here. A table that another process runs is left alone.
 */
async function ensureRunning(social: Social, t: TournamentRecord): Promise<void> {
  const db = social.ctx.store.db;
  const rows = await db
    .selectFrom('tournament_tables')
    .innerJoin('tables', 'tables.id', 'tournament_tables.table_id')
    .select('tables.id')
    .where('tournament_tables.tournament_id', '=', t.id)
    .where('tables.status', 'in', ['waiting', 'playing'])
    .execute();
  const ids = rows.map((r) => r.id).filter((id) => !social.ctx.tables.has(id));
  if (ids.length === 0) return;
  const running = await social.ctx.cluster.running(ids);
  for (const id of ids) {
    if (running.has(id)) continue;
    try {
      await openTableRoom(social.ctx, id);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      if (!why.includes(CLAIMED_ELSEWHERE)) social.ctx.log(`tournament ${t.id}: table ${id}: ${why}`);
    }
  }
}
