import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SWISS36 } from '../../cards/deck.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError, RuleError } from '../../errors.ts';
import type { Seat, Viewer } from '../../game.ts';
import { cardsOf, cardText } from './cards.ts';
import { schieber } from './index.ts';
import { CONTRACT_ACTIONS, PLAY, PUSH, type SchieberAction, WEIS } from './notation.ts';
import { roundPointsOf, type SchieberState, tricksWonOf } from './state.ts';
import { trickCards } from './trick.ts';
import { type Declaration, weisCards } from './weis.ts';

/**
 * Invariants over random matches with random legal play (DESIGN.md, issue 3): card points and
 * round totals, conservation of cards, legal/illegal consistency, views that leak nothing, replay.
 */

const ALL_ACTIONS: readonly SchieberAction[] = [...CONTRACT_ACTIONS, PUSH, WEIS, ...PLAY];
const SEATS: readonly Seat[] = [0, 1, 2, 3];

function start(seed: number, options: object = {}): SchieberState {
  const s = schieber.setup(options, seed);
  if (isEngineError(s)) throw new Error(s.message);
  return s;
}

function step(s: SchieberState, rng: Rng): { next: SchieberState; action: SchieberAction } {
  const seat = s.toAct!;
  const legal = schieber.legalActions(s, seat);
  const action = legal[rng.int(legal.length)]!;
  const next = schieber.apply(s, seat, action);
  if (isEngineError(next)) throw new Error(`legal action refused: ${next.message}`);
  return { next, action };
}

type Visit = (s: SchieberState, prev: SchieberState | null, action: SchieberAction | null) => void;

/** Plays random legal actions until the match is over (or `maxSteps`), calling `visit` on each state. */
function playMatch(seed: number, options: object, maxSteps: number, visit: Visit): SchieberState {
  const rng = Rng.fromSeed(`choices-${seed}`);
  let s = start(seed, options);
  let prev: SchieberState | null = null;
  visit(s, prev, null);
  for (let n = 0; n < maxSteps && !schieber.isOver(s); n++) {
    prev = s;
    const { next, action } = step(s, rng);
    s = next;
    visit(s, prev, action);
  }
  return s;
}

/** Every card on the table or in the completed tricks of this round. */
function playedCards(s: SchieberState): number[] {
  const out = trickCards(s.trick);
  for (const t of s.tricks) out.push(...trickCards(t.cards));
  return out;
}

