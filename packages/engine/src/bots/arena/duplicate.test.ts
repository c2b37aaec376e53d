import { describe, expect, it } from 'vitest';
import type { SchieberState } from '../../games/schieber/state.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import type { SedmaState } from '../../games/sedma/state.ts';
import { botFor, decisionSeed } from '../index.ts';
import { botEntrant } from './entrants.ts';
import { playMatch } from './match.ts';
import { schieberArena } from './schieber.ts';
import { schraemArena } from './schraem.ts';
import { sedmaArena } from './sedma.ts';
import type { ArenaAdapter, ArenaFlags, Entrant } from './types.ts';

/**
 * Duplicate deals (docs/bots.md): every replay of a deal sequence, whatever the rotation of the
 * seats, deals the same cards to the same seats, so every bot plays every seat on the same cards.
 * Checked on the states the arena really plays (its stats hook sees every action), not on the
 * permutation tables.
 */
interface Deal {
  /** Hand, round or game number: the deal's place in the sequence. */
  readonly number: number;
  /** Cards per seat, and the stock where the game has one. */
  readonly cards: string;
  /** Whether every seat got cards (later 7-Schräm hands skip eliminated seats). */
  readonly full: boolean;
}

interface Case<State, Action, View> {
  readonly adapter: ArenaAdapter<State, Action, View>;
  readonly flags: ArenaFlags;
  readonly dealOf: (s: State) => Deal;
}

const schraemDeal = (s: SchraemState): Deal => ({ number: s.handNumber, cards: s.hands.join(','), full: s.hands.every((h) => h !== 0) });
const schieberDeal = (s: SchieberState): Deal => ({ number: s.roundNumber, cards: s.hands.join(','), full: true });
const sedmaDeal = (s: SedmaState): Deal => ({ number: s.gameNumber, cards: `${s.hands.join(',')}|${s.stock.join(',')}`, full: true });

/** Plays two deal sequences and returns, per game in play order, the deals as they were dealt. */
async function dealsPlayed<State, Action, View>(c: Case<State, Action, View>): Promise<{ perms: number; games: Deal[][] }> {
  const games: Deal[][] = [];
  const adapter: ArenaAdapter<State, Action, View> = {
    ...c.adapter,
    stats: () => {
      const deals: Deal[] = [];
      games.push(deals);
      return {
        onAction(before) {
          const d = c.dealOf(before);
          if (deals[deals.length - 1]?.number !== d.number) deals.push(d);
        },
      };
    },
  };
  const id = c.adapter.game.id;
  const seats = c.flags.players ?? 4;
  // Different bots at the seats, so that the replays of a sequence are really played differently.
  const entrants = Array.from({ length: seats }, (_, i) => botEntrant(adapter, `bot${i}`, botFor(id, i === 0 ? 'mittel' : 'leicht')));
  await playMatch({ adapter, flags: c.flags, entrants, seed: 'dup', sequences: [0, 1], clock: () => 0 });
  return { perms: c.adapter.permutations(seats).length, games };
}

/** Per game: how it is played, and how many deals of each replay must be compared at least. */
const CASES: readonly [string, () => Promise<{ perms: number; games: Deal[][] }>, number][] = [
  ['schraem (4 players, Profi)', () => dealsPlayed({ adapter: schraemArena, flags: { mode: 'profi', players: 4 }, dealOf: schraemDeal }), 3],
  ['schieber (to 500)', () => dealsPlayed({ adapter: schieberArena, flags: { target: 500, players: 4 }, dealOf: schieberDeal }), 3],
  ['sedma (3 players)', () => dealsPlayed({ adapter: sedmaArena, flags: { players: 3 }, dealOf: sedmaDeal }), 1],
  ['sedma (4 players, second game of a match)', () => dealsPlayed({ adapter: sedmaArena, flags: { players: 4 }, dealOf: sedmaDeal }), 1],
];

describe('arena duplicate deals', () => {
  for (const [name, play, least] of CASES) {
    it(`${name}: every rotation of a deal sequence gets the same deals, seat by seat`, async () => {
      const { perms, games } = await play();
      expect(perms).toBeGreaterThan(1);
      expect(games).toHaveLength(2 * perms);
      for (let seq = 0; seq < 2; seq++) {
        const first = games[seq * perms]!;
        for (let r = 1; r < perms; r++) {
          const other = games[seq * perms + r]!;
          // Every deal both replays dealt to all seats (the later play differs, the deals may not).
          let compared = 0;
          for (let i = 0; i < Math.min(first.length, other.length); i++) {
            if (!first[i]!.full || !other[i]!.full) break;
            expect(other[i], `sequence ${seq}, rotation ${r}, deal ${i}`).toEqual(first[i]);
            compared++;
          }
          expect(compared).toBeGreaterThanOrEqual(least);
        }
        // The sequences themselves differ (the test would pass vacuously on one fixed deal).
        if (seq === 1) expect(games[perms]![0]!.cards).not.toBe(games[0]![0]!.cards);
      }
    });
  }

  it('every decision gets decisionSeed(gameSeed, actionIndex), as on the server and in the offline worker', async () => {
    const seen: { seed: string }[] = [];
    const record = (e: Entrant<SchraemState>): Entrant<SchraemState> => ({
      ...e,
      decide: (turn) => {
        seen.push({ seed: turn.seed });
        return e.decide(turn);
      },
    });
    const entrants = [0, 1, 2].map((i) => record(botEntrant(schraemArena, `m${i}`, botFor('schraem', 'mittel'))));
    await playMatch({ adapter: schraemArena, flags: { mode: 'profi', players: 3 }, entrants, seed: 'S', sequences: [4], clock: () => 0 });
    // Three replays of sequence 4 (game seed "S/4"), each from action 0.
    const starts = seen.flatMap((s, i) => (s.seed === decisionSeed('S/4', 0) ? [i] : []));
    expect(starts).toHaveLength(3);
    for (const start of starts) {
      for (let k = 0; k < 30; k++) expect(seen[start + k]!.seed).toBe(decisionSeed('S/4', k));
    }
    for (const s of seen) expect(s.seed).not.toContain('S/4');
  });
});
