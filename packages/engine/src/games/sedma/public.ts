import type { Seat, Viewer } from '../../game.ts';
import { formatAction, type SedmaAction } from './notation.ts';
import type { SedmaState } from './state.ts';

/**
 * How `viewer` is told of `seat`'s action (the Game contract's `publicAction`). Every Sedma action
 * is public as written: cards are played face up (D-7), the exchange is made before everyone's
 * eyes and names no card (D-6), `stop` (D-9) and `deal` (D-14) name none either.
 */
export function publicAction(_before: SedmaState, _seat: Seat, action: SedmaAction, _viewer: Viewer): string {
  return formatAction(action);
}
