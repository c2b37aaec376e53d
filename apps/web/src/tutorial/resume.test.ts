import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stageOf as schieberStage } from '../games/schieber/table.ts';
import { stageOf as schraemStage } from '../games/schraem/table.ts';
import { stageOf as sedmaStage } from '../games/sedma/table.ts';
import type { Update } from '../offline/protocol.ts';
import { isRefusal, OfflineGame } from '../offline/runner.ts';
import { Director, type Frame, type StageOf } from '../play/director.ts';
import { coachAt } from './coach.ts';
import type { Chapter } from './lesson.ts';
import { LESSON_GAMES, loadLesson } from './lessons.ts';
import { clearLessonAt, loadLessonAt, rebuild, saveLessonAt } from './resume.ts';
import { SCHRAEM_LESSON } from './schraem.ts';
import { SEDMA_LESSON } from './sedma.ts';

/** Every lesson there is, its script loaded as the play screen loads it. */
const LESSONS = (await Promise.all(LESSON_GAMES.map(loadLesson))).filter((l) => l !== null);

const STAGE: Record<string, StageOf<never>> = { schraem: schraemStage as StageOf<never>, schieber: schieberStage as StageOf<never>, sedma: sedmaStage as StageOf<never> };

/** This tab's storage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

/**
 * What a reload at step `step` of chapter `c` shows: the worker rebuilt from `resumeActions` (its
 * bots on from there, as worker.ts runs them), the frames the table's director makes of its
 * updates (no waiting; a hand's result holds, as it does for the player), and the step the coach
 * shows on each, starting from the saved step.
 */
async function reload(c: Chapter, step: number): Promise<{ shown: string[]; offScript: boolean; actions: readonly string[] }> {
  const { replay, then } = rebuild(c, step);
  const setup = { game: c.game, options: c.options, seed: c.seed, level: c.level, human: 0 };
  const g = replay.length > 0 ? OfflineGame.resume({ ...setup, actions: [...replay] }) : OfflineGame.start(setup);
  if (isRefusal(g)) throw new Error(`${c.id}: ${g.message}`);
  const updates: Update[] = [g.update()];
  while (g.botToAct()) updates.push(g.botStep());
  if (then) {
    const r = g.act(then);
    if (isRefusal(r)) throw new Error(`${c.id}: ${r.message}`);
    updates.push(r);
    while (g.botToAct()) updates.push(g.botStep());
  }
  const frames: Frame<never>[] = [];
  const director = new Director<never>(0, STAGE[c.game]!, { botMs: 0, trickMs: 0 }, (f) => frames.push(f), () => Promise.resolve());
  for (const u of updates) director.push(u as Update<never>);
  for (let i = 0; i < 20; i++) await Promise.resolve();
  const actions = g.record.actions;
  let index = step;
  let offScript = false;
  const shown: string[] = [];
  for (const f of frames) {
    const now = coachAt(c, index, { seq: f.update.seq, stage: f.stage, legal: f.update.legal, actions: actions.slice(0, f.update.seq) });
    index = now.index;
    offScript ||= now.offScript;
    if (now.shown && shown.at(-1) !== now.shown.id) shown.push(now.shown.id);
  }
  return { shown, offScript, actions };
}

describe('a lesson resumed after a reload (issue 16)', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the lesson, chapter and step for this tab, and forgets them when told', () => {
    expect(loadLessonAt(SCHRAEM_LESSON)).toBeNull();
    saveLessonAt({ game: 'schraem', chapter: 1, step: 3 });
    expect(loadLessonAt(SCHRAEM_LESSON)).toEqual({ game: 'schraem', chapter: 1, step: 3 });
    expect(loadLessonAt(SEDMA_LESSON), "another game's lesson is not resumed").toBeNull();
    clearLessonAt();
    expect(loadLessonAt(SCHRAEM_LESSON)).toBeNull();
  });

  it('takes nothing up that is not a step of the lesson', () => {
    for (const bad of ['{"game":"schraem","chapter":9,"step":0}', '{"game":"schraem","chapter":0,"step":99}', '{"game":"schraem","chapter":0,"step":-1}', '{"game":"schraem","chapter":"0","step":1}', 'not json']) {
      sessionStorage.setItem('stammtisch.lesson', bad);
      expect(loadLessonAt(SCHRAEM_LESSON), bad).toBeNull();
    }
  });

  it('rebuilds from the script up to the human\'s last move before the step', () => {
    const [basics, knocking] = SCHRAEM_LESSON.chapters;
    expect(rebuild(basics!, 0)).toEqual({ replay: [], then: null });
    // "follow" (seq 4): after the human's Jc the bots played three moves, which the worker plays again.
    expect(rebuild(basics!, 3)).toEqual({ replay: ['0: play Jc'], then: null });
    // The Strichliste on the hand's result (seq 12): the bots' last two cards are played again, so the result comes up.
    expect(rebuild(basics!, 6)).toEqual({ replay: basics!.record.slice(0, 10), then: null });
    // The cost (seq 13) follows the player's own last card: that card is played again through the table.
    expect(rebuild(knocking!, 6)).toEqual({ replay: knocking!.record.slice(0, 12), then: 'play 8c' });
  });

  for (const lesson of LESSONS) {
    for (const [ci, c] of lesson.chapters.entries()) {
      it(`${lesson.game}, chapter ${c.id}: a reload at any step comes back to that step, on the script`, async () => {
        for (const [si, step] of c.steps.entries()) {
          const { replay } = rebuild(c, si);
          expect(replay, `${step.id}: a part of the script`).toEqual(c.record.slice(0, replay.length));
          const r = await reload(c, si);
          expect(r.offScript, `${c.id}/${step.id}: the rebuilt game is the script's`).toBe(false);
          // The bots may play on past the chapter's script while a hand's result is up, as in the first run.
          expect(r.actions.slice(0, c.record.length), `${c.id}/${step.id}: the bots play what they played`).toEqual(c.record.slice(0, Math.min(r.actions.length, c.record.length)));
          expect(r.actions.length).toBeGreaterThanOrEqual(step.seq);
          expect(r.shown[0], `${lesson.game} chapter ${ci} step ${si}: the coach shows the same step again`).toBe(step.id);
        }
      });
    }
  }
});
