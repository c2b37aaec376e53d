import { SWISS_SUITS } from '../../cards/deck.ts';
import { DealStream, dealKey } from '../../cards/deals.ts';
import { OptionsError, RuleError } from '../../errors.ts';
import type { Fixture, Seat } from '../../game.ts';
import { cardIndex, CONTRACTS, OBENABE, rankOf, suitOf, UNDENUFE } from './cards.ts';
import { parseDeals, parseStart } from './fixture.ts';
import { chooseContract, declareWeis, playCard, push, startRound } from './flow.ts';
import { playableInto, whyNot } from './follow.ts';
import { CONTRACT_ACTIONS, PLAYS_OF, PUSH, type SchieberAction, WEIS } from './notation.ts';
import { parseSchieberOptions, type SchieberOptions } from './options.ts';
import { type Draft, draftOf, SEAT_COUNT, type SchieberState } from './state.ts';
import { EMPTY_TRICK, trickCard, trickSize } from './trick.ts';
import { hasWeis } from './weis.ts';

export function setup(input: unknown, seed: string | number, fixture: Fixture = {}): SchieberState | OptionsError {
  const options = parseSchieberOptions(input);
  if (options instanceof OptionsError) return options;
  const key = dealKey(seed);
  const draw = new DealStream(key, 0);
  // J-3: the first dealer is drawn at random (drawn even when a fixture fixes it).
  let dealer = draw.int(SEAT_COUNT) as Seat;
  const start = parseStart(fixture.start, options.target);
  if (start instanceof OptionsError) return start;
  if (start.dealer !== undefined) dealer = start.dealer;
  const deals = parseDeals(fixture.deals);
  if (deals instanceof OptionsError) return deals;

  const d: Draft = {
    options,
    dealKey: key,
    nextDeal: 1,
    scores: start.scores ?? [0, 0],
    roundNumber: 1,
    dealer,
    phase: 'contract',
    toAct: null,
    contract: -1,
    declarer: null,
    pushed: false,
    hands: [],
    trick: EMPTY_TRICK,
    trickLeader: dealer,
    tricks: [],
    cardPoints: [0, 0],
    weisPoints: [0, 0],
    stoeckPoints: [0, 0],
    lastTrick: null,
    matsch: null,
    declarations: [],
    weisSeat: null,
    stoeckHolder: null,
    stoeck: null,
    lastRound: null,
    matchWinner: null,
    fixtureDeals: deals,
  };
  startRound(d);
  return d;
}

export const toAct = (s: SchieberState): Seat | null => s.toAct;

const scratch = [0, 0, 0, 0];

/** J-12: a seat may declare on its first turn (the first trick), once, if it holds a Weis. */
export function mayDeclareWeis(s: SchieberState, seat: Seat): boolean {
  if (s.phase !== 'play' || s.tricks.length > 0 || s.toAct !== seat) return false;
  for (const d of s.declarations) if (d.seat === seat) return false;
  const h = s.hands;
  const at = seat * 4;
  return hasWeis(h[at]!, h[at + 1]!, h[at + 2]!, h[at + 3]!);
}

export function legalActions(s: SchieberState, seat: Seat): SchieberAction[] {
  if (s.toAct !== seat) return [];
  const out: SchieberAction[] = [];
  if (s.phase === 'contract') {
    for (const a of CONTRACT_ACTIONS) out.push(a);
    if (!s.pushed) out.push(PUSH);
    return out;
  }
  if (s.phase !== 'play') return out;
  if (s.tricks.length === 0 && mayDeclareWeis(s, seat)) out.push(WEIS);
  playableInto(s.hands, seat * 4, s.contract, s.trick, scratch);
  for (let suit = 0; suit < 4; suit++) {
    const plays = PLAYS_OF[suit * 512 + scratch[suit]!]!;
    for (let i = 0; i < plays.length; i++) out.push(plays[i]!);
  }
  return out;
}

const err = (rule: string, code: string, message: string, params: Record<string, string | number> = {}) =>
  new RuleError(rule, code, message, params);

