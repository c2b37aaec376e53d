import type { GameId } from '@stammtisch/engine/game';
import { m } from '../paraglide/messages.js';
import type { Lesson } from './lesson.ts';

/**
 * The guided games there are, by game. Their scripts load when a lesson starts, not with the entry
 * (the initial JS budget): the offer and the rules page's button need only to know that one exists.
 */
const LOADERS: Partial<Record<GameId, () => Promise<Lesson>>> = {
  schraem: () => import('./schraem.ts').then((x) => x.SCHRAEM_LESSON),
  schieber: () => import('./schieber.ts').then((x) => x.SCHIEBER_LESSON),
  sedma: () => import('./sedma.ts').then((x) => x.SEDMA_LESSON),
};

/** The offer on first opening a game with a lesson (Offer.svelte). */
const OFFERS: Partial<Record<GameId, () => string>> = {
  schraem: () => m.tutorial_offer(),
  schieber: () => m.tutorial_schieber_offer(),
  sedma: () => m.tutorial_sedma_offer(),
};

export const hasLesson = (game: GameId): boolean => !!LOADERS[game];
export const lessonOffer = (game: GameId): string => OFFERS[game]?.() ?? '';
export const LESSON_GAMES = Object.keys(LOADERS) as GameId[];

/** The lesson of `game`, its script loaded (null: the game has none). */
export function loadLesson(game: GameId): Promise<Lesson | null> {
  return LOADERS[game]?.() ?? Promise.resolve(null);
}

/** A lesson asked for from elsewhere (the rules page), picked up by the play screen. */
let pending: GameId | null = null;
export function requestLesson(game: GameId): void {
  pending = game;
}
/** Whether a lesson of `game` was asked for (once). */
export function takeRequestedLesson(game: GameId): boolean {
  if (pending !== game || !hasLesson(game)) return false;
  pending = null;
  return true;
}
