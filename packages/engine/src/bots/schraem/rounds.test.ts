import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schraem } from '../../games/schraem/index.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import type { SchraemBot } from './common.ts';
import { knowledgeOf } from './knowledge.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { schwerBot } from './schwer.ts';
import { Sim } from './sim.ts';

/** V-20, V-21: the bots play the 6- and 8-card hands, the halves and the short long game from their views. */

const GAMES: readonly Record<string, unknown>[] = [
  { players: 2, ruleset: 'dedenbach' },
  { players: 5, ruleset: 'dedenbach' },
  { mode: 'profi', players: 4, ruleset: 'tuppen', startLives: 2 },
  { mode: 'fortgeschritten', players: 3, ruleset: 'tuppen', startLives: 2 },
];

function playGame(options: Record<string, unknown>, seed: string, bot: SchraemBot): { state: SchraemState; stages: Set<string>; longHands: number } {
  const s0 = schraem.setup(options, seed);
  if (isEngineError(s0)) throw new Error(s0.message);
  let s = s0;
  const stages = new Set<string>();
  let longHands = 0;
  for (let i = 0; !schraem.isOver(s); i++) {
    const seat = schraem.toAct(s)! as Seat;
    const view = schraem.viewFor(s, seat);
    stages.add(s.stage);
    if (s.tricks.length === 0 && s.trick.length === 0 && s.phase === 'play' && s.handSize > 4) {
      // The bots' model of the hand has the hand's own number of tricks.
      expect(Sim.fromKnowledge(knowledgeOf(view), s.hands).tricksLeft).toBe(s.handSize);
      longHands++;
    }
    const legal = schraem.legalActions(s, seat);
    const a = bot.decide({ view, legal, seed: `${seed}/${i}` });
    expect(legal).toContain(a);
    const next = schraem.apply(s, seat, a);
    if (isEngineError(next)) throw new Error(next.message);
    s = next;
    expect(i).toBeLessThan(3000);
  }
  return { state: s, stages, longHands };
}

describe('7-Schräm bots in V-20 dedenbach and V-21 tuppen', () => {
  const bots: readonly [string, () => SchraemBot][] = [
    ['leicht', leichtBot],
    ['mittel', mittelBot],
    ['schwer', () => schwerBot({ budgetMs: 3 })],
  ];
  for (const [name, make] of bots) {
    it(`${name}: plays whole games to the end with legal actions only, the long hands included`, () => {
      const stages = new Set<string>();
      let longHands = 0;
      for (const [g, options] of GAMES.entries()) {
        for (let r = 0; r < 2; r++) {
          const out = playGame(options, `${name}-${g}-${r}`, make());
          for (const st of out.stages) stages.add(st);
          longHands += out.longHands;
          expect(out.state.phase).toBe('over');
        }
      }
      expect(stages.has('half') && stages.has('playoff') && stages.has('main')).toBe(true);
      expect(longHands).toBeGreaterThan(10);
    });
  }
});
