import { popcount } from '../../cards/bits.ts';
import { FRENCH32, parseCardIndex } from '../../cards/deck.ts';
import { Rng } from '../../cards/rng.ts';
import { OptionsError, ParseError, RuleError } from '../../errors.ts';
import type { Fixture, Seat } from '../../game.ts';
import { suitMask, suitOf } from './cards.ts';
import { activeSet, answer, chooseBlind, fold, knock, knockLimit, playCard, startHand } from './flow.ts';
import { BLIND, FOLD, HOLD, KNOCK, PASS, PLAY, REVEAL, type SchraemAction } from './notation.ts';
import { MAX_VALUE, parseSchraemOptions, type SchraemOptions } from './options.ts';
import { type Draft, draftOf, inSet, type SchraemState } from './state.ts';

export function setup(input: unknown, seed: string | number, fixture: Fixture = {}): SchraemState | OptionsError {
  const options = parseSchraemOptions(input);
  if (options instanceof OptionsError) return options;
  const n = options.players;
  const rng = Rng.fromSeed(seed);
  let lives: number[] = [];
  for (let i = 0; i < n; i++) lives.push(options.startLives);
  let leader = rng.int(n) as Seat; // S-5: the first leader is drawn at random.

  const start = parseStart(fixture.start, n);
  if (start instanceof OptionsError) return start;
  if (start.lives) lives = start.lives;
  if (start.leader !== undefined) leader = start.leader;
  if (popcount(activeSet(lives)) < 2) {
    return new OptionsError('bad-start', 'start: at least two seats need lives');
  }
  if (lives[leader] === 0) return new OptionsError('bad-start', `start: leader ${leader} has no lives`);
  const deals = parseDeals(fixture.deals, n);
  if (deals instanceof OptionsError) return deals;

  const d: Draft = {
    options,
    rng: rng.state,
    lives,
    handNumber: 1,
    leader,
    phase: 'play',
    toAct: null,
    value: 1,
    hands: [],
    inHand: 0,
    revealed: 0,
    heldAt: [],
    lastKnocker: null,
    knocker: null,
    resume: 'play',
    mustPlayCard: false,
    pending: [],
    trick: [],
    tricks: [],
    events: [],
    lost: [],
    played: 0,
    discarded: 0,
    unused: 0,
    lastHand: null,
    winner: null,
    fixtureDeals: deals,
  };
  startHand(d);
  return d;
}

function parseStart(raw: unknown, n: number): { lives?: number[]; leader?: Seat } | OptionsError {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null) return new OptionsError('bad-start', 'start must be an object');
  const { lives, leader, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    return new OptionsError('bad-start', `start: unknown keys ${Object.keys(rest).join(', ')} (known: lives, leader)`);
  }
  const out: { lives?: number[]; leader?: Seat } = {};
  if (lives !== undefined) {
    if (!Array.isArray(lives) || lives.length !== n || !lives.every((l) => Number.isInteger(l) && l >= 0 && l <= 7)) {
      return new OptionsError('bad-start', `start.lives must list ${n} whole numbers from 0 to 7`);
    }
    out.lives = lives as number[];
  }
  if (leader !== undefined) {
    if (typeof leader !== 'number' || !Number.isInteger(leader) || leader < 0 || leader >= n) {
      return new OptionsError('bad-start', `start.leader must be a seat from 0 to ${n - 1}`);
    }
    out.leader = leader as Seat;
  }
  return out;
}

function parseDeals(raw: readonly unknown[] | undefined, n: number): number[][] | OptionsError {
  if (raw === undefined) return [];
  const deals: number[][] = [];
  for (const [k, deal] of raw.entries()) {
    if (!Array.isArray(deal) || deal.length !== n) {
      return new OptionsError('bad-deal', `deal ${k + 1} must list the hands of all ${n} seats`);
    }
    let seen = 0;
    const hands: number[] = [];
    for (const [s, hand] of deal.entries()) {
      if (!Array.isArray(hand) || (hand.length !== 4 && hand.length !== 0)) {
        return new OptionsError('bad-deal', `deal ${k + 1}, seat ${s}: a hand is 4 cards (or none for an eliminated seat)`);
      }
      let mask = 0;
      for (const text of hand) {
        const i = parseCardIndex(FRENCH32, String(text));
        if (i instanceof ParseError) return new OptionsError('bad-deal', `deal ${k + 1}, seat ${s}: ${i.message}`);
        if ((seen >>> i) & 1) return new OptionsError('bad-deal', `deal ${k + 1}: ${text} is dealt twice`);
        seen |= 1 << i;
        mask |= 1 << i;
      }
      hands.push(mask);
    }
    deals.push(hands);
  }
  return deals;
}

export const toAct = (s: SchraemState): Seat | null => s.toAct;

function cardsOf(mask: number, table: readonly SchraemAction[], out: SchraemAction[]): void {
  while (mask !== 0) {
    const low = mask & -mask;
    out.push(table[31 - Math.clz32(low)]!);
    mask ^= low;
  }
}

/** S-7: the cards a seat may play now. */
export function playableCards(s: SchraemState, seat: Seat): number {
  const hand = s.hands[seat]!;
  if (s.trick.length === 0) return hand;
  const follow = hand & suitMask(suitOf(s.trick[0]!.card));
  return follow !== 0 ? follow : hand;
}

