import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { decisionSeed } from '../bot.ts';
import type { ArenaAdapter, ArenaFlags, Entrant, StatSink } from './types.ts';

/**
 * Plays duplicate matches: deal sequence i is the game seeded `${seed}/${i}`; it is replayed once
 * per permutation of the adapter, so every entrant plays every seat on the same cards (the
 * engines deal from the state's RNG, so a seed fixes the deals hand by hand). Everything a bot
 * sees comes through the entrant, which for ordinary bots is only the seat's view. The decision
 * after k actions gets `decisionSeed(gameSeed, k)`, as on the server and in the offline worker:
 * hashed, so no bot can read the game seed (and with it the deals) out of its own seed.
 */
export interface MatchSpec<State, Action, View> {
  readonly adapter: ArenaAdapter<State, Action, View>;
  readonly flags: ArenaFlags;
  /** One entrant per position of the --seats list. */
  readonly entrants: readonly Entrant<State>[];
  readonly seed: string;
  /** Which deal sequences to play (all of them, or a worker's share). */
  readonly sequences: readonly number[];
  /** Wall clock for decision times (performance.now); injected so the core stays pure. */
  readonly clock: () => number;
  readonly onGame?: (done: number) => void;
}

export interface Tally {
  wins: number;
  games: number;
  points: number;
  totalPoints: number;
}

export interface SequenceResult {
  readonly index: number;
  readonly byName: Record<string, Tally>;
}

export interface MatchResult {
  readonly games: number;
  readonly sequences: SequenceResult[];
  /** Milliseconds per decision with more than one legal action, by entrant name. */
  readonly times: Record<string, number[]>;
  readonly counters: Record<string, Record<string, number>>;
  readonly errors: Record<string, number>;
}

const MAX_ACTIONS = 100_000;

export async function playMatch<State, Action, View>(spec: MatchSpec<State, Action, View>): Promise<MatchResult> {
  const { adapter, entrants } = spec;
  const game = adapter.game;
  const options = adapter.options(spec.flags);
  const n = entrants.length;
  const perms = adapter.permutations(n);
  const sides = adapter.sides(n);
  const times: Record<string, number[]> = {};
  const counters: Record<string, Record<string, number>> = {};
  const sequences: SequenceResult[] = [];
  let games = 0;
  for (const e of entrants) {
    times[e.name] ??= [];
    counters[e.name] ??= {};
  }

  for (const index of spec.sequences) {
    const byName: Record<string, Tally> = {};
    for (const [r, perm] of perms.entries()) {
      const seatEntrant = (seat: number): Entrant<State> => entrants[perm[seat]!]!;
      const sink: StatSink = {
        add(seat: Seat, key: string, amount = 1) {
          const c = counters[seatEntrant(seat).name]!;
          c[key] = (c[key] ?? 0) + amount;
        },
      };
      const stats = adapter.stats();
      const gameSeed = `${spec.seed}/${index}`;
      const setup = game.setup(options, gameSeed, adapter.fixture?.(options));
      if (isEngineError(setup)) throw new Error(setup.message);
      let state = setup;
      const fallback = Rng.fromSeed(`${spec.seed}/${index}/${r}/fallback`);
      for (let step = 0; !game.isOver(state); step++) {
        if (step > MAX_ACTIONS) throw new Error('a game did not end');
        const seat = game.toAct(state)!;
        const entrant = seatEntrant(seat);
        const legal = game.legalActions(state, seat);
        const texts = legal.map((a) => game.formatAction(a));
        const t0 = spec.clock();
        const answer = await entrant.decide({ state, seat, seed: decisionSeed(gameSeed, step) });
        const ms = spec.clock() - t0;
        if (legal.length > 1) times[entrant.name]!.push(ms);
        let k = texts.indexOf(answer);
        if (k < 0) k = fallback.int(legal.length);
        const next = game.apply(state, seat, legal[k]!);
        if (isEngineError(next)) throw new Error(`engine refused a legal action: ${next.message}`);
        stats.onAction(state, seat, texts[k]!, next, sink);
        state = next;
      }
      const result = adapter.result(state, n);
      let total = 0;
      for (const p of result.points ?? []) total += p;
      for (const [i, side] of sides.entries()) {
        const names = new Set(side.map((s) => seatEntrant(s).name));
        for (const name of names) {
          const t = (byName[name] ??= { wins: 0, games: 0, points: 0, totalPoints: 0 });
          t.games += 1;
          t.wins += result.wins[i]!;
          t.points += result.points?.[i] ?? 0;
          t.totalPoints += total;
        }
      }
      games++;
      spec.onGame?.(games);
    }
    sequences.push({ index, byName });
  }
  const errors: Record<string, number> = {};
  for (const e of entrants) errors[e.name] = (errors[e.name] ?? 0) + e.errors();
  return { games, sequences, times, counters, errors };
}

/** Merges the results of workers that played disjoint sequences. */
export function mergeResults(parts: readonly MatchResult[]): MatchResult {
  const out: MatchResult = { games: 0, sequences: [], times: {}, counters: {}, errors: {} };
  let games = 0;
  for (const p of parts) {
    games += p.games;
    out.sequences.push(...p.sequences);
    for (const [name, t] of Object.entries(p.times)) (out.times[name] ??= []).push(...t);
    for (const [name, c] of Object.entries(p.counters)) {
      const into = (out.counters[name] ??= {});
      for (const [key, v] of Object.entries(c)) into[key] = (into[key] ?? 0) + v;
    }
    for (const [name, e] of Object.entries(p.errors)) out.errors[name] = (out.errors[name] ?? 0) + e;
  }
  out.sequences.sort((a, b) => a.index - b.index);
  return { ...out, games };
}
