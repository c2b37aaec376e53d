import { describe, expect, it } from 'vitest';
import { fewestDeals } from './bot.ts';
import { schwerConfig as schieberConfig } from './schieber/schwer.ts';
import { schwerConfig as schraemConfig } from './schraem/schwer.ts';
import { schwerConfig as sedmaConfig } from './sedma/schwer.ts';

/** Issue 21: below the default budget the floor of deals shrinks with it; at the default nothing changes. */
describe('fewest deals behind a Schwer search', () => {
  it('the floor is the same at the default budget and above, proportionally lower below it, at least one', () => {
    expect(fewestDeals(8, 40, 40)).toBe(8);
    expect(fewestDeals(8, 150, 40)).toBe(8);
    expect(fewestDeals(8, 10, 40)).toBe(2);
    expect(fewestDeals(12, 10, 40)).toBe(3);
    expect(fewestDeals(8, 1, 40)).toBe(1);
  });

  it("each game's Schwer keeps its floor of deals at the server's default (the server's games unchanged)", () => {
    expect([schieberConfig().minDeals, schraemConfig().minDeals, sedmaConfig().minDeals]).toEqual([8, 12, 8]);
    expect([schieberConfig({ budgetMs: 40 }).minDeals, schraemConfig({ budgetMs: 40 }).minDeals, sedmaConfig({ budgetMs: 40 }).minDeals]).toEqual([8, 12, 8]);
    expect([schieberConfig({ budgetMs: 5 }).minDeals, schraemConfig({ budgetMs: 5 }).minDeals, sedmaConfig({ budgetMs: 5 }).minDeals]).toEqual([1, 2, 1]);
  });
});
