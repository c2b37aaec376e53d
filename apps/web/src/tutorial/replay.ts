import { isRefusal, OfflineGame } from '../offline/runner.ts';
import type { Update } from '../offline/protocol.ts';
import { type Chapter, humanActions } from './lesson.ts';

/**
 * A chapter played through the engine as the offline worker plays it: the script's moves for the
 * human, the bots by their seeded decisions. Every update the human would see, by its seq.
 */
export function replayChapter(c: Chapter): { updates: Map<number, Update>; record: readonly string[] } {
  const g = OfflineGame.start({ game: c.game, options: c.options, seed: c.seed, level: c.level, human: 0 });
  if (isRefusal(g)) throw new Error(`chapter ${c.id}: ${g.message}`);
  const updates = new Map<number, Update>();
  const see = (u: Update): void => void updates.set(u.seq, u);
  see(g.update());
  const mine = humanActions(c);
  for (;;) {
    while (g.botToAct() && g.record.actions.length < c.record.length) see(g.botStep());
    const next = mine.shift();
    if (next === undefined || g.over) break;
    const r = g.act(next);
    if (isRefusal(r)) throw new Error(`chapter ${c.id}: the script's "${next}" is refused: ${r.message}`);
    see(r);
  }
  return { updates, record: g.record.actions.slice(0, c.record.length) };
}
