import { FRENCH32, GERMAN32, SWISS36, type DeckId } from '@stammtisch/engine/cards/deck';
import type { Locale } from './locale.ts';

/**
 * What a card is called and what its corner says, per deck and language: "Herz Zehn",
 * "Eichel Under", "Zelený svršek", "Ten of Hearts". Czech adjectives agree with the rank's gender.
 */

export const SWISS_FACES = ['swiss', 'french'] as const;
/** Schieber may be drawn with Swiss or (western Switzerland) French faces (J-1). */
export type SwissFaces = (typeof SWISS_FACES)[number];

type Gender = 'm' | 'f' | 'n';
type Names = Readonly<Record<string, string>>;

interface Wording {
  readonly suits: Names;
  readonly ranks: Names;
  readonly format: (suit: string, rank: string) => string;
}

interface CzechWording {
  readonly stems: Names;
  readonly ranks: Readonly<Record<string, readonly [string, Gender]>>;
}

const ENDING: Readonly<Record<Gender, string>> = { m: 'ý', f: 'á', n: 'é' };
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const german = (suit: string, rank: string) => `${suit} ${rank}`;
const english = (suit: string, rank: string) => `${rank} of ${suit}`;

const czech = (w: CzechWording) => (suit: string, rank: string): string => {
  const [noun, gender] = w.ranks[rank]!;
  return capital(`${w.stems[suit]!}${ENDING[gender]} ${noun}`);
};

