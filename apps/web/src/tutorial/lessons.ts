import type { GameId } from '@stammtisch/engine/game';
import type { Lesson } from './lesson.ts';
import { SCHIEBER_LESSON } from './schieber.ts';
import { SCHRAEM_LESSON } from './schraem.ts';
import { SEDMA_LESSON } from './sedma.ts';

/** The guided games there are, by game. */
export const LESSONS: Partial<Record<GameId, Lesson>> = { schraem: SCHRAEM_LESSON, schieber: SCHIEBER_LESSON, sedma: SEDMA_LESSON };

/** A lesson asked for from elsewhere (the rules page), picked up by the play screen. */
let pending: GameId | null = null;
export function requestLesson(game: GameId): void {
  pending = game;
}
export function takeRequestedLesson(game: GameId): Lesson | null {
  if (pending !== game) return null;
  pending = null;
  return LESSONS[game] ?? null;
}
