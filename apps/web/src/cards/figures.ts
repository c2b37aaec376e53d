import { type Palette, type Sign, sign } from './symbols.ts';

/**
 * Court figures. French courts are double-ended busts in a frame (King with a crown, Dame with a
 * tiara, Bube with a feathered cap); Swiss and German courts are single standing figures holding
 * their suit sign low (Under / Spodek), high (Ober / Svršek) or at the side (König / Král).
 */

const SKIN = '#f3d3b3';
const GOLD = '#d9a521';
const INK = '#3b2a1e';

export type FrenchCourt = 'J' | 'Q' | 'K';
export type StandingCourt = 'U' | 'O' | 'K';

function head(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${SKIN}" stroke="${INK}" stroke-width="1"/>`;
}

function crown(x: number, y: number, w: number): string {
  const l = x - w / 2;
  const r = x + w / 2;
  const s = w / 4;
  return `<path d="M${l} ${y}L${l} ${y - 7}L${l + s} ${y - 3}L${x} ${y - 9}L${r - s} ${y - 3}L${r} ${y - 7}L${r} ${y}Z" fill="${GOLD}" stroke="${INK}" stroke-width=".8"/>`;
}

/** The upper half of a French court, drawn between y = 12 and y = 70. */
function bustHalf(kind: FrenchCourt, colour: string, suit: Sign, palette: Palette): string {
  let hair = '';
  let hat = '';
  if (kind === 'K') {
    hair = `<path d="M43 36Q50 50 57 36L57 40Q50 52 43 40Z" fill="#8a6a4a"/>`;
    hat = crown(50, 27, 18);
  } else if (kind === 'Q') {
    hair = `<path d="M41 34Q40 48 36 52L42 50Q44 42 44 34ZM59 34Q60 48 64 52L58 50Q56 42 56 34Z" fill="#a0522d"/>`;
    hat = `<path d="M43 27Q50 20 57 27" stroke="${GOLD}" stroke-width="3" fill="none"/><circle cx="50" cy="22" r="2.6" fill="${GOLD}"/>`;
  } else {
    hair = `<path d="M42 33Q43 28 50 27Q57 28 58 33Z" fill="#6b4226"/>`;
    hat = `<path d="M40 29Q50 17 61 27L60 30Q50 25 41 31Z" fill="${colour}" stroke="${INK}" stroke-width=".8"/><path d="M58 24Q68 14 72 17Q66 19 60 27" fill="#f5f0e0" stroke="${INK}" stroke-width=".6"/>`;
  }
  return (
    `<path d="M28 70L29 56Q31 48 42 45L58 45Q69 48 71 56L72 70Z" fill="${colour}" stroke="${INK}" stroke-width="1"/>` +
    `<path d="M47 45L53 45L53 70L47 70Z" fill="${GOLD}"/>` +
    `<path d="M42 45Q50 53 58 45" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
    hair +
    head(50, 35, 8.5) +
    hat +
    sign(suit, 36, 24, 11, palette)
  );
}

/** A framed, double-ended French court card (without corner indices). */
export function frenchCourt(kind: FrenchCourt, colour: string, suit: Sign, palette: Palette): string {
  const half = bustHalf(kind, colour, suit, palette);
  return (
    `<rect x="26" y="12" width="48" height="116" rx="3" fill="#f8f0de" stroke="${colour}" stroke-width="1.6"/>` +
    `<g>${half}</g><g transform="rotate(180 50 70)">${half}</g>` +
    `<path d="M26 70H74" stroke="${colour}" stroke-width="1"/>`
  );
}

/** A standing Swiss or German court figure (without corner indices). */
export function standingCourt(kind: StandingCourt, tunic: string, suit: Sign, palette: Palette): string {
  let hat: string;
  let arms: string;
  let signAt: [number, number, number];
  if (kind === 'U') {
    hat = `<path d="M41 40Q50 30 59 40Z" fill="${tunic}" stroke="${INK}" stroke-width=".8"/>`;
    arms = `<path d="M40 62L32 96" stroke="${SKIN}" stroke-width="5" stroke-linecap="round"/><path d="M60 62L66 90" stroke="${tunic}" stroke-width="6" stroke-linecap="round"/>`;
    signAt = [30, 108, 26];
  } else if (kind === 'O') {
    hat = `<path d="M36 41Q50 33 64 41Q50 28 36 41Z" fill="${INK}"/><path d="M56 36Q66 22 72 26Q64 28 60 38" fill="#f5f0e0" stroke="${INK}" stroke-width=".6"/>`;
    arms = `<path d="M60 60L68 38" stroke="${SKIN}" stroke-width="5" stroke-linecap="round"/><path d="M40 62L36 90" stroke="${tunic}" stroke-width="6" stroke-linecap="round"/>`;
    signAt = [70, 26, 26];
  } else {
    hat = crown(50, 38, 20);
    arms = `<path d="M60 62L70 72" stroke="${SKIN}" stroke-width="5" stroke-linecap="round"/><path d="M40 62L36 92" stroke="${tunic}" stroke-width="6" stroke-linecap="round"/>`;
    signAt = [74, 76, 24];
  }
  const robeHem = kind === 'K' ? 118 : 100;
  return (
    `<path d="M18 124H82" stroke="#b9ad94" stroke-width="1.2"/>` +
    (kind === 'K'
      ? ''
      : `<path d="M44 98H49V120H42ZM51 98H56L58 120H51Z" fill="#4a4038"/><path d="M40 120H49V123H38ZM51 120H60L62 123H51Z" fill="${INK}"/>`) +
    `<path d="M41 56L59 56L${kind === 'K' ? 70 : 66} ${robeHem}L${kind === 'K' ? 30 : 34} ${robeHem}Z" fill="${tunic}" stroke="${INK}" stroke-width="1"/>` +
    `<path d="M${kind === 'K' ? 33 : 36} 80H${kind === 'K' ? 67 : 64}" stroke="${GOLD}" stroke-width="3"/>` +
    `<path d="M44 56Q50 62 56 56" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
    (kind === 'K' ? `<path d="M44 50Q50 62 56 50L56 54Q50 64 44 54Z" fill="#8a6a4a"/>` : '') +
    head(50, 47, 8) +
    hat +
    arms +
    sign(suit, signAt[0], signAt[1], signAt[2], palette)
  );
}