/** French faces: suits c s h d, ranks 6–9, T, J, Q, K, A (the Swiss deck maps onto them). */
const FRENCH: Readonly<Record<Exclude<Locale, 'cs'>, Wording>> = {
  de: {
    suits: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
    ranks: { 6: 'Sechs', 7: 'Sieben', 8: 'Acht', 9: 'Neun', T: 'Zehn', J: 'Bube', Q: 'Dame', K: 'König', A: 'Ass' },
    format: german,
  },
  gsw: {
    suits: { c: 'Chrüz', s: 'Schufle', h: 'Härz', d: 'Egge' },
    ranks: { 6: 'Sächsi', 7: 'Sibni', 8: 'Achti', 9: 'Nüni', T: 'Zähni', J: 'Buur', Q: 'Dame', K: 'Chünig', A: 'Ass' },
    format: german,
  },
  en: {
    suits: { c: 'Clubs', s: 'Spades', h: 'Hearts', d: 'Diamonds' },
    ranks: { 6: 'Six', 7: 'Seven', 8: 'Eight', 9: 'Nine', T: 'Ten', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' },
    format: english,
  },
};
const FRENCH_CS: CzechWording = {
  stems: { c: 'křížov', s: 'pikov', h: 'srdcov', d: 'károv' },
  ranks: {
    6: ['šestka', 'f'], 7: ['sedma', 'f'], 8: ['osma', 'f'], 9: ['devítka', 'f'], T: ['desítka', 'f'],
    J: ['kluk', 'm'], Q: ['dáma', 'f'], K: ['král', 'm'], A: ['eso', 'n'],
  },
};

const SWISS: Readonly<Record<Exclude<Locale, 'cs'>, Wording>> = {
  de: {
    suits: { e: 'Eichel', t: 'Schilte', s: 'Schelle', r: 'Rose' },
    ranks: { 6: 'Sechs', 7: 'Sieben', 8: 'Acht', 9: 'Neun', T: 'Banner', U: 'Under', O: 'Ober', K: 'König', A: 'Ass' },
    format: german,
  },
  gsw: {
    suits: { e: 'Eichle', t: 'Schilte', s: 'Schälle', r: 'Rose' },
    ranks: { 6: 'Sächsi', 7: 'Sibni', 8: 'Achti', 9: 'Nüni', T: 'Banner', U: 'Under', O: 'Ober', K: 'Chünig', A: 'Ass' },
    format: german,
  },
  en: {
    suits: { e: 'Acorns', t: 'Shields', s: 'Bells', r: 'Roses' },
    ranks: { 6: 'Six', 7: 'Seven', 8: 'Eight', 9: 'Nine', T: 'Banner', U: 'Under', O: 'Ober', K: 'King', A: 'Ace' },
    format: english,
  },
};
const SWISS_CS: CzechWording = {
  stems: { e: 'žaludsk', t: 'štítov', s: 'kulov', r: 'růžov' },
  ranks: {
    6: ['šestka', 'f'], 7: ['sedma', 'f'], 8: ['osma', 'f'], 9: ['devítka', 'f'], T: ['praporec', 'm'],
    U: ['spodek', 'm'], O: ['svršek', 'm'], K: ['král', 'm'], A: ['eso', 'n'],
  },
};

const GERMAN: Readonly<Record<Exclude<Locale, 'cs'>, Wording>> = {
  de: {
    suits: { h: 'Herz', b: 'Schellen', l: 'Grün', a: 'Eichel' },
    ranks: { 7: 'Sieben', 8: 'Acht', 9: 'Neun', T: 'Zehn', U: 'Unter', O: 'Ober', K: 'König', A: 'Ass' },
    format: german,
  },
  gsw: {
    suits: { h: 'Härz', b: 'Schälle', l: 'Grüen', a: 'Eichle' },
    ranks: { 7: 'Sibni', 8: 'Achti', 9: 'Nüni', T: 'Zähni', U: 'Under', O: 'Ober', K: 'Chünig', A: 'Ass' },
    format: german,
  },
  en: {
    suits: { h: 'Hearts', b: 'Bells', l: 'Leaves', a: 'Acorns' },
    ranks: { 7: 'Seven', 8: 'Eight', 9: 'Nine', T: 'Ten', U: 'Unter', O: 'Ober', K: 'King', A: 'Ace' },
    format: english,
  },
};
const GERMAN_CS: CzechWording = {
  stems: { h: 'červen', b: 'kulov', l: 'zelen', a: 'žaludsk' },
  ranks: {
    7: ['sedma', 'f'], 8: ['osma', 'f'], 9: ['devítka', 'f'], T: ['desítka', 'f'],
    U: ['spodek', 'm'], O: ['svršek', 'm'], K: ['král', 'm'], A: ['eso', 'n'],
  },
};

/** J-1: the French equivalents of the Swiss suits and court cards. */
export const SWISS_AS_FRENCH_SUIT: Names = { e: 'c', t: 's', s: 'd', r: 'h' };
export const SWISS_AS_FRENCH_RANK: Names = { U: 'J', O: 'Q' };

export const DECK_OF: Readonly<Record<DeckId, { readonly suits: readonly string[]; readonly ranks: readonly string[]; readonly cards: readonly string[] }>> = {
  french32: FRENCH32,
  swiss36: SWISS36,
  german32: GERMAN32,
};

/** A card split into rank and suit; null when `code` is not a card of `deck`. */
export function splitCard(deck: DeckId, code: string): { rank: string; suit: string } | null {
  const d = DECK_OF[deck];
  if (!d.cards.includes(code)) return null;
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

/** The card as the player's faces show it: French faces map the Swiss suits and courts (J-1). */
export function asFrench(rank: string, suit: string): { rank: string; suit: string } {
  return { rank: SWISS_AS_FRENCH_RANK[rank] ?? rank, suit: SWISS_AS_FRENCH_SUIT[suit] ?? suit };
}

/** The spoken name of a card ("Herz Zehn"); the code itself if it is not a card of the deck. */
export function cardName(deck: DeckId, code: string, locale: Locale, faces: SwissFaces = 'swiss'): string {
  const card = splitCard(deck, code);
  if (!card) return code;
  let { rank, suit } = card;
  let wording: Wording;
  if (deck === 'french32' || (deck === 'swiss36' && faces === 'french')) {
    if (deck === 'swiss36') ({ rank, suit } = asFrench(rank, suit));
    if (locale === 'cs') return czech(FRENCH_CS)(suit, rank);
    wording = FRENCH[locale];
  } else if (deck === 'swiss36') {
    if (locale === 'cs') return czech(SWISS_CS)(suit, rank);
    wording = SWISS[locale];
  } else {
    if (locale === 'cs') return czech(GERMAN_CS)(suit, rank);
    wording = GERMAN[locale];
  }
  return wording.format(wording.suits[suit]!, wording.ranks[rank]!);
}

/** Suit nouns for sentences ("Du hast Herz: bedienen"). */
const SUIT_NOUNS: Readonly<Record<DeckId | 'swissFrench', Readonly<Record<Locale, Names>>>> = {
  french32: {
    de: { c: 'Kreuz', s: 'Pik', h: 'Herz', d: 'Karo' },
    gsw: { c: 'Chrüz', s: 'Schufle', h: 'Härz', d: 'Egge' },
    en: { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' },
    cs: { c: 'kříže', s: 'piky', h: 'srdce', d: 'káry' },
  },
  swissFrench: {
    de: { e: 'Kreuz', t: 'Pik', s: 'Karo', r: 'Herz' },
    gsw: { e: 'Chrüz', t: 'Schufle', s: 'Egge', r: 'Härz' },
    en: { e: 'clubs', t: 'spades', s: 'diamonds', r: 'hearts' },
    cs: { e: 'kříže', t: 'piky', s: 'káry', r: 'srdce' },
  },
  swiss36: {
    de: { e: 'Eichel', t: 'Schilte', s: 'Schelle', r: 'Rose' },
    gsw: { e: 'Eichle', t: 'Schilte', s: 'Schälle', r: 'Rose' },
    en: { e: 'acorns', t: 'shields', s: 'bells', r: 'roses' },
    cs: { e: 'žaludy', t: 'štíty', s: 'kule', r: 'růže' },
  },
  german32: {
    de: { h: 'Herz', b: 'Schellen', l: 'Grün', a: 'Eichel' },
    gsw: { h: 'Härz', b: 'Schälle', l: 'Grüen', a: 'Eichle' },
    en: { h: 'hearts', b: 'bells', l: 'leaves', a: 'acorns' },
    cs: { h: 'srdce', b: 'kule', l: 'zelené', a: 'žaludy' },
  },
};

/** The suit of a card (or a suit letter) as a noun: "Herz", "hearts", "Schälle". */
export function suitName(deck: DeckId, codeOrSuit: string, locale: Locale, faces: SwissFaces = 'swiss'): string {
  const letter = codeOrSuit.slice(-1);
  const table = deck === 'swiss36' && faces === 'french' ? SUIT_NOUNS.swissFrench : SUIT_NOUNS[deck];
  return table[locale][letter] ?? codeOrSuit;
}

/** Rank words of the German (mariáš) deck, for sentences ("zwei Karten vom Wert Zehn"). */
const GERMAN_RANK_WORDS: Readonly<Record<Locale, Names>> = {
  de: { 7: 'Sieben', 8: 'Acht', 9: 'Neun', T: 'Zehn', U: 'Unter', O: 'Ober', K: 'König', A: 'Ass' },
  gsw: { 7: 'Sibni', 8: 'Achti', 9: 'Nüni', T: 'Zähni', U: 'Under', O: 'Ober', K: 'Chünig', A: 'Ass' },
  en: { 7: 'seven', 8: 'eight', 9: 'nine', T: 'ten', U: 'Unter', O: 'Ober', K: 'king', A: 'ace' },
  cs: { 7: 'sedma', 8: 'osma', 9: 'devítka', T: 'desítka', U: 'spodek', O: 'svršek', K: 'král', A: 'eso' },
};
export const germanRankWord = (rank: string, locale: Locale): string => GERMAN_RANK_WORDS[locale][rank] ?? rank;

const FACE_DOWN: Readonly<Record<Locale, string>> = {
  de: 'verdeckte Karte',
  en: 'face-down card',
  gsw: 'verdeckti Charte',
  cs: 'karta lícem dolů',
};
export const faceDownName = (locale: Locale): string => FACE_DOWN[locale];

/** The corner index: "10", "B", "D" in German, "J", "Q" in English; "U", "O" on German faces. */
export function cornerIndex(deck: DeckId, rank: string, locale: Locale, faces: SwissFaces = 'swiss'): string {
  if (rank === 'T') return '10';
  const frenchFaces = deck === 'french32' || (deck === 'swiss36' && faces === 'french');
  if (frenchFaces) {
    const r = deck === 'swiss36' ? (SWISS_AS_FRENCH_RANK[rank] ?? rank) : rank;
    const german = locale === 'de' || locale === 'gsw';
    if (r === 'J') return german ? 'B' : 'J';
    if (r === 'Q') return german ? 'D' : 'Q';
    return r;
  }
  if (deck === 'german32' && locale === 'cs') return ({ U: 'Sp', O: 'Sv', A: 'E' } as Names)[rank] ?? rank;
  return rank;
}

const FRENCH_SIGN: Readonly<Record<string, string>> = { c: '♣', s: '♠', h: '♥', d: '♦' };

/** A French card in a few characters, as its corner shows it: "♣10", "♦B" (a note on a small phone); else its name. */
export function cardShort(deck: DeckId, code: string, locale: Locale): string {
  const card = splitCard(deck, code);
  if (deck !== 'french32' || !card) return cardName(deck, code, locale);
  return `${FRENCH_SIGN[card.suit] ?? card.suit}${cornerIndex(deck, card.rank, locale)}`;
}
