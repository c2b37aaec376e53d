import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { GERMAN32 } from '../../cards/deck.ts';
import { RuleError } from '../../errors.ts';
import type { Seat, Viewer } from '../../game.ts';
import { removedFor, TOTAL_POINTS } from './cards.ts';
import { points } from './flow.ts';
import { sedma } from './index.ts';
import { DEAL, KEEP, PLAY, type SedmaAction, STOP, SWAP } from './notation.ts';
import type { CompletedTrick, SedmaState } from './state.ts';

/**
 * Invariants over thousands of random games for 2, 3 and 4 players (DESIGN.md): 90 points a game
 * unless burned (D-12), cards conserved, legal actions apply and nothing else does, no view
 * shows a card its viewer may not see, exact replay from (options, seed, actions).
 */

const ALL_ACTIONS: readonly SedmaAction[] = [DEAL, SWAP, KEEP, STOP, ...PLAY];
const CARD = /^[789TUOKA][hbla]$/;

function assert(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

function cardsIn(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') {
    if (CARD.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) cardsIn(v, out);
  }
  return out;
}

/** What a viewer may know: its own hand, every card face up in this game, the cards out of the deck. */
function visibleMask(s: SedmaState, viewer: Viewer): number {
  let mask = removedFor(s.options.players);
  for (const t of s.trick) mask |= 1 << t.card;
  for (const trick of s.tricks) for (const t of trick.cards) mask |= 1 << t.card;
  if (viewer !== 'spectator') mask |= s.hands[viewer]!;
  return mask;
}

function checkState(s: SedmaState): void {
  const n = s.options.players;
  // Cards conserved: hands, stock, trick, cards taken and cards out of the deck hold each card once.
  const places = [...s.hands, s.stock.reduce((m, c) => m | (1 << c), 0), s.trick.reduce((m, t) => m | (1 << t.card), 0), ...s.taken, removedFor(n)];
  let union = 0;
  let count = 0;
  for (const p of places) {
    union |= p;
    count += popcount(p);
  }
  assert(union === -1 && count === 32, () => `cards not conserved: ${count} cards`);
  assert(s.hands.every((h) => popcount(h) <= 4), () => 'a hand holds more than four cards');
  if (s.phase !== 'over' && s.trick.length === 0) {
    const size = popcount(s.hands[0]!);
    assert(s.hands.every((h) => popcount(h) === size), () => 'hands differ in size before a trick (D-11)');
  }
  for (const viewer of ['spectator', ...s.hands.keys()] as Viewer[]) {
    const allowed = visibleMask(s, viewer);
    for (const c of cardsIn(sedma.viewFor(s, viewer), [])) {
      const i = GERMAN32.indexOf.get(c)!;
      assert(((allowed >>> i) & 1) === 1, () => `${viewer} may not see ${c}`);
    }
  }
}

function checkGameEnd(s: SedmaState): void {
  const pts = points(s);
  if (s.burned) {
    assert(s.winnerSide === s.sides[s.burned.seat], () => 'a burned game goes to the burner\'s side');
    return;
  }
  assert(pts[0]! + pts[1]! === TOTAL_POINTS, () => `points ${pts.join('+')} are not ${TOTAL_POINTS}`);
  assert(s.winnerSide === (pts[0]! > pts[1]! ? 0 : 1), () => `side ${s.winnerSide} won with ${pts.join(':')}`);
  assert(s.stock.length === 0 && s.hands.every((h) => h === 0) && s.trick.length === 0, () => 'cards left at the end');
}

/**
 * A completed trick, checked against the rules directly (D-7 … D-9): whole rounds from its
 * leader; every later round opened by the leader with a beating card; won by the last beating
 * card, else by the leader.
 */
function checkTrick(trick: CompletedTrick, players: number): void {
  const cards = trick.cards;
  const lead = cards[0]!;
  const beats = (card: number) =>
    (card & 7) === (lead.card & 7) || (card & 7) === 0 || (players === 3 && GERMAN32.cards[card] === 'Kh');
  assert(cards.length % players === 0, () => `a trick of ${cards.length} cards`);
  let winner = lead.seat;
  cards.forEach((t, i) => {
    assert(t.seat === (lead.seat + i) % players, () => `card ${i} of the trick played by seat ${t.seat}`);
    if (i > 0 && i % players === 0) assert(beats(t.card), () => 'a round opened with a card that does not beat');
    if (i > 0 && beats(t.card)) winner = t.seat;
  });
  assert(trick.winner === winner, () => `trick won by ${trick.winner}, not ${winner}`);
}

/** D-10: after two cards of one rank in a row within a round, a seat holding that rank plays it. */
function checkMatching(before: SedmaState, seat: Seat, card: string): void {
  const t = before.trick;
  const n = before.options.players;
  if (before.phase !== 'play' || t.length % n < 2) return;
  const r = t[t.length - 1]!.card & 7;
  if ((t[t.length - 2]!.card & 7) !== r) return;
  const held = [0, 1, 2, 3].some((suit) => ((before.hands[seat]! >>> (suit * 8 + r)) & 1) === 1);
  assert(!held || (GERMAN32.index(card) & 7) === r, () => `seat ${seat} played ${card} holding the rank to match`);
}