/** The checks of rules.md; null when the action is allowed. */
function check(s: SchieberState, seat: Seat, a: SchieberAction): RuleError | null {
  if (s.toAct !== seat || s.phase === 'over') return turnError(s, seat);
  switch (a.type) {
    case 'play':
      return s.phase === 'play' ? checkPlay(s, seat, a.card) : err('J-4', 'contract-first', 'first the contract is announced');
    case 'weis':
      return checkWeis(s, seat);
    case 'push':
      if (s.phase !== 'contract') return err('J-4', 'contract-chosen', `the contract is already ${CONTRACTS[s.contract]}`);
      return s.pushed ? err('J-4', 'no-push-back', 'your partner pushed to you: announce a contract (no pushing back)') : null;
    default:
      if (a.type === 'trump' && contractId(a) < 0) return err('J-4', 'no-such-suit', `there is no suit "${String(a.suit)}"`);
      return s.phase === 'contract' ? null : err('J-4', 'contract-chosen', `the contract is already ${CONTRACTS[s.contract]}`);
  }
}

function turnError(s: SchieberState, seat: Seat): RuleError {
  if (!Number.isInteger(seat) || seat < 0 || seat >= SEAT_COUNT) {
    return err('J-2', 'no-such-seat', `there is no seat ${seat} at this table (seats 0 to 3)`, { seat });
  }
  if (s.phase === 'over') return err('J-17', 'match-over', `the match is over: team ${s.matchWinner} reached ${s.options.target}`);
  return err('J-2', 'not-your-turn', `it is seat ${s.toAct}'s turn, not seat ${seat}'s`, { seat, toAct: s.toAct ?? -1 });
}

function checkWeis(s: SchieberState, seat: Seat): RuleError | null {
  if (s.phase === 'contract') return err('J-12', 'weis-before-contract', 'Weis are declared in the first trick, once the contract is set');
  if (s.tricks.length > 0) return err('J-12', 'weis-too-late', 'Weis are declared only before your first card');
  if (s.declarations.some((d) => d.seat === seat)) return err('J-12', 'weis-once', 'you have already declared your Weis');
  if (!mayDeclareWeis(s, seat)) return err('J-12', 'no-weis', 'your hand holds no Weis');
  return null;
}

function checkPlay(s: SchieberState, seat: Seat, text: string): RuleError | null {
  const card = cardIndex(text);
  if (card < 0 || ((s.hands[seat * 4 + suitOf(card)]! >>> rankOf(card)) & 1) === 0) {
    return err('J-2', 'not-in-hand', `${text} is not in your hand`, { card: text });
  }
  // Leading, or following the led suit, is always allowed (J-8, J-10).
  if (trickSize(s.trick) === 0 || suitOf(trickCard(s.trick, 0)) === suitOf(card)) return null;
  playableInto(s.hands, seat * 4, s.contract, s.trick, scratch);
  if (((scratch[suitOf(card)]! >>> rankOf(card)) & 1) === 1) return null;
  const why = whyNot(s.hands, seat * 4, s.contract, s.trick, card);
  return err(why.rule, why.code, why.message, { card: text });
}

function contractId(a: SchieberAction): number {
  if (a.type === 'trump') return (SWISS_SUITS as readonly string[]).indexOf(a.suit);
  return a.type === 'obenabe' ? OBENABE : UNDENUFE;
}

export function apply(s: SchieberState, seat: Seat, a: SchieberAction): SchieberState | RuleError {
  const problem = check(s, seat, a);
  if (problem) return problem;
  const d = draftOf(s);
  switch (a.type) {
    case 'trump':
    case 'obenabe':
    case 'undenufe':
      chooseContract(d, seat, contractId(a));
      break;
    case 'push':
      push(d);
      break;
    case 'weis':
      declareWeis(d, seat);
      break;
    case 'play':
      playCard(d, seat, cardIndex(a.card));
      break;
  }
  return d;
}

export type { SchieberOptions };
