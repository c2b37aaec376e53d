import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { m } from '../../paraglide/messages.js';
import type { Person } from '../../play/seats.ts';

/** Words for what happened, for the seat plates and the screen reader. */

/** What a seat did last in this hand's betting ("hält", "klopft: 3"; on the viewer's own plate "hältst"), or ''. */
export function seatStatus(v: SchraemView, seat: number, person: Person): string {
  for (let i = v.events.length - 1; i >= 0; i--) {
    const e = v.events[i]!;
    if (e.seat !== seat) continue;
    switch (e.type) {
      case 'knock':
        return e.how === 'blind' ? m.st_knock_blind({ person, value: e.value }) : e.how === 'auto' ? m.st_knock_auto({ person, value: e.value }) : m.st_knock({ person, value: e.value });
      case 'hold':
        return m.st_hold({ person });
      case 'pass':
        return m.st_pass({ person, cost: e.cost });
      case 'fold':
        return m.st_fold({ cost: e.cost });
      case 'reveal':
        return m.st_reveal({ person });
    }
  }
  return '';
}

/** A sentence for an action just taken ("Hein spielt Herz Zehn", "Du spielst Herz Zehn"). */
export function actionSentence(name: string, person: Person, action: string, v: SchraemView, card: (code: string) => string): string {
  const [verb, arg] = action.split(' ');
  switch (verb) {
    case 'play':
      return m.ev_play({ person, name, card: card(arg!) });
    case 'fold':
      return m.ev_fold({ person, name });
    case 'knock':
      return m.ev_knock({ person, name, value: v.value });
    case 'hold':
      return m.ev_hold({ person, name });
    case 'pass':
      return m.ev_pass({ person, name });
    case 'blind':
      return m.ev_blind({ person, name });
    case 'reveal':
      return m.ev_reveal({ person, name });
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
