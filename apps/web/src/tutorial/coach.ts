import type { Chapter, Step } from './lesson.ts';

/** What the table shows now, as far as the coach cares. */
export interface TableNow {
  readonly seq: number;
  readonly stage: 'normal' | 'trick' | 'hand';
  readonly legal: readonly string[];
  /** The game's log so far (`SEAT: ACTION`). */
  readonly actions: readonly string[];
}

export interface CoachNow {
  /** The step the coach is at (steps.length: the chapter is done). */
  readonly index: number;
  /** Its mark is up (the table is where the step is). */
  readonly shown: Step | null;
  /** The game left the script (the player made another move): the coach stops. */
  readonly offScript: boolean;
}

/**
 * The coach's step after the table moved: past every step whose scripted move was made, showing
 * a step once the table stands where it is (the human to act, or a hand's result up).
 */
export function coachAt(c: Chapter, index: number, t: TableNow): CoachNow {
  const offScript = t.actions.some((a, k) => k < c.record.length && a !== c.record[k]);
  let i = index;
  for (;;) {
    const s = c.steps[i];
    if (!s) break;
    const done = s.act ? t.actions.length > s.seq : s.seq < t.seq;
    if (!done) break;
    i++;
  }
  const s = c.steps[i];
  const here = !!s && s.seq === t.seq && (s.at === 'turn' ? t.stage === 'normal' && t.legal.length > 0 : t.stage === 'hand');
  return { index: i, shown: here && !offScript ? s : null, offScript };
}