describe('Schieber properties', () => {
  it('J-7, J-16: every completed round has 152 card points, 157 with the last trick, 257 with Matsch', () => {
    let rounds = 0;
    let matsches = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), (seed) => {
        playMatch(seed, { target: 10000 }, 4000, (s, prev) => {
          if (!prev || s.roundNumber === prev.roundNumber || !s.lastRound) return;
          const r = s.lastRound;
          rounds++;
          expect(r.completed).toBe(true);
          expect(r.cardPoints[0] + r.cardPoints[1]).toBe(152);
          expect(r.tricksWon[0] + r.tricksWon[1]).toBe(9);
          const total = r.points[0] + r.points[1] - r.weisPoints[0] - r.weisPoints[1] - r.stoeckPoints[0] - r.stoeckPoints[1];
          if (r.matsch !== null) {
            matsches++;
            expect(total).toBe(257);
            expect(r.tricksWon[r.matsch]).toBe(9);
          } else {
            expect(total).toBe(157);
          }
          // J-17: the match totals grew by exactly the round's points.
          expect(r.scores[0] - prev.scores[0]).toBe(r.points[0] - roundPointsOf(prev)[0]);
          expect(r.scores[1] - prev.scores[1]).toBe(r.points[1] - roundPointsOf(prev)[1]);
        });
      }),
      { numRuns: 50 },
    );
    expect(rounds).toBeGreaterThan(2000);
    expect(matsches).toBeGreaterThan(0);
  });

  it('J-1, J-2: cards are conserved: hands and played cards make the whole deck, nine per seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), (seed) => {
        playMatch(seed, {}, 2000, (s) => {
          const seen = new Set<number>();
          const sizes = SEATS.map((seat) => {
            const cards = cardsOf(s.hands, seat * 4);
            for (const c of cards) seen.add(c);
            return cards.length;
          });
          const played = playedCards(s);
          for (const c of played) seen.add(c);
          expect(seen.size).toBe(36);
          expect(sizes.reduce((a, b) => a + b, 0) + played.length).toBe(36);
          for (const seat of SEATS) {
            const inTrick = SEATS.filter((_, i) => i < trickCards(s.trick).length && (s.trickLeader + i) % 4 === seat).length;
            expect(sizes[seat]).toBe(9 - s.tricks.length - inTrick);
          }
          // the score sheet agrees with the tricks
          expect(tricksWonOf(s.tricks)[0] + tricksWonOf(s.tricks)[1]).toBe(s.tricks.length);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('J-2 … J-15: every legal action applies; every other action is refused with a RuleError and changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), fc.constantFrom(1000, 300), (seed, target) => {
        playMatch(seed, { target }, 120, (s) => {
          if (schieber.isOver(s)) {
            // J-17: once a team has reached the target, nothing more is accepted.
            for (const seat of SEATS) {
              expect(schieber.legalActions(s, seat)).toEqual([]);
              expect((schieber.apply(s, seat, PLAY[0]!) as RuleError).rule).toBe('J-17');
            }
            return;
          }
          const before = structuredClone(s);
          const seat = s.toAct!;
          const legal = new Set(schieber.legalActions(s, seat));
          for (const a of ALL_ACTIONS) {
            const r = schieber.apply(s, seat, a);
            if (legal.has(a)) {
              expect(isEngineError(r), `${schieber.formatAction(a)} is listed as legal`).toBe(false);
            } else {
              expect(r, `${schieber.formatAction(a)} is not listed as legal`).toBeInstanceOf(RuleError);
            }
          }
          for (const other of SEATS) {
            if (other === seat) continue;
            expect(schieber.legalActions(s, other)).toEqual([]);
            const r = schieber.apply(s, other, PLAY[cardsOf(s.hands, other * 4)[0] ?? 0]!);
            expect(r).toBeInstanceOf(RuleError);
            expect((r as RuleError).rule).toBe('J-2');
          }
          expect(s).toEqual(before);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('a view never shows a card its viewer may not see (J-14: never the other team\'s Weis), nor does what it is told of an action; plain JSON', () => {
    const CARD = /^[6789TUOKA][etsr]$/;
    /** Plain JSON: null, booleans, finite numbers, strings, arrays and plain objects only. */
    const isPlain = (x: unknown): boolean => {
      if (x === null || typeof x === 'string' || typeof x === 'boolean') return true;
      if (typeof x === 'number') return Number.isFinite(x);
      if (Array.isArray(x)) return x.every(isPlain);
      if (typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) return Object.values(x).every(isPlain);
      return false;
    };
    const cardsIn = (x: unknown, out: Set<string>): Set<string> => {
      if (typeof x === 'string' && CARD.test(x)) out.add(x);
      else if (Array.isArray(x)) for (const y of x) cardsIn(y, out);
      else if (x && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, out);
      return out;
    };
    /** J-12, J-14: a Weis's cards go to its declarer, and once shown only for the scoring team. */
    const weisSeen = (d: Declaration, shown: boolean, weisSeat: Seat | null, viewer: Viewer): boolean =>
      d.seat === viewer || (shown && weisSeat !== null && (d.seat & 1) === (weisSeat & 1));
    /** What a viewer may know, computed from the state, not from the view. */
    const visible = (s: SchieberState, viewer: Viewer): Set<string> => {
      const ok = new Set<string>();
      if (viewer !== 'spectator') for (const c of cardsOf(s.hands, viewer * 4)) ok.add(cardText(c));
      for (const c of playedCards(s)) ok.add(cardText(c));
      for (const d of s.declarations) {
        if (weisSeen(d, s.tricks.length > 0, s.weisSeat, viewer)) for (const w of d.weis) for (const c of weisCards(w)) ok.add(cardText(c));
      }
      const r = s.lastRound;
      if (r) {
        if (r.finalTrick) for (const c of trickCards(r.finalTrick.cards)) ok.add(cardText(c));
        for (const d of r.declarations) {
          if (weisSeen(d, r.weisShown, r.weisSeat, viewer)) for (const w of d.weis) for (const c of weisCards(w)) ok.add(cardText(c));
        }
      }
      return ok;
    };
    let hiddenWeis = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), (seed) => {
        playMatch(seed, {}, 400, (s, prev, action) => {
          for (const viewer of [...SEATS, 'spectator'] as const) {
            const view = schieber.viewFor(s, viewer);
            expect(isPlain(view)).toBe(true);
            const ok = visible(s, viewer);
            for (const c of cardsIn(view, new Set())) expect(ok.has(c), `seat ${viewer} sees ${c}`).toBe(true);
            if (viewer !== 'spectator') expect(view.hand).toEqual(cardsOf(s.hands, viewer * 4).map(cardText));
            else expect(view.hand).toBeNull();
            hiddenWeis += view.weis.filter((d) => d.weis === null && s.tricks.length > 0).length;
            if (!prev || !action) continue;
            const seat = prev.toAct!;
            const told = schieber.publicAction(prev, seat, action, viewer);
            if (viewer === seat) expect(told).toBe(schieber.formatAction(action));
            const before = visible(prev, viewer);
            for (const c of told.split(' ').filter((w) => CARD.test(w))) expect(ok.has(c) || before.has(c), `seat ${viewer} is told "${told}"`).toBe(true);
          }
        });
      }),
      // A fixed seed: the count below must not depend on the run's luck (12 random matches once went without a hidden Weis).
      { numRuns: 20, seed: 2026_12_02 },
    );
    // Random play declares Weis on both sides often enough that the other team's stay hidden.
    expect(hiddenWeis).toBeGreaterThan(0);
  });

  it('replaying (options, seed, actions) gives an identical state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), fc.integer({ min: 1, max: 600 }), (seed, steps) => {
        const rng = Rng.fromSeed(seed);
        let s = start(seed);
        const log: string[] = [];
        for (let i = 0; i < steps && !schieber.isOver(s); i++) {
          const seat = s.toAct!;
          const { next, action } = step(s, rng);
          log.push(`${seat}: ${schieber.formatAction(action)}`);
          s = next;
        }
        let r = start(seed);
        for (const line of log) {
          const [seat, text] = line.split(': ') as [string, string];
          const action = schieber.parseAction(text);
          if (isEngineError(action)) throw new Error(action.message);
          const next = schieber.apply(r, Number(seat) as Seat, action);
          if (isEngineError(next)) throw new Error(next.message);
          r = next;
        }
        expect(r).toEqual(s);
        expect(schieber.summary(r)).toEqual(schieber.summary(s));
      }),
      { numRuns: 100 },
    );
  });

  it('every card and action round-trips through the notation', () => {
    for (const a of ALL_ACTIONS) expect(schieber.parseAction(schieber.formatAction(a))).toBe(a);
    expect(SWISS36.cards.length).toBe(36);
  });
});
