import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schraem } from '../../games/schraem/index.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import { holdThreshold } from './betting.ts';
import { stakeOf } from './common.ts';
import { ownStrength, stakesOf } from './estimate.ts';
import { cardIndex } from './cards.ts';
import { knowledgeOf } from './knowledge.ts';
import { LAST_TRICK_BLUFF, ownChanceAfterKnock, ownLastCardChance } from './lastTrick.ts';
import { LEICHT, leichtBot } from './leicht.ts';
import { MITTEL, mittelBot } from './mittel.ts';
import { answerChance, answerThresholds, lastCardAnswer, strengthNow } from './model.ts';
import { schwerBot } from './schwer.ts';
import { positionAfter, randomPositions } from './testing.ts';
import type { SchraemBot } from './common.ts';

/**
 * A seat whose four cards are all played (S-9) still answers knocks (S-13); its card on the table
 * decides its hand (issue 22). Heads-up positions: seat 0 leads the three Tens, seat 1 has only
 * Diamonds and throws three of them (S-7: void in ♣ ♠ ♥ from then on), seat 0 leads its last card
 * and seat 1 knocks. Seat 1's last card is then one of the Diamonds seat 0 has not seen.
 */
function headsUp(last: string, thrown: readonly string[], other: string, opts: { lives?: number[]; knocks?: 'one' | 'three' } = {}): SchraemState {
  const [a, b, c] = thrown as [string, string, string];
  const steps =
    opts.knocks === 'three'
      ? // value 5 at the end; seat 0 held at 4 (S-14: passing now costs 4)
        ['0: knock', '1: hold', '0: play Tc', '1: knock', '0: hold', `1: play ${a}`, '0: knock', '1: hold', '0: play Ts', `1: play ${b}`, '0: play Th', `1: play ${c}`, `0: play ${last}`, '1: knock']
      : ['0: play Tc', `1: play ${a}`, '0: play Ts', `1: play ${b}`, '0: play Th', `1: play ${c}`, `0: play ${last}`, '1: knock'];
  return positionAfter({ mode: 'profi', players: 2 }, { lives: opts.lives ?? [7, 7], leader: 0 }, [['Tc', 'Ts', 'Th', last], [...thrown, other]], steps);
}

/**
 * Three players, S-17: seat 0 leads J♦ into the last trick, seat 1 throws K♠ (void in ♦), seat 2
 * knocks and seat 0 passes. J♦ no longer competes, so K♠ counts as the lead — but a Diamond from
 * seat 2 still takes the trick (the led suit is ♦).
 */
function leftLead(seat0: 'pass' | 'hold' | null): SchraemState {
  const deal = [
    ['Tc', 'Ts', 'Th', 'Jd'],
    ['9c', '9s', '9h', 'Ks'],
    ['8c', '8s', '8h', 'Qd'],
  ];
  const tricks = ['0: play Tc', '1: play 9c', '2: play 8c', '0: play Ts', '1: play 9s', '2: play 8s', '0: play Th', '1: play 9h', '2: play 8h'];
  return positionAfter({ mode: 'profi', players: 3 }, { lives: [7, 7, 7], leader: 0 }, deal, [...tricks, '0: play Jd', '1: play Ks', '2: knock', ...(seat0 ? [`0: ${seat0}`] : [])]);
}

const chanceOf = (s: SchraemState, seat: Seat): number => ownLastCardChance(knowledgeOf(schraem.viewFor(s, seat)));

