import { DealStream, dealKey } from '../../cards/deals.ts';
import { OptionsError, RuleError } from '../../errors.ts';
import type { Fixture, Seat } from '../../game.ts';
import { cardText, rankMask, rankText } from './cards.ts';
import { parseDeals, parseStart } from './fixture.ts';
import { endTrick, exchange, matchOver, nextGame, playCard, startGame } from './flow.ts';
import { cardIndex, DEAL, KEEP, pushPlays, type SedmaAction, STOP, SWAP } from './notation.ts';
import { parseSedmaOptions } from './options.ts';
import { type Draft, draftOf, type SedmaState } from './state.ts';

export function setup(input: unknown, seed: string | number, fixture: Fixture = {}): SedmaState | OptionsError {
  const options = parseSedmaOptions(input);
  if (options instanceof OptionsError) return options;
  const n = options.players;
  const key = dealKey(seed);
  const draw = new DealStream(key, 0);
  const drawn = draw.int(n) as Seat; // the first leader is drawn at random
  const start = parseStart(fixture.start, n);
  if (start instanceof OptionsError) return start;
  const deals = parseDeals(fixture.deals, n);
  if (deals instanceof OptionsError) return deals;
  const leader = start.leader ?? drawn;
  const gamesWon = start.gamesWon ?? [0, 0];
  const d: Draft = {
    options,
    dealKey: key,
    nextDeal: 1,
    gameNumber: start.game ?? 1,
    phase: 'play',
    toAct: leader,
    leader,
    gameLeader: leader,
    sides: [],
    redKingDealt: false,
    hands: [],
    stock: [],
    trick: [],
    roundStart: 0,
    trickWinner: leader,
    beating: 0,
    tricks: [],
    taken: [0, 0],
    lastTrickSide: null,
    swapped: null,
    burned: null,
    winnerSide: null,
    gamesWon,
    // Fixed sides (two and four players) give the seats' counts; with three they start at 0.
    gamesWonBySeat: start.gamesWonBySeat ?? Array.from({ length: n }, (_, s) => (n === 3 ? 0 : gamesWon[s % 2]!)),
    fixtureDeals: deals,
  };
  startGame(d);
  return d;
}

export const toAct = (s: SedmaState): Seat | null => s.toAct;

/** D-10: the rank two seats have just played one after the other in this round, or -1. */
export function matchedRank(s: SedmaState): number {
  const t = s.trick;
  const len = t.length;
  if (len - s.roundStart < 2) return -1;
  const r = t[len - 1]!.card & 7;
  return (t[len - 2]!.card & 7) === r ? r : -1;
}

/** The cards `seat` may play now (D-7, D-9, D-10); 0 when it is not to play a card. */
export function playableCards(s: SedmaState, seat: Seat): number {
  if (s.toAct !== seat) return 0;
  const hand = s.hands[seat]!;
  if (s.phase === 'continue') return hand & s.beating;
  if (s.phase !== 'play') return 0;
  const r = matchedRank(s);
  if (r < 0) return hand;
  const forced = hand & rankMask(r);
  return forced !== 0 ? forced : hand;
}

export function legalActions(s: SedmaState, seat: Seat): SedmaAction[] {
  if (s.toAct !== seat) return [];
  switch (s.phase) {
    case 'over':
      return [DEAL];
    case 'exchange':
      return [SWAP, KEEP];
    case 'play':
    case 'continue': {
      const out: SedmaAction[] = [];
      pushPlays(playableCards(s, seat), out);
      if (s.phase === 'continue') out.push(STOP);
      return out;
    }
  }
}

const err = (rule: string, code: string, message: string, params: Record<string, string | number> = {}) =>
  new RuleError(rule, code, message, params);

/** The checks of rules.md; null when the action is allowed. `card` is the played card's index. */
function check(s: SedmaState, seat: Seat, a: SedmaAction, card: number): RuleError | null {
  const n = s.options.players;
  if (!Number.isInteger(seat) || seat < 0 || seat >= n) {
    return err('D-2', 'no-such-seat', `there is no seat ${seat} at this table`, { seat });
  }
  if (matchOver(s)) {
    return err('D-14', 'match-over', `the match is over: first to ${s.options.gamesToWin} games`, { gamesToWin: s.options.gamesToWin });
  }
  if (s.phase === 'over' && a.type !== 'deal') {
    return err('D-14', 'game-over', `the game is over: seat ${s.toAct} deals the next one`, { dealer: s.toAct ?? -1 });
  }
  if (a.type === 'deal' && s.phase !== 'over') {
    return err('D-14', 'game-not-over', 'the game is not over: nobody deals yet', {});
  }
  if (s.phase === 'exchange' && a.type !== 'swap' && a.type !== 'keep') {
    return err('D-6', 'must-exchange', `seat ${s.toAct} first chooses swap or keep`, { leader: s.toAct ?? -1 });
  }
  if ((a.type === 'swap' || a.type === 'keep') && s.phase !== 'exchange') {
    return err('D-6', 'no-exchange', 'cards are exchanged only before the first card of a game after the first (four players)', {});
  }
  if (a.type === 'stop' && s.phase !== 'continue') {
    return err('D-9', 'nothing-to-stop', 'stop is only for the leader deciding whether to continue a beaten trick', {});
  }
  // Only an action object that is no Sedma action at all gets this far in the wrong phase.
  if (a.type !== 'play' && a.type !== 'stop' && (s.phase === 'play' || s.phase === 'continue')) {
    return err('D-7', 'must-play', 'it is time to play a card', {});
  }
  if (s.toAct !== seat) {
    return err('D-7', 'not-your-turn', `it is seat ${s.toAct}'s turn, not seat ${seat}'s`, { seat, toAct: s.toAct ?? -1 });
  }
  if (a.type !== 'play') return null;
  const hand = s.hands[seat]!;
  if (card < 0 || ((hand >>> card) & 1) === 0) {
    return err('D-5', 'not-in-hand', `${String(a.card)} is not in your hand`, { card: String(a.card) });
  }
  if (s.phase === 'continue') {
    if (((s.beating >>> card) & 1) === 0) {
      const first = cardText(s.trick[0]!.card);
      return err('D-9', 'must-beat', `to continue, play a card that beats ${first} (the same rank or a 7), or stop`, {
        first,
        card: a.card,
      });
    }
    return null;
  }
  const r = matchedRank(s);
  if (r >= 0 && (card & 7) !== r && (hand & rankMask(r)) !== 0) {
    const rank = rankText(r);
    return err('D-10', 'must-match', `the two cards before yours are both ${rank}: play your ${rank}`, { rank, card: a.card });
  }
  return null;
}

export function apply(s: SedmaState, seat: Seat, a: SedmaAction): SedmaState | RuleError {
  const card = a.type === 'play' ? cardIndex(a.card) : -1;
  const problem = check(s, seat, a, card);
  if (problem) return problem;
  const d = draftOf(s);
  switch (a.type) {
    case 'play':
      playCard(d, seat, card);
      break;
    case 'stop':
      endTrick(d);
      break;
    case 'swap':
    case 'keep':
      exchange(d, a.type === 'swap');
      break;
    case 'deal':
      nextGame(d);
      break;
  }
  return d;
}
