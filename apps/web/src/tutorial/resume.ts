import type { GameId } from '@stammtisch/engine/game';
import type { Chapter, Lesson } from './lesson.ts';

/**
 * A lesson in progress survives a reload (issue 16): where it stands — the chapter and the coach's
 * step — is kept for this tab only (sessionStorage, so a lesson is not taken up again on another
 * day or in another tab). The game itself is never stored (the player's saved offline game is left
 * alone): a chapter runs on a fixed seed, so its table is rebuilt by replaying the script.
 */
const KEY = 'stammtisch.lesson';

export interface LessonAt {
  readonly game: GameId;
  readonly chapter: number;
  readonly step: number;
}

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveLessonAt(at: LessonAt): void {
  try {
    store()?.setItem(KEY, JSON.stringify(at));
  } catch {
    // Storage full or blocked: a reload starts the game screen without the coach, nothing worse.
  }
}

export function clearLessonAt(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // As above.
  }
}

function stored(): Partial<LessonAt> | null {
  try {
    return JSON.parse(store()?.getItem(KEY) ?? 'null') as Partial<LessonAt> | null;
  } catch {
    return null;
  }
}

/** Whether a lesson of `game` was running in this tab (its script is worth loading to resume it). */
export const lessonRanIn = (game: GameId): boolean => stored()?.game === game;

/** Where `lesson` stood in this tab, if it was running and the place is one of its steps. */
export function loadLessonAt(lesson: Lesson): LessonAt | null {
  const raw = stored();
  if (!raw || raw.game !== lesson.game || !Number.isInteger(raw.chapter) || !Number.isInteger(raw.step)) return null;
  const c = lesson.chapters[raw.chapter!];
  if (!c || raw.step! < 0 || raw.step! >= c.steps.length) return null;
  return { game: lesson.game, chapter: raw.chapter!, step: raw.step! };
}

/** How a chapter's table is rebuilt to stand at a step again. */
export interface Rebuild {
  /** The script's moves the worker replays before the table shows anything. */
  readonly replay: readonly string[];
  /** The player's move sent again once it has: a hand's result shows only when a move is seen being played. */
  readonly then: string | null;
}

/**
 * The script up to and including the human's last move before step `step`; the worker's bots play
 * the rest from the seed as they did the first time, and the table shows their moves as usual — so
 * a step on a hand's result comes back with that result. Where the human's own move ended the hand,
 * it is replayed through the table (`then`) instead of the worker, for the same reason.
 */
export function rebuild(c: Chapter, step: number): Rebuild {
  const s = c.steps[step];
  if (!s) return { replay: [], then: null };
  let k = Math.min(s.seq, c.record.length);
  while (k > 0 && !c.record[k - 1]!.startsWith('0:')) k--;
  if (s.at === 'hand' && k === s.seq && k > 0) return { replay: c.record.slice(0, k - 1), then: c.record[k - 1]!.slice(2).trim() };
  return { replay: c.record.slice(0, k), then: null };
}
