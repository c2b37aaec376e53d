import type { DeckId } from '@stammtisch/engine/cards/deck';
import type { GameId } from '@stammtisch/engine/game';
import type { Level } from '@stammtisch/engine/bots/bot';
import type { TipId } from '../play/tips.ts';

/**
 * A guided game (issue 16): a real offline game on a fixed seed, with coach marks at fixed points
 * of it. The human's moves are the script's; the bots' follow from the seed exactly as in any
 * offline game (decisionSeed), so `record` is what the engine plays — lesson tests replay it and
 * check every claim a coach mark makes.
 */

/** The deck each game is played with (its cards are named in a coach mark's text). */
export const DECK_OF: Readonly<Record<GameId, DeckId>> = { schraem: 'french32', schieber: 'swiss36', sedma: 'german32' };

/** What a coach mark points at: a card of the viewer's hand, an element by test id, or a seat's plate. */
export type Target =
  | { readonly kind: 'card'; readonly card: string }
  | { readonly kind: 'hand' }
  | { readonly kind: 'testid'; readonly id: string }
  | { readonly kind: 'plate'; readonly seat: number };

/**
 * A fact about the game at a step that the step's text states; lesson tests check it against the
 * engine. Trick numbers count from 0 within the hand.
 */
export type Claim =
  | { readonly kind: 'trick'; readonly trick: number; readonly seat: number; readonly card: string }
  | { readonly kind: 'hand'; readonly winner: number; readonly lost: readonly number[] }
  | { readonly kind: 'knocked'; readonly seat: number; readonly value: number }
  | { readonly kind: 'passed'; readonly seat: number }
  | { readonly kind: 'legal'; readonly only: readonly string[] }
  | { readonly kind: 'lives'; readonly seat: number; readonly lives: number }
  | { readonly kind: 'led'; readonly seat: number; readonly card: string }
  /** The move is among the legal ones (the others are not the point). */
  | { readonly kind: 'can'; readonly action: string }
  /** Schieber: the contract is trump `trump`, chosen by `declarer` (after a push or not). */
  | { readonly kind: 'contract'; readonly trump: string; readonly declarer: number; readonly pushed: boolean }
  /** Schieber: the team whose Weis scored (J-14), and the seats that declared one. */
  | { readonly kind: 'weis'; readonly team: number; readonly declared: readonly number[] }
  /** Schieber: the seat whose Stöck scored (J-15). */
  | { readonly kind: 'stoeck'; readonly seat: number }
  /** Sedma: who would take the trick now (D-8). */
  | { readonly kind: 'beats'; readonly seat: number }
  /** Sedma: cards left in the stock, and the viewer's hand back at `hand` cards (D-11). */
  | { readonly kind: 'stock'; readonly count: number; readonly hand: number };

/** How a step's text names things: seats by the table's names, cards in the player's language. */
export interface Speech {
  readonly name: (seat: number) => string;
  readonly card: (code: string) => string;
  readonly suit: (code: string) => string;
}

export interface Step {
  readonly id: string;
  /** Shown when this many actions are applied… */
  readonly seq: number;
  /** …and the table shows the hand's result ('hand') or waits for the human ('turn'). */
  readonly at: 'turn' | 'hand';
  readonly target: Target;
  readonly text: (s: Speech) => string;
  /** The human's scripted action that ends this step; absent: a "next" button does. */
  readonly act?: string;
  readonly claims?: readonly Claim[];
}

export interface Chapter {
  readonly id: string;
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly level: Level;
  /** The game's log up to the chapter's end, `SEAT: ACTION`, as the engine and the bots play it. */
  readonly record: readonly string[];
  readonly steps: readonly Step[];
}

export interface Lesson {
  readonly game: GameId;
  /** Just-in-time tips the lesson teaches itself (not shown again on top of its coach marks). */
  readonly teaches: readonly TipId[];
  readonly chapters: readonly Chapter[];
}

/** The human's scripted actions of a chapter, in order. */
export const humanActions = (c: Chapter): string[] =>
  c.record.filter((a) => a.startsWith('0:')).map((a) => a.slice(a.indexOf(':') + 1).trim());
