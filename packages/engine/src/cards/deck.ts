import { ParseError } from '../errors.ts';

/**
 * The three decks of the platform. A card is written rank then suit (`Th`, `Ue`, `Kh`); inside
 * the engine it is an index `suit * ranks.length + rank`, in the order of the arrays below.
 */

export const FRENCH_SUITS = ['c', 's', 'h', 'd'] as const; // Kreuz, Pik, Herz, Karo (S-1)
export const FRENCH_RANKS = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SWISS_SUITS = ['e', 't', 's', 'r'] as const; // Eichel, Schilte, Schelle, Rose (J-1)
export const SWISS_RANKS = ['6', '7', '8', '9', 'T', 'U', 'O', 'K', 'A'] as const;
export const GERMAN_SUITS = ['h', 'b', 'l', 'a'] as const; // Srdce, Kule, Zelené, Žaludy (D-1)
export const GERMAN_RANKS = ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'] as const;

export type FrenchSuit = (typeof FRENCH_SUITS)[number];
export type FrenchRank = (typeof FRENCH_RANKS)[number];
export type FrenchCard = `${FrenchRank}${FrenchSuit}`;
export type SwissSuit = (typeof SWISS_SUITS)[number];
export type SwissRank = (typeof SWISS_RANKS)[number];
export type SwissCard = `${SwissRank}${SwissSuit}`;
export type GermanSuit = (typeof GERMAN_SUITS)[number];
export type GermanRank = (typeof GERMAN_RANKS)[number];
export type GermanCard = `${GermanRank}${GermanSuit}`;

export type DeckId = 'french32' | 'swiss36' | 'german32';

export interface Deck<C extends string = string> {
  readonly id: DeckId;
  /** For messages: `"Xq" is not a card of the French deck`. */
  readonly name: string;
  readonly suits: readonly string[];
  readonly ranks: readonly string[];
  readonly size: number;
  /** Every card as text, by index. */
  readonly cards: readonly C[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** Fast text → index for engines: -1 when not a card of the deck. */
  index(card: string): number;
}

function makeDeck<C extends string>(
  id: DeckId,
  name: string,
  suits: readonly string[],
  ranks: readonly string[],
): Deck<C> {
  const cards: C[] = [];
  for (const s of suits) for (const r of ranks) cards.push(`${r}${s}` as C);
  const rankCode = new Int8Array(128).fill(-1);
  const suitCode = new Int8Array(128).fill(-1);
  ranks.forEach((r, i) => (rankCode[r.charCodeAt(0)] = i));
  suits.forEach((s, i) => (suitCode[s.charCodeAt(0)] = i));
  const index = (card: string): number => {
    if (card.length !== 2) return -1;
    const r = rankCode[card.charCodeAt(0) & 127]!;
    const s = suitCode[card.charCodeAt(1) & 127]!;
    return r < 0 || s < 0 || card.charCodeAt(0) > 127 || card.charCodeAt(1) > 127 ? -1 : s * ranks.length + r;
  };
  return Object.freeze({
    index,
    id,
    name,
    suits,
    ranks,
    size: cards.length,
    cards: Object.freeze(cards),
    indexOf: new Map(cards.map((c, i) => [c, i])),
  });
}

export const FRENCH32: Deck<FrenchCard> = makeDeck('french32', 'French', FRENCH_SUITS, FRENCH_RANKS);
export const SWISS36: Deck<SwissCard> = makeDeck('swiss36', 'Swiss', SWISS_SUITS, SWISS_RANKS);
export const GERMAN32: Deck<GermanCard> = makeDeck('german32', 'German', GERMAN_SUITS, GERMAN_RANKS);

export const DECKS: Readonly<Record<DeckId, Deck>> = {
  french32: FRENCH32,
  swiss36: SWISS36,
  german32: GERMAN32,
};

export const suitOf = (deck: Deck, index: number): number => Math.floor(index / deck.ranks.length);
export const rankOf = (deck: Deck, index: number): number => index % deck.ranks.length;

/** Card text → index; `10` is accepted for `T`. */
export function parseCardIndex(deck: Deck, text: string): number | ParseError {
  const normal = text.length === 3 && text.startsWith('10') ? `T${text[2]}` : text;
  const index = deck.indexOf.get(normal);
  if (index === undefined) {
    return new ParseError('not-a-card', `"${text}" is not a card of the ${deck.name} deck`, {
      text,
      deck: deck.name,
    });
  }
  return index;
}

export function parseCard<C extends string>(deck: Deck<C>, text: string): C | ParseError {
  const index = parseCardIndex(deck, text);
  return typeof index === 'number' ? deck.cards[index]! : index;
}

export function formatCard<C extends string>(deck: Deck<C>, index: number): C {
  const card = deck.cards[index];
  if (card === undefined) throw new RangeError(`no card ${index} in the ${deck.name} deck`);
  return card;
}

export const isCardOf = <C extends string>(deck: Deck<C>, text: string): text is C =>
  deck.indexOf.has(text);
