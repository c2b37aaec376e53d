import { describe, expect, expectTypeOf, it } from 'vitest';
import { dealKey } from '../../cards/deals.ts';
import { isEngineError } from '../../errors.ts';
import { sedma } from '../../games/sedma/index.ts';
import { PLAY, type SedmaAction } from '../../games/sedma/notation.ts';
import type { SedmaState } from '../../games/sedma/state.ts';
import type { SedmaView } from '../../games/sedma/view.ts';
import { botFor, type Decision, LEVELS } from '../index.ts';
import type { SedmaBot } from './common.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { schwerBot } from './schwer.ts';
import { knowledgeOf } from './knowledge.ts';
import { Sim, STOP } from './sim.ts';
import { Solver } from './solver.ts';
import { type Position, randomPositions } from './testing.ts';

const decide = (bot: SedmaBot, { state, seat }: Position, seed = 's') =>
  bot.decide({ view: sedma.viewFor(state, seat), legal: sedma.legalActions(state, seat), seed });

const BOTS: readonly [string, SedmaBot, number][] = [
  ['leicht', leichtBot(), 3000],
  ['mittel', mittelBot(), 3000],
  ['schwer (small budget)', schwerBot({ budgetMs: 1 }), 1500],
  ['schwer, self-play tables (small budget)', schwerBot({ budgetMs: 1 }, { playOuts: 'table', exchange: 'table' }), 600],
  ['schwer, the draws as chance in the end search (small budget)', schwerBot({ budgetMs: 1 }, { endSearch: 'chance' }), 600],
  ['schwer', schwerBot(), 100],
];

describe('Sedma bots', () => {
  it('are registered for every level', () => {
    for (const level of LEVELS) expect(botFor('sedma', level).name).toBe(level);
  });

  for (const [name, bot, count] of BOTS) {
    it(`${name}: always a legal action, over ${count} random positions with 2, 3 and 4 players (cards, continue/stop, exchange, deal)`, () => {
      const kinds = new Set<string>();
      for (const [i, p] of randomPositions(count, `legal-${name}`).entries()) {
        const legal = sedma.legalActions(p.state, p.seat);
        const a = decide(bot, p, `seed-${i}`);
        expect(legal).toContain(a);
        kinds.add(`${p.state.options.players}:${p.state.phase}`);
      }
      if (count >= 1500) expect(kinds.size).toBeGreaterThanOrEqual(10);
    });
  }

  it('play whole matches at every level, with 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4]) {
      let s = sedma.setup({ players, gamesToWin: 2 }, `match-${players}`) as SedmaState;
      const bots = [schwerBot({ budgetMs: 2 }), mittelBot(), leichtBot(), mittelBot()];
      for (let step = 0; !sedma.isOver(s); step++) {
        const seat = s.toAct!;
        const next = sedma.apply(s, seat, decide(bots[seat]!, { state: s, seat }, `m${step}`));
        if (isEngineError(next)) throw new Error(next.message);
        s = next;
      }
      expect(Math.max(...s.gamesWonBySeat)).toBe(2);
    }
  });

  it('two players, stock empty: every card is known and Schwer plays a best move (exact solving)', () => {
    const solver = new Solver();
    const bot = schwerBot({ budgetMs: 1 });
    let checked = 0;
    for (const [i, p] of randomPositions(3000, 'endgame').entries()) {
      const { state, seat } = p;
      if (state.options.players !== 2 || state.stock.length > 0 || (state.phase !== 'play' && state.phase !== 'continue')) continue;
      const legal = sedma.legalActions(state, seat);
      if (legal.length < 2) continue;
      const base = Sim.fromKnowledge(knowledgeOf(sedma.viewFor(state, seat)), state.hands, state.stock);
      const side = state.sides[seat]!;
      const valueOf = (a: SedmaAction): number => {
        const sim = base.clone();
        sim.play(a.type === 'play' ? PLAY.indexOf(a) : STOP);
        return solver.value(sim, side);
      };
      const best = Math.max(...legal.map(valueOf));
      expect(valueOf(decide(bot, p, `e${i}`))).toBe(best);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('decide by seed: the same decision twice, from a view that went through JSON too', () => {
    for (const [, bot] of BOTS.slice(0, 5)) {
      for (const [i, p] of randomPositions(150, 'determinism').entries()) {
        const view = sedma.viewFor(p.state, p.seat);
        const legal = sedma.legalActions(p.state, p.seat);
        const a = bot.decide({ view, legal, seed: `d${i}` });
        const b = bot.decide({ view: JSON.parse(JSON.stringify(view)) as SedmaView, legal, seed: `d${i}` });
        expect(sedma.formatAction(b)).toBe(sedma.formatAction(a));
      }
    }
  });

  it('cannot reach hidden state: two states with the same view give the same decision', () => {
    let compared = 0;
    for (const [i, p] of randomPositions(240, 'hidden').entries()) {
      const other = withOtherSecrets(p.state, p.seat);
      if (!other) continue;
      const v1 = sedma.viewFor(p.state, p.seat);
      const v2 = sedma.viewFor(other, p.seat);
      expect(JSON.stringify(v2)).toBe(JSON.stringify(v1));
      for (const [, bot] of BOTS.slice(0, 5)) {
        const a = bot.decide({ view: v1, legal: sedma.legalActions(p.state, p.seat), seed: `h${i}` });
        const b = bot.decide({ view: v2, legal: sedma.legalActions(other, p.seat), seed: `h${i}` });
        expect(sedma.formatAction(b)).toBe(sedma.formatAction(a));
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('take a view and legal actions only — never a state (type level)', () => {
    expectTypeOf<Parameters<SedmaBot['decide']>[0]>().toEqualTypeOf<Decision<SedmaView, SedmaAction>>();
    expectTypeOf<keyof Decision<SedmaView, SedmaAction>>().toEqualTypeOf<'view' | 'legal' | 'seed'>();
    const misuse = (bot: SedmaBot, state: SedmaState): SedmaAction =>
      // @ts-expect-error a game state is not a view: a bot cannot be handed one
      bot.decide({ view: state, legal: [], seed: 'x' });
    expect(misuse.length).toBe(2);
  });
});

/**
 * The same position with everything the seat cannot see changed: another seat's lowest card
 * traded with the stock's, the stock reversed, the RNG (future deals) replaced. Null when there
 * is no stock to trade with.
 */
function withOtherSecrets(s: SedmaState, seat: number): SedmaState | null {
  if (s.phase === 'over' || s.stock.length < 2) return null;
  const o = (seat + 1) % s.options.players;
  const give = s.hands[o]! & -s.hands[o]!;
  if (give === 0) return null;
  const stock = s.stock.slice().reverse();
  const take = stock[0]!;
  stock[0] = 31 - Math.clz32(give);
  const hands = s.hands.slice();
  hands[o] = (hands[o]! & ~give) | (1 << take);
  return { ...s, hands, stock, dealKey: dealKey('other') };
}
