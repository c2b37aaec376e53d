import { popcount } from '../../cards/bits.ts';
import { FRENCH32, parseCardIndex } from '../../cards/deck.ts';
import { dealKey, firstDraw } from '../../cards/deals.ts';
import { OptionsError, ParseError, RuleError } from '../../errors.ts';
import type { Fixture, Seat } from '../../game.ts';
import { suitMask, suitOf } from './cards.ts';
import { activeSet, answer, chooseBlind, fold, knock, knockLimit, playCard, startHand, zeros } from './flow.ts';
import { accept, canExchange, canPropose, challenge, exchange, huebschenAnswer, keep, propose, turn } from './exchange.ts';
import { BLIND, FOLD, HOLD, KNOCK, PASS, PLAY, REVEAL, type SchraemAction, VARIANT } from './notation.ts';
import { MAX_VALUE, parseSchraemOptions, type SchraemOptions } from './options.ts';
import { type Draft, draftOf, type FixtureDeal, inSet, type SchraemState } from './state.ts';
import { stageRefuses } from './rounds.ts';

export function setup(input: unknown, seed: string | number, fixture: Fixture = {}): SchraemState | OptionsError {
  const options = parseSchraemOptions(input);
  if (options instanceof OptionsError) return options;
  const n = options.players;
  const key = dealKey(seed);
  let lives: number[] = [];
  for (let i = 0; i < n; i++) lives.push(options.startLives);
  let leader = firstDraw(key, 0, n) as Seat; // S-5: the first leader is drawn at random,
  if (options.firstLeader !== null) leader = options.firstLeader as Seat; // V-5: unless the table names it.

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
    dealKey: key,
    nextDeal: 1,
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
    laid: zeros(n),
    shownLaid: 0,
    stock: [],
    exchanged: 0,
    exchanger: null,
    turned: 0,
    proposer: null,
    proposed: false,
    preplayDue: false,
    startValue: 1,
    hammerSeen: false,
    firstLeader: leader,
    firstOut: null,
    fixtureShows: [],
    stage: options.ruleset === 'dedenbach' ? 'half' : 'main',
    round: activeSet(lives),
    handSize: 4,
    half: 1,
    halfLosers: [],
    loser: null,
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

function parseCards(list: unknown, where: string, seen: { mask: number }): number[] | OptionsError {
  if (!Array.isArray(list)) return new OptionsError('bad-deal', `${where} must be a list of cards`);
  const out: number[] = [];
  for (const text of list) {
    const i = parseCardIndex(FRENCH32, String(text));
    if (i instanceof ParseError) return new OptionsError('bad-deal', `${where}: ${i.message}`);
    if ((seen.mask >>> i) & 1) return new OptionsError('bad-deal', `${where.replace(/, seat \d+$/, '')}: ${String(text)} is dealt twice`);
    seen.mask |= 1 << i;
    out.push(i);
  }
  return out;
}

/** Deals as scenarios give them: a list of hands, or `{hands, unused}` (V-2: the stock's first cards). */
function parseDeals(raw: readonly unknown[] | undefined, n: number): FixtureDeal[] | OptionsError {
  if (raw === undefined) return [];
  const deals: FixtureDeal[] = [];
  for (const [k, entry] of raw.entries()) {
    const isObject = entry !== null && typeof entry === 'object' && !Array.isArray(entry);
    const deal = isObject ? (entry as Record<string, unknown>).hands : entry;
    if (!Array.isArray(deal) || deal.length !== n) {
      return new OptionsError('bad-deal', `deal ${k + 1} must list the hands of all ${n} seats`);
    }
    const seen = { mask: 0 };
    const hands: number[] = [];
    for (const [s, hand] of deal.entries()) {
      if (!Array.isArray(hand) || ![0, 4, 6, 8].includes(hand.length)) {
        return new OptionsError('bad-deal', `deal ${k + 1}, seat ${s}: a hand is 4 cards (V-20, V-21: 6 or 8; none for a seat not dealt)`);
      }
      const cards = parseCards(hand, `deal ${k + 1}, seat ${s}`, seen);
      if (cards instanceof OptionsError) return cards;
      hands.push(cards.reduce((m, c) => m | (1 << c), 0));
    }
    const unusedRaw = isObject ? (entry as Record<string, unknown>).unused : undefined;
    const unused = unusedRaw === undefined ? [] : parseCards(unusedRaw, `deal ${k + 1}, unused`, seen);
    if (unused instanceof OptionsError) return unused;
    deals.push({ hands, unused });
  }
  return deals;
}

/** Scenarios (V-2): the laid cards the next `turn` shows. */
export function withShown(s: SchraemState, cards: readonly string[]): SchraemState | OptionsError {
  const seen = { mask: 0 };
  const parsed = parseCards(cards, 'shows', seen);
  if (parsed instanceof OptionsError) return parsed;
  return { ...s, fixtureShows: [...s.fixtureShows, parsed] };
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

/** V-7 `leaderOnly`: the leader knocks once to 2; a seat that held that knock may knock to 3. */
function leaderOnlyKnock(s: SchraemState, seat: Seat): boolean {
  if (s.startValue !== 1) return false;
  if (s.value === 1) return seat === s.leader && s.lastKnocker === null;
  return s.value === 2 && s.lastKnocker === s.leader && seat !== s.leader && s.heldAt[seat] === 2;
}

export function canKnock(s: SchraemState, seat: Seat): boolean {
  return (
    s.options.knocking &&
    s.stage === 'main' &&
    (s.options.raising !== 'leaderOnly' || leaderOnlyKnock(s, seat)) &&
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
    case 'preplay':
      out.push(VARIANT.keep);
      if (canExchange(s, seat)) out.push(VARIANT.exchange);
      if (canPropose(s)) out.push(VARIANT.propose);
      break;
    case 'verify':
      out.push(VARIANT.accept);
      if (s.options.fourCourts === 'turn') out.push(VARIANT.turn);
      else out.push(VARIANT.challenge);
      break;
    case 'huebschen':
      out.push(VARIANT.agree, VARIANT.refuse);
      break;
    case 'play':
      cardsOf(playableCards(s, seat), PLAY, out);
      if (canKnock(s, seat)) out.push(KNOCK);
      if (s.options.fold && !s.mustPlayCard && s.stage === 'main') cardsOf(s.hands[seat]!, FOLD, out);
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
  const staged = s.stage !== 'main' ? stageRefuses(s, a) : null;
  if (staged) return staged;
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
  const off = switchOff(o, a);
  if (off) return off;
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
  if (s.phase === 'preplay' || s.phase === 'verify' || s.phase === 'huebschen') return checkPreplay(s, seat, a);
  switch (a.type) {
    case 'keep':
    case 'exchange':
      return err('V-2', 'not-before-play', `${a.type} happens only in the round before the first card`, {});
    case 'propose':
      return err('V-3', 'not-before-play', 'a new deal is proposed only before the first card', {});
    case 'accept':
    case 'turn':
    case 'challenge':
      return err('V-2', 'no-exchange', 'there is no exchange to answer', {});
    case 'agree':
    case 'refuse':
      return err('V-3', 'no-proposal', 'there is no proposal to answer', {});
    case 'hold':
    case 'pass':
      return err('S-13', 'nothing-to-answer', 'there is no knock to answer', {});
    case 'blind':
    case 'reveal':
      return err(blindRule, 'not-before-play', 'blind knocks and revealing happen only before the first card', {});
    case 'knock':
      if (o.raising === 'leaderOnly' && !leaderOnlyKnock(s, seat)) {
        return err('V-7', 'leader-only', s.startValue !== 1 ? 'this hand started at 2: nobody knocks (V-7, V-8)' : 'only the leader knocks, to 2, and one who held it, to 3', { seat });
      }
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

/**
 * The common case decided at once: the seat on turn plays a card it may play, in card play of a
 * main hand. Every check of `check` passes then (the seat on turn is a seat with lives in the
 * hand), so both give null; anything else goes through `check` in the stated order.
 */
function plainPlay(s: SchraemState, seat: Seat, a: SchraemAction, card: number): boolean {
  return (
    a.type === 'play' &&
    s.phase === 'play' &&
    s.stage === 'main' &&
    s.toAct === seat &&
    card >= 0 &&
    s.lives[seat]! > 0 &&
    inSet(s.inHand, seat) &&
    inSet(playableCards(s, seat), card)
  );
}

/** V-2, V-3: an action of a switch that is off is refused citing the switch. */
function switchOff(o: SchraemOptions, a: SchraemAction): RuleError | null {
  const fc = o.fourCourts;
  switch (a.type) {
    case 'exchange':
    case 'accept':
      return fc === 'off' ? err('V-2', 'switch-off', 'Vier Hohe (fourCourts) is off at this table', { action: a.type }) : null;
    case 'turn':
    case 'challenge':
      return fc !== a.type ? err('V-2', 'switch-off', `an exchange is not answered by ${a.type} here (fourCourts ${fc})`, { action: a.type }) : null;
    case 'propose':
    case 'agree':
    case 'refuse':
      return o.huebschen ? null : err('V-3', 'switch-off', 'hübschen is off at this table', { action: a.type });
    case 'keep':
      return fc === 'off' && !o.huebschen ? err('V-2', 'switch-off', 'there is no round before the first card at this table', {}) : null;
    default:
      return null;
  }
}

function checkPreplay(s: SchraemState, seat: Seat, a: SchraemAction): RuleError | null {
  if (s.phase === 'verify') {
    if (a.type === 'accept' || a.type === 'turn' || a.type === 'challenge') return null;
    return err('V-2', 'must-answer-exchange', `seat ${s.exchanger} exchanged: answer accept or ${s.options.fourCourts}`, { exchanger: s.exchanger ?? -1 });
  }
  if (s.phase === 'huebschen') {
    if (a.type === 'agree' || a.type === 'refuse') return null;
    return err('V-3', 'must-answer-proposal', `seat ${s.proposer} proposes a new deal: agree or refuse`, { proposer: s.proposer ?? -1 });
  }
  switch (a.type) {
    case 'keep':
      return null;
    case 'exchange':
      if (inSet(s.exchanged, seat)) return err('V-2', 'exchanged-once', 'one exchange per hand', {});
      if (s.stock.length < 4) return err('V-2', 'no-stock', 'fewer than 4 unused cards are left to draw', {});
      return canExchange(s, seat) ? null : err('V-2', 'not-four-courts', 'only a hand of four courts (A, K, Q, J) may be exchanged', {});
    case 'propose':
      if (s.proposed) return err('V-3', 'proposed-once', 'a new deal was proposed in this hand already', {});
      return canPropose(s) ? null : err('V-3', 'not-all-at-one', 'hübschen only when everyone left has 1 life', {});
    default:
      return err('V-2', 'must-decide', 'before the first card: keep, exchange or propose', {});
  }
}

export function apply(s: SchraemState, seat: Seat, a: SchraemAction): SchraemState | RuleError {
  const card = a.type === 'play' || a.type === 'fold' ? FRENCH32.index(a.card) : -1;
  const problem = plainPlay(s, seat, a, card) ? null : check(s, seat, a, card);
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
    case 'keep':
      keep(d);
      break;
    case 'exchange':
      exchange(d, seat);
      break;
    case 'accept':
      accept(d, seat);
      break;
    case 'turn':
      turn(d, seat);
      break;
    case 'challenge':
      challenge(d, seat);
      break;
    case 'propose':
      propose(d, seat);
      break;
    case 'agree':
    case 'refuse':
      huebschenAnswer(d, seat, a.type === 'agree');
      break;
  }
  return d;
}

export type { SchraemOptions };
