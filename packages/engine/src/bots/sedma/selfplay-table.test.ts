import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { sedma } from '../../games/sedma/index.ts';
import { beatingMask } from '../../games/sedma/cards.ts';
import { knowledgeOf } from './knowledge.ts';
import { CONTINUE_CELLS, continueCell, EXCHANGE_CELLS, exchangeCell } from './selfplay-cells.ts';
import { trickPointsOf } from './selfplay-policy.ts';
import { CONTINUE_TABLE, EXCHANGE_TABLE } from './selfplay-table.ts';
import { randomPositions } from './testing.ts';
import { deal, train } from './train.ts';

describe('Sedma self-play tables (D-9 continue-or-stop, D-6 exchange)', () => {
  it('load with one value per cell of the abstraction', () => {
    expect(CONTINUE_TABLE).toHaveLength(CONTINUE_CELLS);
    expect(EXCHANGE_TABLE).toHaveLength(EXCHANGE_CELLS);
    for (const v of [...CONTINUE_TABLE, ...EXCHANGE_TABLE]) if (v !== null) expect(Math.abs(v)).toBeLessThanOrEqual(1);
  });

  it('know the continue-or-stop situations of real positions (D-9) and every exchange hand (D-6)', () => {
    let asked = 0;
    let known = 0;
    for (const { state, seat } of randomPositions(6000, 'table-cover', 1)) {
      if (state.phase !== 'continue') continue;
      const k = knowledgeOf(sedma.viewFor(state, seat));
      const beating = popcount(k.hand & beatingMask(k.trickCards[0]!, k.n));
      const side = k.sides[k.me]!;
      if (beating === 0 || k.sides[k.trickWinner] === side) continue;
      const cell = continueCell({ n: k.n, trickPoints: trickPointsOf(k.trickCards), beatingInHand: beating, stockLeft: k.stock, handSize: popcount(k.hand), margin: k.points[side]! - k.points[1 - side]! });
      asked++;
      if (CONTINUE_TABLE[cell] !== null) known++;
    }
    expect(asked).toBeGreaterThan(100);
    expect(known / asked).toBeGreaterThan(0.9);
    // Exchange hands: the leader's hand of random four-player deals.
    const rng = Rng.fromSeed('table-exchange');
    let hands = 0;
    let knownHands = 0;
    for (let i = 0; i < 2000; i++) {
      const sim = deal(4, rng);
      if (!sim) continue;
      hands++;
      if (EXCHANGE_TABLE[exchangeCell(sim.hands[sim.leader]!)] !== null) knownHands++;
    }
    expect(knownHands / hands).toBeGreaterThan(0.9);
  });

  it('training is reproducible from its seed (a tiny run)', () => {
    const tiny = { games: 240, rounds: 2, minVisits: 1 };
    const a = train('tiny', tiny);
    expect(train('tiny', tiny)).toEqual(a);
    expect(train('other', tiny)).not.toEqual(a);
    expect(a.continueVisits.reduce((s, v) => s + v, 0)).toBeGreaterThan(200);
    // A third of the games have four players, each with one exchange (fewer: deals that burn at once).
    const exchanges = a.exchangeVisits.reduce((s, v) => s + v, 0);
    expect(exchanges).toBeLessThanOrEqual(80);
    expect(exchanges).toBeGreaterThan(70);
  });
});
