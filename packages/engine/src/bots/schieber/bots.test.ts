import { describe, expect, expectTypeOf, it } from 'vitest';
import { dealKey } from '../../cards/deals.ts';
import { isEngineError } from '../../errors.ts';
import { schieber } from '../../games/schieber/index.ts';
import type { SchieberAction } from '../../games/schieber/notation.ts';
import type { SchieberState } from '../../games/schieber/state.ts';
import type { SchieberView } from '../../games/schieber/view.ts';
import { botFor, type Decision, LEVELS } from '../index.ts';
import type { SchieberBot } from './common.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { HARD_V1, schwerBot } from './schwer.ts';
import { type Position, randomPositions } from './testing.ts';

const decide = (bot: SchieberBot, { state, seat }: Position, seed = 's') =>
  bot.decide({ view: schieber.viewFor(state, seat), legal: schieber.legalActions(state, seat), seed });

const BOTS: readonly [string, SchieberBot, number][] = [
  ['leicht', leichtBot(), 3000],
  ['mittel', mittelBot(), 3000],
  ['schwer (small budget)', schwerBot({ budgetMs: 1 }), 1500],
  ['schwer', schwerBot(), 150],
];

describe('Schieber bots', () => {
  it('are registered for every level', () => {
    for (const level of LEVELS) expect(botFor('schieber', level).name).toBe(level);
  });

  for (const [name, bot, count] of BOTS) {
    it(`${name}: always a legal action, over ${count} random positions (contract, push, Weis, cards)`, () => {
      for (const [i, p] of randomPositions(count, `legal-${name}`).entries()) {
        const legal = schieber.legalActions(p.state, p.seat);
        expect(legal).toContain(decide(bot, p, `seed-${i}`));
      }
    });
  }

  it('play whole rounds to the end at every level', () => {
    let s = schieber.setup({ target: 400 }, 'rounds') as SchieberState;
    const bots = [schwerBot({ budgetMs: 2 }), mittelBot(), leichtBot(), mittelBot()];
    for (let step = 0; !schieber.isOver(s); step++) {
      const seat = s.toAct!;
      const a = decide(bots[seat]!, { state: s, seat }, `r${step}`);
      const next = schieber.apply(s, seat, a);
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
    expect(s.matchWinner).not.toBeNull();
  });

  it("no level trumps the partner's won trick; Schwer puts points on it instead (a human partner's expectation)", () => {
    // Trump Eichel; seat 3 leads 6r, the partner (seat 0) takes it with the Ace, seat 1 follows:
    // seat 2, last to play and without Rose, holds the Buur, the Nell and two Tens.
    const deal = [
      ['Ar', 'Ae', 'Ke', 'At', 'Kt', 'As', 'Ks', 'Os', 'Ot'],
      ['7r', '9r', 'Ur', 'Or', 'Kr', '8e', 'Te', '8t', '9t'],
      ['Ue', '9e', 'Oe', 'Ts', 'Us', '9s', '8s', 'Tt', 'Ut'],
      ['6r', '8r', 'Tr', '6e', '7e', '6t', '7t', '6s', '7s'],
    ];
    let s = schieber.setup({}, 'partner', { start: { dealer: 2 }, deals: [deal] }) as SchieberState;
    for (const [seat, text] of [[3, 'trump e'], [3, 'play 6r'], [0, 'play Ar'], [1, 'play 7r'], [2, 'weis']] as const) {
      s = schieber.apply(s, seat, schieber.parseAction(text) as SchieberAction) as SchieberState;
    }
    for (const [name, bot] of BOTS) {
      for (let i = 0; i < 12; i++) {
        const a = decide(bot, { state: s, seat: 2 }, `p${i}`);
        expect({ name, play: a.type === 'play' && a.card.endsWith('e') }).toEqual({ name, play: false });
        if (name.startsWith('schwer')) expect(['play Ts', 'play Tt']).toContain(schieber.formatAction(a));
      }
    }
  });

  it('decide by seed: the same decision twice, from a view that went through JSON too', () => {
    for (const [, bot] of BOTS.slice(0, 3)) {
      for (const [i, p] of randomPositions(150, 'determinism').entries()) {
        const view = schieber.viewFor(p.state, p.seat);
        const legal = schieber.legalActions(p.state, p.seat);
        const a = bot.decide({ view, legal, seed: `d${i}` });
        const b = bot.decide({ view: JSON.parse(JSON.stringify(view)) as SchieberView, legal, seed: `d${i}` });
        expect(schieber.formatAction(b)).toBe(schieber.formatAction(a));
      }
    }
  });

  it('cannot reach hidden state: two states with the same view give the same decision', () => {
    // Every level; after a push also hard-v1 and the reading of the push (contract-choice.ts) on its own.
    const levels = BOTS.slice(0, 3).map(([, b]) => b);
    const readers = [...levels, schwerBot({ budgetMs: 1 }, HARD_V1), schwerBot({ budgetMs: 1 }, { readPush: true })];
    let compared = 0;
    let afterPush = 0;
    // Contract decisions after a push (J-4), where the push is read.
    const pushed: Position[] = [];
    for (let g = 0; g < 12; g++) {
      const s0 = schieber.setup({}, `hidden-push/${g}`) as SchieberState;
      const s1 = schieber.apply(s0, s0.toAct!, schieber.parseAction('push') as SchieberAction) as SchieberState;
      pushed.push({ state: s1, seat: s1.toAct! });
    }
    for (const [i, p] of [...randomPositions(200, 'hidden'), ...pushed].entries()) {
      const other = withOtherSecrets(p.state, p.seat);
      if (!other) continue;
      const v1 = schieber.viewFor(p.state, p.seat);
      const v2 = schieber.viewFor(other, p.seat);
      expect(JSON.stringify(v2)).toBe(JSON.stringify(v1));
      const reads = v1.phase === 'contract' && v1.pushed;
      if (reads) afterPush++;
      for (const bot of reads ? readers : levels) {
        const a = bot.decide({ view: v1, legal: schieber.legalActions(p.state, p.seat), seed: `h${i}` });
        const b = bot.decide({ view: v2, legal: schieber.legalActions(other, p.seat), seed: `h${i}` });
        expect(schieber.formatAction(b)).toBe(schieber.formatAction(a));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(60);
    expect(afterPush).toBeGreaterThan(10);
  });

  it('take a view and legal actions only — never a state (type level)', () => {
    expectTypeOf<Parameters<SchieberBot['decide']>[0]>().toEqualTypeOf<Decision<SchieberView, SchieberAction>>();
    expectTypeOf<keyof Decision<SchieberView, SchieberAction>>().toEqualTypeOf<'view' | 'legal' | 'seed'>();
    const misuse = (bot: SchieberBot, state: SchieberState): SchieberAction =>
      // @ts-expect-error a game state is not a view: a bot cannot be handed one
      bot.decide({ view: state, legal: [], seed: 'x' });
    expect(misuse.length).toBe(2);
  });
});

/**
 * The same position with everything the seat cannot see changed: two other seats swap a card of
 * one suit that neither has shown to lack nor declared in a Weis (the play so far stays legal and
 * visible the same), and the RNG (the future deals) is replaced. Null when no such swap exists.
 */
function withOtherSecrets(s: SchieberState, seat: number): SchieberState | null {
  if (s.phase === 'over' || s.declarations.length > 0 || s.stoeckHolder !== null) return null;
  const others = [0, 1, 2, 3].filter((o) => o !== seat);
  for (let suit = 0; suit < 4; suit++) {
    for (let i = 0; i < others.length; i++) {
      for (let j = i + 1; j < others.length; j++) {
        const a = others[i]!;
        const b = others[j]!;
        const ma = s.hands[a * 4 + suit]!;
        const mb = s.hands[b * 4 + suit]!;
        if (ma === 0 || mb === 0) continue;
        const ga = ma & -ma;
        const gb = mb & -mb;
        const hands = s.hands.slice();
        hands[a * 4 + suit] = (ma & ~ga) | gb;
        hands[b * 4 + suit] = (mb & ~gb) | ga;
        return { ...s, hands, dealKey: dealKey('other') };
      }
    }
  }
  return null;
}
