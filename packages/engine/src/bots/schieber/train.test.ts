import { describe, expect, it } from 'vitest';
import { Rng } from '../../cards/rng.ts';
import { contractValues } from './contract.ts';
import { CONTRACT_TUNING } from './contract-tuning.gen.ts';
import { pushChance } from './inference.ts';
import { sampleDeal } from './sampler.ts';
import { HARD_V1_CONTRACT } from './contract-choice.ts';
import { contractKnowledge, dealHands, GRID, renderTuning, SINGLE_CHANGES, train } from './train.ts';

const TINY = { work: 3000, minDeals: 2, maxDeals: 3 };

describe('train:schieber (contract and push by self-play)', () => {
  it('the shipped tuning loads and is a point of the grid it was searched on (or hard-v1)', () => {
    const keys = Object.keys(GRID) as (keyof typeof GRID)[];
    expect(Object.keys(CONTRACT_TUNING).sort()).toEqual([...keys].sort());
    const inGrid = keys.every((key) => (GRID[key] as readonly unknown[]).includes(CONTRACT_TUNING[key]));
    expect(inGrid || JSON.stringify(CONTRACT_TUNING) === JSON.stringify(HARD_V1_CONTRACT)).toBe(true);
  });

  it('a tiny run is reproducible from its seed and writes what it tuned', () => {
    const a = train('tiny', 6, TINY);
    const b = train('tiny', 6, TINY);
    const text = renderTuning('tiny', a);
    expect(renderTuning('tiny', b)).toBe(text);
    expect(text).toContain('--seed tiny --deals 6');
    expect(text).toContain(`CONTRACT_TUNING: ContractParams = { modelWeight: ${a.params.modelWeight}, pushModelWeight: ${a.params.pushModelWeight}, pushMargin: ${a.params.pushMargin}, readPush: ${a.params.readPush} };`);
    expect([a.fitted, HARD_V1_CONTRACT]).toContain(a.params);
    expect(a.single.map((c) => c.name)).toEqual(SINGLE_CHANGES.map(([name]) => name));
  });

  it("reads the partner's push (J-4): deals weighted by the push give Vorhand a weaker hand than the uniform law", () => {
    let uniform = 0;
    let read = 0;
    let total = 0;
    for (let i = 0; i < 40; i++) {
      const hands = dealHands(Rng.fromSeed(`push/${i}`));
      const k = contractKnowledge(2, hands, true);
      const rng = Rng.fromSeed(`samples/${i}`);
      let u = 0;
      let r = 0;
      let w = 0;
      for (let j = 0; j < 30; j++) {
        const d = sampleDeal(k, rng);
        const vorhand = d.hands.slice(0, 4);
        const best = Math.max(...contractValues(vorhand, true));
        const weight = pushChance(vorhand, true);
        u += best / 30;
        r += weight * best;
        w += weight;
      }
      uniform += u;
      read += r / w;
      total++;
    }
    expect(read / total).toBeLessThan(uniform / total - 2);
  });
});
