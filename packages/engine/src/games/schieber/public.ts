import type { Seat, Viewer } from '../../game.ts';
import { formatAction, type SchieberAction } from './notation.ts';
import type { SchieberState } from './state.ts';

/**
 * How `viewer` is told of `seat`'s action (the Game contract's `publicAction`). Every Schieber
 * action is public as written: a contract or a push is announced (J-4), a card is played face up.
 * `weis` names no card: what a declaration tells the table — its value and kind, and the scoring
 * team's cards after the first trick (J-14) — is in each viewer's view, never in the action.
 */
export function publicAction(_before: SchieberState, _seat: Seat, action: SchieberAction, _viewer: Viewer): string {
  return formatAction(action);
}
