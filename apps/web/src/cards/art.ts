import type { DeckId } from '@stammtisch/engine/cards/deck';
import { frenchCourt, standingCourt } from './figures.ts';
import type { Locale } from './locale.ts';
import { asFrench, cornerIndex, type SwissFaces, splitCard } from './names.ts';
import { FOUR_COLOUR, type Palette, type Sign, sign, TWO_COLOUR } from './symbols.ts';

/**
 * Card faces as SVG strings, composed from code: a 100 × 140 card with a corner index top left
 * and bottom right (readable at 60 px width), pips or a court figure in the middle.
 */

export interface FaceStyle {
  readonly locale: Locale;
  /** French deck: ♣ green, ♦ blue. */
  readonly fourColour: boolean;
  /** Schieber: Swiss or French faces (J-1). */
  readonly swissFaces: SwissFaces;
}

export const DEFAULT_STYLE: FaceStyle = { locale: 'de', fourColour: false, swissFaces: 'swiss' };

const PAPER = '#fffdf6';
const EDGE = '#a59c88';
const FONT = `font-family="'Helvetica Neue',Arial,'Liberation Sans',sans-serif" font-weight="700"`;

const FRENCH_SIGN: Readonly<Record<string, Sign>> = { c: 'club', s: 'spade', h: 'heart', d: 'diamond' };
const SWISS_SIGN: Readonly<Record<string, Sign>> = { e: 'eichel', t: 'schilte', s: 'schelle', r: 'rose' };
const GERMAN_SIGN: Readonly<Record<string, Sign>> = { h: 'srdce', b: 'kule', l: 'zelene', a: 'zaludy' };

/** Index colours: dark enough for WCAG AA contrast on the card's paper. */
const INDEX_COLOUR: Readonly<Partial<Record<Sign, string>>> = {
  eichel: '#7a4a0f',
  schilte: '#1b1b1b',
  schelle: '#7f5200',
  rose: '#b3141c',
  srdce: '#b3141c',
  kule: '#8f4700',
  zelene: '#1d6b2a',
  zaludy: '#5a3412',
};
const TUNIC: Readonly<Partial<Record<Sign, string>>> = {
  eichel: '#2e6b3c',
  schilte: '#1f4e8c',
  schelle: '#a8740a',
  rose: '#b3141c',
  srdce: '#b3141c',
  kule: '#c06a00',
  zelene: '#2e7d32',
  zaludy: '#6b3e1a',
};

const colourOf = (s: Sign, p: Palette): string =>
  s === 'club' || s === 'spade' || s === 'heart' || s === 'diamond' ? p[s] : INDEX_COLOUR[s]!;

type Spot = readonly [number, number];

/** Pip positions of the number cards (x, y on the 100 × 140 card). */
const L = 32;
const R = 68;
const C = 50;
const FRENCH_PIPS: Readonly<Record<string, readonly Spot[]>> = {
  '7': [[L, 28], [R, 28], [C, 49], [L, 70], [R, 70], [L, 112], [R, 112]],
  '8': [[L, 28], [R, 28], [C, 49], [L, 70], [R, 70], [C, 91], [L, 112], [R, 112]],
  '9': [[L, 28], [R, 28], [L, 56], [R, 56], [C, 70], [L, 84], [R, 84], [L, 112], [R, 112]],
  T: [[L, 28], [R, 28], [C, 42], [L, 56], [R, 56], [L, 84], [R, 84], [C, 98], [L, 112], [R, 112]],
};
const SL = 34;
const SR = 66;
const STANDING_PIPS: Readonly<Record<string, readonly Spot[]>> = {
  '6': [[SL, 30], [SR, 30], [SL, 70], [SR, 70], [SL, 110], [SR, 110]],
  '7': [[SL, 30], [SR, 30], [C, 50], [SL, 70], [SR, 70], [SL, 110], [SR, 110]],
  '8': [[SL, 28], [SR, 28], [SL, 56], [SR, 56], [SL, 84], [SR, 84], [SL, 112], [SR, 112]],
  '9': [[SL, 28], [SR, 28], [SL, 56], [SR, 56], [C, 70], [SL, 84], [SR, 84], [SL, 112], [SR, 112]],
  T: [[SL, 28], [SR, 28], [C, 42], [SL, 56], [SR, 56], [SL, 84], [SR, 84], [C, 98], [SL, 112], [SR, 112]],
};

function corner(index: string, s: Sign, colour: string, p: Palette): string {
  const fit = index.length > 1 ? ` textLength="21" lengthAdjust="spacingAndGlyphs"` : '';
  const one =
    `<text x="13" y="26" font-size="25" text-anchor="middle" fill="${colour}" ${FONT}${fit}>${index}</text>` +
    sign(s, 13, 38, 14, p);
  return one + `<g transform="rotate(180 50 70)">${one}</g>`;
}

function frame(inner: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" role="img" aria-label="${label}">` +
    `<rect x=".6" y=".6" width="98.8" height="138.8" rx="7" fill="${PAPER}" stroke="${EDGE}" stroke-width="1.2"/>` +
    inner +
    `</svg>`
  );
}

