import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { FRENCH32 } from '../../cards/deck.ts';
import { RuleError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schraem } from './index.ts';
import { BLIND, FOLD, HOLD, KNOCK, PASS, PLAY, REVEAL, type SchraemAction, VARIANT } from './notation.ts';
import type { SchraemState } from './state.ts';

/** Invariants over thousands of random games (DESIGN.md: cards conserved, lives never rise, no leaks, exact replay). */

const ALL_ACTIONS: readonly SchraemAction[] = [...PLAY, ...FOLD, KNOCK, HOLD, PASS, BLIND, REVEAL, ...Object.values(VARIANT)];
const CARD = /^[789TJQKA][cshd]$/;

const optionsArb = fc.oneof(
  fc.record({ players: fc.integer({ min: 2, max: 8 }), mode: fc.constantFrom('anfaenger', 'fortgeschritten', 'profi') }),
  fc.record({ players: fc.integer({ min: 2, max: 6 }), mode: fc.constantFrom('fortgeschritten', 'profi'), ruleset: fc.constant('rheinland') }),
  fc.record({
    players: fc.integer({ min: 2, max: 5 }),
    mode: fc.constant('profi'),
    capByLives: fc.boolean(),
    winnerDeals: fc.boolean(),
    startLives: fc.integer({ min: 2, max: 7 }),
  }),
);

/** V-10 … V-13 and the switches V-1 … V-8 mixed freely (small start lives reach V-3 and V-8 often). */
const variantsArb = fc.oneof(
  fc.record({
    players: fc.integer({ min: 2, max: 5 }),
    mode: fc.constantFrom('fortgeschritten', 'profi'),
    ruleset: fc.constantFrom('wipperfuerth', 'marienheide', 'eifel', 'sebbe'),
  }),
  fc.record({ players: fc.integer({ min: 6, max: 8 }), mode: fc.constantFrom('fortgeschritten', 'profi'), ruleset: fc.constantFrom('wipperfuerth', 'eifel', 'sebbe') }),
  fc.record({
    players: fc.integer({ min: 2, max: 5 }),
    mode: fc.constantFrom('fortgeschritten', 'profi'),
    knockCap: fc.constantFrom('none', 'lives', 'livesPlusOne'),
    fourCourts: fc.constantFrom('off', 'honest', 'turn', 'challenge'),
    huebschen: fc.boolean(),
    leadAfterLeave: fc.constantFrom('next', 'highestInTrick'),
    firstDealer: fc.constantFrom('rotate', 'loser'),
    raising: fc.constantFrom('anyone', 'leaderOnly'),
    hammerRaisesAll: fc.boolean(),
    winnerDeals: fc.boolean(),
    startLives: fc.integer({ min: 2, max: 4 }),
  }).map((o) => (o.raising === 'leaderOnly' ? { ...o, hammer: false } : o)),
);

function assert(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

function cardsIn(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') {
    if (CARD.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'options') cardsIn(v, out);
  }
  return out;
}

/** The cards a viewer may know: own hand once looked at, and every card face up this hand. */
function visibleMask(s: SchraemState, viewer: Seat | 'spectator'): number {
  let mask = 0;
  for (const t of s.trick) mask |= 1 << t.card;
  for (const trick of s.tricks) for (const t of trick) mask |= 1 << t.card;
  for (const t of s.lastHand?.lastTrick ?? []) mask |= 1 << t.card;
  if (viewer !== 'spectator' && ((s.revealed >>> viewer) & 1) === 1) mask |= s.hands[viewer]!;
  // V-2: laid cards only once turned or challenged (events keep them after a V-3 redeal).
  mask |= s.shownLaid;
  for (const e of s.events) if (e.type === 'turn' || e.type === 'challenge') for (const c of e.cards) mask |= 1 << FRENCH32.indexOf.get(c)!;
  return mask;
}

/**
 * What each viewer is told of an action (publicAction) names only cards it may know before or
 * after it — a played card is face up afterwards; a folded one stays with its owner (S-21) — and
 * the actor is told the action itself.
 */
