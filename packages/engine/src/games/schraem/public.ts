import type { Seat, Viewer } from '../../game.ts';
import { formatAction, type SchraemAction } from './notation.ts';
import type { SchraemState } from './state.ts';

/**
 * How `viewer` is told of `seat`'s action (the Game contract's `publicAction`). S-21: a card laid
 * face down is named to the seat that laid it and to nobody else — the others hear `fold`. S-14:
 * a pass never names cards (its text has none). Everything else happens face up: a played card,
 * a knock, hold, blind knock or reveal is public as written.
 */
export function publicAction(_before: SchraemState, seat: Seat, action: SchraemAction, viewer: Viewer): string {
  if (action.type === 'fold' && viewer !== seat) return 'fold';
  return formatAction(action);
}
