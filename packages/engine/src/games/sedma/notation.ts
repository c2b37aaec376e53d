import { GERMAN32, type GermanCard, parseCard } from '../../cards/deck.ts';
import { ParseError } from '../../errors.ts';

export type SedmaAction =
  | { readonly type: 'play'; readonly card: GermanCard }
  | { readonly type: 'deal' }
  | { readonly type: 'swap' }
  | { readonly type: 'keep' }
  | { readonly type: 'stop' };

export type SedmaActionType = SedmaAction['type'];

/** Shared, frozen action objects: legalActions allocates nothing but its array. */
export const DEAL: SedmaAction = Object.freeze({ type: 'deal' });
export const SWAP: SedmaAction = Object.freeze({ type: 'swap' });
export const KEEP: SedmaAction = Object.freeze({ type: 'keep' });
export const STOP: SedmaAction = Object.freeze({ type: 'stop' });
export const PLAY: readonly SedmaAction[] = GERMAN32.cards.map((card) => Object.freeze({ type: 'play', card }));

/** The GERMAN32 index of a card's text (`Th`), or -1 — also for a raw action whose card is no string. */
export const cardIndex = (text: unknown): number => (typeof text === 'string' ? GERMAN32.index(text) : -1);

/** Appends a `play` action for every card of a mask, in card order. */
export function pushPlays(mask: number, out: SedmaAction[]): void {
  while (mask !== 0) {
    const low = mask & -mask;
    out.push(PLAY[31 - Math.clz32(low)]!);
    mask ^= low;
  }
}

/** The actions without a card, by their text. A Map: user text never reaches Object's prototype. */
const SIMPLE: ReadonlyMap<string, SedmaAction> = new Map<string, SedmaAction>([
  ['deal', DEAL],
  ['swap', SWAP],
  ['keep', KEEP],
  ['stop', STOP],
]);

export function formatAction(action: SedmaAction): string {
  return action.type === 'play' ? `play ${action.card}` : action.type;
}

/** `deal`, `swap`, `keep`, `play 7h`, `stop`. */
export function parseAction(text: string): SedmaAction | ParseError {
  const parts = text.trim().split(/\s+/);
  const [verb, arg] = parts;
  const simple = parts.length === 1 && verb !== undefined ? SIMPLE.get(verb) : undefined;
  if (simple) return simple;
  if (verb === 'play' && parts.length === 2 && arg !== undefined) {
    const card = parseCard(GERMAN32, arg);
    if (card instanceof ParseError) return card;
    return PLAY[GERMAN32.indexOf.get(card)!]!;
  }
  return new ParseError('not-an-action', `"${text}" is not a Sedma action (deal, swap, keep, play CARD, stop)`, {
    text,
  });
}