function checkTold(before: SchraemState, seat: Seat, action: SchraemAction, after: SchraemState): void {
  const viewers: (Seat | 'spectator')[] = ['spectator', ...before.lives.map((_, i) => i as Seat)];
  for (const v of viewers) {
    const text = schraem.publicAction(before, seat, action, v);
    if (v === seat) assert(text === schraem.formatAction(action), () => `seat ${seat} is told "${text}" of its own ${schraem.formatAction(action)}`);
    const allowed = visibleMask(before, v) | visibleMask(after, v);
    for (const c of text.split(' ').filter((w) => CARD.test(w))) {
      assert(((allowed >>> FRENCH32.indexOf.get(c)!) & 1) === 1, () => `seat ${v} is told "${text}" of seat ${seat}'s action`);
    }
  }
}

function checkInvariants(s: SchraemState, prev: SchraemState | null): void {
  // Cards conserved: every card is in exactly one place.
  const places = [...s.hands, ...s.laid, s.played, s.discarded, s.unused];
  let union = 0;
  let count = 0;
  for (const p of places) {
    union |= p;
    count += popcount(p);
  }
  assert(union === -1 && count === 32, () => `cards not conserved: ${count}`);
  s.lives.forEach((l, seat) => {
    assert(l >= 0, () => `seat ${seat} has ${l} lives`);
    assert(!prev || l <= prev.lives[seat]!, () => `seat ${seat}'s lives rose`);
  });
  const viewers: (Seat | 'spectator')[] = ['spectator', ...s.lives.map((_, i) => i as Seat)];
  for (const v of viewers) {
    const allowed = visibleMask(s, v);
    for (const c of cardsIn(schraem.viewFor(s, v), [])) {
      const i = FRENCH32.indexOf.get(c)!;
      assert(((allowed >>> i) & 1) === 1, () => `seat ${v} may not see ${c}`);
    }
  }
}

function playRandomGame(options: object, seed: number, picks: readonly number[]): { state: SchraemState; log: [Seat, SchraemAction][] } {
  let s = schraem.setup(options, seed) as SchraemState;
  assert(!(s instanceof Error), () => `setup failed for ${JSON.stringify(options)}`);
  const log: [Seat, SchraemAction][] = [];
  checkInvariants(s, null);
  let i = 0;
  while (!schraem.isOver(s)) {
    const seat = schraem.toAct(s)!;
    const legal = schraem.legalActions(s, seat);
    assert(legal.length > 0, () => `seat ${seat} to act has no legal action`);
    const pick = picks[i++ % picks.length]!;

    // An action outside legalActions is refused and changes nothing.
    const before = JSON.stringify(s);
    const illegal = ALL_ACTIONS.filter((a) => !legal.includes(a));
    const wrong = illegal[pick % illegal.length]!;
    assert(schraem.apply(s, seat, wrong) instanceof RuleError, () => `illegal ${schraem.formatAction(wrong)} accepted`);
    const other = ((seat + 1 + (pick % (s.lives.length - 1))) % s.lives.length) as Seat;
    assert(schraem.apply(s, other, legal[0]!) instanceof RuleError, () => `seat ${other} acted out of turn`);

    const action = legal[pick % legal.length]!;
    const next = schraem.apply(s, seat, action);
    assert(!(next instanceof RuleError), () => `legal ${schraem.formatAction(action)} refused: ${String(next)}`);
    assert(JSON.stringify(s) === before, () => 'apply changed the state it was given');
    checkInvariants(next as SchraemState, s);
    checkTold(s, seat, action, next as SchraemState);
    log.push([seat, action]);
    s = next as SchraemState;
    assert(i < 5000, () => 'game does not end');
  }
  return { state: s, log };
}

function checkGame(options: object, seed: number, picks: readonly number[]): void {
  const { state, log } = playRandomGame(options, seed, picks);
  expect(state.lives.filter((l) => l > 0)).toHaveLength(1);
  expect(state.winner).toBe(state.lives.findIndex((l) => l > 0));
  let replay = schraem.setup(options, seed) as SchraemState;
  for (const [seat, action] of log) replay = schraem.apply(replay, seat, schraem.parseAction(schraem.formatAction(action)) as SchraemAction) as SchraemState;
  expect(JSON.stringify(replay)).toBe(JSON.stringify(state));
}