describe('the chance of a last card on the table (lastTrick.ts)', () => {
  const cases: readonly [string, SchraemState, Seat, number][] = [
    // S-8 with S-7 voids: seat 1 holds one of the unseen Diamonds.
    ['9♦ with T♦ gone: nothing left beats it', headsUp('9d', ['Td', 'Jd', 'Qd'], '8d'), 0, 1],
    ['K♦ against A 8 9 T♦: every card left beats it', headsUp('Kd', ['Jd', 'Qd', '7d'], 'Ad'), 0, 0],
    ['9♦ against A 7 8 T♦', headsUp('9d', ['Jd', 'Qd', 'Kd'], 'Td'), 0, 3 / 4],
    ['8♦ against A 7 9 T♦', headsUp('8d', ['Jd', 'Qd', 'Kd'], 'Td'), 0, 2 / 4],
    ['7♦ against A 8 9 T♦', headsUp('7d', ['Jd', 'Qd', 'Kd'], 'Td'), 0, 1 / 4],
    // S-8: an off-suit card never wins while a card of the led suit competes.
    ['K♠ on a J♦ lead, the leader still in', leftLead(null), 1, 0],
    // S-17: the leader left; K♠ leads now, beaten by any of the 7 unseen ♦ or A♠ 7♠ (21 unseen, no voids).
    ['K♠ after the J♦ leader passed', leftLead('pass'), 1, 12 / 21],
  ];
  for (const [name, s, seat, chance] of cases) {
    it(`${name}: ${chance.toFixed(3)}`, () => {
      expect(s.phase).toBe('answer');
      expect(s.hands[seat]).toBe(0);
      expect(chanceOf(s, seat)).toBeCloseTo(chance, 12);
    });
  }

  it('a seat still holding its last card: that card as if played now (what a knock in the last trick is read by)', () => {
    // Seat 1 knocks with its last card over 9♦: T♦ takes the trick, A♦ cannot (S-8).
    const k = knowledgeOf(schraem.viewFor(followed('9d', 'Ad'), 0));
    expect(strengthNow(k, 1, 1 << cardIndex('Td'))).toBe(1);
    expect(strengthNow(k, 1, 1 << cardIndex('Ad'))).toBe(0);
    expect(strengthNow(k, 1, 1 << cardIndex('7c'))).toBe(0);
    // The leader of the last trick, heads-up: the chance that the other seat does not hold T♦.
    const lead = positionAfter({ mode: 'profi', players: 2 }, { lives: [7, 7], leader: 0 }, [['Tc', 'Ts', 'Th', '9d'], ['9c', '9s', '9h', 'Ad']], ['0: play Tc', '1: play 9c', '0: play Ts', '1: play 9s', '0: play Th', '1: play 9h']);
    const kl = knowledgeOf(schraem.viewFor(lead, 0));
    expect(ownStrength(kl)).toBeCloseTo(24 / 25, 12); // T♦ is one of the 25 cards seat 0 has not seen
  });

  it('is what the sampled deals give (the same uniform law as the sampler), over random positions', () => {
    // Every empty-handed answer of random games, and the share of sampled deals the card wins.
    let checked = 0;
    for (const p of randomPositions(4000, 'law', 1)) {
      if (p.state.phase !== 'answer' || p.state.hands[p.seat] !== 0) continue;
      const k = knowledgeOf(schraem.viewFor(p.state, p.seat));
      const exact = ownLastCardChance(k);
      expect(exact).toBeGreaterThanOrEqual(0);
      expect(exact).toBeLessThanOrEqual(1);
      // The true deal is one of the deals the law allows: a sure win wins it, a sure loss loses it.
      const w = trueWinner(p.state, p.seat);
      if (exact === 1) expect(w).toBe(true);
      if (exact === 0) expect(w).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

/** Whether the seat's card takes the trick against the cards really still to come. */
function trueWinner(s: SchraemState, seat: Seat): boolean {
  let state = s;
  // Everyone answers hold, then the remaining cards are played.
  for (let i = 0; i < 16 && state.phase !== 'over' && state.handNumber === s.handNumber; i++) {
    const who = schraem.toAct(state)!;
    const legal = schraem.legalActions(state, who);
    const a = legal.find((x) => x.type === 'hold') ?? legal.find((x) => x.type === 'play')!;
    const next = schraem.apply(state, who, a);
    if (isEngineError(next)) throw new Error(next.message);
    state = next;
  }
  return state.lastHand?.winner === seat;
}

describe("Schwer's model of a seat with all cards played (model.ts)", () => {
  it('holds a sure win, passes a sure loss (holds it when passing costs as much), and in between rises with the chance', () => {
    const sure = headsUp('9d', ['Td', 'Jd', 'Qd'], '8d');
    const k = knowledgeOf(schraem.viewFor(sure, 1)); // the knocker's view of seat 0
    expect(lastCardAnswer(k, 0, 1, 0.3)).toBe(1);
    const loss = knowledgeOf(schraem.viewFor(headsUp('Kd', ['Jd', 'Qd', '7d'], 'Ad'), 1));
    expect(lastCardAnswer(loss, 0, 1, 0.3)).toBeLessThan(0.05);
    expect(lastCardAnswer(loss, 0, 1, 0)).toBe(1);
    const rising = [...['7d', '8d', '9d'].map((c) => headsUp(c, ['Jd', 'Qd', 'Kd'], 'Td')), followed('9d', 'Ad')].map((s) => lastCardAnswer(knowledgeOf(schraem.viewFor(s, 1)), 0, 1, 0.3));
    for (let i = 1; i < rising.length; i++) expect(rising[i]!).toBeGreaterThan(rising[i - 1]!);
    expect(rising[3]!).toBeGreaterThan(0.9);
    // answerChance (what knocks are valued by) takes this path for an empty hand.
    const view = schraem.viewFor(sure, 1);
    const [t] = answerThresholds(view, [0], 3);
    expect(answerChance(view, k, sure.hands, 0, t!)).toBe(1);
  });

  it('Schwer does not knock into a sure winner on the table with a card that cannot beat it', () => {
    // Seat 0 has led 9♦ with T♦ gone; seat 1 (Schwer) holds 8♦: knocking only raises its loss.
    const s = positionAfter({ mode: 'profi', players: 2 }, { lives: [7, 7], leader: 0 }, [['Tc', 'Ts', 'Th', '9d'], ['Td', 'Jd', 'Qd', '8d']], ['0: play Tc', '1: play Td', '0: play Ts', '1: play Jd', '0: play Th', '1: play Qd', '0: play 9d']);
    const view = schraem.viewFor(s, 1);
    const legal = schraem.legalActions(s, 1);
    expect(legal.some((a) => a.type === 'knock')).toBe(true);
    const bot = schwerBot({ budgetMs: 5 });
    for (let i = 0; i < 20; i++) expect(bot.decide({ view, legal, seed: `k${i}` }).type).not.toBe('knock');
  });
});

const LEVEL_BOTS: readonly [string, SchraemBot][] = [
  ['leicht', leichtBot()],
  ['mittel', mittelBot()],
  ['schwer', schwerBot({ budgetMs: 5 })],
];

const holds = (bot: SchraemBot, s: SchraemState, seat: Seat, n = 20): number => {
  const view = schraem.viewFor(s, seat);
  const legal = schraem.legalActions(s, seat);
  let h = 0;
  for (let i = 0; i < n; i++) if (bot.decide({ view, legal, seed: `a${i}` }).type === 'hold') h++;
  return h / n;
};

describe('every level answers a knock with all its cards played by its last card (issue 22)', () => {
  for (const [name, bot] of LEVEL_BOTS) {
    it(`${name}: holds a sure winner (also one only a memory of played cards shows), passes a sure loser`, () => {
      expect(holds(bot, headsUp('Td', ['Jd', 'Qd', 'Kd'], '9d'), 0)).toBe(1);
      expect(holds(bot, headsUp('9d', ['Td', 'Jd', 'Qd'], '8d'), 0)).toBe(1);
      expect(holds(bot, headsUp('9d', ['Td', 'Jd', 'Qd'], '8d', { knocks: 'three' }), 0)).toBe(1);
      expect(holds(bot, leftLead('hold'), 1)).toBe(0);
      expect(holds(bot, headsUp('Kd', ['Jd', 'Qd', '7d'], 'Ad'), 0)).toBe(0);
    });

    it(`${name}: holds a sure loser when passing costs as much as losing (4 lives, held at 4, knocked to 5)`, () => {
      const s = headsUp('Kd', ['Jd', 'Qd', '7d'], 'Ad', { lives: [4, 7], knocks: 'three' });
      const view = schraem.viewFor(s, 0);
      expect(holdThreshold(stakesOf(view), 0, stakeOf(view, 0))).toBe(0);
      expect(holds(bot, s, 0)).toBe(1);
    });

    it(`${name}: the same over every empty-handed answer of random games`, () => {
      let sure = 0;
      let loss = 0;
      for (const p of randomPositions(6000, 'empty-answers', 1)) {
        if (p.state.phase !== 'answer' || p.state.hands[p.seat] !== 0) continue;
        const view = schraem.viewFor(p.state, p.seat);
        const chance = ownLastCardChance(knowledgeOf(view));
        if (chance > 0 && chance < 1) continue;
        const paysAll = holdThreshold(stakesOf(view), p.seat, stakeOf(view, p.seat)) <= 0;
        const a = bot.decide({ view, legal: schraem.legalActions(p.state, p.seat), seed: 'r' });
        expect(a.type, `chance ${chance}`).toBe(chance === 1 || paysAll ? 'hold' : 'pass');
        if (chance === 1) sure++;
        else loss++;
      }
      expect(sure).toBeGreaterThan(10);
      expect(loss).toBeGreaterThan(10);
    });
  }

  // In between: the decision follows the chance. Value 2 at 7 lives each: hold above ≈ 0.255.
  it('mittel (no noise): holds when its chance, read after the knock, clears the threshold', () => {
    const bot = mittelBot({ ...MITTEL, betNoise: 0 });
    // Heads-up the knocker is the only seat to come: P(win | knock) = β·p / (β·p + 1 − p).
    for (const [s, chance] of [
      [headsUp('7d', ['Jd', 'Qd', 'Kd'], 'Td'), 1 / 4],
      [headsUp('8d', ['Jd', 'Qd', 'Kd'], 'Td'), 2 / 4],
      [headsUp('9d', ['Jd', 'Qd', 'Kd'], 'Td'), 3 / 4],
      [followed('9d', 'Ad'), 24 / 25],
    ] as const) {
      const view = schraem.viewFor(s, 0);
      const k = knowledgeOf(view);
      expect(ownLastCardChance(k)).toBeCloseTo(chance, 12);
      const read = (LAST_TRICK_BLUFF * chance) / (LAST_TRICK_BLUFF * chance + 1 - chance);
      expect(ownChanceAfterKnock(k, 1)).toBeCloseTo(read, 12);
      const t = holdThreshold(stakesOf(view), 0, stakeOf(view, 0));
      expect(Math.abs(read - t)).toBeGreaterThan(0.02);
      expect(holds(bot, s, 0, 5), `chance ${chance}, read ${read}, threshold ${t}`).toBe(read > t ? 1 : 0);
    }
    // With the real noise, a chance near the threshold is judged either way now and then.
    const near = holds(mittelBot(), headsUp('9d', ['Jd', 'Qd', 'Kd'], 'Td'), 0, 200);
    expect(near).toBeGreaterThan(0.05);
    expect(near).toBeLessThan(0.95);
    // The read rises with the chance: the 24-in-25 card is held.
    expect(holds(bot, followed('9d', 'Ad'), 0, 5)).toBe(1);
  });

  it('the knock is read by the chance that the knocker, not another seat, holds what beats the card', () => {
    // Four players, J♦ led, seat 1 knocks; seats 2 and 3 still to play too.
    const k = knowledgeOf(schraem.viewFor(jackLed(), 0));
    const p = ownLastCardChance(k);
    const read = ownChanceAfterKnock(k, 1);
    expect(p).toBeGreaterThan(0.2);
    expect(read).toBeLessThan(p);
    // A knock by a seat that has played already says nothing the chance does not.
    expect(ownChanceAfterKnock(k, 0)).toBe(p);
  });

  it('leicht (no noise): holds when the chance its short memory gives clears its feel threshold', () => {
    // Leicht remembers the trick on the table (sometimes the one before) and no voids: to it, 7♦
    // loses only to the few higher Diamonds among ~30 unseen cards (≈ 0.9); for a J♦ led to three
    // seats still to play (seven higher Diamonds) it sees ≈ 0.45.
    const bot = leichtBot({ ...LEICHT, feelNoise: 0, holdAt: 0.7 });
    expect(holds(bot, headsUp('7d', ['Jd', 'Qd', 'Kd'], 'Td'), 0)).toBe(1);
    expect(holds(bot, jackLed(), 0)).toBe(0);
    expect(holds(leichtBot({ ...LEICHT, feelNoise: 0, holdAt: 0.3 }), jackLed(), 0)).toBe(1);
  });

  it('schwer: holds a good chance at a low value, passes a poorer one that the knock makes worse', () => {
    const bot = schwerBot({ budgetMs: 5 });
    expect(holds(bot, followed('9d', 'Ad'), 0, 10)).toBe(1);
    expect(holds(bot, headsUp('9d', ['Jd', 'Qd', 'Kd'], 'Td'), 0, 10)).toBe(0);
  });
});

/** Heads-up, seat 1 following suit (no voids): 24 of the 25 cards seat 0 has not seen lose to `last`. */
function followed(last: string, other: string): SchraemState {
  const steps = ['0: play Tc', '1: play 9c', '0: play Ts', '1: play 9s', '0: play Th', '1: play 9h', `0: play ${last}`, '1: knock'];
  return positionAfter({ mode: 'profi', players: 2 }, { lives: [7, 7], leader: 0 }, [['Tc', 'Ts', 'Th', last], ['9c', '9s', '9h', other]], steps);
}

/** Four players: seat 0 wins the first three tricks with its Tens and leads J♦; seat 1 knocks. */
function jackLed(): SchraemState {
  const deal = [
    ['Tc', 'Ts', 'Th', 'Jd'],
    ['9c', '9s', '9h', 'Td'],
    ['8c', '8s', '8h', '7c'],
    ['7s', 'Ac', 'Ah', 'Kc'],
  ];
  const tricks = ['0: play Tc', '1: play 9c', '2: play 8c', '3: play Ac', '0: play Ts', '1: play 9s', '2: play 8s', '3: play 7s', '0: play Th', '1: play 9h', '2: play 8h', '3: play Ah'];
  return positionAfter({ mode: 'profi', players: 4 }, { lives: [7, 7, 7, 7], leader: 0 }, deal, [...tricks, '0: play Jd', '1: knock', '2: hold', '3: hold']);
}
