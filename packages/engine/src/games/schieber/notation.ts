import { parseCard, SWISS36, SWISS_SUITS, type SwissCard, type SwissSuit } from '../../cards/deck.ts';
import { ParseError } from '../../errors.ts';

export type SchieberAction =
  | { readonly type: 'trump'; readonly suit: SwissSuit }
  | { readonly type: 'obenabe' }
  | { readonly type: 'undenufe' }
  | { readonly type: 'push' }
  | { readonly type: 'weis' }
  | { readonly type: 'play'; readonly card: SwissCard };

export type SchieberActionType = SchieberAction['type'];

/** Shared, frozen action objects: legalActions allocates nothing but its array. */
export const TRUMP: readonly SchieberAction[] = SWISS_SUITS.map((suit) => Object.freeze({ type: 'trump', suit }));
export const OBENABE_ACTION: SchieberAction = Object.freeze({ type: 'obenabe' });
export const UNDENUFE_ACTION: SchieberAction = Object.freeze({ type: 'undenufe' });
export const PUSH: SchieberAction = Object.freeze({ type: 'push' });
export const WEIS: SchieberAction = Object.freeze({ type: 'weis' });
export const PLAY: readonly SchieberAction[] = SWISS36.cards.map((card) => Object.freeze({ type: 'play', card }));

/** `PLAYS_OF[suit * 512 + mask]`: the play actions of a suit mask, ascending (for legalActions). */
export const PLAYS_OF: readonly (readonly SchieberAction[])[] = Array.from({ length: 4 * 512 }, (_, i) => {
  const suit = i >> 9;
  const out: SchieberAction[] = [];
  for (let rank = 0; rank < 9; rank++) if (((i >> rank) & 1) === 1) out.push(PLAY[suit * 9 + rank]!);
  return out;
});

/** Contract actions by contract id (0…3 trump e t s r, 4 Obenabe, 5 Undenufe). */
export const CONTRACT_ACTIONS: readonly SchieberAction[] = [...TRUMP, OBENABE_ACTION, UNDENUFE_ACTION];

/** The actions without an argument, by their text. A Map: user text never reaches Object's prototype. */
const SIMPLE: ReadonlyMap<string, SchieberAction> = new Map<string, SchieberAction>([
  ['obenabe', OBENABE_ACTION],
  ['undenufe', UNDENUFE_ACTION],
  ['push', PUSH],
  ['weis', WEIS],
]);

export function formatAction(action: SchieberAction): string {
  switch (action.type) {
    case 'trump':
      return `trump ${action.suit}`;
    case 'play':
      return `play ${action.card}`;
    default:
      return action.type;
  }
}

/** `trump e|r|s|t`, `obenabe`, `undenufe`, `push`, `weis`, `play Ue`. */
export function parseAction(text: string): SchieberAction | ParseError {
  const parts = text.trim().split(/\s+/);
  const [verb, arg] = parts;
  const simple = parts.length === 1 && verb !== undefined ? SIMPLE.get(verb) : undefined;
  if (simple) return simple;
  if (verb === 'play' && parts.length === 2 && arg !== undefined) {
    const card = parseCard(SWISS36, arg);
    if (card instanceof ParseError) return card;
    return PLAY[SWISS36.indexOf.get(card)!]!;
  }
  if (verb === 'trump' && parts.length === 2 && arg !== undefined) {
    const suit = (SWISS_SUITS as readonly string[]).indexOf(arg);
    if (suit < 0) {
      return new ParseError('not-a-suit', `"${arg}" is not a Swiss suit (e, r, s, t)`, { text: arg });
    }
    return TRUMP[suit]!;
  }
  return new ParseError(
    'not-an-action',
    `"${text}" is not a Schieber action (trump e|r|s|t, obenabe, undenufe, push, weis, play CARD)`,
    { text },
  );
}