function pips(spots: readonly Spot[], s: Sign, size: number, p: Palette, flipLower: boolean): string {
  return spots.map(([x, y]) => sign(s, x, y, size, p, flipLower && y > 70)).join('');
}

/** Swiss 10: the Banner, a flag on a pole carrying the suit sign. */
function banner(s: Sign, p: Palette): string {
  return (
    `<path d="M31 20V124" stroke="#6b4a2a" stroke-width="3" stroke-linecap="round"/><circle cx="31" cy="19" r="3" fill="${'#d9a521'}"/>` +
    `<path d="M32 24H80Q74 36 80 48Q74 60 80 72H32Z" fill="#fbf3e2" stroke="#b3141c" stroke-width="2"/>` +
    `<path d="M32 30H74M32 66H74" stroke="#b3141c" stroke-width="1" opacity=".6"/>` +
    sign(s, 54, 48, 28, p)
  );
}

function swissAce(s: Sign, p: Palette): string {
  return (
    sign(s, 50, 62, 54, p) +
    `<path d="M22 104Q36 96 50 104Q64 112 78 104L78 116Q64 124 50 116Q36 108 22 116Z" fill="#e9dcc0" stroke="#8a7652" stroke-width="1.2"/>`
  );
}

function germanAce(s: Sign, p: Palette): string {
  return (
    `<ellipse cx="50" cy="70" rx="33" ry="46" fill="none" stroke="#c9b48a" stroke-width="2"/>` +
    `<ellipse cx="50" cy="70" rx="29" ry="42" fill="none" stroke="#c9b48a" stroke-width="1" stroke-dasharray="3 3"/>` +
    sign(s, 50, 70, 50, p)
  );
}

const cache = new Map<string, string>();

/**
 * The face of `code` in `deck` as an SVG string; `label` is its accessible name. Throws on a code
 * that is not a card of the deck (a programming error: the engine only sends real cards).
 */
export function cardSvg(deck: DeckId, code: string, style: FaceStyle, label: string): string {
  const key = `${deck}|${code}|${style.locale}|${style.fourColour}|${style.swissFaces}|${label}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const card = splitCard(deck, code);
  if (!card) throw new RangeError(`${code} is not a card of ${deck}`);
  const p = style.fourColour ? FOUR_COLOUR : TWO_COLOUR;
  const index = cornerIndex(deck, card.rank, style.locale, style.swissFaces);
  let inner: string;
  if (deck === 'french32' || (deck === 'swiss36' && style.swissFaces === 'french')) {
    const { rank, suit } = deck === 'swiss36' ? asFrench(card.rank, card.suit) : card;
    const s = FRENCH_SIGN[suit]!;
    const colour = colourOf(s, p);
    if (rank === 'A') inner = sign(s, 50, 70, 52, p);
    else if (rank === 'J' || rank === 'Q' || rank === 'K') inner = frenchCourt(rank, colour, s, p);
    else if (rank === '6') inner = pips(STANDING_PIPS['6']!, s, 18, p, true);
    else inner = pips(FRENCH_PIPS[rank]!, s, 18, p, true);
    inner += corner(index, s, colour, p);
  } else {
    const s = (deck === 'swiss36' ? SWISS_SIGN : GERMAN_SIGN)[card.suit]!;
    const rank = card.rank;
    if (rank === 'A') inner = deck === 'swiss36' ? swissAce(s, p) : germanAce(s, p);
    else if (rank === 'U' || rank === 'O' || rank === 'K') inner = standingCourt(rank, TUNIC[s]!, s, p);
    else if (rank === 'T' && deck === 'swiss36') inner = banner(s, p);
    else inner = pips(STANDING_PIPS[rank]!, s, 20, p, false);
    inner += corner(index, s, colourOf(s, p), p);
  }
  const svg = frame(inner, escapeXml(label));
  cache.set(key, svg);
  return svg;
}

/** The card back: a burgundy lattice with a cream medallion. */
export function backSvg(label: string): string {
  const key = `back|${label}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let lattice = '';
  for (let k = -140; k <= 100; k += 10) lattice += `M${k} 8L${k + 140} 148M${k + 140} 8L${k} 148`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" role="img" aria-label="${escapeXml(label)}">` +
    `<rect x=".6" y=".6" width="98.8" height="138.8" rx="7" fill="${PAPER}" stroke="${EDGE}" stroke-width="1.2"/>` +
    `<rect x="6" y="6" width="88" height="128" rx="4" fill="#7a1c2c"/>` +
    `<svg x="6" y="6" width="88" height="128" viewBox="6 6 88 128"><path d="${lattice}" stroke="#a13a4c" stroke-width="1.4"/></svg>` +
    `<rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e8c77a" stroke-width="1"/>` +
    `<ellipse cx="50" cy="70" rx="20" ry="26" fill="#f6ead0" stroke="#e8c77a" stroke-width="2"/>` +
    `<path d="M50 52L62 70L50 88L38 70Z" fill="#7a1c2c"/><circle cx="50" cy="70" r="4" fill="#e8c77a"/>` +
    `</svg>`;
  cache.set(key, svg);
  return svg;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