/**
 * D-9 amended: a trick ends without `stop` only when its leader won it or holds no card at all —
 * never because the leader holds no beating card: whether the leader is asked must not tell the
 * table what the leader holds (so it depends on public facts only: who is winning, hand sizes).
 */
function checkEndedByItself(trick: CompletedTrick, leaderHand: number): void {
  const lead = trick.cards[0]!;
  if (trick.winner === lead.seat) return;
  assert(leaderHand === 0, () => `the trick ended without asking its beaten leader, who holds ${popcount(leaderHand)} cards`);
}

/** What each viewer is told of an action names only cards it may know before or after it; the actor is told the action. */
function checkTold(before: SedmaState, seat: Seat, action: SedmaAction, after: SedmaState): void {
  for (const viewer of ['spectator', ...before.hands.keys()] as Viewer[]) {
    const text = sedma.publicAction(before, seat, action, viewer);
    if (viewer === seat) assert(text === sedma.formatAction(action), () => `seat ${seat} is told "${text}" of its own action`);
    const allowed = visibleMask(before, viewer) | visibleMask(after, viewer);
    for (const c of text.split(' ').filter((w) => CARD.test(w))) {
      assert(((allowed >>> GERMAN32.indexOf.get(c)!) & 1) === 1, () => `${viewer} is told "${text}" of seat ${seat}'s action`);
    }
  }
}

/** An action outside legalActions is refused with a RuleError, from any seat, and changes nothing. */
function checkLegality(s: SedmaState, legal: readonly SedmaAction[]): void {
  const before = JSON.stringify(s);
  const n = s.options.players;
  for (let seat = 0; seat < n; seat++) {
    const mine = sedma.legalActions(s, seat as Seat);
    assert(seat === s.toAct || mine.length === 0, () => `seat ${seat} has legal actions out of turn`);
    for (const a of ALL_ACTIONS) {
      if (seat === s.toAct && legal.includes(a)) continue;
      const r = sedma.apply(s, seat as Seat, a);
      assert(r instanceof RuleError, () => `seat ${seat}: ${sedma.formatAction(a)} outside legalActions was accepted`);
    }
  }
  assert(JSON.stringify(s) === before, () => 'a refused action changed the state');
}

interface Played {
  readonly state: SedmaState;
  readonly log: readonly (readonly [Seat, string])[];
  readonly games: number;
}

/** Random legal play until `games` games have ended; `picks` choose among the legal actions. */
function playGames(players: number, seed: number, picks: readonly number[], games: number, full: boolean): Played {
  let s = sedma.setup({ players }, seed) as SedmaState;
  const log: [Seat, string][] = [];
  let ended = s.phase === 'over' ? 1 : 0;
  if (ended) checkGameEnd(s);
  checkState(s);
  for (let i = 0; ended < games; i++) {
    const seat = sedma.toAct(s)!;
    const legal = sedma.legalActions(s, seat);
    assert(legal.length > 0, () => `seat ${seat} to act has no legal action`);
    if (full) checkLegality(s, legal);
    const action = legal[picks[i % picks.length]! % legal.length]!;
    const before = JSON.stringify(s);
    const next = sedma.apply(s, seat, action);
    assert(!(next instanceof RuleError), () => `legal ${sedma.formatAction(action)} refused: ${String(next)}`);
    assert(JSON.stringify(s) === before, () => 'apply changed the state it was given');
    const n = next as SedmaState;
    log.push([seat, sedma.formatAction(action)]);
    checkState(n);
    checkTold(s, seat, action, n);
    if (action.type === 'play') checkMatching(s, seat, action.card);
    if (n.tricks.length > s.tricks.length) {
      const trick = n.tricks[n.tricks.length - 1]!;
      checkTrick(trick, players);
      if (action !== STOP) checkEndedByItself(trick, s.hands[trick.cards[0]!.seat]!);
    }
    if (n.phase === 'over' && s.phase !== 'over') {
      ended++;
      checkGameEnd(n);
    }
    if (action === DEAL && n.phase === 'over') {
      ended++; // burned at once after the deal
      checkGameEnd(n);
    }
    s = n;
    assert(i < 20_000, () => 'the games do not end');
  }
  return { state: s, log, games: ended };
}

const picksArb = fc.array(fc.nat(), { minLength: 1, maxLength: 80 });

describe('Sedma properties', () => {
  it.each([2, 3, 4])('%i players: 90 points unless burned, conservation, no leaks, exact replay', (players) => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer(), picksArb, (seed, picks) => {
        const { state, log, games: g } = playGames(players, seed, picks, 3, false);
        games += g;
        let replay = sedma.setup({ players }, seed) as SedmaState;
        for (const [seat, text] of log) replay = sedma.apply(replay, seat, sedma.parseAction(text) as SedmaAction) as SedmaState;
        expect(JSON.stringify(replay)).toBe(JSON.stringify(state));
      }),
      { numRuns: 700 },
    );
    expect(games).toBeGreaterThanOrEqual(2100);
  });

  it.each([2, 3, 4])('%i players: every legal action applies, every other action is refused and changes nothing', (players) => {
    fc.assert(
      fc.property(fc.integer(), picksArb, (seed, picks) => {
        playGames(players, seed, picks, 2, true);
      }),
      { numRuns: 60 },
    );
  });
});
