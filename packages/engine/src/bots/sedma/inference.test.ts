import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { sedma } from '../../games/sedma/index.ts';
import type { SedmaState } from '../../games/sedma/state.ts';
import type { Seat } from '../../game.ts';
import { beatingMask } from '../../games/sedma/cards.ts';
import { readingOf, readingWeight } from './inference.ts';
import { knowledgeOf } from './knowledge.ts';
import { mittelBot } from './mittel.ts';
import { sampleDeal } from './sampler.ts';

interface Spot {
  readonly state: SedmaState;
  readonly seat: Seat;
}

/** Decision points of seat 0 in two-player games Mittel plays against itself, stock not empty. */
function mittelSpots(games: number): Spot[] {
  const bot = mittelBot();
  const out: Spot[] = [];
  for (let g = 0; g < games; g++) {
    let s = sedma.setup({ players: 2, gamesToWin: 1 }, `reading-${g}`) as SedmaState;
    for (let step = 0; !sedma.isOver(s); step++) {
      const seat = sedma.toAct(s)!;
      if (seat === 0 && s.stock.length > 0 && s.phase === 'play') out.push({ state: s, seat });
      const a = bot.decide({ view: sedma.viewFor(s, seat), legal: sedma.legalActions(s, seat), seed: `${g}/${step}` });
      const next = sedma.apply(s, seat, a);
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
  }
  return out;
}

const spots = mittelSpots(30);

/** Over the spots, the weighted and the uniform mean of `measure(opponent's sampled hand, spot)`. */
function means(measure: (hand: number, spot: Spot) => number, keep: (spot: Spot) => boolean): { read: number; uniform: number; count: number } {
  const rng = Rng.fromSeed('reading');
  let read = 0;
  let uniform = 0;
  let count = 0;
  for (const spot of spots) {
    if (!keep(spot)) continue;
    const view = sedma.viewFor(spot.state, spot.seat);
    const k = knowledgeOf(view);
    const r = readingOf(view, k);
    let sw = 0;
    let su = 0;
    let mw = 0;
    let mu = 0;
    for (let i = 0; i < 300; i++) {
      const d = sampleDeal(k, rng);
      const w = d.weight * readingWeight(r, d.hands);
      const m = measure(d.hands[1]!, spot);
      mw += w * m;
      sw += w;
      mu += d.weight * m;
      su += d.weight;
    }
    read += mw / sw;
    uniform += mu / su;
    count++;
  }
  return { read: read / count, uniform: uniform / count, count };
}

describe('Sedma Schwer reads the other seat (issue 19)', () => {
  it("weighted by Mittel's choices, the sampled hand of the other seat holds more of its true cards than the uniform law's", () => {
    const { read, uniform, count } = means(
      (hand, spot) => popcount(hand & spot.state.hands[1]!),
      () => true,
    );
    expect(count).toBeGreaterThan(200);
    expect(read).toBeGreaterThan(uniform + 0.01);
  });

  it('D-9: after the other seat, a beaten leader, stopped the last trick, its sampled hand holds fewer cards that would have continued it', () => {
    // The last completed trick: the other seat led, lost it, and did not continue.
    const stopped = (spot: Spot): number => {
      const last = spot.state.tricks.at(-1);
      if (!last || last.cards[0]!.seat !== 1 || last.winner === 1) return 0;
      return beatingMask(last.cards[0]!.card, 2);
    };
    const { read, uniform, count } = means(
      (hand, spot) => popcount(hand & stopped(spot)),
      (spot) => stopped(spot) !== 0,
    );
    expect(count).toBeGreaterThan(20);
    expect(read).toBeLessThan(uniform * 0.9);
  });
});
