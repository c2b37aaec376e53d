import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { m } from '../../paraglide/messages.js';

/** Words for what happened, for the seat plates and the screen reader. */

/** What a seat did last in this hand's betting ("hält", "klopft: 3"), or ''. */
export function seatStatus(v: SchraemView, seat: number): string {
  for (let i = v.events.length - 1; i >= 0; i--) {
    const e = v.events[i]!;
    if (e.seat !== seat) continue;
    switch (e.type) {
      case 'knock':
        return e.how === 'blind' ? m.st_knock_blind({ value: e.value }) : e.how === 'auto' ? m.st_knock_auto({ value: e.value }) : m.st_knock({ value: e.value });
      case 'hold':
        return m.st_hold();
      case 'pass':
        return m.st_pass({ cost: e.cost });
      case 'fold':
        return m.st_fold({ cost: e.cost });
      case 'reveal':
        return m.st_reveal();
    }
  }
  return '';
}

/** A sentence for an action just taken ("Hein spielt Herz Zehn"). */
export function actionSentence(name: string, action: string, v: SchraemView, card: (code: string) => string): string {
  const [verb, arg] = action.split(' ');
  switch (verb) {
    case 'play':
      return m.ev_play({ name, card: card(arg!) });
    case 'fold':
      return m.ev_fold({ name });
    case 'knock':
      return m.ev_knock({ name, value: v.value });
    case 'hold':
      return m.ev_hold({ name });
    case 'pass':
      return m.ev_pass({ name });
    case 'blind':
      return m.ev_blind({ name });
    case 'reveal':
      return m.ev_reveal({ name });
    default:
      return '';
  }
}

/** Knocks that appear in `next` and not yet in `prev` (including automatic ones of an Arm player). */
export function newKnocks(prev: SchraemView | null, next: SchraemView): number {
  const from = prev && prev.handNumber === next.handNumber ? prev.events.length : 0;
  return next.events.slice(from).filter((e) => e.type === 'knock').length;
}

/**
 * S-13, S-14: what holding and passing cost the viewer right now. Holding risks the current value
 * (at most the lives left); passing costs 1, or the value at which they last held.
 */
export function stakes(v: SchraemView, seat: number): { hold: number; pass: number; lives: number } {
  const lives = v.lives[seat] ?? 0;
  const held = v.heldAt[seat] ?? 0;
  return { hold: Math.min(v.value, lives), pass: Math.min(held > 0 ? held : 1, lives), lives };
}
