import { schraem } from '../../games/schraem/index.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import type { Seat } from '../../game.ts';
import { knowledgeOf } from '../schraem/knowledge.ts';
import { ownLastCardChance } from '../schraem/lastTrick.ts';
import { oracleBot } from '../schraem/oracle.ts';
import { winningIndex } from '../schraem/sim.ts';
import { round } from './stats.ts';
import type { ArenaAdapter, ArenaFlags, Entrant, GameStats } from './types.ts';

/**
 * 7-Schräm in the arena: every seat for itself, duplicate by rotating the seats, and per bot the
 * lives lost per hand played, how often its holds and knocks won the hand, and how it answered
 * knocks with all its cards played (its last card on the table decides its hand).
 */
export const schraemArena: ArenaAdapter<SchraemState, SchraemAction, SchraemView> = {
  game: schraem,
  options: (f: ArenaFlags) => ({
    // V-20: the dedenbach beginners' game is played in mode Anfänger only.
    mode: f.mode ?? (f.ruleset === 'dedenbach' ? 'anfaenger' : 'profi'),
    players: f.players ?? 4,
    ...(f.ruleset ? { ruleset: f.ruleset } : {}),
  }),
  describe: (o) => {
    const opts = o as { mode: string; players: number; ruleset?: string };
    return { mode: opts.mode, players: opts.players, ...(opts.ruleset ? { ruleset: opts.ruleset } : {}) };
  },
  permutations: (n) => Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, s) => (s + r) % n)),
  sides: (n) => Array.from({ length: n }, (_, s) => [s]),
  // V-20: no single winner — everyone but the one who lost the game counts as winning it.
  result: (state, n) => ({ wins: Array.from({ length: n }, (_, s) => (state.winner === s || (state.loser !== null && state.loser !== s) ? 1 : 0)) }),
  stats: schraemStats,
  summarize: (c) => {
    const get = (k: string): number => c[k] ?? 0;
    const rate = (a: string, b: string): number => (get(b) > 0 ? Math.round((1000 * get(a)) / get(b)) / 1000 : 0);
    return {
      hands: get('hands'),
      handWinRate: rate('handsWon', 'hands'),
      livesLostPerHand: rate('livesLost', 'hands'),
      knocks: get('knocks'),
      knockWinRate: rate('knocksWon', 'knocks'),
      holds: get('holds'),
      holdWinRate: rate('holdsWon', 'holds'),
      passes: get('passes'),
      folds: get('folds'),
      emptyHand: {
        holds: get('emptyHolds'),
        passes: get('emptyPasses'),
        holdWinRate: rate('emptyHoldsWon', 'emptyHolds'),
        freeHolds: get('emptyFreeHolds'),
        paidHoldWinRate: get('emptyHolds') > get('emptyFreeHolds') ? round((get('emptyHoldsWon') - get('emptyFreeHoldsWon')) / (get('emptyHolds') - get('emptyFreeHolds'))) : 0,
        sureWinPasses: get('emptySureWinPasses'),
        sureLossHolds: get('emptySureLossHolds'),
        winningPasses: get('emptyWinningPasses'),
        knocksAgainst: get('emptyKnocks'),
        knocksAgainstWinRate: rate('emptyKnocksWon', 'emptyKnocks'),
      },
    };
  },
  oracle: (budgetMs) => oracleEntrant(budgetMs),
};

/**
 * Counted per hand and seat, and at the end of the hand added up twice: all of them, and those
 * of the seat that won the hand (`…Won`). `empty…`: answers with all cards played (`emptyFree…`:
 * holds where passing would have cost every life too, S-14 stake ≥ lives), knocks while a seat
 * with all cards played was still in the hand (`emptyKnocks`).
 */
const PER_HAND = ['knocks', 'holds', 'emptyHolds', 'emptyFreeHolds', 'emptyKnocks'] as const;
type PerHand = (typeof PER_HAND)[number];

function schraemStats(): GameStats<SchraemState> {
  let hand = -1;
  let counts = {} as Record<PerHand, number[]>;
  let startLives: readonly number[] = [];
  return {
    onAction(before, seat, action, after, sink) {
      const n = before.lives.length;
      if (before.handNumber !== hand) {
        hand = before.handNumber;
        startLives = before.lives;
        counts = Object.fromEntries(PER_HAND.map((k) => [k, new Array<number>(n).fill(0)])) as Record<PerHand, number[]>;
      }
      const count = (key: PerHand): void => {
        counts[key][seat]! += 1;
      };
      if (action === 'knock' || action === 'blind') count('knocks');
      if (action === 'knock' && before.hands.some((h, s) => s !== seat && h === 0 && (before.inHand >>> s) & 1)) count('emptyKnocks');
      if (action === 'hold') count('holds');
      if (action === 'pass') sink.add(seat, 'passes');
      if (action.startsWith('fold')) sink.add(seat, 'folds');
      if ((action === 'hold' || action === 'pass') && before.hands[seat] === 0) {
        const hold = action === 'hold';
        if (hold) count('emptyHolds');
        else sink.add(seat, 'emptyPasses');
        if (hold && (before.heldAt[seat]! > 0 ? before.heldAt[seat]! : 1) >= before.lives[seat]!) count('emptyFreeHolds');
        // How sure its card was, from its own view; and whether it takes the trick as dealt.
        const chance = ownLastCardChance(knowledgeOf(schraem.viewFor(before, seat)));
        if (!hold && chance === 1) sink.add(seat, 'emptySureWinPasses');
        if (hold && chance === 0) sink.add(seat, 'emptySureLossHolds');
        if (!hold && takesLastTrick(before, seat)) sink.add(seat, 'emptyWinningPasses');
      }
      if (after.handNumber === before.handNumber && after.phase !== 'over') return;
      const last = after.lastHand!;
      for (let s = 0; s < n; s++) {
        if (startLives[s] === 0) continue;
        const won = last.winner === s ? 1 : 0;
        const who = s as Seat;
        sink.add(who, 'hands');
        sink.add(who, 'handsWon', won);
        sink.add(who, 'livesLost', last.lost[s]!);
        for (const key of PER_HAND) {
          sink.add(who, key, counts[key][s]!);
          sink.add(who, `${key}Won`, won * counts[key][s]!);
        }
      }
    },
  };
}

/** Whether `seat`'s card on the table takes the trick against the cards the others still to play hold (all staying in). */
function takesLastTrick(state: SchraemState, seat: number): boolean {
  const n = state.lives.length;
  const seats = state.trick.map((t) => t.seat as number);
  const cards = state.trick.map((t) => t.card);
  const last = seats[seats.length - 1] ?? seat;
  for (let i = 1; i <= n; i++) {
    const s = (last + i) % n;
    if ((state.inHand >>> s) & 1 && !seats.includes(s) && state.hands[s] !== 0) {
      seats.push(s);
      cards.push(31 - Math.clz32(state.hands[s]!));
    }
  }
  const w = winningIndex(seats, cards, seats.length, state.inHand);
  return w >= 0 && seats[w] === seat;
}

function oracleEntrant(budgetMs: number | undefined): Entrant<SchraemState> {
  const bot = oracleBot(budgetMs);
  return {
    name: 'oracle',
    decide: ({ state, seat, seed }) => schraem.formatAction(bot.decide({ state, seat, legal: schraem.legalActions(state, seat), seed })),
    errors: () => 0,
  };
}