export function canKnock(s: SchraemState, seat: Seat): boolean {
  return (
    s.options.knocking &&
    s.value < MAX_VALUE &&
    s.lastKnocker !== seat &&
    !s.mustPlayCard &&
    s.value + 1 <= knockLimit(s, seat)
  );
}

export function legalActions(s: SchraemState, seat: Seat): SchraemAction[] {
  if (s.toAct !== seat) return [];
  const out: SchraemAction[] = [];
  switch (s.phase) {
    case 'answer':
      out.push(HOLD, PASS);
      break;
    case 'blind':
      out.push(BLIND, REVEAL);
      break;
    case 'play':
      cardsOf(playableCards(s, seat), PLAY, out);
      if (canKnock(s, seat)) out.push(KNOCK);
      if (s.options.fold && !s.mustPlayCard) cardsOf(s.hands[seat]!, FOLD, out);
      break;
    case 'over':
      break;
  }
  return out;
}

const holds = (hand: number, card: number): boolean => card >= 0 && inSet(hand, card);

const err = (rule: string, code: string, message: string, params: Record<string, string | number> = {}) =>
  new RuleError(rule, code, message, params);

/** The checks of rules.md in their stated order; null when the action is allowed. `card`: the action's card index, -1 if none. */
function check(s: SchraemState, seat: Seat, a: SchraemAction, card: number): RuleError | null {
  const o = s.options;
  const n = s.lives.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= n) return err('S-2', 'no-such-seat', `there is no seat ${seat} at this table`, { seat });
  const blindRule = o.blindKnocks ? 'S-31' : 'S-19';
  if ((a.type === 'knock' || a.type === 'hold' || a.type === 'pass') && !o.knocking) {
    return err('S-22', 'not-in-mode', `there is no ${a.type} in mode ${o.mode}`, { action: a.type, mode: o.mode });
  }
  if ((a.type === 'blind' || a.type === 'reveal') && !o.zaehn && !o.blindKnocks) {
    return err('S-22', 'not-in-mode', `there is no ${a.type} in mode ${o.mode}`, { action: a.type, mode: o.mode });
  }
  if (a.type === 'fold' && !o.fold) {
    return err('S-22', 'not-in-mode', `Verdeckt ablegen exists only in mode Profi`, { action: a.type, mode: o.mode });
  }
  if (s.lives[seat] === 0) return err('S-3', 'eliminated', `seat ${seat} is out of the game`, { seat });
  if (s.phase === 'over') return err('S-23', 'game-over', 'the game is over', {});
  if (!inSet(s.inHand, seat)) return err('S-13', 'not-in-hand', `seat ${seat} has left this hand`, { seat });
  if (s.toAct !== seat) return err('S-6', 'not-your-turn', `it is seat ${s.toAct}'s turn, not seat ${seat}'s`, { seat, toAct: s.toAct ?? -1 });
  if ((a.type === 'play' || a.type === 'fold') && !holds(s.hands[seat]!, card)) {
    return err('S-4', 'not-in-hand', `${a.card} is not in your hand`, { card: a.card });
  }
  if (s.phase === 'answer') {
    return a.type === 'hold' || a.type === 'pass'
      ? null
      : err('S-13', 'must-answer', `seat ${s.knocker} knocked: answer hold or pass`, { knocker: s.knocker ?? -1 });
  }
  if (s.phase === 'blind') {
    return a.type === 'blind' || a.type === 'reveal'
      ? null
      : err(blindRule, 'must-choose-blind', 'before the first card: choose blind or reveal', {});
  }
  switch (a.type) {
    case 'hold':
    case 'pass':
      return err('S-13', 'nothing-to-answer', 'there is no knock to answer', {});
    case 'blind':
    case 'reveal':
      return err(blindRule, 'not-before-play', 'blind knocks and revealing happen only before the first card', {});
    case 'knock':
      if (s.value >= MAX_VALUE) return err('S-11', 'value-max', 'the value is 7: nobody can knock', {});
      if (s.lastKnocker === seat) return err('S-12', 'knocked-last', 'you knocked last: wait until another player knocks', {});
      if (s.value + 1 > knockLimit(s, seat)) {
        return err('S-18', 'above-lives', `you may not knock to ${s.value + 1} with ${s.lives[seat]} lives`, { value: s.value + 1, lives: s.lives[seat]! });
      }
      return null;
    case 'fold':
      return s.mustPlayCard ? err('S-16', 'knocker-must-play', 'after your knock you play a card face up', {}) : null;
    case 'play': {
      if (!inSet(playableCards(s, seat), card)) {
        const led = FRENCH32.cards[s.trick[0]!.card]!;
        return err('S-7', 'must-follow', `you hold the led suit of ${led}: follow it`, { led, card: a.card });
      }
      return null;
    }
  }
}

export function apply(s: SchraemState, seat: Seat, a: SchraemAction): SchraemState | RuleError {
  const card = a.type === 'play' || a.type === 'fold' ? FRENCH32.index(a.card) : -1;
  const problem = check(s, seat, a, card);
  if (problem) return problem;
  const d = draftOf(s);
  switch (a.type) {
    case 'play':
      playCard(d, seat, card);
      break;
    case 'fold':
      fold(d, seat);
      break;
    case 'knock':
      knock(d, seat, s.value + 1, 'knock', 'play');
      break;
    case 'hold':
    case 'pass':
      answer(d, seat, a.type === 'hold');
      break;
    case 'blind':
    case 'reveal':
      chooseBlind(d, seat, a.type === 'blind');
      break;
  }
  return d;
}

export type { SchraemOptions };
