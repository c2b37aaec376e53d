import { describe, expect, expectTypeOf, it } from 'vitest';
import { dealKey } from '../../cards/deals.ts';
import { schraem } from '../../games/schraem/index.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { botFor, type Decision, LEVELS } from '../index.ts';
import { cardIndex } from './cards.ts';
import { cardChoices, type SchraemBot } from './common.ts';
import { sureCards } from './guard.ts';
import { knowledgeOf } from './knowledge.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { HARD_V1, schwerBot } from './schwer.ts';
import { type Position, randomPositions } from './testing.ts';

const decide = (bot: SchraemBot, { state, seat }: Position, seed = 's') =>
  bot.decide({ view: schraem.viewFor(state, seat), legal: schraem.legalActions(state, seat), seed });

const BOTS: readonly [string, SchraemBot, number][] = [
  ['leicht', leichtBot(), 2000],
  ['mittel', mittelBot(), 2000],
  ['schwer (small budget)', schwerBot({ budgetMs: 5 }), 1500],
  ['hard-v1 (small budget)', schwerBot({ budgetMs: 5 }, HARD_V1), 500],
  ['hard-cfr (small budget)', schwerBot({ budgetMs: 5 }, { betting: 'table' }), 500],
  ['schwer', schwerBot(), 200],
];
/** Every level and arena configuration, at budgets small enough for many positions. */
const QUICK = BOTS.filter(([name]) => name !== 'schwer');

describe('7-Schräm bots', () => {
  it('are registered for every level', () => {
    for (const level of LEVELS) expect(botFor('schraem', level).name).toBe(level);
  });

  for (const [name, bot, count] of BOTS) {
    it(`${name}: always a legal action, over ${count} random positions (all modes, 2–6 seats, rheinland and the presets V-10 … V-13)`, () => {
      for (const [i, p] of randomPositions(count, `legal-${name}`).entries()) {
        const legal = schraem.legalActions(p.state, p.seat);
        const a = decide(bot, p, `seed-${i}`);
        expect(legal).toContain(a);
      }
    });
  }

  it('never throw away a sure win: with a card that wins for sure, they play one or knock (and never pass it)', () => {
    let sure = 0;
    for (const [i, p] of randomPositions(3000, 'sure', 2).entries()) {
      if (p.state.phase !== 'play' || p.state.hands[p.seat] === 0) continue;
      const view = schraem.viewFor(p.state, p.seat);
      const k = knowledgeOf(view);
      const legal = schraem.legalActions(p.state, p.seat);
      const cards = sureCards(k, cardChoices(legal).map((c) => c.card), `guard${i}`);
      if (cards.length === 0) continue;
      sure++;
      for (const [, bot] of QUICK) {
        const a = bot.decide({ view, legal, seed: `guard${i}` });
        if (a.type === 'knock') continue;
        expect(a.type).toBe('play');
        expect(cards).toContain(cardIndex((a as { card: string }).card));
      }
    }
    expect(sure).toBeGreaterThan(30);
  });

  it('decide by seed: the same decision twice, from a view that went through JSON too', () => {
    for (const [, bot] of QUICK) {
      for (const [i, p] of randomPositions(150, 'determinism').entries()) {
        const view = schraem.viewFor(p.state, p.seat);
        const legal = schraem.legalActions(p.state, p.seat);
        const a = bot.decide({ view, legal, seed: `d${i}` });
        const b = bot.decide({ view: JSON.parse(JSON.stringify(view)) as SchraemView, legal, seed: `d${i}` });
        expect(schraem.formatAction(b)).toBe(schraem.formatAction(a));
      }
    }
  });

  it('cannot reach hidden state: two states with the same view give the same decision', () => {
    let compared = 0;
    for (const [i, p] of randomPositions(240, 'hidden').entries()) {
      const other = withOtherSecrets(p.state, p.seat);
      if (!other) continue;
      const v1 = schraem.viewFor(p.state, p.seat);
      const v2 = schraem.viewFor(other, p.seat);
      expect(JSON.stringify(v2)).toBe(JSON.stringify(v1));
      for (const [, bot] of QUICK) {
        const a = bot.decide({ view: v1, legal: schraem.legalActions(p.state, p.seat), seed: `h${i}` });
        const b = bot.decide({ view: v2, legal: schraem.legalActions(other, p.seat), seed: `h${i}` });
        expect(schraem.formatAction(b)).toBe(schraem.formatAction(a));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('take a view and legal actions only — never a state (type level)', () => {
    expectTypeOf<Parameters<SchraemBot['decide']>[0]>().toEqualTypeOf<Decision<SchraemView, SchraemAction>>();
    expectTypeOf<keyof Decision<SchraemView, SchraemAction>>().toEqualTypeOf<'view' | 'legal' | 'seed'>();
    const misuse = (bot: SchraemBot, state: SchraemState): SchraemAction =>
      // @ts-expect-error a game state is not a view: a bot cannot be handed one
      bot.decide({ view: state, legal: [], seed: 'x' });
    expect(misuse.length).toBe(2);
  });
});

/**
 * The same position with everything the seat cannot see changed: the hidden cards of the other
 * seats exchanged with cards never dealt, and the RNG (the future deals) replaced.
 */
function withOtherSecrets(s: SchraemState, seat: number): SchraemState | null {
  if (s.phase === 'over') return null;
  const hands = s.hands.slice();
  let unused = s.unused;
  let changed = false;
  for (let o = 0; o < hands.length; o++) {
    if (o === seat || hands[o] === 0) continue;
    const give = hands[o]! & -hands[o]!;
    const take = unused & -unused;
    if (take === 0) break;
    hands[o] = (hands[o]! & ~give) | take;
    unused = (unused & ~take) | give;
    changed = true;
  }
  if (!changed && s.revealed === 0) return null;
  return { ...s, hands, unused, dealKey: dealKey('other') };
}
