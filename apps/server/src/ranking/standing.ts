/**
 * What a finished table game counts for, seat by seat — the rules that keep the leaderboard
 * meaningful (docs/accounts.md, "What counts"):
 *
 * - **Online points (S-24 … S-26, S-28) count only between registered accounts.** A person's game
 *   is an online game when they are registered and at least one other registered person sat
 *   against them.
 * - **A pair of opponents counts at most `PAIR_GAMES_PER_DAY` games in 24 hours.** A game counts
 *   for a person only while every registered opponent has shared fewer than that many table games
 *   with them in the 24 hours before it ended.
 * - **A game with a passive seat counts nothing**: a person who made no move of their own other
 *   than passing or folding (S-13, S-21; and S-19's forced blind-or-reveal) — everything else by
 *   the turn timer or the cover bot — gives the others nothing, and themselves nothing.
 * - **One person against bots** is a game against bots: a win counts under S-27, as before (a
 *   registered person's is also rated, against the bots' fixed anchors).
 * - **Ratings** change only in games where every person is registered and the game counts for
 *   each of them (or one registered person against bots).
 * - Guests play, and their stats are kept (and carried over when they register); their games with
 *   other people count for no points, and no game of theirs is rated. The leaderboard lists
 *   registered accounts only.
 */
export const PAIR_GAMES_PER_DAY = 3;
export const PAIR_WINDOW_MS = 24 * 3600_000;

/** `online`: S-24 … S-26 and S-28; `bots`: a game against bots (a win counts under S-27); `none`: nothing. */
export type Counts = 'online' | 'bots' | 'none';

export interface SeatFacts {
  readonly seat: number;
  readonly playerId: string | null;
}

export interface ActionFacts {
  readonly seat: number;
  readonly action: string;
  readonly by?: string;
}

export interface Standing {
  /** Per seat of a person: what the game counts for. */
  readonly counts: ReadonlyMap<number, Counts>;
  readonly rated: boolean;
  /** Seats of people who only passed or folded. */
  readonly passive: readonly number[];
  /** Why it counts less than it might have (for the log and the tests). */
  readonly why: readonly string[];
}

/**
 * 7-Schräm verbs that are no part in the play: giving up a hand (pass S-13, fold S-21) and the
 * choice S-19 forces on a player with two lives before the first card (blind or reveal). A seat
 * whose own moves are all of these took no part in the game.
 */
const GIVING_UP = new Set(['pass', 'fold', 'blind', 'reveal']);

/** Seats of people with no move of their own other than giving up. */
export function passiveSeats(seats: readonly SeatFacts[], actions: readonly ActionFacts[]): number[] {
  const active = new Set<number>();
  for (const a of actions) {
    if ((a.by ?? 'player') !== 'player') continue;
    if (!GIVING_UP.has(a.action.split(' ')[0]!)) active.add(a.seat);
  }
  return seats.filter((s) => s.playerId !== null && !active.has(s.seat)).map((s) => s.seat);
}

/** Unordered pair key of two player ids. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * @param teams seats playing together (Schieber's partnerships); partners are not opponents.
 * @param registered the player ids that are registered accounts.
 * @param shared per pair of registered people (`pairKey`): table games they shared in the 24 hours before this one.
 */
export function standing(
  seats: readonly SeatFacts[],
  actions: readonly ActionFacts[],
  teams: readonly (readonly number[])[],
  registered: ReadonlySet<string>,
  shared: ReadonlyMap<string, number>,
): Standing {
  const people = seats.filter((s): s is SeatFacts & { playerId: string } => s.playerId !== null);
  const distinct = new Set(people.map((s) => s.playerId));
  const passive = passiveSeats(seats, actions);
  const teamOf = (seat: number): number => teams.findIndex((t) => t.includes(seat));
  const why: string[] = [];
  if (passive.length > 0) why.push(`seats ${passive.join(', ')} only passed or folded`);
  const counts = new Map<number, Counts>();
  let everyoneCounts = people.length > 0;
  for (const s of people) {
    const mine = s.playerId;
    const opponents = [...new Set(people.filter((o) => o.playerId !== mine && teamOf(o.seat) !== teamOf(s.seat)).map((o) => o.playerId))];
    const registeredOpponents = opponents.filter((o) => registered.has(o));
    let c: Counts;
    if (passive.length > 0) c = 'none';
    else if (distinct.size === 1) c = 'bots';
    else if (!registered.has(mine)) c = 'none';
    else if (registeredOpponents.length === 0) c = 'none';
    else {
      const spent = registeredOpponents.filter((o) => (shared.get(pairKey(mine, o)) ?? 0) >= PAIR_GAMES_PER_DAY);
      if (spent.length > 0) why.push(`${mine} has played ${PAIR_GAMES_PER_DAY} games with ${spent.join(', ')} in 24 hours`);
      c = spent.length > 0 ? 'none' : 'online';
    }
    counts.set(s.seat, c);
    if (c === 'none') everyoneCounts = false;
  }
  if (people.some((s) => !registered.has(s.playerId))) why.push('not everyone at the table is registered');
  const rated = everyoneCounts && people.every((s) => registered.has(s.playerId));
  return { counts, rated, passive, why };
}
