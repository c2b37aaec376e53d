import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { stakes } from './events.ts';

/** What an option costs the viewer (lives), when, and whether it puts them out of the game. */
export interface Cost {
  readonly cost: number;
  /** 'lost': only if the hand is lost; 'now': at once (passing, folding). */
  readonly when: 'lost' | 'now';
  readonly out: boolean;
}

const MAX_VALUE = 7;
const cost = (lives: number, n: number, when: Cost['when']): Cost => ({ cost: Math.min(n, lives), when, out: n >= lives && lives > 0 });

/**
 * Both sides of every choice the viewer may face in 7-Schräm: holding risks the value (S-13),
 * passing and folding cost the stake already accepted at once (S-14, S-21), a knock makes the
 * knocker hold at the value + 1 (S-11), 3 Blind raises by 3 (S-19), a blind knock by 1 (S-31);
 * looking at the cards instead keeps the value as it is.
 */
export function choiceCosts(v: SchraemView, seat: number): {
  readonly hold: Cost;
  readonly pass: Cost;
  readonly fold: Cost;
  readonly knock: Cost;
  readonly blind: Cost;
  readonly reveal: Cost;
} {
  const s = stakes(v, seat);
  const zaehn = v.options.zaehn && s.lives === 2;
  return {
    hold: cost(s.lives, v.value, 'lost'),
    pass: cost(s.lives, s.pass, 'now'),
    fold: cost(s.lives, s.pass, 'now'),
    knock: cost(s.lives, Math.min(MAX_VALUE, v.value + 1), 'lost'),
    blind: cost(s.lives, Math.min(MAX_VALUE, v.value + (zaehn ? 3 : 1)), 'lost'),
    reveal: cost(s.lives, v.value, 'lost'),
  };
}
