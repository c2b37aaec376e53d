import { FRENCH32, type FrenchCard, parseCard } from '../../cards/deck.ts';
import { ParseError } from '../../errors.ts';

export type SchraemAction =
  | { readonly type: 'play'; readonly card: FrenchCard }
  | { readonly type: 'fold'; readonly card: FrenchCard }
  | { readonly type: 'knock' }
  | { readonly type: 'hold' }
  | { readonly type: 'pass' }
  | { readonly type: 'blind' }
  | { readonly type: 'reveal' }
  | { readonly type: VariantVerb };

/** V-2, V-3: the pre-play round and the answers to an exchange or a proposal. */
export const VARIANT_VERBS = ['keep', 'exchange', 'accept', 'turn', 'challenge', 'propose', 'agree', 'refuse'] as const;
export type VariantVerb = (typeof VARIANT_VERBS)[number];

export type SchraemActionType = SchraemAction['type'];

/** Shared, frozen action objects: legalActions allocates nothing but its array. */
export const KNOCK: SchraemAction = Object.freeze({ type: 'knock' });
export const HOLD: SchraemAction = Object.freeze({ type: 'hold' });
export const PASS: SchraemAction = Object.freeze({ type: 'pass' });
export const BLIND: SchraemAction = Object.freeze({ type: 'blind' });
export const REVEAL: SchraemAction = Object.freeze({ type: 'reveal' });
export const VARIANT: Readonly<Record<VariantVerb, SchraemAction>> = Object.fromEntries(
  VARIANT_VERBS.map((type) => [type, Object.freeze({ type })]),
) as Record<VariantVerb, SchraemAction>;
export const PLAY: readonly SchraemAction[] = FRENCH32.cards.map((card) => Object.freeze({ type: 'play', card }));
export const FOLD: readonly SchraemAction[] = FRENCH32.cards.map((card) => Object.freeze({ type: 'fold', card }));

/** The actions without a card, by their text. A Map: user text never reaches Object's prototype. */
const SIMPLE: ReadonlyMap<string, SchraemAction> = new Map<string, SchraemAction>([
  ['knock', KNOCK],
  ['hold', HOLD],
  ['pass', PASS],
  ['blind', BLIND],
  ['reveal', REVEAL],
  ...VARIANT_VERBS.map((v) => [v, VARIANT[v]] as const),
]);

export function formatAction(action: SchraemAction): string {
  return action.type === 'play' || action.type === 'fold' ? `${action.type} ${action.card}` : action.type;
}

/** `play Th`, `fold Jd`, `knock`, `hold`, `pass`, `blind`, `reveal`, and the verbs of V-2/V-3. */
export function parseAction(text: string): SchraemAction | ParseError {
  const parts = text.trim().split(/\s+/);
  const [verb, arg] = parts;
  const simple = parts.length === 1 && verb !== undefined ? SIMPLE.get(verb) : undefined;
  if (simple) return simple;
  if ((verb === 'play' || verb === 'fold') && parts.length === 2 && arg !== undefined) {
    const card = parseCard(FRENCH32, arg);
    if (card instanceof ParseError) return card;
    return (verb === 'play' ? PLAY : FOLD)[FRENCH32.indexOf.get(card)!]!;
  }
  return new ParseError(
    'not-an-action',
    `"${text}" is not a 7-Schräm action (play CARD, fold CARD, knock, hold, pass, blind, reveal, keep, exchange, accept, turn, challenge, propose, agree, refuse)`,
    { text },
  );
}
