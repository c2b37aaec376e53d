import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import type { DeckId } from '@stammtisch/engine/cards/deck';
import type { Locale } from '../cards/locale.ts';
import { cardName, type SwissFaces, suitName } from '../cards/names.ts';
import { actionSentence } from '../games/schraem/events.ts';
import { m } from '../paraglide/messages.js';

const DECK: Readonly<Record<string, DeckId>> = { schraem: 'french32', schieber: 'swiss36', sedma: 'german32' };

/** A logged action as a sentence in the player's language ("Resi spielt Herz Zehn"); a replay names every seat. */
export function describeAction(game: string, seat: number, name: string, action: string, view: unknown, locale: Locale, faces: SwissFaces): string {
  const deck = DECK[game] ?? 'french32';
  const card = (code: string): string => cardName(deck, code, locale, faces);
  const person = 'other';
  if (game === 'schraem') return actionSentence(name, person, action, view as SchraemView, card) || `${name}: ${action}`;
  const [verb, arg] = action.split(' ');
  switch (verb) {
    case 'play':
      return m.ev_play({ person, name, card: card(arg ?? '') });
    case 'push':
      return m.ev_push({ person, name });
    case 'weis': {
      const shown = (view as { weis?: readonly { seat: number; points: number }[] }).weis ?? [];
      const points = shown.find((d) => d.seat === seat)?.points ?? 0;
      return m.ev_weis({ person, name, points });
    }
    case 'trump':
      return m.ev_contract({ person, name, contract: m.trump_suit({ suit: suitName(deck, arg ?? '', locale, faces) }) });
    case 'obenabe':
      return m.ev_contract({ person, name, contract: m.obenabe() });
    case 'undenufe':
      return m.ev_contract({ person, name, contract: m.undenufe() });
    case 'stop':
      return m.ev_stop({ person, name });
    case 'swap':
      return m.ev_swap({ person, name });
    case 'keep':
      return m.ev_keep({ person, name });
    case 'deal':
      return m.ev_deal({ person, name });
    default:
      return `${name}: ${action}`;
  }
}