describe('7-Schräm properties', () => {
  it('V-1 … V-13: random games of every preset and mixed switches: conservation (laid cards included), lives never rise, no leak of a laid-down hand, exact replay', () => {
    fc.assert(
      fc.property(variantsArb, fc.integer(), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (options, seed, picks) => checkGame(options, seed, picks)),
      { numRuns: 600 },
    );
  });

  it('random games: conservation, lives, legality, no leaks (views and what each viewer is told of an action), one survivor, exact replay', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer(), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (options, seed, picks) => {
        const { state, log } = playRandomGame(options, seed, picks);
        expect(state.lives.filter((l) => l > 0)).toHaveLength(1);
        expect(state.winner).toBe(state.lives.findIndex((l) => l > 0));
        expect(schraem.summary(state).scores.reduce((a, b) => a + b, 0)).toBe(state.lives[state.winner!]! + 7);

        let replay = schraem.setup(options, seed) as SchraemState;
        for (const [seat, action] of log) replay = schraem.apply(replay, seat, schraem.parseAction(schraem.formatAction(action)) as SchraemAction) as SchraemState;
        expect(JSON.stringify(replay)).toBe(JSON.stringify(state));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('7-Schräm properties: the games inside the game (V-20, V-21)', () => {
  it('V-20 dedenbach: random games: conservation, lives never rise, no leak, one loser — of the halves\' losers — and exact replay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (players, seed, picks) => {
        const options = { players, ruleset: 'dedenbach' };
        const { state, log } = playRandomGame(options, seed, picks);
        expect(state.winner).toBeNull();
        expect(state.halfLosers).toHaveLength(2);
        expect(state.halfLosers).toContain(state.loser);
        expect(state.lives.map((l, seat) => (seat === state.loser ? 0 : 1))).toEqual(state.lives);
        expect(schraem.summary(state).scores.reduce((a, b) => a + b, 0)).toBe(players - 1);
        let replay = schraem.setup(options, seed) as SchraemState;
        for (const [seat, action] of log) replay = schraem.apply(replay, seat, schraem.parseAction(schraem.formatAction(action)) as SchraemAction) as SchraemState;
        expect(JSON.stringify(replay)).toBe(JSON.stringify(state));
      }),
      { numRuns: 300 },
    );
  });

  it('V-21 tuppen: random games: conservation, lives never rise, no leak, one survivor, exact replay; short long games happen', () => {
    let shortLong = 0;
    const stages = new Set<string>();
    const tuppenArb = fc.record({
      players: fc.integer({ min: 2, max: 6 }),
      mode: fc.constantFrom('fortgeschritten', 'profi'),
      ruleset: fc.constant('tuppen'),
      startLives: fc.integer({ min: 2, max: 4 }),
    });
    fc.assert(
      fc.property(tuppenArb, fc.integer(), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (options, seed, picks) => {
        checkGame(options, seed, picks);
        let s = schraem.setup(options, seed) as SchraemState;
        let i = 0;
        let seen = false;
        while (!schraem.isOver(s)) {
          stages.add(s.stage);
          if (s.stage === 'short' || s.stage === 'long') {
            seen = true;
            // V-21: in these hands only cards are played, by the seats of the round.
            const legal = schraem.legalActions(s, s.toAct!);
            expect(legal.every((a) => a.type === 'play')).toBe(true);
            expect(s.inHand & ~s.round).toBe(0);
          }
          const legal = schraem.legalActions(s, s.toAct!);
          s = schraem.apply(s, s.toAct!, legal[picks[i++ % picks.length]! % legal.length]!) as SchraemState;
        }
        if (seen) shortLong += 1;
      }),
      { numRuns: 300 },
    );
    expect(shortLong).toBeGreaterThan(10);
    expect([...stages].sort()).toEqual(['long', 'main', 'short']);
  });
});
